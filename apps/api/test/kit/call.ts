import type { CodeMessage } from '@registry/contract/common/envelope';
import type { Language } from '@registry/contract/common/language';
import type { CompanyView } from '@registry/contract/company/company-view';
import type { MyCompany } from '@registry/contract/company/my-company';
import type { TypeDocumentCompany } from '@registry/contract/platform/list-type-document-companies';
import type { CompanyUser } from '@registry/contract/users/company-user';
import { HEADERS, type TestApp } from '../test-app';

/*
 * One API call as the web app makes it: the platform and language headers, a
 * Bearer token when given, a JSON body when given.
 */

/** The answer fields the tests read, over all modules (each one optional). */
export interface Answer {
  status: 0 | 1;
  codeMessages: CodeMessage[];
  // My Company and the company view
  company?: MyCompany & CompanyView;
  typeDocumentsCompanies?: TypeDocumentCompany[];
  surveys?: { id: number; description: string }[];
  isAdminCompany?: 0 | 1;
  passwordExpirationDays?: number;
  /** The API token: regenerate-api-token's answer. */
  hashId?: string;
  // files
  url?: string;
  urls?: string[];
  fields?: Record<string, string>;
  route?: string;
  file?: {
    route: string;
    time: string;
    name: string;
    md5: string;
    size: number;
    contentType: string;
  };
  companiesDocuments?: { id: number; fileName: string; created: string; updated: string }[];
  // user administration
  user?: CompanyUser;
  users?: CompanyUser[];
  total?: number;
  isInvited?: boolean;
  isMailSent?: boolean;
}

export interface CallOptions {
  token?: string;
  payload?: object;
  lng?: Language;
}

/** The HTTP status, the parsed body and the raw text of one call. */
export async function call<Body = Answer>(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  { token, payload, lng = 'en' }: CallOptions = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...HEADERS, lng, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<Body>(), raw: response.body };
}

/** The codes of an answer's messages, in order. */
export const codesOf = (body: { codeMessages: CodeMessage[] }) =>
  body.codeMessages.map((m) => m.codeMessage);

/** The fields an answer's messages name, in order. */
export const fieldsOf = (body: { codeMessages: CodeMessage[] }) =>
  body.codeMessages.map((m) => m.field);

/** The code of an answer's first message. */
export const codeOf = (answer: { body: { codeMessages: CodeMessage[] } }) =>
  answer.body.codeMessages[0]?.codeMessage;
