import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { encryptPassword, logInAs } from '../../../test/log-in';
import { mailsTo, passwordLinkOf } from '../../../test/outbox';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { companies, users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import { createOperatorAdmin } from './create-operator-admin';

/*
 * npm run create-admin's action on a registry started with SEED=none (only
 * reference data): the operator's certifier company and its admin, who sets a
 * password through the mailed link and logs in as a certifier.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => t.close());

const EMAIL = 'ops@registry-operator.org';
const PASSWORD = 'Operador-Registro-2026#';

function create(input: { email: string; companyName: string; name?: string }) {
  return createOperatorAdmin({
    ctx: { db: t.database.db, mailer: t.app.mailer, publicUrl: t.app.config.publicUrl },
    input: { lng: 'es', ...input },
  });
}

async function countRows() {
  const [companyRows] = await t.database.db.select({ n: count() }).from(companies);
  const [userRows] = await t.database.db.select({ n: count() }).from(users);
  return { companies: companyRows?.n ?? 0, users: userRows?.n ?? 0 };
}

describe('createOperatorAdmin', () => {
  it('creates the certifier admin, who sets a password by the mailed link and logs in', async () => {
    expect(await countRows()).toEqual({ companies: 0, users: 0 });
    const created = await create({
      email: ' Ops@Registry-Operator.org ',
      companyName: 'Registry Operator',
      name: 'Ana',
    });
    expect(created).toMatchObject({ email: EMAIL, mailError: null });
    expect(created.companyId).toMatch(/^CR-[0-9A-F]{8}$/);
    const [operator] = await t.database.db
      .select({ state: companies.state })
      .from(companies)
      .where(eq(companies.companyId, created.companyId));
    expect(operator?.state).toBe('approved');

    // No password yet: nobody can log in as the new admin.
    const early = await logInAs(t.app, t.keys, EMAIL, PASSWORD);
    expect(early.body.status).toBe(0);

    const mails = mailsTo(t, EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Hola, Ana');
    const link = passwordLinkOf(mails[0]);
    if (!link) throw new Error('the mail holds no password link');
    expect(link.path.startsWith('/change-password-link/')).toBe(true);
    expect(mails[0]?.body).toContain(`${t.app.config.publicUrl}${link.path}`);

    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/user/verify-link/${link.idHash}/${link.codeHash}/${link.userIdHash}`,
      headers: HEADERS,
    });
    expect(verified.json()).toMatchObject({ status: 1, name: 'Ana' });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-password-link',
      headers: HEADERS,
      payload: {
        idHash: link.idHash,
        codeHash: link.codeHash,
        userIdHash: link.userIdHash,
        newPassword: encryptPassword(t.keys, PASSWORD),
        ConfPassword: encryptPassword(t.keys, PASSWORD),
      },
    });
    expect(set.json()).toMatchObject({ status: 1 });

    const login = await logInAs(t.app, t.keys, EMAIL, PASSWORD);
    expect(login.body).toMatchObject({ status: 1, acceptTerms: 1 });
    const claims = decodeJwt(login.body.token ?? '') as unknown as TokenClaims;
    expect(claims).toMatchObject({
      typeAccount: 'certifier',
      isAdminCompany: 1,
      email: EMAIL,
      name: 'Ana',
      company: { name: 'Registry Operator' },
    });
    expect([...claims.permits].sort()).toEqual(['project', 'systemAdmin']);

    // The link worked once.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/user/verify-link/${link.idHash}/${link.codeHash}/${link.userIdHash}`,
      headers: HEADERS,
    });
    expect(again.json()).toMatchObject({ status: 0 });
  });

  it('refuses an e-mail that already has an account, and stores nothing', async () => {
    const before = await countRows();
    await expect(
      create({ email: EMAIL.toUpperCase(), companyName: 'Another Operator' }),
    ).rejects.toMatchObject(new DomainError('ERROR_EMAIL_REGISTERED', 409));
    expect(await countRows()).toEqual(before);
    expect(mailsTo(t, EMAIL)).toHaveLength(1);
  });

  it('refuses an address that is not an e-mail, or an empty company name', async () => {
    await expect(create({ email: 'ops', companyName: 'Operator' })).rejects.toMatchObject({
      code: 'ERROR_EMAIL',
    });
    await expect(create({ email: 'ops2@example.org', companyName: '  ' })).rejects.toMatchObject({
      code: 'ERROR_INVALID_FIELD',
    });
  });
});
