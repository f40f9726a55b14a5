import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PasswordLinkPurpose } from '@registry/contract/auth/password';
import { encryptPassword, logInAs } from '../../../test/log-in';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import {
  companies,
  loginFailures,
  passwordLinks,
  userCompanies,
  users,
} from '../../db/schema/accounts';
import { createPasswordLink } from './password-links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'Nueva-Clave-2026#';

async function userIdOf(email: string): Promise<number> {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no ${email}`);
  return user.id;
}

/** A fresh link of the purpose for the demo user; its three parts as the page has them. */
async function linkFor(email: string, purpose: PasswordLinkPurpose = 'recovery') {
  const { path } = await createPasswordLink(t.database.db, {
    userId: await userIdOf(email),
    purpose,
  });
  const [idHash = '', codeHash = '', userIdHash = ''] = path.split('/').slice(2);
  return { idHash, codeHash, userIdHash };
}

type Link = Awaited<ReturnType<typeof linkFor>>;

function verify(link: Link, lng = 'en') {
  return t.app.inject({
    method: 'GET',
    url: `/api/user/verify-link/${link.idHash}/${link.codeHash}/${link.userIdHash}`,
    headers: { ...HEADERS, lng },
  });
}

function setPassword(
  link: Link,
  newPassword = NEW_PASSWORD,
  confirmation = newPassword,
  encrypt = (p: string) => encryptPassword(t.keys, p),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/update-password-link',
    headers: HEADERS,
    payload: { ...link, newPassword: encrypt(newPassword), ConfPassword: encrypt(confirmation) },
  });
}

function refresh(refreshToken: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/refreshToken',
    headers: HEADERS,
    payload: { refreshToken },
  });
}

const EXPIRED_OR_USED = {
  status: 0,
  codeMessages: [
    {
      codeMessage: 'ERROR_LINK_EXPIRED_OR_USED',
      message: 'This link has expired or has already been used. Ask for a new one.',
    },
  ],
};

describe('GET /api/user/verify-link/{idHash}/{codeHash}/{userIdHash}', () => {
  it('tells whose link it is, what it is for and the length the password needs', async () => {
    const link = await linkFor('developer@demo.example', 'invitation');
    const response = await verify(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      codeMessages: [{ codeMessage: 'OK', message: 'Done.' }],
      email: 'de***@demo.example',
      name: 'Camila Torres',
      purpose: 'invitation',
      minCharactersPassword: 10,
    });
  });

  it('does not spend the link', async () => {
    const link = await linkFor('developer@demo.example');
    expect((await verify(link)).json().status).toBe(1);
    expect((await verify(link)).json().status).toBe(1);
  });

  it('gives the strictest minimum length of the companies of the user', async () => {
    const userId = await userIdOf('owner@demo.example');
    const memberships = await t.database.db
      .select()
      .from(userCompanies)
      .where(eq(userCompanies.userId, userId));
    expect(memberships.length).toBe(2);
    await t.database.db
      .update(companies)
      .set({ minCharactersPassword: 14 })
      .where(eq(companies.id, memberships[1]?.companyId ?? 0));
    try {
      const link = await linkFor('owner@demo.example');
      expect((await verify(link)).json().minCharactersPassword).toBe(14);
      const short = await setPassword(link, 'Abcdefgh-123');
      expect(short.json().codeMessages[0]).toEqual({
        codeMessage: 'ERROR_PASSWORD_DOES_NOT_MINIMUM_REQUIREMENTS',
        message:
          'The password must have at least 14 characters, a lowercase letter, an uppercase letter, a digit and a special character.',
      });
    } finally {
      await t.database.db
        .update(companies)
        .set({ minCharactersPassword: 10 })
        .where(eq(companies.id, memberships[1]?.companyId ?? 0));
    }
  });

  it.each([
    ['a forged code', (l: Link) => ({ ...l, codeHash: `${l.codeHash.slice(0, -2)}xx` })],
    ['a wrong userIdHash', (l: Link) => ({ ...l, userIdHash: 'a'.repeat(32) })],
    ['an unknown idHash', (l: Link) => ({ ...l, idHash: 'b'.repeat(32) })],
  ])('answers status 0 to a link with %s', async (_, alter) => {
    const link = await linkFor('retailaggregator@demo.example');
    const response = await verify(alter(link), 'es');
    expect(response.json()).toEqual({
      status: 0,
      codeMessages: [
        {
          codeMessage: 'ERROR_LINK_EXPIRED_OR_USED',
          message: 'Este enlace caducó o ya fue usado. Solicite uno nuevo.',
        },
      ],
    });
  });

  it('answers status 0 to an expired link', async () => {
    const link = await linkFor('retailaggregator@demo.example');
    await t.database.db
      .update(passwordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordLinks.idHash, link.idHash));
    expect((await verify(link)).json()).toEqual(EXPIRED_OR_USED);
    expect((await setPassword(link)).json()).toEqual(EXPIRED_OR_USED);
  });

  it('answers status 0 to the link of a user made inactive', async () => {
    const link = await linkFor('passivesubject@demo.example');
    await t.database.db
      .update(users)
      .set({ active: 0 })
      .where(eq(users.email, 'passivesubject@demo.example'));
    try {
      expect((await verify(link)).json()).toEqual(EXPIRED_OR_USED);
      expect((await setPassword(link)).json()).toEqual(EXPIRED_OR_USED);
    } finally {
      await t.database.db
        .update(users)
        .set({ active: 1 })
        .where(eq(users.email, 'passivesubject@demo.example'));
    }
  });

  it('keeps the secret code of the path out of the log', async () => {
    const link = await linkFor('developer@demo.example');
    await verify(link);
    expect(t.logs.join('\n')).not.toContain(link.codeHash);
  });

  it('refuses parts that are not url-safe', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/verify-link/abc/d%27ef/ghi',
      headers: HEADERS,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().codeMessages[0].codeMessage).toBe('ERROR_INVALID_FIELD');
  });
});

describe('POST /api/user/update-password-link', () => {
  it('sets the password once: the new one logs in, the old one and the link no longer work', async () => {
    const link = await linkFor('trader@demo.example');
    const response = await setPassword(link);
    expect(response.json()).toEqual({
      status: 1,
      codeMessages: [
        {
          codeMessage: 'SUCCESS_PASSWORD_SET',
          message: 'Your password has been saved. You can log in with it now.',
        },
      ],
    });
    expect((await logInAs(t.app, t.keys, 'trader@demo.example', NEW_PASSWORD)).body.status).toBe(1);
    expect((await logInAs(t.app, t.keys, 'trader@demo.example')).body.status).toBe(0);
    expect((await setPassword(link, 'Otra-Clave-2026#')).json()).toEqual(EXPIRED_OR_USED);
    expect((await verify(link)).json()).toEqual(EXPIRED_OR_USED);
  });

  it('records when the password changed, clears the lockout and ends every other session', async () => {
    const email = 'gov@demo.example';
    const userId = await userIdOf(email);
    const before = await logInAs(t.app, t.keys, email);
    const other = await logInAs(t.app, t.keys, email);
    const lockedUntil = new Date(Date.now() + 15 * 60_000);
    await t.database.db.update(users).set({ lockedUntil }).where(eq(users.id, userId));
    await t.database.db.insert(loginFailures).values([{ userId }, { userId }]);
    const startedAt = Date.now();

    expect((await setPassword(await linkFor(email))).json().status).toBe(1);

    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.lockedUntil).toBeNull();
    expect(user?.passwordChangedAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(
      await t.database.db.select().from(loginFailures).where(eq(loginFailures.userId, userId)),
    ).toEqual([]);
    expect((await refresh(before.body.refreshToken)).json().status).toBe(0);
    expect((await refresh(other.body.refreshToken)).json().status).toBe(0);
  });

  it('lets only one of two simultaneous requests spend the link', async () => {
    const link = await linkFor('certifier@demo.example');
    const answers = await Promise.all([
      setPassword(link, 'Primera-Clave-2026#'),
      setPassword(link, 'Segunda-Clave-2026#'),
    ]);
    expect(answers.map((a) => a.json().status).sort()).toEqual([0, 1]);
  });

  it.each(['invitation', 'registration', 'expiry'] as const)(
    'works for a link of %s',
    async (purpose) => {
      const email = 'ovv@demo.example';
      const password = `Clave-${purpose}-2026#`;
      const link = await linkFor(email, purpose);
      expect((await setPassword(link, password)).json().status).toBe(1);
      expect((await logInAs(t.app, t.keys, email, password)).body.status).toBe(1);
    },
  );

  it('refuses to set again the password that expired', async () => {
    const email = 'generalaccount@demo.example';
    const link = await linkFor(email, 'expiry');
    const response = await setPassword(link, 'Demo-Registry-2026!');
    expect(response.json().codeMessages[0]).toEqual({
      codeMessage: 'ERROR_PASSWORD_SAME_AS_CURRENT',
      message: 'The new password must be different from the current one.',
    });
    expect((await verify(link)).json().status).toBe(1);
  });

  it('refuses a confirmation that differs, and keeps the link usable', async () => {
    const link = await linkFor('developer@demo.example');
    const response = await setPassword(link, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 0,
      codeMessages: [
        {
          codeMessage: 'ERROR_PASSWORD_NOT_MATCH',
          message: 'The new password and its confirmation do not match.',
        },
      ],
    });
    expect((await verify(link)).json().status).toBe(1);
  });

  it.each([
    ['too short', 'Abc-12345'],
    ['without a lowercase letter', 'ABCDEFGH-123'],
    ['without an uppercase letter', 'abcdefgh-123'],
    ['without a digit', 'Abcdefgh-xyz'],
    ['without a special character', 'Abcdefgh1234'],
  ])('refuses a password %s', async (_, password) => {
    const link = await linkFor('developer@demo.example');
    const response = await setPassword(link, password);
    expect(response.json().codeMessages[0]).toMatchObject({
      codeMessage: 'ERROR_PASSWORD_DOES_NOT_MINIMUM_REQUIREMENTS',
      message: expect.stringContaining('at least 10 characters'),
    });
  });

  it('refuses a password that was not transformed', async () => {
    const link = await linkFor('developer@demo.example');
    const response = await setPassword(link, NEW_PASSWORD, NEW_PASSWORD, (p) => p);
    expect(response.json().codeMessages[0].codeMessage).toBe('ERROR_PASSWORD_UNREADABLE');
  });

  it('never writes the passwords to the log', async () => {
    const link = await linkFor('developer@demo.example');
    const ciphertext = encryptPassword(t.keys, 'Log-Secret-2026#');
    await t.app.inject({
      method: 'POST',
      url: '/api/user/update-password-link',
      headers: HEADERS,
      payload: { ...link, newPassword: ciphertext, ConfPassword: ciphertext },
    });
    const log = t.logs.join('\n');
    expect(log).toContain('/api/user/update-password-link');
    expect(log).not.toContain(ciphertext);
    expect(log).not.toContain('Log-Secret-2026#');
  });
});
