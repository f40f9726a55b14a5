import { http, HttpResponse, delay } from 'msw';
import type {
  CompanyDocument,
  CompanyDocumentGroup,
} from '@registry/contract/company/company-document';
import type { CompanyView } from '@registry/contract/company/company-view';
import type { TypeDocumentCompany } from '@registry/contract/platform/list-type-document-companies';
import { apiUrl } from '../../../test/msw-server';

const type = (id: number, description: string, isBilling: 0 | 1): TypeDocumentCompany => ({
  id,
  code: `TYPE_${id}`,
  description,
  helper: '',
  isBilling,
  isRequired: 1,
  multiple: 1,
});

const document = (
  id: number,
  typeDocumentCompanyId: number,
  fileName: string,
  created: string,
  last: boolean,
): CompanyDocument => ({
  id,
  typeDocumentCompanyId,
  fileName,
  time: String(Date.parse(created)),
  route: `companies/7/document/${id}`,
  created,
  updated: created,
  md5: '0cc175b9c0f1b6a831c399e269772661',
  last,
});

const group = (
  typeDocumentCompany: TypeDocumentCompany,
  documents: CompanyDocument[],
): CompanyDocumentGroup => ({
  typeDocumentCompany,
  isBilling: typeDocumentCompany.isBilling,
  documents,
});

/** Billing: RUT (one current, one older). Due diligence: chamber of commerce (two current), bank letter. */
export const DOCUMENT_GROUPS: CompanyDocumentGroup[] = [
  group(type(1, 'Tax registration (RUT)', 1), [
    document(12, 1, 'RUT 2026.pdf', '2026-02-10T15:00:00.000Z', true),
    document(11, 1, 'RUT 2025.pdf', '2025-06-30T15:45:00.000Z', false),
  ]),
  group(type(2, 'Chamber of commerce certificate', 0), [
    document(22, 2, 'Chamber 2026.pdf', '2026-03-01T10:00:00.000Z', true),
    document(23, 2, 'Chamber annex.docx', '2026-03-01T10:05:00.000Z', true),
    document(21, 2, 'Chamber 2025.pdf', '2025-03-01T10:00:00.000Z', false),
  ]),
  group(type(3, 'Bank certificate', 0), [
    document(31, 3, 'Bank letter.pdf', '2026-01-15T08:30:00.000Z', true),
  ]),
];

export const COMPANY: CompanyView = {
  id: 7,
  name: 'Bosques del Pacífico S.A.S.',
  companyId: 'CR-7A7B7C7D',
  typeAccount: 'developer',
  accountType: 'Project developer',
  typeDocument: 'NIT',
  documentNumber: '900123456',
  verificationDigit: '3',
  country: 'Colombia',
  region: 'Antioquia',
  city: 'Medellín',
  address: 'Calle 10 # 43-12',
  users: [
    {
      id: 1,
      name: 'Ana Restrepo',
      email: 'ana@bosques.example',
      active: 1,
      isAdminAccount: 1,
      isContact: 0,
    },
    {
      id: 2,
      name: 'Luis Mejía',
      email: 'luis@bosques.example',
      active: 0,
      isAdminAccount: 0,
      isContact: 1,
    },
  ],
  billingContactName: 'Carla Facturación',
  billingEmails: 'facturas@bosques.example',
  specialConsiderations: 'Invoices in COP.\nSend them before the 20th.',
  taxIdentificationNumber: 'TAX-900123456',
  originIncome: true,
  surveys: [
    { id: 1, description: 'Does the company have an anti-bribery policy?' },
    { id: 2, description: 'Has the company been sanctioned?' },
    { id: 3, description: 'Does it trade with listed persons?' },
  ],
  surveyDueDiligence: [
    { id: 1, selection: true, response: 'Approved by the board in 2024.' },
    { id: 2, selection: false, response: '' },
  ],
  companyDocuments: DOCUMENT_GROUPS,
  ceos: [
    {
      countryId: 1,
      country: 'Colombia',
      typeDocumentId: 2,
      typeDocument: 'CC',
      documentNumber: '71234567',
      name: 'Jorge Arango',
      verificationDigit: '',
    },
  ],
  shareholders: [
    {
      countryId: 5,
      country: 'Spain',
      typeDocumentId: 9,
      typeDocument: 'NIF',
      documentNumber: 'B12345678',
      name: 'Inversiones Ibéricas S.L.',
      verificationDigit: '',
    },
    {
      countryId: 1,
      country: 'Colombia',
      typeDocumentId: 1,
      typeDocument: 'NIT',
      documentNumber: '901123456',
      name: 'Inversiones Pacífico Holding S.A.S.',
      verificationDigit: '3',
    },
  ],
};

/** GET company/get-by-id/:id answering the company (or the refusal given); records the ids asked. */
export function answerCompanyView(
  answer: (id: number) => Response | Promise<Response> = () =>
    HttpResponse.json({ status: 1, codeMessages: [], company: COMPANY }),
) {
  const ids: number[] = [];
  const handler = http.get<{ id: string }>(apiUrl('/company/get-by-id/:id'), ({ params }) => {
    ids.push(Number(params.id));
    return answer(Number(params.id));
  });
  return { handler, ids };
}

/** The API's refusal of a company view. */
export const viewRefusal = (status: number, codeMessage: string, message: string) =>
  HttpResponse.json({ status: 0, codeMessages: [{ codeMessage, message }] }, { status });

/** A company view that never answers (the loading state). */
export const neverAnswer = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};
