import { z } from 'zod';
import { IdSchema } from '../common/ids';
import { UploadedFileSchema, MAX_FILES } from '../files/upload';
import { TypeDocumentCompanySchema } from '../platform/list-type-document-companies';

/**
 * A stored company document (spec section 3). created and updated are ISO
 * 8601 date-times; last is true for the current version(s) of its type and
 * false for history.
 */
export const CompanyDocumentSchema = z.object({
  id: z.number().int(),
  typeDocumentCompanyId: z.number().int(),
  fileName: z.string(),
  /** Upload time the browser reported, ms since the epoch, as text. */
  time: z.string(),
  /** Storage key; downloads go through the documents download calls, never straight to it. */
  route: z.string(),
  created: z.string(),
  updated: z.string(),
  md5: z.string(),
  last: z.boolean(),
});
export type CompanyDocument = z.infer<typeof CompanyDocumentSchema>;

/** The company's logo (spec section 3, company media); the current one is last = true. */
export const CompanyMediaSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  time: z.string(),
  route: z.string(),
  created: z.string(),
  md5: z.string(),
});
export type CompanyMedia = z.infer<typeof CompanyMediaSchema>;

/**
 * Documents of one type, for the read-only view's accordion (spec section 2):
 * every version, current (last = true) and history (last = false), newest first.
 */
export const CompanyDocumentGroupSchema = z.object({
  typeDocumentCompany: TypeDocumentCompanySchema,
  isBilling: z.union([z.literal(0), z.literal(1)]),
  documents: z.array(CompanyDocumentSchema),
});
export type CompanyDocumentGroup = z.infer<typeof CompanyDocumentGroupSchema>;

/**
 * Files uploaded (and confirmed) for one company document type, sent by the
 * billing and due-diligence saves (filesBilling, filesDueDiligence). At most
 * one file for a type with multiple = 0 (the server checks the type).
 */
export const FilesByTypeSchema = z.object({
  typeDocumentCompanyId: IdSchema,
  files: z.array(UploadedFileSchema).max(MAX_FILES),
});
export type FilesByType = z.infer<typeof FilesByTypeSchema>;

/** filesBilling / filesDueDiligence: one entry per document type, each type at most once. */
export const FilesByTypeListSchema = z
  .array(FilesByTypeSchema)
  .max(50)
  .refine((groups) => new Set(groups.map((g) => g.typeDocumentCompanyId)).size === groups.length, {
    message: 'duplicate typeDocumentCompanyId',
  });
