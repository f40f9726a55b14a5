import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PARTY_ONLY_DOCUMENT_TYPES } from '@registry/contract/projects/project-enums';
import { PROJECT_FIELD_NAMES } from '@registry/contract/projects/project-fields';
import type { SaveProjectRequest } from '@registry/contract/projects/project-api';
import type { ProjectDocumentInput } from '@registry/contract/projects/project-fields';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import {
  projectCorrections,
  projectDocuments,
  projectEvents,
  projects,
} from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';
import type { ObjectStorage } from '../../lib/storage/object-storage';
import type { Caller } from '../../lib/caller';
import { claimConfirmedUpload } from '../files/claim-upload';
import {
  canEditProject,
  findProject,
  requireProjectPermit,
  rolesOf,
  type ProjectRow,
} from './project-access';
import type { ProjectContext } from './project-context';
import { checkProjectReferences } from './project-references';
import { projectSearchText } from './project-search-text';
import { signedDocumentIds } from './signed-document-ids';
import { fieldsOf } from './project-view';

type SaveInput = SaveProjectRequest & { documents?: ProjectDocumentInput[] };
type ProjectValues = Partial<typeof projects.$inferInsert>;

/** SHA-256 of a stored object, read as a stream (what a signature will sign). */
export async function sha256Of(
  storage: Pick<ObjectStorage, 'openReadStream'>,
  route: string,
): Promise<string> {
  const hash = createHash('sha256');
  const stream = await storage.openReadStream(route);
  for await (const chunk of stream as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/** The columns a save writes: the fields the request carries (a draft may leave any out). */
function valuesOf(input: SaveInput, current: ProjectRow | null): ProjectValues {
  const values: ProjectValues = {};
  const copy = <K extends keyof ProjectValues & keyof SaveInput>(key: K) => {
    if (input[key] !== undefined) values[key] = input[key] as ProjectValues[K];
  };
  copy('name');
  copy('standardId');
  copy('methodologyId');
  copy('sector');
  copy('type');
  copy('sdgs');
  copy('countryId');
  copy('regionId');
  copy('cityId');
  copy('latitude');
  copy('longitude');
  copy('area');
  copy('areaHectares');
  copy('developerCompanyId');
  copy('ownerCompanyId');
  copy('certifierCompanyId');
  copy('ovvCompanyId');
  copy('creditingStart');
  copy('creditingEnd');
  copy('estimatedAnnualReductions');
  copy('isCcpApproved');
  copy('isCorsiaEligible');
  copy('isArticle6Authorized');
  copy('correspondingAdjustment');
  const descriptions = current?.descriptions ?? { es: '', en: '', pt: '' };
  values.descriptions = {
    es: input.descriptionEs ?? descriptions.es,
    en: input.descriptionEn ?? descriptions.en,
    pt: input.descriptionPt ?? descriptions.pt,
  };
  return values;
}

/** The changed fields of a submitted project: one correction row each. */
function changedFields(current: ProjectRow, input: SaveInput) {
  const before: Record<string, unknown> = fieldsOf(current);
  const after: Record<string, unknown> = input;
  return PROJECT_FIELD_NAMES.filter(
    (field) =>
      after[field] !== undefined &&
      JSON.stringify(after[field]) !== JSON.stringify(before[field] ?? null),
  ).map((field) => ({ field, oldValue: before[field] ?? null, newValue: after[field] }));
}

/** A type only its party's signed upload sets (the certification): the form neither adds one nor retypes one. */
function checkDocumentType(document: ProjectDocumentInput, stored: string | null) {
  const reserved = (type: string | null) =>
    PARTY_ONLY_DOCUMENT_TYPES.some((candidate) => candidate === type);
  if (stored !== document.documentType && (reserved(stored) || reserved(document.documentType))) {
    throw new DomainError('ERROR_PROJECT_DOCUMENT_TYPE_RESERVED', 400, { field: 'documents' });
  }
}

/**
 * The documents of the save: the kept ones (`id`) updated, the ones left out
 * retired (`last` false), the new uploads claimed (the caller's company's
 * confirmed uploads of module `projects`) with their SHA-256. Answers the
 * description of the change for the correction history, or null.
 */
async function saveDocuments(
  tx: Tx,
  ctx: Pick<ProjectContext, 'hashStoredFile'>,
  caller: Caller,
  projectId: number,
  documents: ProjectDocumentInput[],
): Promise<string[]> {
  const changes: string[] = [];
  const current = await tx
    .select()
    .from(projectDocuments)
    .where(and(eq(projectDocuments.projectId, projectId), eq(projectDocuments.last, true)));
  const keptIds = new Set<number>();
  const signed = await signedDocumentIds(
    tx,
    current.map((row) => row.id),
  );
  const refuseSigned = () => {
    throw new DomainError('ERROR_PROJECT_DOCUMENT_SIGNED', 400, { field: 'documents' });
  };
  for (const document of documents) {
    if (document.id === undefined) continue;
    const row = current.find((candidate) => candidate.id === document.id);
    if (!row || keptIds.has(row.id)) throw new DomainError('ERROR_PROJECT_DOCUMENT_NOT_FOUND', 400);
    keptIds.add(row.id);
    checkDocumentType(document, row.documentType);
    if (
      row.documentType !== document.documentType ||
      row.period !== document.period ||
      row.isPublic !== document.isPublic
    ) {
      if (signed.has(row.id)) refuseSigned();
      await tx
        .update(projectDocuments)
        .set({
          documentType: document.documentType,
          period: document.period,
          isPublic: document.isPublic,
        })
        .where(eq(projectDocuments.id, row.id));
      changes.push(`~${row.fileName}`);
    }
  }
  for (const row of current) {
    if (keptIds.has(row.id)) continue;
    if (signed.has(row.id)) refuseSigned();
    await tx.update(projectDocuments).set({ last: false }).where(eq(projectDocuments.id, row.id));
    changes.push(`-${row.fileName}`);
  }
  for (const document of documents) {
    if (!document.file) continue;
    checkDocumentType(document, null);
    const claimed = await claimConfirmedUpload(tx, {
      route: document.file.route,
      companyId: caller.companyId,
      fileType: 'document',
      module: 'projects',
    });
    await tx.insert(projectDocuments).values({
      projectId,
      documentType: document.documentType,
      period: document.period,
      isPublic: document.isPublic,
      fileName: claimed.fileName,
      route: claimed.route,
      time: claimed.time,
      md5: claimed.md5,
      sha256: await ctx.hashStoredFile(claimed.route),
      size: claimed.size,
      contentType: claimed.contentType,
      uploadedBy: caller.userId,
      companyId: caller.companyId,
    });
    changes.push(`+${claimed.fileName}`);
  }
  return changes;
}

/** A new draft's own party: the caller's company, as owner when it is an owner account, else developer. */
async function defaultParty(tx: Tx, caller: Caller, input: SaveInput): Promise<SaveInput> {
  if (input.developerCompanyId !== undefined || input.ownerCompanyId !== undefined) return input;
  const [company] = await tx
    .select({ typeAccount: companies.typeAccount })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  return company?.typeAccount === 'owner'
    ? { ...input, ownerCompanyId: caller.companyId }
    : { ...input, developerCompanyId: caller.companyId };
}

/**
 * POST /api/project/save: creates a draft (no projectId) whose developer or
 * owner is the caller's company, or saves a draft the caller's company
 * develops or owns (403 for anyone else). Once submitted, a save needs a
 * reason and each changed field is a row of the correction history.
 */
export async function saveProject({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<ProjectContext, 'db' | 'hashStoredFile' | 'now'>;
  caller: Caller;
  input: SaveInput;
}): Promise<{ projectId: number }> {
  requireProjectPermit(caller.claims.permits);
  return ctx.db.transaction((tx) => saveProjectIn(tx, { ctx, caller, input }));
}

/** The save of saveProject inside the caller's transaction (the conversion save adds to it). */
export async function saveProjectIn(
  tx: Tx,
  {
    ctx,
    caller,
    input,
  }: {
    ctx: Pick<ProjectContext, 'hashStoredFile' | 'now'>;
    caller: Caller;
    input: SaveInput;
  },
): Promise<{ projectId: number }> {
  const current =
    input.projectId === undefined
      ? null
      : await findProject(tx, input.projectId, { forUpdate: true });
  if (current) {
    const roles = rolesOf(current, caller.companyId);
    if (!roles.includes('developer') && !roles.includes('owner')) {
      throw new DomainError('ERROR_FORBIDDEN', 403);
    }
    if (!canEditProject(current, caller.companyId)) {
      throw new DomainError('ERROR_PROJECT_NOT_EDITABLE', 400);
    }
  }
  const fields = current ? input : await defaultParty(tx, caller, input);
  const developer = fields.developerCompanyId ?? current?.developerCompanyId;
  const owner = fields.ownerCompanyId ?? current?.ownerCompanyId;
  if (developer !== caller.companyId && owner !== caller.companyId) {
    throw new DomainError('ERROR_PROJECT_PARTY', 400);
  }
  const isSubmitted = current?.submittedAt != null;
  const reason = input.reason?.trim() ?? '';
  if (isSubmitted && !reason) throw new DomainError('ERROR_PROJECT_REASON_REQUIRED', 400);
  await checkProjectReferences(tx, {
    ...fields,
    standardId: fields.standardId ?? current?.standardId ?? undefined,
    countryId: fields.countryId ?? current?.countryId ?? undefined,
    regionId: fields.regionId ?? current?.regionId ?? undefined,
  });

  const values = valuesOf(fields, current);
  const now = ctx.now();
  const searchable = {
    name: values.name ?? current?.name ?? '',
    code: current?.code ?? null,
    descriptions: values.descriptions ?? { es: '', en: '', pt: '' },
  };
  let projectId: number;
  if (current) {
    projectId = current.id;
    await tx
      .update(projects)
      .set({ ...values, searchText: projectSearchText(searchable), updatedAt: now })
      .where(eq(projects.id, projectId));
  } else {
    const [created] = await tx
      .insert(projects)
      .values({
        ...values,
        name: fields.name,
        searchText: projectSearchText(searchable),
        createdByCompanyId: caller.companyId,
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: projects.id });
    if (!created) throw new Error('the project insert returned nothing');
    projectId = created.id;
    await tx.insert(projectEvents).values({
      projectId,
      action: 'create',
      fromState: null,
      toState: 'draft',
      userId: caller.userId,
      companyId: caller.companyId,
      createdAt: now,
    });
  }
  const documentChanges = input.documents
    ? await saveDocuments(tx, ctx, caller, projectId, input.documents)
    : [];
  if (current && isSubmitted) {
    const rows: { field: string; oldValue: unknown; newValue: unknown; isPublic: boolean }[] =
      changedFields(current, fields).map((change) => ({ ...change, isPublic: true }));
    if (documentChanges.length > 0) {
      rows.push({
        field: 'documents',
        oldValue: null,
        newValue: documentChanges,
        isPublic: false,
      });
    }
    if (rows.length > 0) {
      await tx.insert(projectCorrections).values(
        rows.map((row) => ({
          projectId,
          field: row.field,
          oldValue: row.oldValue,
          newValue: row.newValue,
          reason,
          isPublic: row.isPublic,
          userId: caller.userId,
          companyId: caller.companyId,
          createdAt: now,
        })),
      );
    }
  }
  return { projectId };
}
