import { eq } from 'drizzle-orm';
import type { CompanyUser } from '@registry/contract/users/company-user';
import type { CreateUserByCompanyRequest } from '@registry/contract/users/create-user-by-company';
import { users } from '../../src/db/schema/accounts';
import { hashPassword } from '../../src/lib/password';
import type { TestApp } from '../test-app';
import { call } from './call';

/* Users a company admin invites, and the password they then choose. */

export const NEW_PASSWORD = 'Invited-User-2026!';

let counter = 0;

/** A unique new-user request; the e-mail is new to the registry. */
export function newUserRequest(
  overrides: Partial<CreateUserByCompanyRequest> = {},
): CreateUserByCompanyRequest {
  counter += 1;
  return {
    name: `Invited Person ${counter}`,
    email: `invited-${counter}-${Date.now()}@example.com`,
    phone: '+57 300 123 4567',
    permits: ['transfer'],
    ...overrides,
  };
}

/** The admin invites a new user; answers the created user. */
export async function inviteUser(
  t: TestApp,
  adminToken: string,
  overrides: Partial<CreateUserByCompanyRequest> = {},
): Promise<CompanyUser> {
  const { status, body } = await call(t, 'POST', '/api/user/createByCompany', {
    token: adminToken,
    payload: newUserRequest(overrides),
  });
  if (status !== 200 || !body.user) throw new Error(`invitation failed: ${JSON.stringify(body)}`);
  return body.user;
}

/** What following the invitation link does, done directly: the user gets a password. */
export async function setPassword(t: TestApp, userId: number, password = NEW_PASSWORD) {
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}
