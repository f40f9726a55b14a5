import type { Catalogue } from './catalogue';

/** Messages of the company calls (company data for the session, terms). */
export const COMPANY_MESSAGES = {} satisfies Catalogue;
