import { and, asc, desc, eq } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type {
  CompanyDocument,
  CompanyDocumentGroup,
  FilesByType,
} from '@registry/contract/company/company-document';
import type { TypeDocumentCompany } from '@registry/contract/platform/list-type-document-companies';
import type { Db, Tx } from '../../db/client';
import { companyDocuments } from '../../db/schema/files';
import { pickText } from '../../db/schema/localized';
import { typeDocumentCompanies } from '../../db/schema/reference';
import { claimConfirmedUpload } from '../files/claim-upload';
import { toCompanyDocument } from '../files/company-files';
import type { MissingItem } from './missing-items';

type TypeRow = typeof typeDocumentCompanies.$inferSelect;

function toType(row: TypeRow, lng: Language): TypeDocumentCompany {
  return {
    id: row.id,
    code: row.code,
    description: pickText(row.description, lng),
    helper: pickText(row.helper, lng),
    isBilling: row.isBilling === 1 ? 1 : 0,
    isRequired: row.isRequired === 1 ? 1 : 0,
    multiple: row.multiple,
  };
}

/** The active company document types, by id, in the caller's language. */
export async function listDocumentTypes(
  db: Db | Tx,
  lng: Language,
): Promise<TypeDocumentCompany[]> {
  const rows = await db
    .select()
    .from(typeDocumentCompanies)
    .where(eq(typeDocumentCompanies.active, true))
    .orderBy(asc(typeDocumentCompanies.id));
  return rows.map((row) => toType(row, lng));
}

/** The company's current documents (last = true) of every type, newest first. */
export async function loadCurrentDocuments(
  db: Db | Tx,
  companyId: number,
): Promise<CompanyDocument[]> {
  const rows = await db
    .select()
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.last, true)))
    .orderBy(desc(companyDocuments.created), desc(companyDocuments.id));
  return rows.map(toCompanyDocument);
}

/** Ids of the document types of the company that have older versions (last = false). */
export async function loadDocumentTypesWithHistory(
  db: Db | Tx,
  companyId: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ typeId: companyDocuments.typeDocumentCompanyId })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.last, false)))
    .orderBy(asc(companyDocuments.typeDocumentCompanyId));
  return rows.map((row) => row.typeId);
}

/**
 * Every document of the company (current and history), grouped by type in
 * the types' order, each group newest first (the read-only view's accordion).
 */
export async function loadDocumentGroups(
  db: Db | Tx,
  lng: Language,
  companyId: number,
): Promise<CompanyDocumentGroup[]> {
  const rows = await db
    .select({ document: companyDocuments, type: typeDocumentCompanies })
    .from(companyDocuments)
    .innerJoin(
      typeDocumentCompanies,
      eq(typeDocumentCompanies.id, companyDocuments.typeDocumentCompanyId),
    )
    .where(eq(companyDocuments.companyId, companyId))
    .orderBy(
      asc(typeDocumentCompanies.id),
      desc(companyDocuments.created),
      desc(companyDocuments.id),
    );
  const groups = new Map<number, CompanyDocumentGroup>();
  for (const { document, type } of rows) {
    let group = groups.get(type.id);
    if (!group) {
      const typeDocumentCompany = toType(type, lng);
      group = { typeDocumentCompany, isBilling: typeDocumentCompany.isBilling, documents: [] };
      groups.set(type.id, group);
    }
    group.documents.push(toCompanyDocument(document));
  }
  return [...groups.values()];
}

/**
 * What the files of a billing (isBilling 1) or due-diligence (0) save lack:
 * a file sent for a type of the other tab or an unknown one, several files
 * for a single-file type, and each required type of the tab with neither a
 * current document nor a file sent now (named in the caller's language).
 */
export async function checkDocuments(
  db: Db,
  {
    lng,
    companyId,
    isBilling,
    field,
    filesByType,
  }: {
    lng: Language;
    companyId: number;
    isBilling: 0 | 1;
    field: 'filesBilling' | 'filesDueDiligence';
    filesByType: readonly FilesByType[];
  },
): Promise<MissingItem[]> {
  const types = (await listDocumentTypes(db, lng)).filter((t) => t.isBilling === isBilling);
  const current = await loadCurrentDocuments(db, companyId);
  const items: MissingItem[] = [];
  for (const group of filesByType) {
    const type = types.find((t) => t.id === group.typeDocumentCompanyId);
    const groupField = `${field}.${group.typeDocumentCompanyId}`;
    if (!type) {
      items.push({ code: 'ERROR_DOCUMENT_TYPE_NOT_ALLOWED', field: groupField });
    } else if (type.multiple === 0 && group.files.length > 1) {
      items.push({
        code: 'ERROR_DOCUMENT_SINGLE_FILE',
        field: groupField,
        params: { document: type.description },
      });
    }
  }
  for (const type of types.filter((t) => t.isRequired === 1)) {
    const isStored = current.some((d) => d.typeDocumentCompanyId === type.id);
    const isSent = filesByType.some(
      (g) => g.typeDocumentCompanyId === type.id && g.files.length > 0,
    );
    if (!isStored && !isSent) {
      items.push({
        code: 'ERROR_DOCUMENT_REQUIRED',
        field: `${field}.${type.id}`,
        params: { document: type.description },
      });
    }
  }
  return items;
}

/**
 * Attaches the files of a save, inside its transaction. Each upload is
 * claimed (confirmed, clean, the uploader's, not attached before; otherwise
 * ERROR_UPLOAD_NOT_FOUND and the whole save is undone) and becomes a document
 * with last = true.
 *
 * Versioning rule: for a single-file type (multiple = 0) the new file
 * replaces the current one, which stays as history (last = false, updated
 * now). For a several-files type (multiple > 0) the new files are added
 * beside the current ones, which all stay current (last = true).
 * checkDocuments has already refused files of other tabs' types.
 */
export async function storeDocuments(
  tx: Tx,
  {
    companyId,
    uploaderCompanyId = companyId,
    userId,
    filesByType,
  }: {
    companyId: number;
    /** The company whose uploads may be attached: a certifier's own when it saves another's. */
    uploaderCompanyId?: number;
    userId: number;
    filesByType: readonly FilesByType[];
  },
): Promise<void> {
  for (const group of filesByType) {
    if (group.files.length === 0) continue;
    const [type] = await tx
      .select()
      .from(typeDocumentCompanies)
      .where(eq(typeDocumentCompanies.id, group.typeDocumentCompanyId));
    if (!type) continue;
    const claimed = [];
    for (const file of group.files) {
      claimed.push(
        await claimConfirmedUpload(tx, {
          route: file.route,
          companyId: uploaderCompanyId,
          fileType: 'document',
        }),
      );
    }
    if (type.multiple === 0) {
      await tx
        .update(companyDocuments)
        .set({ last: false, updated: new Date() })
        .where(
          and(
            eq(companyDocuments.companyId, companyId),
            eq(companyDocuments.typeDocumentCompanyId, type.id),
            eq(companyDocuments.last, true),
          ),
        );
    }
    await tx.insert(companyDocuments).values(
      claimed.map((file) => ({
        companyId,
        typeDocumentCompanyId: type.id,
        fileName: file.fileName,
        route: file.route,
        time: file.time,
        md5: file.md5,
        size: file.size,
        contentType: file.contentType,
        last: true,
        uploadedBy: userId,
      })),
    );
  }
}
