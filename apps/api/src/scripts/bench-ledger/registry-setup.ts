import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userCompanies, users } from '../../db/schema/accounts';
import { projects } from '../../db/schema/projects';

/** Who takes part in the bench: the certifier that issues, and the companies that trade. */
export interface BenchCast {
  projectId: number;
  certifierEmail: string;
  ownerCompanyId: number;
  /** One user per company that holds the transfer and retire permits, the owner first. */
  traders: { email: string; companyId: number }[];
}

async function userOf(db: Db, companyId: number, permit?: string) {
  const rows = await db
    .select({ email: users.email, companyId: userCompanies.companyId })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(
      and(
        eq(userCompanies.companyId, companyId),
        permit ? sql`${userCompanies.permits} ? ${permit}` : undefined,
      ),
    )
    .limit(1);
  return rows[0];
}

/** Reads the demo registry: a certified project of the demo certifier and the trading companies. */
export async function findCast(db: Db): Promise<BenchCast> {
  const [project] = await db
    .select({
      id: projects.id,
      certifier: projects.certifierCompanyId,
      owner: projects.ownerCompanyId,
    })
    .from(projects)
    .where(
      and(
        inArray(projects.state, ['certified', 'registered']),
        isNotNull(projects.ownerCompanyId),
        isNotNull(projects.certifierCompanyId),
      ),
    )
    .orderBy(projects.id)
    .limit(1);
  if (!project?.certifier || !project.owner) throw new Error('the demo has no certified project');
  const certifier = await userOf(db, project.certifier);
  const owner = await userOf(db, project.owner, 'transfer');
  if (!certifier || !owner) throw new Error('the demo lacks the certifier or the owner user');
  const others = await db
    .selectDistinctOn([userCompanies.companyId], {
      email: users.email,
      companyId: userCompanies.companyId,
    })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(
      and(
        sql`${userCompanies.permits} ? 'transfer'`,
        sql`${userCompanies.permits} ? 'retire'`,
        sql`${userCompanies.companyId} <> ${project.owner}`,
      ),
    )
    .orderBy(userCompanies.companyId)
    .limit(3);
  return {
    projectId: project.id,
    certifierEmail: certifier.email,
    ownerCompanyId: project.owner,
    traders: [owner, ...others],
  };
}
