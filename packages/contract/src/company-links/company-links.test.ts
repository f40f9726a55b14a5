import { describe, expect, it } from 'vitest';
import { AddCompanyRequestRequestSchema } from './add-company-request';
import { COMPANY_LINKS_PATHS, CompanyRequestsResponseSchema } from './company-request';
import { LinkUserRequestSchema } from './link-users';
import { isSearchLongEnough, SearchCompaniesRequestSchema } from './search-companies';

describe('company links contract', () => {
  it('needs 2 characters after trimming to search, and trims the text', () => {
    expect(isSearchLongEnough(' a ')).toBe(false);
    expect(isSearchLongEnough(' ab ')).toBe(true);
    expect(SearchCompaniesRequestSchema.parse({ search: '  Selva  ' })).toEqual({
      search: 'Selva',
    });
  });

  it('takes the selected search result whole as the add body and keeps only its id', () => {
    const selected = { id: 7, companyId: 'CR-1', name: 'Selva', documentType: 'NIT' };
    expect(AddCompanyRequestRequestSchema.parse(selected)).toEqual({ id: 7 });
    expect(AddCompanyRequestRequestSchema.safeParse({ id: 0 }).success).toBe(false);
  });

  it('needs both the request id and the user id to grant access', () => {
    expect(LinkUserRequestSchema.safeParse({ id: 3 }).success).toBe(false);
    expect(LinkUserRequestSchema.parse({ id: 3, userId: 9, exist: 0 })).toEqual({
      id: 3,
      userId: 9,
    });
  });

  it('keeps the spec names of the lists and paths, typo included', () => {
    expect(COMPANY_LINKS_PATHS.add).toBe('/platform/companiesRequestCompaniesPermit/');
    expect(COMPANY_LINKS_PATHS.reject).toBe(
      '/platform/companiesRequestCompaniesPermit/rejectedCompany',
    );
    const parsed = CompanyRequestsResponseSchema.parse({
      status: 1,
      codeMessages: [],
      companyReques: [],
      companyRequestCompany: [],
    });
    expect(Object.keys(parsed)).toContain('companyReques');
  });
});
