import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { CompanyRequest, LinkUser } from '@registry/contract/company-links/company-request';
import type { Language } from '@registry/contract/common/language';
import type { Db, Tx } from '../../db/client';
import { companies, userCompanies, users } from '../../db/schema/accounts';
import { companyRequests } from '../../db/schema/company-profile';
import { pickText } from '../../db/schema/localized';
import { typeDocuments } from '../../db/schema/reference';
import { type CompanyRequestRow, otherCompanyId } from './link-access';

const byName = (a: LinkUser, b: LinkUser) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id;

/**
 * The users the requester side of an accepted request administers: the other
 * company's active users (its own, not those it let in through links) who do
 * not belong to the requester already, each with exist 0, and those granted
 * access through this request, each with exist 1 (listed even if they became
 * inactive since, so the access can still be taken back).
 */
export async function linkUsers(db: Db | Tx, request: CompanyRequestRow): Promise<LinkUser[]> {
  const granted = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(
      and(
        eq(userCompanies.companyId, request.requesterCompanyId),
        eq(userCompanies.viaRequestId, request.id),
      ),
    );
  const candidates = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(
      and(
        eq(userCompanies.companyId, request.targetCompanyId),
        eq(userCompanies.active, 1),
        isNull(userCompanies.viaRequestId),
        eq(users.active, 1),
      ),
    );
  const candidateIds = candidates.map((user) => user.id);
  const members =
    candidateIds.length === 0
      ? []
      : await db
          .select({ userId: userCompanies.userId })
          .from(userCompanies)
          .where(
            and(
              eq(userCompanies.companyId, request.requesterCompanyId),
              inArray(userCompanies.userId, candidateIds),
            ),
          );
  const memberIds = new Set(members.map((member) => member.userId));
  const activeIds = new Set(candidateIds);
  const grantedIds = new Set(granted.map((user) => user.id));
  const listed: LinkUser[] = [
    ...granted.map((user) => ({
      ...user,
      active: activeIds.has(user.id) ? (1 as const) : (0 as const),
      exist: 1 as const,
    })),
    ...candidates
      .filter((user) => !memberIds.has(user.id) && !grantedIds.has(user.id))
      .map((user) => ({ ...user, active: 1 as const, exist: 0 as const })),
  ];
  return listed.sort(byName);
}

/** The requests as the given company sees them: each describes the other company. */
export async function describeRequests(
  db: Db | Tx,
  lng: Language,
  companyId: number,
  requests: CompanyRequestRow[],
): Promise<CompanyRequest[]> {
  if (requests.length === 0) return [];
  const otherIds = [...new Set(requests.map((request) => otherCompanyId(request, companyId)))];
  const others = await db
    .select({ company: companies, typeDocument: typeDocuments.description })
    .from(companies)
    .innerJoin(typeDocuments, eq(typeDocuments.id, companies.typeDocumentId))
    .where(inArray(companies.id, otherIds));
  const byId = new Map(others.map((row) => [row.company.id, row]));
  const described: CompanyRequest[] = [];
  for (const request of requests) {
    const other = byId.get(otherCompanyId(request, companyId));
    if (!other) continue;
    const isSentAndAccepted = request.requesterCompanyId === companyId && request.state === 1;
    described.push({
      id: request.id,
      typeDocument: pickText(other.typeDocument, lng),
      documentNumber: other.company.documentNumber,
      verificationDigit: other.company.verificationDigit,
      name: other.company.name,
      companyIdString: other.company.companyId,
      companyId: other.company.id,
      state: request.state,
      users: isSentAndAccepted ? await linkUsers(db, request) : [],
    });
  }
  return described;
}

/** One request as the given company sees it. */
export async function describeRequest(
  db: Db | Tx,
  lng: Language,
  companyId: number,
  request: CompanyRequestRow,
): Promise<CompanyRequest> {
  const [described] = await describeRequests(db, lng, companyId, [request]);
  if (!described) throw new Error(`company request ${request.id} names a missing company`);
  return described;
}

/** Every request a company sent or received, newest first. */
export async function requestsOf(db: Db | Tx, companyId: number): Promise<CompanyRequestRow[]> {
  return db
    .select()
    .from(companyRequests)
    .where(
      or(
        eq(companyRequests.requesterCompanyId, companyId),
        eq(companyRequests.targetCompanyId, companyId),
      ),
    )
    .orderBy(desc(companyRequests.id));
}

/** A company's name (for the messages that name the other company). */
export async function companyName(db: Db | Tx, companyId: number): Promise<string> {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.name ?? '';
}
