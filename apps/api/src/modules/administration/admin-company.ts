import type { AdminCompany } from '@registry/contract/administration/companies';
import type { AccountType } from '@registry/contract/auth/account-type';
import { companies, type CompanyState } from '../../db/schema/accounts';

/** The columns of a company as the certifier's list shows it. */
export const ADMIN_COMPANY_COLUMNS = {
  id: companies.id,
  name: companies.name,
  companyId: companies.companyId,
  typeAccount: companies.typeAccount,
  state: companies.state,
  stateReason: companies.stateReason,
  updateBilling: companies.updateBilling,
  updateDueDiligence: companies.updateDueDiligence,
  createdAt: companies.createdAt,
};

interface AdminCompanyRow {
  id: number;
  name: string;
  companyId: string;
  typeAccount: string;
  state: CompanyState;
  stateReason: string | null;
  updateBilling: number;
  updateDueDiligence: number;
  createdAt: Date;
}

export function toAdminCompany(row: AdminCompanyRow): AdminCompany {
  return {
    id: row.id,
    name: row.name,
    companyId: row.companyId,
    typeAccount: row.typeAccount as AccountType,
    state: row.state,
    stateReason: row.stateReason,
    updateBilling: row.updateBilling === 1 ? 1 : 0,
    updateDueDiligence: row.updateDueDiligence === 1 ? 1 : 0,
    createdAt: row.createdAt.toISOString(),
  };
}
