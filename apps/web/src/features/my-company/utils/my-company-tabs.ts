/** The five tabs of My Company, in order (spec section 2). */
export const MY_COMPANY_TABS = [
  'general',
  'billing',
  'dueDiligence',
  'connectivity',
  'security',
] as const;
export type MyCompanyTab = (typeof MY_COMPANY_TABS)[number];

/** The search parameter that keeps the selected tab, so a reload opens it again. */
export const TAB_PARAM = 'tab';

export const MY_COMPANY_PATH = '/my-company';

function isTab(value: string | null): value is MyCompanyTab {
  return (MY_COMPANY_TABS as readonly (string | null)[]).includes(value);
}

/** The tab named in the URL, or the first one. */
export function readTab(value: string | null): MyCompanyTab {
  return isTab(value) ? value : 'general';
}

/** The link to a tab: /my-company?tab=billing. */
export function tabHref(tab: MyCompanyTab): string {
  return `${MY_COMPANY_PATH}?${TAB_PARAM}=${tab}`;
}
