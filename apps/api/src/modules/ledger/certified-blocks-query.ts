import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { MAX_CERTIFIER_ROWS, type CertifiedBlock } from '@registry/contract/ledger/certifier-api';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { blocks } from '../../db/schema/blocks';
import { issuances } from '../../db/schema/issuances';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import { sizeOf } from './ledger-store';
import { formatSerial } from './serial';

/** Blocks of projects the certifier certifies that match `where`, with their holder and serial. */
export async function certifiedBlocks(
  db: Db,
  registryPrefix: string,
  certifierCompanyId: number,
  where: SQL | undefined,
): Promise<CertifiedBlock[]> {
  const rows = await db
    .select({
      block: blocks,
      accountKind: ledgerAccounts.kind,
      companyId: ledgerAccounts.companyId,
      companyName: companies.name,
      projectId: projects.id,
      projectCode: projects.code,
      vintage: issuances.vintage,
      issuanceNumber: issuances.number,
      standardCode: standards.code,
      countryCode: countries.code,
    })
    .from(blocks)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, blocks.accountId))
    .leftJoin(companies, eq(companies.id, ledgerAccounts.companyId))
    .innerJoin(issuances, eq(issuances.id, blocks.issuanceId))
    .innerJoin(projects, eq(projects.id, issuances.projectId))
    .leftJoin(standards, eq(standards.id, projects.standardId))
    .leftJoin(countries, eq(countries.id, projects.countryId))
    .where(and(eq(projects.certifierCompanyId, certifierCompanyId), where))
    .orderBy(asc(blocks.issuanceId), asc(blocks.fromKg))
    .limit(MAX_CERTIFIER_ROWS);
  return rows.map((row) => ({
    serialId: row.block.id,
    serial: formatSerial(
      {
        registryPrefix,
        standardCode: row.standardCode ?? '',
        countryCode: row.countryCode ?? '',
        projectCode: row.projectCode ?? String(row.projectId),
        vintage: row.vintage,
        issuanceNumber: row.issuanceNumber,
      },
      row.block,
    ),
    projectId: row.projectId,
    issuanceId: row.block.issuanceId,
    vintage: row.vintage,
    quantityKg: sizeOf(row.block),
    divisible: row.block.divisible,
    status: row.block.status,
    accountId: row.block.accountId,
    accountKind: row.accountKind,
    companyId: row.companyId,
    companyName: row.companyName,
  }));
}

/** Only the blocks a company holds in its own accounts, active or locked. */
export const heldBy = (companyId: number) =>
  and(eq(ledgerAccounts.companyId, companyId), inArray(blocks.status, ['active', 'locked']));

export const ofProject = (projectId: number) => eq(projects.id, projectId);
