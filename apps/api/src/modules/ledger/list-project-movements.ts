import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  MAX_CERTIFIER_ROWS,
  type CertifiedMovement,
} from '@registry/contract/ledger/certifier-api';
import { blocks } from '../../db/schema/blocks';
import { issuances } from '../../db/schema/issuances';
import { movements } from '../../db/schema/movements';
import { projects } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { requireCertifierOf } from './ledger-access';
import type { LedgerContext } from './ledger-context';

/**
 * GET /api/platform/ledger/projects/{projectId}/movements: the movements of a
 * project's credits, newest first, for its certifier; each transfer says
 * whether it can still be reversed (not reversed yet, its block where it left
 * it), each reversal which movement it reversed.
 */
export async function listProjectMovements({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: { projectId: number };
}): Promise<{ movements: CertifiedMovement[] }> {
  const [project] = await ctx.db
    .select({ certifierCompanyId: projects.certifierCompanyId })
    .from(projects)
    .where(eq(projects.id, input.projectId));
  if (!project) throw new DomainError('ERROR_PROJECT_NOT_FOUND', 404);
  requireCertifierOf(project, caller.companyId);
  const rows = await ctx.db
    .select({ movement: movements })
    .from(movements)
    .innerJoin(issuances, eq(issuances.id, movements.issuanceId))
    .where(eq(issuances.projectId, input.projectId))
    .orderBy(desc(movements.id))
    .limit(MAX_CERTIFIER_ROWS);
  const leftIds = rows.flatMap(({ movement }) =>
    movement.kind === 'transfer' && movement.after[0] ? [movement.after[0].id] : [],
  );
  const current =
    leftIds.length === 0
      ? []
      : await ctx.db
          .select()
          .from(blocks)
          .where(and(inArray(blocks.id, leftIds), eq(blocks.status, 'active')));
  const byId = new Map(current.map((block) => [block.id, block]));
  // A reversal is newer than the movement it reverses and of the same issuance: it is in these rows.
  const reversedIds = new Set(rows.map(({ movement }) => movement.reversesMovementId));
  return {
    movements: rows.map(({ movement }) => {
      const left = movement.kind === 'transfer' ? movement.after[0] : undefined;
      const block = left ? byId.get(left.id) : undefined;
      return {
        id: movement.id,
        kind: movement.kind,
        issuanceId: movement.issuanceId,
        quantityKg: movement.quantityKg,
        fromAccountId: movement.fromAccountId,
        toAccountId: movement.toAccountId,
        reason: movement.reason,
        createdAt: movement.createdAt.toISOString(),
        reversesMovementId: movement.reversesMovementId,
        isReversible:
          left !== undefined &&
          !reversedIds.has(movement.id) &&
          block !== undefined &&
          block.accountId === movement.toAccountId &&
          block.fromKg === left.fromKg &&
          block.toKg === left.toKg,
      };
    }),
  };
}
