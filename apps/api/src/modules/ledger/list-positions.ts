import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_POSITIONS,
  type HoldingTotal,
  type Position,
  type PositionsQuery,
} from '@registry/contract/ledger/ledger-api';
import { blocks } from '../../db/schema/blocks';
import { issuances } from '../../db/schema/issuances';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import type { Caller } from '../../plugins/auth';
import type { LedgerContext } from './ledger-context';
import { sizeOf } from './ledger-store';
import { formatSerial } from './serial';

/**
 * GET /api/platform/projectCompanyTransfer/positions (DESIGN.md 4.3): the
 * caller's company's active and locked blocks, in its main and sub-accounts,
 * each with its human serial (the first MAX_POSITIONS, or the one asked
 * for), with how many there are and their totals per project and vintage,
 * all read in one REPEATABLE READ, read-only transaction (one snapshot).
 */
export async function listPositions({
  ctx,
  caller,
  input = {},
}: {
  ctx: LedgerContext;
  caller: Caller;
  input?: PositionsQuery;
}): Promise<{ positions: Position[]; blockCount: number; totals: HoldingTotal[] }> {
  const held = and(
    eq(ledgerAccounts.companyId, caller.companyId),
    inArray(blocks.status, ['active', 'locked']),
  );
  // One snapshot for the list and the totals: a movement that commits between
  // the two statements would otherwise make them disagree (issue 18).
  return ctx.db.transaction(
    async (tx) => {
      const rows = await tx
        .select({
          block: blocks,
          accountKind: ledgerAccounts.kind,
          accountName: ledgerAccounts.name,
          projectName: projects.name,
          projectId: projects.id,
          projectCode: projects.code,
          vintage: issuances.vintage,
          issuanceNumber: issuances.number,
          standardCode: standards.code,
          countryCode: countries.code,
        })
        .from(blocks)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, blocks.accountId))
        .innerJoin(issuances, eq(issuances.id, blocks.issuanceId))
        .innerJoin(projects, eq(projects.id, issuances.projectId))
        .leftJoin(standards, eq(standards.id, projects.standardId))
        .leftJoin(countries, eq(countries.id, projects.countryId))
        .where(input.serialId === undefined ? held : and(held, eq(blocks.id, input.serialId)))
        .orderBy(asc(blocks.id))
        .limit(MAX_POSITIONS);
      const totals = await tx
        .select({
          projectId: projects.id,
          projectName: projects.name,
          vintage: issuances.vintage,
          quantityKg: sql<number>`sum(${blocks.toKg} - ${blocks.fromKg} + 1)`.mapWith(Number),
          blocks: count(),
        })
        .from(blocks)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, blocks.accountId))
        .innerJoin(issuances, eq(issuances.id, blocks.issuanceId))
        .innerJoin(projects, eq(projects.id, issuances.projectId))
        .where(held)
        .groupBy(projects.id, projects.name, issuances.vintage)
        .orderBy(asc(projects.name), asc(issuances.vintage));
      return {
        blockCount: totals.reduce((sum, total) => sum + total.blocks, 0),
        totals: totals.map(({ blocks: _blocks, ...total }) => total),
        positions: rows.map((row) => ({
          serialId: row.block.id,
          projectId: row.projectId,
          projectName: row.projectName,
          issuanceId: row.block.issuanceId,
          vintage: row.vintage,
          serial: formatSerial(
            {
              registryPrefix: ctx.registryPrefix,
              standardCode: row.standardCode ?? '',
              countryCode: row.countryCode ?? '',
              projectCode: row.projectCode ?? String(row.projectId),
              vintage: row.vintage,
              issuanceNumber: row.issuanceNumber,
            },
            row.block,
          ),
          quantityKg: sizeOf(row.block),
          divisible: row.block.divisible,
          accountId: row.block.accountId,
          subAccountId: row.accountKind === 'sub' ? row.block.accountId : null,
          accountName: row.accountKind === 'sub' ? row.accountName : '',
          status: row.block.status,
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
