import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { signatureRequests } from '../../db/schema/signatures';

/**
 * Which of these project documents were put up for a signature (a report or
 * a certification, signed or waiting): the project's form keeps them exactly
 * as they are, so what a party signs is what the project shows.
 */
export async function signedDocumentIds(tx: Tx, documentIds: number[]): Promise<Set<number>> {
  if (documentIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ documentId: signatureRequests.documentId })
    .from(signatureRequests)
    .where(inArray(signatureRequests.documentId, documentIds));
  return new Set(rows.map((row) => row.documentId));
}
