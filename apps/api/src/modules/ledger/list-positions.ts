import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { blocks } from '../../db/schema/blocks';
import { issuances } from '../../db/schema/issuances';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import type { Caller } from '../../plugins/auth';
import type { LedgerContext } from './ledger-context';
import { sizeOf } from './ledger-store';
import { formatSerial } from './serial';

/** The most blocks one answer lists (a limit on everything: TigerBeetle). */
export const MAX_POSITIONS = 5000;

/**
 * GET /api/platform/projectCompanyTransfer/positions (DESIGN.md 4.3): the
 * caller's company's active and locked blocks, in its main and sub-accounts,
 * each with its human serial.
 */
export async function listPositions({
  ctx,
  caller,
}: {
  ctx: LedgerContext;
  caller: Caller;
}): Promise<{ positions: Position[] }> {
  const rows = await ctx.db
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
    .where(
      and(
        eq(ledgerAccounts.companyId, caller.companyId),
        inArray(blocks.status, ['active', 'locked']),
      ),
    )
    .orderBy(asc(blocks.id))
    .limit(MAX_POSITIONS);
  return {
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
}
