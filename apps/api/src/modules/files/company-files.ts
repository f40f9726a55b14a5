import { and, desc, eq } from 'drizzle-orm';
import type { CompanyDocument } from '@registry/contract/company/company-document';
import type { CompanyMediaHistoryEntry } from '@registry/contract/files/download';
import type { Db } from '../../db/client';
import { companyDocuments, companyMedia } from '../../db/schema/files';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { canReadCompany } from '../company-links/can-read-company';

export type DocumentRow = typeof companyDocuments.$inferSelect;
export type MediaRow = typeof companyMedia.$inferSelect;

/** Unknown id: 404. A company the caller may not read (issue 4): 403. */
async function assertReadable(db: Db, caller: Caller, companyId: number): Promise<void> {
  if (!(await canReadCompany(db, caller, companyId))) {
    throw new DomainError('ERROR_FORBIDDEN', 403);
  }
}

export async function findReadableDocument(db: Db, caller: Caller, id: number) {
  const [document] = await db
    .select()
    .from(companyDocuments)
    .where(eq(companyDocuments.id, id))
    .limit(1);
  if (!document) throw new DomainError('ERROR_FILE_NOT_FOUND', 404);
  await assertReadable(db, caller, document.companyId);
  return document;
}

export async function findReadableMedia(db: Db, caller: Caller, id: number) {
  const [media] = await db.select().from(companyMedia).where(eq(companyMedia.id, id)).limit(1);
  if (!media) throw new DomainError('ERROR_FILE_NOT_FOUND', 404);
  await assertReadable(db, caller, media.companyId);
  return media;
}

/** The versions of a document's company and type, current (last) or older, newest first. */
export function listDocumentVersions(db: Db, document: DocumentRow, isLast: boolean) {
  return db
    .select()
    .from(companyDocuments)
    .where(
      and(
        eq(companyDocuments.companyId, document.companyId),
        eq(companyDocuments.typeDocumentCompanyId, document.typeDocumentCompanyId),
        eq(companyDocuments.last, isLast),
      ),
    )
    .orderBy(desc(companyDocuments.created), desc(companyDocuments.id));
}

/** A company's older logos (last = false), newest first. */
export function listOlderMedia(db: Db, companyId: number) {
  return db
    .select()
    .from(companyMedia)
    .where(and(eq(companyMedia.companyId, companyId), eq(companyMedia.last, false)))
    .orderBy(desc(companyMedia.created), desc(companyMedia.id));
}

export function toCompanyDocument(row: DocumentRow): CompanyDocument {
  return {
    id: row.id,
    typeDocumentCompanyId: row.typeDocumentCompanyId,
    fileName: row.fileName,
    time: row.time,
    route: row.route,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
    md5: row.md5,
    last: row.last,
  };
}

export function toMediaHistoryEntry(row: MediaRow): CompanyMediaHistoryEntry {
  return {
    id: row.id,
    fileName: row.fileName,
    time: row.time,
    route: row.route,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
    md5: row.md5,
  };
}
