import { describe, expect, it } from 'vitest';
import { CreateUserByCompanyRequestSchema } from './create-user-by-company';
import { SearchUsersRequestSchema } from './search-users';

describe('createByCompany request', () => {
  const valid = {
    name: ' Ana ',
    email: ' Ana@Forest.EXAMPLE ',
    phone: '+57 300 123 4567',
    permits: ['transfer'],
  };

  it('trims the name and trims and lower-cases the e-mail; flags default to 0', () => {
    expect(CreateUserByCompanyRequestSchema.parse(valid)).toEqual({
      name: 'Ana',
      email: 'ana@forest.example',
      phone: '+57 300 123 4567',
      permits: ['transfer'],
      isAdminAccount: 0,
      isContact: 0,
    });
  });

  it.each([
    ['an empty name', { name: '  ' }],
    ['a bad e-mail', { email: 'ana@' }],
    ['a phone with letters', { phone: 'call me' }],
    ['an unknown permit', { permits: ['fly'] }],
    ['a repeated permit', { permits: ['retire', 'retire'] }],
    ['a flag other than 0 or 1', { isContact: 2 }],
  ])('refuses %s', (_name, change) => {
    expect(CreateUserByCompanyRequestSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('search request', () => {
  it('defaults to the first page of 20 of everyone', () => {
    expect(SearchUsersRequestSchema.parse({})).toEqual({ text: '', page: 1, pageSize: 20 });
  });

  it('refuses pages of more than 100', () => {
    expect(SearchUsersRequestSchema.safeParse({ pageSize: 101 }).success).toBe(false);
  });
});
