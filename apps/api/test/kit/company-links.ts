import type { CodeMessage } from '@registry/contract/common/envelope';
import type { Language } from '@registry/contract/common/language';
import {
  COMPANY_LINKS_PATHS,
  type CompanyRequest,
  type LinkUser,
} from '@registry/contract/company-links/company-request';
import type { CompanySearchResult } from '@registry/contract/company-links/search-companies';
import type { TestApp } from '../test-app';
import { call } from './call';
import type { Session } from './session';

/* The company-link calls: requests between companies and the users they let in. */

export interface LinkAnswer {
  status: 0 | 1;
  codeMessages: CodeMessage[];
  companies?: CompanySearchResult[];
  companyRequest?: CompanyRequest;
  companyReques?: CompanyRequest[];
  companyRequestCompany?: CompanyRequest[];
  user?: LinkUser;
}

/** One company-link call: the HTTP status and the parsed body. */
export async function linkCall(
  t: TestApp,
  action: keyof typeof COMPANY_LINKS_PATHS,
  options: { token?: string; payload?: object; lng?: Language } = {},
) {
  const { status, body } = await call<LinkAnswer>(
    t,
    'POST',
    `/api${COMPANY_LINKS_PATHS[action]}`,
    options,
  );
  return { status, body };
}

/** Requests a link from one session's company to another company; answers the request id. */
export async function requestLink(t: TestApp, from: Session, to: { id: number }): Promise<number> {
  const answer = await linkCall(t, 'add', { token: from.token, payload: { id: to.id } });
  if (answer.status !== 200 || !answer.body.companyRequest) {
    throw new Error(`the request failed: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.companyRequest.id;
}

/** Requests and accepts a link; answers the request id. */
export async function linkCompanies(
  t: TestApp,
  requester: Session,
  target: Session,
): Promise<number> {
  const id = await requestLink(t, requester, { id: target.caller.companyId });
  const accepted = await linkCall(t, 'accept', { token: target.token, payload: { id } });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  return id;
}
