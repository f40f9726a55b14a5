import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ObjectStorage } from '../lib/storage/object-storage';
import { createUploadKeys } from '../modules/files/upload-keys';
import type { Db } from '../db/client';
import { companyDocuments } from '../db/schema/files';
import { typeDocumentCompanies } from '../db/schema/reference';
import { buildSimplePdf } from './demo-pdf';

const PDF = 'application/pdf';
const DAY_MS = 86_400_000;

/** A demo company whose required documents the seed stores. */
export interface DemoDocumentHolder {
  companyId: number;
  companyName: string;
  /** NIT and verification digit, printed on the documents. */
  taxId: string;
  /** Its admin, recorded as the uploader. */
  userId: number;
  /** Also store a superseded version of one document, for the history modal. */
  hasHistory: boolean;
}

type TypeRow = typeof typeDocumentCompanies.$inferSelect;

interface DemoFile {
  holder: DemoDocumentHolder;
  type: TypeRow;
  fileName: string;
  route: string;
  bytes: Uint8Array;
  created: Date;
  updated: Date;
  last: boolean;
}

/** The words on a demo document: what it is, whose, which version, and that it is not real. */
export function demoDocumentTitle(typeDescription: string, companyName: string): string {
  return `Demo document — ${typeDescription} — ${companyName}`;
}

function demoFile(
  holder: DemoDocumentHolder,
  type: TypeRow,
  version: { created: Date; updated: Date; last: boolean },
): DemoFile {
  const description = type.description.en;
  const fileName = version.last ? `${description}.pdf` : `${description} (previous version).pdf`;
  const bytes = buildSimplePdf({
    title: demoDocumentTitle(description, holder.companyName),
    paragraphs: [
      `Company: ${holder.companyName}, tax id ${holder.taxId}.`,
      `${version.last ? 'Current version' : 'Previous version, since replaced'}, issued ${version.created.toISOString().slice(0, 10)}.`,
      'This file was made by the demo seed of the carbon-credit registry so that the demo ' +
        'companies have their required documents. It is not a real document.',
    ],
  });
  return {
    holder,
    type,
    fileName,
    route: createUploadKeys(holder.companyId, fileName).route,
    bytes,
    ...version,
  };
}

/**
 * One small PDF per required company document type (billing and due
 * diligence) for each holder, written to the object storage under the key
 * layout of real uploads, with its company_documents row (last = true). A
 * holder with history also gets an older version (last = false) of the first
 * single-file type. The files are stored before the rows, so no row points
 * at a missing file.
 */
export async function seedDemoDocuments(
  db: Db,
  storage: ObjectStorage,
  holders: readonly DemoDocumentHolder[],
  now = new Date(),
): Promise<void> {
  const types = await db
    .select()
    .from(typeDocumentCompanies)
    .where(and(eq(typeDocumentCompanies.isRequired, 1), eq(typeDocumentCompanies.active, true)))
    .orderBy(asc(typeDocumentCompanies.id));
  const historyType = types.find((type) => type.multiple === 0);
  const current = new Date(now.getTime() - 3 * DAY_MS);
  const previous = new Date(now.getTime() - 368 * DAY_MS);
  const files: DemoFile[] = [];
  for (const holder of holders) {
    for (const type of types) {
      if (holder.hasHistory && type === historyType) {
        files.push(demoFile(holder, type, { created: previous, updated: current, last: false }));
      }
      files.push(demoFile(holder, type, { created: current, updated: current, last: true }));
    }
  }
  if (files.length === 0) return;
  await Promise.all(files.map((file) => storage.putObject(file.route, file.bytes, PDF)));
  await db.insert(companyDocuments).values(
    files.map((file) => ({
      companyId: file.holder.companyId,
      typeDocumentCompanyId: file.type.id,
      fileName: file.fileName,
      route: file.route,
      time: String(file.created.getTime()),
      md5: createHash('md5').update(file.bytes).digest('hex'),
      size: file.bytes.length,
      contentType: PDF,
      last: file.last,
      uploadedBy: file.holder.userId,
      created: file.created,
      updated: file.updated,
    })),
  );
}
