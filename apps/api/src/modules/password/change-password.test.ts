import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { encryptPassword, logInAs } from '../../../test/log-in';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { companies, userCompanies, users } from '../../db/schema/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CURRENT = 'Demo-Registry-2026!';

async function tokenOf(email: string, password = CURRENT): Promise<string> {
  const { body } = await logInAs(t.app, t.keys, email, password);
  if (!body.token) throw new Error(`no session for ${email}`);
  return body.token;
}

function changePassword(
  token: string | null,
  passwords: { password?: string; newPassword?: string; confirmation?: string } = {},
  lng = 'en',
) {
  const { password = CURRENT, newPassword = 'Cambiada-2026#' } = passwords;
  const confirmation = passwords.confirmation ?? newPassword;
  return t.app.inject({
    method: 'POST',
    url: '/api/user/updatePassword',
    headers: { ...HEADERS, lng, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: {
      password: encryptPassword(t.keys, password),
      newPassword: encryptPassword(t.keys, newPassword),
      ConfPassword: encryptPassword(t.keys, confirmation),
    },
  });
}

function codeOf(response: { json(): { codeMessages: { codeMessage: string }[] } }) {
  return response.json().codeMessages[0]?.codeMessage;
}

describe('POST /api/user/updatePassword', () => {
  it('replaces the password: the old one stops working, the new one logs in', async () => {
    const email = 'trader@demo.example';
    const token = await tokenOf(email);
    const [before] = await t.database.db.select().from(users).where(eq(users.email, email));
    const response = await changePassword(token, { newPassword: 'Cambiada-2026#' }, 'pt');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      codeMessages: [
        { codeMessage: 'SUCCESS_PASSWORD_CHANGED', message: 'Sua senha foi alterada.' },
      ],
    });
    const [after] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(after?.passwordChangedAt.getTime()).toBeGreaterThan(
      before?.passwordChangedAt.getTime() ?? 0,
    );
    expect((await logInAs(t.app, t.keys, email)).body.status).toBe(0);
    expect((await logInAs(t.app, t.keys, email, 'Cambiada-2026#')).body.status).toBe(1);
  });

  it('refuses a wrong current password with its own message', async () => {
    const token = await tokenOf('developer@demo.example');
    const response = await changePassword(token, { password: 'Not-The-Password-1!' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 0,
      codeMessages: [
        { codeMessage: 'ERROR_CURRENT_PASSWORD', message: 'The current password is not correct.' },
      ],
      ammountAccess: 4,
    });
    expect((await logInAs(t.app, t.keys, 'developer@demo.example')).body.status).toBe(1);
  });

  it('counts wrong current passwords as failed logins: the fifth locks the account', async () => {
    const email = 'ovv@demo.example';
    const token = await tokenOf(email);
    const answers = [];
    for (let guess = 1; guess <= 5; guess += 1) {
      answers.push((await changePassword(token, { password: `Guess-Number-${guess}!` })).json());
    }
    expect(answers.slice(0, 4).map((a) => a.ammountAccess)).toEqual([4, 3, 2, 1]);
    expect(answers[4]).toMatchObject({
      status: 0,
      ammountAccess: 0,
      timeAccess: 15,
      codeMessages: [{ codeMessage: 'ERROR_LOGIN_LOCKED' }],
    });
    // Locked: the right current password is refused here, and the login too.
    expect(codeOf(await changePassword(token))).toBe('ERROR_LOGIN_LOCKED');
    const login = await logInAs(t.app, t.keys, email);
    expect(login.body.codeMessages[0]?.codeMessage).toBe('ERROR_LOGIN_LOCKED');
  });

  it('forgets earlier wrong guesses once the current password is given right', async () => {
    const email = 'passivesubject@demo.example';
    const token = await tokenOf(email);
    for (let guess = 1; guess <= 4; guess += 1) {
      await changePassword(token, { password: `Guess-Number-${guess}!` });
    }
    await changePassword(token, { newPassword: CURRENT });
    const next = await changePassword(token, { password: 'Guess-Number-5!' });
    expect(next.json().ammountAccess).toBe(4);
  });

  it('refuses a confirmation that differs', async () => {
    const token = await tokenOf('developer@demo.example');
    const response = await changePassword(
      token,
      { newPassword: 'Cambiada-2026#', confirmation: 'Cambiada-2026$' },
      'es',
    );
    expect(response.json().codeMessages).toEqual([
      {
        codeMessage: 'ERROR_PASSWORD_NOT_MATCH',
        message: 'La nueva contraseña y su confirmación no coinciden.',
      },
    ]);
  });

  it.each([
    'Corta-1#',
    'sinmayusculas-2026#',
    'SINMINUSCULAS-2026#',
    'Sin-Numeros-Aqui#',
    'SinEspeciales2026',
  ])('refuses %s, which breaks the policy', async (newPassword) => {
    const token = await tokenOf('developer@demo.example');
    const response = await changePassword(token, { newPassword });
    expect(codeOf(response)).toBe('ERROR_PASSWORD_DOES_NOT_MINIMUM_REQUIREMENTS');
  });

  it('follows the minimum length of the company', async () => {
    const email = 'retailaggregator@demo.example';
    const token = await tokenOf(email);
    const [membership] = await t.database.db
      .select()
      .from(userCompanies)
      .innerJoin(users, eq(users.id, userCompanies.userId))
      .where(eq(users.email, email));
    const companyId = membership?.user_companies.companyId ?? 0;
    await t.database.db
      .update(companies)
      .set({ minCharactersPassword: 16 })
      .where(eq(companies.id, companyId));
    const response = await changePassword(token, { newPassword: 'Quince-Chars-1#' });
    expect(response.json().codeMessages[0].message).toContain('at least 16 characters');
    expect(codeOf(await changePassword(token, { newPassword: 'Dieciseis-Chars-1#' }))).toBe(
      'SUCCESS_PASSWORD_CHANGED',
    );
  });

  it('refuses a new password equal to the current one', async () => {
    const token = await tokenOf('developer@demo.example');
    const response = await changePassword(token, { newPassword: CURRENT });
    expect(response.json().codeMessages).toEqual([
      {
        codeMessage: 'ERROR_PASSWORD_SAME_AS_CURRENT',
        message: 'The new password must be different from the current one.',
      },
    ]);
  });

  it('refuses passwords that were not transformed', async () => {
    const token = await tokenOf('developer@demo.example');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/updatePassword',
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      payload: { password: CURRENT, newPassword: 'Cambiada-2026#', ConfPassword: 'Cambiada-2026#' },
    });
    expect(codeOf(response)).toBe('ERROR_PASSWORD_UNREADABLE');
  });

  it('refuses a missing field, field by field', async () => {
    const token = await tokenOf('developer@demo.example');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/updatePassword',
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      payload: { password: encryptPassword(t.keys, CURRENT) },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .codeMessages.map((m: { field: string }) => m.field)
        .sort(),
    ).toEqual(['ConfPassword', 'newPassword']);
  });

  it('answers 401 without a session', async () => {
    const response = await changePassword(null);
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('ERROR_UNAUTHORIZED');
  });
});

describe('GET /api/company/data', () => {
  it("gives the minimum password length of the caller's company", async () => {
    const token = await tokenOf('gov@demo.example');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/company/data',
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
    });
    expect(response.json()).toEqual({
      status: 1,
      codeMessages: [{ codeMessage: 'OK', message: 'Done.' }],
      minCharactersPassword: 10,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/company/data',
      headers: HEADERS,
    });
    expect(response.statusCode).toBe(401);
  });
});
