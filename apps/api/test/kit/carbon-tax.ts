import type { Position } from '@registry/contract/ledger/ledger-api';
import {
  CARBON_TAX_REPORT_PATH,
  carbonTaxReportQueryString,
  type CarbonTaxReportAnswer,
  type CarbonTaxReportQuery,
} from '@registry/contract/retirements/carbon-tax-report';
import type { Language } from '@registry/contract/common/language';
import { call, type Answer } from './call';
import { createCompany, type TestCompany } from './companies';
import { ledgerPost, positionsOf } from './ledger';
import { companyIdOf } from './projects';
import { logIn, type Session } from './session';
import { HEADERS, type TestApp } from '../test-app';

/*
 * The carbon-tax report's scene on the demo registry: the demo's two
 * carbon-tax retirements naming passivesubject@'s company (Combustibles del
 * Norte S.A.), and one more, made here, naming a second passive subject whose
 * beneficiary's name a spreadsheet would read as a formula.
 */

export const DEMO_PASSIVE_SUBJECT = 'Combustibles del Norte S.A.';
export const SECOND_PASSIVE_SUBJECT = 'Estaciones del Sur S.A.S.';
/** The second retirement's beneficiary: text that starts like a formula. */
export const FORMULA_BENEFICIARY = '=HYPERLINK("https://example.com","Ñandú")';
/** The second retirement's tonnes. */
export const SECOND_TONNES = 7;

export interface CarbonTaxScene {
  t: TestApp;
  gov: Session;
  passive: Session;
  owner: Session;
  passiveId: number;
  second: TestCompany & { session: Session };
}

/** The gov, passive-subject and owner sessions, and the second passive subject's retirement. */
export async function openCarbonTaxScene(t: TestApp): Promise<CarbonTaxScene> {
  const owner = await logIn(t, 'owner@demo.example');
  const company = await createCompany(t, {
    typeAccount: 'passivesubject',
    name: SECOND_PASSIVE_SUBJECT,
  });
  const { body } = await positionsOf(t, owner.token);
  const block = (body.positions ?? []).find(
    (p: Position) => p.status === 'active' && !p.divisible && p.quantityKg >= SECOND_TONNES * 1000,
  );
  if (!block) throw new Error('the demo owner holds no block to retire from');
  const retired = await ledgerPost(t, owner.token, '/api/platform/projectCompanyTransfer/retire', {
    serialId: block.serialId,
    quantity: SECOND_TONNES,
    isKg: false,
    beneficiary: {
      name: FORMULA_BENEFICIARY,
      countryId: 1,
      documentTypeId: 1,
      documentNumber: '901222333',
      lei: '',
    },
    purpose: 'carbonTax',
    usingEntity: SECOND_PASSIVE_SUBJECT,
    isPublic: false,
    publicNote: '',
    observation: '',
    carbonTax: { passiveSubjectCompanyId: company.id, fuel: 'gasoline', taxPeriod: '2026' },
  });
  if (retired.status !== 200) throw new Error(JSON.stringify(retired.body));
  return {
    t,
    gov: await logIn(t, 'gov@demo.example'),
    passive: await logIn(t, 'passivesubject@demo.example'),
    owner,
    passiveId: await companyIdOf(t, 'passivesubject@demo.example'),
    second: { ...company, session: await logIn(t, company.admin.email) },
  };
}

export type ReportBody = Answer & CarbonTaxReportAnswer;

/** GET the JSON report with a filter. */
export const reportOf = (
  t: TestApp,
  token: string,
  query: CarbonTaxReportQuery = {},
  lng: Language = 'en',
) =>
  call<ReportBody>(t, 'GET', `${CARBON_TAX_REPORT_PATH}${carbonTaxReportQueryString(query)}`, {
    token,
    lng,
  });

/** GET one of the report's files. */
export async function reportFileOf(
  t: TestApp,
  token: string,
  format: 'csv' | 'xlsx' | 'pdf',
  { query = {}, lng = 'en' }: { query?: CarbonTaxReportQuery; lng?: Language } = {},
) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${CARBON_TAX_REPORT_PATH}.${format}${carbonTaxReportQueryString(query)}`,
    headers: { ...HEADERS, lng, authorization: `Bearer ${token}` },
  });
  return response;
}
