import { z } from 'zod';
import type { CompanyDocument, FilesByType } from '@registry/contract/company/company-document';
import type { UploadedFile } from '@registry/contract/files/upload';
import type { TypeDocumentCompany } from '@registry/contract/platform/list-type-document-companies';

/** Files uploaded in the edit state, by document type id (as text: a form path). */
export type UploadsByType = Record<string, UploadedFile[]>;

/** The types of one tab: billing (isBilling 1) or due diligence (0). */
export function typesOfTab(types: readonly TypeDocumentCompany[], isBilling: 0 | 1) {
  return types.filter((type) => type.isBilling === isBilling);
}

/** The current documents (last = true) of one type. */
export function documentsOfType(documents: readonly CompanyDocument[], typeId: number) {
  return documents.filter((document) => document.typeDocumentCompanyId === typeId && document.last);
}

/**
 * The uploads as a required-documents check sees them: each required type of
 * the tab needs a stored document or a file uploaded now (spec section 5).
 */
export function uploadsSchema(
  types: readonly TypeDocumentCompany[],
  stored: readonly CompanyDocument[],
) {
  return z.record(z.string(), z.array(z.custom<UploadedFile>())).superRefine((uploads, ctx) => {
    for (const type of types) {
      if (type.isRequired !== 1) continue;
      const hasStored = documentsOfType(stored, type.id).length > 0;
      const hasUpload = (uploads[String(type.id)] ?? []).length > 0;
      if (hasStored || hasUpload) continue;
      ctx.addIssue({
        code: 'custom',
        path: [String(type.id)],
        message: 'missing.document',
        params: { document: type.description },
      });
    }
  });
}

/** filesBilling / filesDueDiligence: one entry per type with files uploaded now. */
export function toFilesByType(uploads: UploadsByType): FilesByType[] {
  return Object.entries(uploads)
    .filter(([, files]) => files.length > 0)
    .map(([typeId, files]) => ({ typeDocumentCompanyId: Number(typeId), files }));
}
