import { http, HttpResponse } from 'msw';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { CompanyDocument } from '@registry/contract/company/company-document';
import type { CompanySummary, GetCompanyResponse } from '@registry/contract/company/get-company';
import type {
  GetMyCompanyResponse,
  MyCompany,
  MyCompanySavedResponse,
} from '@registry/contract/company/my-company';
import type {
  UpdatePasswordExpirationRequest,
  UpdatePasswordExpirationResponse,
} from '@registry/contract/company/password-expiration';
import type { SurveyQuestion } from '@registry/contract/company/survey';
import type { UpdateBillingRequest } from '@registry/contract/company/update-billing';
import type { UpdateDueDiligenceRequest } from '@registry/contract/company/update-due-diligence';
import type { UpdateMyCompanyRequest } from '@registry/contract/company/update-my-company';
import type { Country } from '@registry/contract/platform/list-countries';
import type { TypeDocument } from '@registry/contract/platform/list-type-documents';
import type { TypeDocumentCompany } from '@registry/contract/platform/list-type-document-companies';
import { apiUrl } from '../../../test/msw-server';

/** The company of makeClaims(): id 10. */
export const COMPANY_ID = 10;

const type = (
  id: number,
  description: string,
  isBilling: 0 | 1,
  isRequired: 0 | 1,
  multiple: number,
): TypeDocumentCompany => ({
  id,
  code: `TYPE_${id}`,
  description,
  helper: `Help for ${description.toLowerCase()}.`,
  isBilling,
  isRequired,
  multiple,
});

export const TYPES: TypeDocumentCompany[] = [
  type(1, 'Tax registration certificate', 1, 1, 0),
  type(2, 'Bank account certificate', 1, 1, 0),
  type(3, 'Invoicing requirements', 1, 0, 1),
  type(4, 'Certificate of incorporation', 0, 1, 0),
  type(5, 'Financial statements', 0, 1, 1),
  type(6, 'Other supporting documents', 0, 0, 1),
];

export const SURVEYS: SurveyQuestion[] = [
  { id: 1, description: 'Is any shareholder a politically exposed person?' },
  { id: 2, description: 'Does the company have an anti-money-laundering policy?' },
];

export const COUNTRIES: Country[] = [
  {
    id: 1,
    code: 'CO',
    name: 'Colombia',
    formatDocumentNumber: '###.###.###',
    formatCellPhone: '### ### ####',
    phoneCode: '+57',
  },
  {
    id: 2,
    code: 'BR',
    name: 'Brazil',
    formatDocumentNumber: '###.###.###-##',
    formatCellPhone: '(##) #####-####',
    phoneCode: '+55',
  },
];

export const TYPE_DOCUMENTS: Record<number, TypeDocument[]> = {
  1: [
    { id: 11, code: 'NIT', description: 'NIT', isVerificationDigit: true, countryId: 1 },
    {
      id: 12,
      code: 'CC',
      description: 'Cédula de ciudadanía',
      isVerificationDigit: false,
      countryId: 1,
    },
    {
      id: 99,
      code: 'PASSPORT',
      description: 'Passport',
      isVerificationDigit: false,
      countryId: null,
    },
  ],
  2: [
    { id: 21, code: 'CPF', description: 'CPF', isVerificationDigit: false, countryId: 2 },
    {
      id: 99,
      code: 'PASSPORT',
      description: 'Passport',
      isVerificationDigit: false,
      countryId: null,
    },
  ],
};

/** A fresh company: registration data only, billing and due diligence to complete. */
export function emptyCompany(overrides: Partial<MyCompany> = {}): MyCompany {
  return {
    id: COMPANY_ID,
    name: 'Bosques del Pacífico S.A.S.',
    platformId: 'CR-0000000A',
    companyId: 'CR-0000000A',
    hashId: 'token-abc123',
    typeAccount: 'owner',
    accountType: 'Project owner',
    typeDocumentId: 11,
    typeDocument: 'NIT',
    documentNumber: '900123456',
    verificationDigit: '7',
    countryId: 1,
    country: 'Colombia',
    regionId: 5,
    region: 'Antioquia',
    cityId: 50,
    city: 'Medellín',
    email: 'contacto@bosques.example',
    address: 'Calle 10 # 43-12',
    contactName: 'Ana Restrepo',
    phoneCode: '+57',
    phone: '300 123 4567',
    passwordExpirationDays: 90,
    updateBilling: 0,
    updateDueDiligence: 0,
    billingContactName: '',
    billingEmail: '',
    specialConsiderations: '',
    taxIdentificationNumber: '',
    originIncome: false,
    ceos: [],
    shareholders: [],
    surveyDueDiligence: [],
    companiesDocuments: [],
    companiesMedia: null,
    documentTypesWithHistory: [],
    hasLogoHistory: false,
    ...overrides,
  };
}

/** A stored current document of a type. */
export function storedDocument(id: number, typeId: number, fileName: string): CompanyDocument {
  return {
    id,
    typeDocumentCompanyId: typeId,
    fileName,
    time: '1767225600000',
    route: `companies/10/document/${id}`,
    created: '2026-01-01T00:00:00.000Z',
    updated: '2026-01-01T00:00:00.000Z',
    md5: '0cc175b9c0f1b6a831c399e269772661',
    last: true,
  };
}

const ok = (code: string, message: string): CodeMessage[] => [{ codeMessage: code, message }];

interface BackendOptions {
  company?: MyCompany;
  isAdminCompany?: 0 | 1;
  surveys?: SurveyQuestion[];
  /** The review's state that GET /api/company/ answers (DESIGN.md 4.1). */
  review?: Pick<CompanySummary, 'state' | 'stateReason'>;
}

/**
 * An in-memory My Company behind the calls of the five tabs, with the request
 * bodies they received (typed from the contract). Saves change the company as
 * the API does: texts, files (a single-file type keeps only the new one) and
 * the update flags.
 */
export function createMyCompanyBackend({
  company: initial = emptyCompany(),
  isAdminCompany = 1,
  surveys = SURVEYS,
  review = { state: 'pending', stateReason: null },
}: BackendOptions = {}) {
  const state = { company: structuredClone(initial) };
  let nextDocumentId = 100;
  const requests = {
    loads: 0,
    general: [] as UpdateMyCompanyRequest[],
    billing: [] as UpdateBillingRequest[],
    dueDiligence: [] as UpdateDueDiligenceRequest[],
    password: [] as UpdatePasswordExpirationRequest[],
  };

  const storeFiles = (groups: UpdateBillingRequest['filesBilling']) => {
    for (const group of groups ?? []) {
      const typeOf = TYPES.find((t) => t.id === group.typeDocumentCompanyId);
      if (typeOf?.multiple === 0) {
        state.company.companiesDocuments = state.company.companiesDocuments.filter(
          (d) => d.typeDocumentCompanyId !== typeOf.id,
        );
      }
      for (const file of group.files) {
        nextDocumentId += 1;
        state.company.companiesDocuments.unshift({
          ...storedDocument(nextDocumentId, group.typeDocumentCompanyId, file.name),
          route: file.route,
          md5: file.md5,
        });
      }
    }
  };

  const saved = (code: string, message: string) =>
    HttpResponse.json<MyCompanySavedResponse>({
      status: 1,
      codeMessages: ok(code, message),
      company: structuredClone(state.company),
    });

  const handlers = [
    http.post(apiUrl('/company/getCompanyMyCompany'), () => {
      requests.loads += 1;
      return HttpResponse.json<GetMyCompanyResponse>({
        status: 1,
        codeMessages: [],
        company: structuredClone(state.company),
        typeDocumentsCompanies: TYPES,
        surveys,
        isAdminCompany,
      });
    }),
    http.get(apiUrl('/company/'), () =>
      HttpResponse.json<GetCompanyResponse>({
        status: 1,
        codeMessages: [],
        company: {
          id: state.company.id,
          name: state.company.name,
          companyId: state.company.companyId,
          typeAccount: state.company.typeAccount,
          updateBilling: state.company.updateBilling,
          updateDueDiligence: state.company.updateDueDiligence,
          passwordExpirationDays: state.company.passwordExpirationDays,
          ...review,
        },
        userCompany: { isAdmin: isAdminCompany, isContact: 1, permits: [] },
        passwordExpirationDays: state.company.passwordExpirationDays,
      }),
    ),
    http.post(apiUrl('/company/update-my-company'), async ({ request }) => {
      const body = (await request.json()) as UpdateMyCompanyRequest;
      requests.general.push(body);
      Object.assign(state.company, body.company);
      if (body.imageCompany) {
        state.company.companiesMedia = {
          id: 500 + requests.general.length,
          fileName: body.imageCompany.name,
          time: body.imageCompany.time,
          route: body.imageCompany.route,
          created: '2026-02-01T10:00:00.000Z',
          md5: body.imageCompany.md5,
        };
      }
      return saved('SUCCESS_COMPANY_UPDATED', 'The company was updated.');
    }),
    http.post(apiUrl('/company/update-billing-my-company'), async ({ request }) => {
      const body = (await request.json()) as UpdateBillingRequest;
      requests.billing.push(body);
      storeFiles(body.filesBilling);
      Object.assign(state.company, {
        billingContactName: body.billingContactName,
        billingEmail: body.billingEmail,
        specialConsiderations: body.specialConsiderations ?? '',
        updateBilling: 1,
      });
      return saved('SUCCESS_BILLING_UPDATED', 'The billing information was saved.');
    }),
    http.post(apiUrl('/company/update-due-diligence-my-company'), async ({ request }) => {
      const body = (await request.json()) as UpdateDueDiligenceRequest;
      requests.dueDiligence.push(body);
      storeFiles(body.filesDueDiligence);
      const names = (people: UpdateDueDiligenceRequest['ceo']) =>
        (people ?? []).map((p) => ({
          ...p,
          country: p.country ?? '',
          typeDocument: p.typeDocument ?? '',
          verificationDigit: p.verificationDigit ?? '',
        }));
      Object.assign(state.company, {
        taxIdentificationNumber: body.taxIdNumber,
        originIncome: body.originIncome,
        ceos: names(body.ceo),
        shareholders: names(body.shareholders),
        surveyDueDiligence: (body.surveyAnswers ?? []).map((a) => ({
          id: a.id,
          selection: a.selection,
          response: a.response ?? '',
        })),
        updateDueDiligence: 1,
      });
      return saved('SUCCESS_DUE_DILIGENCE_UPDATED', 'The due diligence was saved.');
    }),
    http.post(apiUrl('/company/update-password-expiration-days'), async ({ request }) => {
      const body = (await request.json()) as UpdatePasswordExpirationRequest;
      requests.password.push(body);
      state.company.passwordExpirationDays = body.expirationDays;
      return HttpResponse.json<UpdatePasswordExpirationResponse>({
        status: 1,
        codeMessages: ok(
          'SUCCESS_PASSWORD_EXPIRATION_UPDATED',
          'Passwords now last the new period.',
        ),
        passwordExpirationDays: body.expirationDays,
      });
    }),
    http.get(apiUrl('/platform/country'), () =>
      HttpResponse.json({ status: 1, codeMessages: [], countries: COUNTRIES }),
    ),
    http.get<{ countryId: string }>(
      apiUrl('/platform/typeDocument/:countryId/actives'),
      ({ params }) =>
        HttpResponse.json({
          status: 1,
          codeMessages: [],
          typesDocuments: TYPE_DOCUMENTS[Number(params.countryId)] ?? [],
        }),
    ),
  ];

  return { state, requests, handlers };
}

/** A refused save, as the company-profile routes answer it (HTTP 400, one codeMessage per item). */
export function refusal(status: number, ...messages: [string, string][]) {
  return HttpResponse.json(
    {
      status: 0,
      codeMessages: messages.map(([codeMessage, message]) => ({ codeMessage, message })),
    },
    { status },
  );
}
