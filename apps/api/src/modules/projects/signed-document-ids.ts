import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { signatureRequests } from '../../db/schema/signatures';

/**
 * Which of these project documents were put up for a signature (a report or
 * a certification, signed or waiting): the project's form keeps them exactly
 * as they are, so what a party signs is what the project shows (the save
 * refuses a change, the project's detail answers them as `isSigned`).
 */
export async function signedDocumentIds(db: Db | Tx, documentIds: number[]): Promise<Set<number>> {
  if (documentIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ documentId: signatureRequests.documentId })
    .from(signatureRequests)
    .where(inArray(signatureRequests.documentId, documentIds));
  return new Set(rows.map((row) => row.documentId));
}
