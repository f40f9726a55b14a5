import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../../test/captcha';
import { encryptPassword, logInAs, type LoginAnswer } from '../../../test/log-in';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { addMember, createCompany } from '../../../test/kit/companies';
import {
  companies,
  loginFailures,
  passwordLinks,
  userCompanies,
  users,
} from '../../db/schema/accounts';

const WRONG = 'Wrong-Password-1!';
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function userOf(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

async function setUser(email: string, values: Partial<typeof users.$inferInsert>) {
  await t.database.db.update(users).set(values).where(eq(users.email, email));
}

/** The login call with a captcha of our own choosing (or none). */
async function postLogin(body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: HEADERS,
    payload: body,
  });
  return { status: response.statusCode, body: response.json<LoginAnswer>() };
}

const codes = (answer: LoginAnswer) => answer.codeMessages.map((m) => m.codeMessage);

describe('POST /api/user/login captcha', () => {
  it('refuses a login without a captcha, even with the right password', async () => {
    const { status, body } = await postLogin({
      email: 'owner@demo.example',
      password: encryptPassword(t.keys, 'Demo-Registry-2026!'),
    });
    expect(status).toBe(400);
    expect(codes(body)).toEqual(['ERROR_CAPTCHA']);
    expect(body.token).toBeUndefined();
  });

  it('refuses a captcha solution used a second time', async () => {
    const recaptchaValue = await solveCaptcha(t.app);
    const payload = {
      email: 'owner@demo.example',
      password: encryptPassword(t.keys, 'Demo-Registry-2026!'),
      recaptchaValue,
    };
    expect((await postLogin(payload)).body.status).toBe(1);
    const reused = await postLogin(payload);
    expect(codes(reused.body)).toEqual(['ERROR_CAPTCHA']);
  });
});

describe('POST /api/user/login lockout', () => {
  const email = 'retailaggregator@demo.example';

  it('counts down the attempts, locks at the fifth failure, and stays locked for the right password', async () => {
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const { response, body } = await logInAs(t.app, t.keys, email, WRONG);
      expect(response.statusCode).toBe(400);
      expect(body).toMatchObject({ status: 0, ammountAccess: attemptsLeft });
      expect(codes(body)).toEqual(['ERROR_LOGIN']);
      expect(body.timeAccess).toBeUndefined();
    }
    const fifth = await logInAs(t.app, t.keys, email, WRONG);
    expect(fifth.body).toMatchObject({ status: 0, ammountAccess: 0, timeAccess: 15 });
    expect(codes(fifth.body)).toEqual(['ERROR_LOGIN_LOCKED']);
    expect(fifth.body.codeMessages[0]?.message).toBe(
      'Too many failed logins: this account is locked for a while.',
    );

    const right = await logInAs(t.app, t.keys, email);
    expect(right.body).toMatchObject({ status: 0, ammountAccess: 0, timeAccess: 15 });
    expect(codes(right.body)).toEqual(['ERROR_LOGIN_LOCKED']);
    expect(right.body.token).toBeUndefined();
    const user = await userOf(email);
    expect(user.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * MINUTE);
  });

  it('answers the whole minutes left, rounded up', async () => {
    await setUser(email, { lockedUntil: new Date(Date.now() + 14 * MINUTE + 1000) });
    expect((await logInAs(t.app, t.keys, email)).body.timeAccess).toBe(15);
    await setUser(email, { lockedUntil: new Date(Date.now() + 30_000) });
    expect((await logInAs(t.app, t.keys, email)).body.timeAccess).toBe(1);
  });

  it('lets the user in once the lock has run out, and starts the count anew', async () => {
    await setUser(email, { lockedUntil: new Date(Date.now() - 1000) });
    const { body } = await logInAs(t.app, t.keys, email);
    expect(body.status).toBe(1);
    expect((await userOf(email)).lockedUntil).toBeNull();
    const again = await logInAs(t.app, t.keys, email, WRONG);
    expect(again.body).toMatchObject({ status: 0, ammountAccess: 4 });
  });

  it('forgets the failures after a successful login', async () => {
    const other = 'generalaccount@demo.example';
    await logInAs(t.app, t.keys, other, WRONG);
    await logInAs(t.app, t.keys, other, WRONG);
    expect((await logInAs(t.app, t.keys, other)).body.status).toBe(1);
    expect((await logInAs(t.app, t.keys, other, WRONG)).body.ammountAccess).toBe(4);
  });

  it('counts only the failures of the last 15 minutes', async () => {
    const other = 'trader@demo.example';
    const user = await userOf(other);
    const old = new Date(Date.now() - 16 * MINUTE);
    await t.database.db
      .insert(loginFailures)
      .values([1, 2, 3, 4].map(() => ({ userId: user.id, createdAt: old })));
    expect((await logInAs(t.app, t.keys, other, WRONG)).body.ammountAccess).toBe(4);
  });

  it('answers an unknown e-mail exactly as a known one with a wrong password', async () => {
    const unknown = 'nobody-here@demo.example';
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const { body } = await logInAs(t.app, t.keys, unknown);
      expect(body).toMatchObject({ status: 0, ammountAccess: attemptsLeft });
      expect(body.codeMessages).toEqual([
        { codeMessage: 'ERROR_LOGIN', message: 'The e-mail or the password is not correct.' },
      ]);
    }
    const fifth = await logInAs(t.app, t.keys, unknown);
    expect(fifth.body).toMatchObject({ status: 0, ammountAccess: 0, timeAccess: 15 });
    expect(codes(fifth.body)).toEqual(['ERROR_LOGIN_LOCKED']);
    // The same address in another case is the same account.
    const sixth = await logInAs(t.app, t.keys, 'Nobody-Here@demo.example');
    expect(codes(sixth.body)).toEqual(['ERROR_LOGIN_LOCKED']);
  });

  it('lets an account in whose address was locked while it had none', async () => {
    const email = 'registered-later@demo.example';
    for (let n = 0; n < 5; n += 1) await logInAs(t.app, t.keys, email);
    expect(codes((await logInAs(t.app, t.keys, email)).body)).toEqual(['ERROR_LOGIN_LOCKED']);
    const company = await createCompany(t);
    const member = await addMember(t, company);
    await t.database.db.update(users).set({ email }).where(eq(users.id, member.id));
    expect((await logInAs(t.app, t.keys, email)).body.status).toBe(1);
  });

  it('refuses a deactivated user with the right password as inactive', async () => {
    const company = await createCompany(t);
    const member = await addMember(t, company);
    await t.database.db.update(users).set({ active: 0 }).where(eq(users.id, member.id));
    const { body } = await logInAs(t.app, t.keys, member.email);
    expect(body).toMatchObject({ status: 0 });
    expect(codes(body)).toEqual(['ERROR_USER_INACTIVE']);
    expect(body.token).toBeUndefined();
  });

  it('fails a user who has no password yet like a wrong password', async () => {
    const db = t.database.db;
    const [company] = await db.select().from(companies).limit(1);
    const [invited] = await db
      .insert(users)
      .values({
        userHash: randomBytes(16).toString('hex'),
        email: 'invited@demo.example',
        name: 'Invited',
        passwordHash: null,
      })
      .returning();
    await db
      .insert(userCompanies)
      .values({ userId: invited?.id ?? 0, companyId: company?.id ?? 0 });
    const { body } = await logInAs(t.app, t.keys, 'invited@demo.example', '');
    expect(body).toMatchObject({ status: 0, ammountAccess: 4 });
    expect(codes(body)).toEqual(['ERROR_LOGIN']);
  });

  it('writes the lock message in the language of the request', async () => {
    const other = 'ovv@demo.example';
    await setUser(other, { lockedUntil: new Date(Date.now() + 5 * MINUTE) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { ...HEADERS, lng: 'es' },
      payload: {
        email: other,
        password: encryptPassword(t.keys, WRONG),
        recaptchaValue: await solveCaptcha(t.app),
      },
    });
    expect(response.json()).toMatchObject({
      timeAccess: 5,
      codeMessages: [
        {
          codeMessage: 'ERROR_LOGIN_LOCKED',
          message: 'Demasiados intentos fallidos: esta cuenta está bloqueada por un tiempo.',
        },
      ],
    });
  });
});

describe('POST /api/user/login updated flag', () => {
  it('says updated only for a user with permits in a company whose billing and due diligence are done', async () => {
    const company = await createCompany(t);
    const withPermits = await addMember(t, company);
    const withoutPermits = await addMember(t, company);
    await t.database.db
      .update(userCompanies)
      .set({ permits: [] })
      .where(eq(userCompanies.userId, withoutPermits.id));
    expect((await logInAs(t.app, t.keys, withPermits.email)).body).toMatchObject({
      status: 1,
      updated: 0,
    });

    await t.database.db
      .update(companies)
      .set({ updateBilling: 1, updateDueDiligence: 1 })
      .where(eq(companies.id, company.id));
    expect((await logInAs(t.app, t.keys, withPermits.email)).body).toMatchObject({
      status: 1,
      updated: 1,
    });
    expect((await logInAs(t.app, t.keys, withoutPermits.email)).body).toMatchObject({
      status: 1,
      updated: 0,
    });
  });
});

describe('POST /api/user/login password expiry', () => {
  const email = 'passivesubject@demo.example';

  it('answers INFO_PASSWORD_EXPIRATION and a fresh expiry link instead of a session', async () => {
    await setUser(email, { passwordChangedAt: new Date(Date.now() - 91 * 24 * 3600 * 1000) });
    const { body } = await logInAs(t.app, t.keys, email);
    expect(body).toMatchObject({ status: 0 });
    expect(codes(body)).toEqual(['INFO_PASSWORD_EXPIRATION']);
    expect(body.token).toBeUndefined();
    expect(body.link).toMatch(/^\/change-password-link\/[0-9a-f]+\/[\w-]+\/[0-9a-f]+$/);
    const user = await userOf(email);
    expect(body.link?.split('/').at(-1)).toBe(user.userHash);
    const [idHash] = (body.link ?? '').split('/').slice(2);
    const [link] = await t.database.db
      .select()
      .from(passwordLinks)
      .where(and(eq(passwordLinks.userId, user.id), eq(passwordLinks.idHash, idHash ?? '')));
    expect(link?.purpose).toBe('expiry');
  });

  it('follows the company policy: 0 days means the password never expires', async () => {
    const user = await userOf(email);
    const [membership] = await t.database.db
      .select()
      .from(userCompanies)
      .where(eq(userCompanies.userId, user.id));
    await t.database.db
      .update(companies)
      .set({ passwordExpirationDays: 0 })
      .where(eq(companies.id, membership?.companyId ?? 0));
    expect((await logInAs(t.app, t.keys, email)).body.status).toBe(1);
  });

  it('lets a password younger than the policy in', async () => {
    await setUser('gov@demo.example', {
      passwordChangedAt: new Date(Date.now() - 89 * 24 * 3600 * 1000),
    });
    expect((await logInAs(t.app, t.keys, 'gov@demo.example')).body.status).toBe(1);
  });
});

describe('POST /api/user/login rate limit', () => {
  it('answers 429 with ERROR_RATE_LIMIT beyond the logins allowed per IP', async () => {
    const limited = await createTestApp({
      seed: 'none',
      config: {
        rateLimits: {
          login: { max: 2, timeWindow: 60_000 },
          recovery: { max: 1000, timeWindow: 60_000 },
          registration: { max: 1000, timeWindow: 60_000 },
          comment: { max: 1000, timeWindow: 60_000 },
        },
      },
    });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: { ...HEADERS, lng: 'es' },
          payload: { email: 'a@b.example', password: 'x' },
        });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        status: 0,
        codeMessages: [{ codeMessage: 'ERROR_RATE_LIMIT' }],
      });
    } finally {
      await limited.close();
    }
  });
});
