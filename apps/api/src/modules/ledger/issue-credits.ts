import { eq, sql } from 'drizzle-orm';
import type { IssueCreditsAnswer, IssueCreditsRequest } from '@registry/contract/ledger/ledger-api';
import { companies } from '../../db/schema/accounts';
import { blocks } from '../../db/schema/blocks';
import { issuances } from '../../db/schema/issuances';
import { projects } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { requireCertifierOf } from './ledger-access';
import type { LedgerContext } from './ledger-context';
import {
  mainAccountOf,
  recordMovement,
  requireCompanyNotSuspended,
  systemAccountId,
  type BlockRow,
} from './ledger-store';
import { KG_PER_TONNE, tonnesToKg } from './units';
import { runOnce } from './idempotency';

/** A project whose period's credits may be issued (DESIGN.md 4.2). */
const ISSUABLE_STATES = new Set(['registered', 'certified']);

/** The whole tonnes of the buffer share: rounded down, so the buffer block stays whole. */
export function bufferTonnesOf(quantityTonnes: number, bufferShareBp: number): number {
  return Math.floor((quantityTonnes * bufferShareBp) / 10_000);
}

/**
 * Issues a monitoring period's credits (DESIGN.md 4.3): the project's certifier
 * only, for a registered or certified project. The buffer share goes to the
 * buffer pool as the issuance's first block, the rest to the owner's main
 * account as one block. One transaction with the project row locked.
 */
export async function issueCredits({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: IssueCreditsRequest;
}): Promise<IssueCreditsAnswer> {
  const quantityKg = tonnesToKg(input.quantity);
  const bufferShareBp = Math.round(input.bufferSharePercent * 100);
  const bufferKg = bufferTonnesOf(input.quantity, bufferShareBp) * KG_PER_TONNE;
  const now = ctx.now();
  return runOnce(ctx, async (tx) => {
    const [project] = await tx
      .select()
      .from(projects)
      .where(eq(projects.id, input.projectId))
      .for('update');
    if (!project) throw new DomainError('ERROR_PROJECT_NOT_FOUND', 404);
    requireCertifierOf(project, caller.companyId);
    if (!ISSUABLE_STATES.has(project.state) || project.ownerCompanyId === null) {
      throw new DomainError('ERROR_LEDGER_PROJECT_NOT_ISSUABLE', 400, { state: project.state });
    }
    const [owner] = await tx
      .select({ name: companies.name, state: companies.state })
      .from(companies)
      .where(eq(companies.id, project.ownerCompanyId));
    requireCompanyNotSuspended(owner ?? null);
    const [duplicate] = await tx
      .select({ id: issuances.id })
      .from(issuances)
      .where(
        sql`${issuances.projectId} = ${project.id} and ${issuances.monitoringPeriod} = ${input.monitoringPeriod} and ${issuances.vintage} = ${input.vintage}`,
      );
    if (duplicate) throw new DomainError('ERROR_LEDGER_ALREADY_ISSUED', 400);
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${issuances.number}), 0)::int` })
      .from(issuances)
      .where(eq(issuances.projectId, project.id));
    const [issuance] = await tx
      .insert(issuances)
      .values({
        projectId: project.id,
        number: (last?.number ?? 0) + 1,
        vintage: input.vintage,
        monitoringPeriod: input.monitoringPeriod,
        quantityKg,
        bufferShareBp,
        bufferKg,
        labels: input.labels ?? [],
        issuedByCompanyId: caller.companyId,
        issuedBy: caller.userId,
        createdAt: now,
      })
      .returning();
    // Stryker disable next-line all: unreachable, an insert's returning() answers the row it wrote
    if (!issuance) throw new Error('the issuance insert answered nothing');
    const ownerAccountId = await mainAccountOf(tx, project.ownerCompanyId);
    const created: BlockRow[] = [];
    const place = async (fromKg: number, toKg: number, accountId: number) => {
      const [block] = await tx
        .insert(blocks)
        .values({
          issuanceId: issuance.id,
          fromKg,
          toKg,
          accountId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      // Stryker disable next-line all: unreachable, an insert's returning() answers the row it wrote
      if (!block) throw new Error('the block insert answered nothing');
      created.push(block);
      return block;
    };
    const buffer =
      bufferKg > 0 ? await place(1, bufferKg, await systemAccountId(tx, 'buffer')) : null;
    const owned =
      bufferKg < quantityKg ? await place(bufferKg + 1, quantityKg, ownerAccountId) : null;
    await recordMovement(tx, {
      kind: 'issue',
      issuanceId: issuance.id,
      issuanceKg: quantityKg,
      quantityKg,
      fromAccountId: null,
      toAccountId: ownerAccountId,
      actor: { companyId: caller.companyId, userId: caller.userId },
      before: [],
      after: created,
      now,
    });
    return {
      issuanceId: issuance.id,
      number: issuance.number,
      quantityKg,
      bufferKg,
      serialId: owned?.id ?? null,
      bufferSerialId: buffer?.id ?? null,
    };
  });
}
