import { eq } from 'drizzle-orm';
import type { MyCompany } from '@registry/contract/company/my-company';
import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { requireCertifier } from '../administration/certifier-access';
import { loadMyCompany } from './load-my-company';
import { requireOwnMember } from './require-member';

/** Whose profile a save changes, and whose uploads it may attach. */
export interface EditedCompany {
  companyId: number;
  /** The uploads are the caller's company's: a certifier uploads under its own. */
  uploaderCompanyId: number;
  /** False when a certifier edits another company. */
  isOwn: boolean;
}

/**
 * The company a profile save changes: without companyId the caller's own
 * (My Company: an own member, not one let in through a company link); with
 * companyId any company, for a certifier only (company/update,
 * update-billing and update-due-diligence of spec section 7; 403 for anyone
 * else, 404 for an unknown company).
 */
export async function editedCompany(
  db: Db,
  caller: Caller,
  companyId?: number,
): Promise<EditedCompany> {
  if (companyId === undefined) {
    await requireOwnMember(db, caller);
    return { companyId: caller.companyId, uploaderCompanyId: caller.companyId, isOwn: true };
  }
  requireCertifier(caller);
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new DomainError('ERROR_COMPANY_NOT_FOUND', 404);
  return { companyId, uploaderCompanyId: caller.companyId, isOwn: false };
}

/**
 * The edited company as its editor loads it: the company's API token
 * (hashId) is its own secret, never shown to a certifier editing it.
 */
export async function loadEditedCompany(
  db: Db,
  lng: Language,
  target: EditedCompany,
): Promise<MyCompany> {
  const company = await loadMyCompany(db, lng, target.companyId);
  return target.isOwn ? company : { ...company, hashId: '' };
}
