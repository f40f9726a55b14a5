import { and, asc, eq, inArray } from 'drizzle-orm';
import { MAX_CERTIFIER_ROWS, type IssuableProject } from '@registry/contract/ledger/certifier-api';
import { companies } from '../../db/schema/accounts';
import { projects } from '../../db/schema/projects';
import type { Caller } from '../../lib/caller';
import type { LedgerContext } from './ledger-context';

/** The states issue-credits accepts (its ISSUABLE_STATES, DESIGN.md 4.2). */
const ISSUABLE_STATES = ['registered', 'certified'] as const;

/**
 * GET /api/platform/ledger/issuable-projects: the projects the caller's
 * company certifies whose credits may be issued (registered or certified,
 * with an owner). Empty for any other company.
 */
export async function listIssuableProjects({
  ctx,
  caller,
}: {
  ctx: LedgerContext;
  caller: Caller;
}): Promise<{ projects: IssuableProject[] }> {
  const rows = await ctx.db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      state: projects.state,
      ownerCompanyId: companies.id,
      ownerCompanyName: companies.name,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.ownerCompanyId))
    .where(
      and(
        eq(projects.certifierCompanyId, caller.companyId),
        inArray(projects.state, [...ISSUABLE_STATES]),
      ),
    )
    .orderBy(asc(projects.id))
    .limit(MAX_CERTIFIER_ROWS);
  return { projects: rows };
}
