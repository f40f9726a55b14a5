import { z } from 'zod';
import { IdParamSchema } from '../common/ids';
import { envelopeWith } from '../common/envelope';
import { CompanyDocumentSchema, CompanyMediaSchema } from '../company/company-document';

/** The id of a company document or logo in a path (/api/platform/companiesDocuments/download/{id}). */
export const FileIdParamsSchema = z.object({
  id: IdParamSchema,
});
export type FileIdParams = z.infer<typeof FileIdParamsSchema>;

/**
 * GET /api/platform/companiesDocuments/download/{id} and
 * GET /api/platform/companiesMedia/download/{id} (spec section 7): a signed link
 * that downloads the file as an attachment; it expires after a few minutes.
 */
export const DownloadUrlResponseSchema = envelopeWith({ url: z.string() });
export type DownloadUrlResponse = z.infer<typeof DownloadUrlResponseSchema>;

/**
 * GET /api/platform/companiesDocuments/download-all/{id}: one signed link per
 * current version (last = true) of the document's company and type.
 */
export const DownloadAllResponseSchema = envelopeWith({ urls: z.array(z.string()) });
export type DownloadAllResponse = z.infer<typeof DownloadAllResponseSchema>;

/**
 * GET /api/platform/companiesDocuments/history/{id}: the older versions (last =
 * false) of the document's company and type, newest first.
 */
export const DocumentHistoryResponseSchema = envelopeWith({
  companiesDocuments: z.array(CompanyDocumentSchema),
});
export type DocumentHistoryResponse = z.infer<typeof DocumentHistoryResponseSchema>;

/** POST /api/platform/companiesMedia/history/{id}: the company whose logos are listed. */
export const MediaHistoryRequestSchema = z.object({
  companyId: IdParamSchema,
});
export type MediaHistoryRequest = z.infer<typeof MediaHistoryRequestSchema>;

/** An older logo of a company (a history entry: fileName, created, updated). */
export const CompanyMediaHistoryEntrySchema = CompanyMediaSchema.extend({ updated: z.string() });
export type CompanyMediaHistoryEntry = z.infer<typeof CompanyMediaHistoryEntrySchema>;

/**
 * The answer of POST /api/platform/companiesMedia/history/{id}: the company's
 * older logos (last = false), newest first, under the spec's name companiesDocuments.
 */
export const MediaHistoryResponseSchema = envelopeWith({
  companiesDocuments: z.array(CompanyMediaHistoryEntrySchema),
});
export type MediaHistoryResponse = z.infer<typeof MediaHistoryResponseSchema>;
