import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import {
  parseSerial,
  type OriginRegistry,
  type SaveCreditConversionRequest,
} from '@registry/contract/projects/credit-conversion';
import type { ConversionVintageInput } from '@registry/contract/projects/credit-conversion';
import type { Tx } from '../../db/client';
import { creditConversions } from '../../db/schema/credit-conversions';
import { projects } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { claimUploadWithId } from '../files/claim-upload';
import { saveProjectIn } from '../projects/save-project';
import { findOwnedConversion, requireConvertingCaller } from './conversion-access';
import type { ConversionContext } from './conversion-context';

interface ParsedVintage {
  input: ConversionVintageInput;
  prefix: string;
  start: bigint;
  end: bigint;
}

function parsed(input: ConversionVintageInput): ParsedVintage {
  const start = parseSerial(input.serialStart);
  const end = parseSerial(input.serialEnd);
  if (!start || !end) throw new DomainError('ERROR_CONVERSION_SERIAL', 400);
  return { input, prefix: start.prefix, start: start.number, end: end.number };
}

function overlapError(vintage: ParsedVintage): DomainError {
  return new DomainError('ERROR_CONVERSION_OVERLAP', 400, {
    serialStart: vintage.input.serialStart.trim(),
    serialEnd: vintage.input.serialEnd.trim(),
  });
}

/** The proof's upload: a confirmed upload of the caller's company, module 'projects', claimed once. */
async function claimProof(
  tx: Tx,
  caller: Caller,
  proof: NonNullable<ConversionVintageInput['proof']>,
) {
  const claimed = await claimUploadWithId(tx, {
    route: proof.route,
    companyId: caller.companyId,
    fileType: 'document',
    module: 'projects',
  });
  return claimed.id;
}

/**
 * The vintages of the save: each registry range is locked (an advisory lock
 * per registry and prefix, held to the commit), checked against the other
 * vintages of the save and every other project's, then the vintages left out
 * are removed, the kept ones updated and the new ones inserted.
 */
async function saveVintages(
  tx: Tx,
  { caller, now }: { caller: Caller; now: Date },
  projectId: number,
  registry: OriginRegistry,
  inputs: ConversionVintageInput[],
): Promise<void> {
  const vintages = inputs.map(parsed);
  const lockKeys = [...new Set(vintages.map((vintage) => `${registry}|${vintage.prefix}`))].sort();
  for (const key of lockKeys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }
  vintages.forEach((vintage, index) => {
    const clash = vintages.find(
      (other, otherIndex) =>
        otherIndex < index &&
        other.prefix === vintage.prefix &&
        other.start <= vintage.end &&
        other.end >= vintage.start,
    );
    if (clash) throw overlapError(vintage);
  });
  for (const vintage of vintages) {
    const [taken] = await tx
      .select({ id: creditConversions.id })
      .from(creditConversions)
      .where(
        and(
          eq(creditConversions.originRegistry, registry),
          eq(creditConversions.serialPrefix, vintage.prefix),
          ne(creditConversions.projectId, projectId),
          lte(creditConversions.startNumber, vintage.end),
          gte(creditConversions.endNumber, vintage.start),
        ),
      )
      .limit(1);
    if (taken) throw overlapError(vintage);
  }

  const current = await tx
    .select()
    .from(creditConversions)
    .where(eq(creditConversions.projectId, projectId))
    .for('update');
  const keptIds = new Set<number>();
  for (const vintage of vintages) {
    const id = vintage.input.id;
    if (id === undefined) continue;
    if (keptIds.has(id) || !current.some((row) => row.id === id)) {
      throw new DomainError('ERROR_CONVERSION_VINTAGE_NOT_FOUND', 400);
    }
    keptIds.add(id);
  }
  for (const row of current) {
    if (!keptIds.has(row.id)) {
      await tx.delete(creditConversions).where(eq(creditConversions.id, row.id));
    }
  }
  for (const vintage of vintages) {
    const { input } = vintage;
    const values = {
      originRegistry: registry,
      vintage: input.vintage,
      serialStart: input.serialStart.trim(),
      serialEnd: input.serialEnd.trim(),
      serialPrefix: vintage.prefix,
      startNumber: vintage.start,
      endNumber: vintage.end,
      quantity: input.quantity,
      userId: caller.userId,
      companyId: caller.companyId,
      updatedAt: now,
    };
    const proofUploadId = input.proof ? await claimProof(tx, caller, input.proof) : undefined;
    if (input.id !== undefined) {
      await tx
        .update(creditConversions)
        .set({ ...values, ...(proofUploadId === undefined ? {} : { proofUploadId }) })
        .where(eq(creditConversions.id, input.id));
    } else {
      if (proofUploadId === undefined) throw new DomainError('ERROR_CONVERSION_PROOF', 400);
      await tx
        .insert(creditConversions)
        .values({ ...values, projectId, proofUploadId, createdAt: now });
    }
  }
}

/**
 * POST /api/creditConversion/save (DESIGN.md 4.2 "Conversion"): creates a
 * conversion draft owned by the caller's company (through the project save)
 * or saves one it owns, with its origin and its vintages, in one
 * transaction. The same registry's overlapping serial range is refused
 * (ERROR_CONVERSION_OVERLAP), whichever project holds it.
 */
export async function saveCreditConversion({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<ConversionContext, 'db' | 'hashStoredFile' | 'now'>;
  caller: Caller;
  input: SaveCreditConversionRequest;
}): Promise<{ projectId: number }> {
  requireConvertingCaller(caller);
  return ctx.db.transaction(async (tx) => {
    if (input.projectId !== undefined) {
      await findOwnedConversion(tx, caller, input.projectId, { forUpdate: true });
    }
    const { originRegistry, originProjectId, originProjectUrl, vintages, ...fields } = input;
    const { projectId } = await saveProjectIn(tx, {
      ctx,
      caller,
      input: { ...fields, ownerCompanyId: caller.companyId },
    });
    const now = ctx.now();
    await tx
      .update(projects)
      .set({
        isConversion: true,
        originRegistry,
        originProjectId: originProjectId.trim(),
        originProjectUrl: originProjectUrl ? originProjectUrl : null,
        updatedAt: now,
      })
      .where(eq(projects.id, projectId));
    await saveVintages(tx, { caller, now }, projectId, originRegistry, vintages);
    return { projectId };
  });
}
