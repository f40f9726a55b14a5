import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordLinks, users } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findPasswordLink } from '../password/password-links';
import { call } from '../../../test/kit/call';
import { logIn, nonAdminSession, OWNER_ADMIN, type Session } from '../../../test/kit/session';
import { newUserRequest } from '../../../test/kit/users';
import { mailsTo, passwordLinkOf, readMails } from '../../../test/outbox';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await logIn(t, OWNER_ADMIN);
});
afterAll(async () => {
  await t.close();
});

const create = (payload: object, token = admin.token, lng: 'en' | 'es' | 'pt' = 'en') =>
  call(t, 'POST', '/api/user/createByCompany', { token, payload, lng });

describe('POST /api/user/createByCompany', () => {
  it('creates a user without a password and mails an invitation link valid for 7 days', async () => {
    const request = newUserRequest({ permits: ['transfer', 'retire'], isContact: 1 });
    const { status, body } = await create(request);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 1,
      isInvited: true,
      isMailSent: true,
      user: {
        name: request.name,
        email: request.email,
        phone: '+57 300 123 4567',
        active: 1,
        isAdminAccount: 0,
        isContact: 1,
        permits: ['transfer', 'retire'],
      },
    });
    expect(body.codeMessages[0]).toMatchObject({
      codeMessage: 'SUCCESS_USER_INVITED',
      message: `${request.name} was added to your company. We mailed ${request.email} a link to set a password.`,
    });

    const [stored] = await t.database.db.select().from(users).where(eq(users.email, request.email));
    expect(stored?.passwordHash).toBeNull();
    const links = await t.database.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.userId, body.user?.id ?? 0));
    expect(links).toHaveLength(1);
    expect(links[0]?.purpose).toBe('invitation');
    const days = ((links[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const [mail] = mailsTo(t, request.email);
    expect(mail?.subject).toBe(
      'You are invited to Bosques del Pacífico S.A.S. on the Carbon Registry',
    );
    expect(mail?.body).toContain(
      `Laura Gómez added you as a user of Bosques del Pacífico S.A.S. on the Carbon Registry.`,
    );
    const link = passwordLinkOf(mail);
    expect(mail?.body).toContain(`http://registry.test${link?.path}`);
    expect(mail?.body).toContain('valid for 7 days');
    expect(
      await findPasswordLink(t.database.db, link ?? { idHash: '', codeHash: '', userIdHash: '' }),
    ).toMatchObject({ purpose: 'invitation', email: request.email });
  });

  it('mails the invitation in the language of the request', async () => {
    const request = newUserRequest();
    const { body } = await create(request, admin.token, 'es');
    expect(body.codeMessages[0]?.message).toContain('fue agregado a su empresa');
    const [mail] = mailsTo(t, request.email);
    expect(mail?.subject).toBe(
      'Tiene una invitación a Bosques del Pacífico S.A.S. en el Registro de Carbono',
    );
    expect(mail?.body).toContain('válido durante 7 días');
  });

  it('gives a link the verify-link call accepts', async () => {
    const request = newUserRequest();
    await create(request);
    const link = passwordLinkOf(mailsTo(t, request.email)[0]);
    const answer = await call(
      t,
      'GET',
      `/api/user/verify-link/${link?.idHash}/${link?.codeHash}/${link?.userIdHash}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 1, name: request.name, purpose: 'invitation' });
  });

  it('stores the e-mail trimmed and in lower case', async () => {
    const request = newUserRequest();
    const { body } = await create({ ...request, email: `  ${request.email.toUpperCase()} ` });
    expect(body.user?.email).toBe(request.email);
  });

  it('adds an existing user of another company, who can then switch to it, and tells them', async () => {
    const { status, body } = await create(
      newUserRequest({ email: 'developer@demo.example', name: 'Someone Else', isAdminAccount: 1 }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 1,
      isInvited: false,
      user: { email: 'developer@demo.example', name: 'Camila Torres', isAdminAccount: 1 },
    });
    expect(body.codeMessages[0]?.codeMessage).toBe('SUCCESS_USER_ADDED');
    const [mail] = mailsTo(t, 'developer@demo.example');
    expect(mail?.subject).toBe(
      'You were added to Bosques del Pacífico S.A.S. on the Carbon Registry',
    );
    expect(mail?.body).toContain('http://registry.test/login');
    expect(passwordLinkOf(mail)).toBeNull();

    const developer = await logIn(t, 'developer@demo.example');
    expect(developer.claims.userCompanies.map((c) => c.company_id)).toContain(
      admin.claims.companyId,
    );
  });

  it('refuses a user who already belongs to the company, and sends nothing', async () => {
    const request = newUserRequest();
    await create(request);
    const before = readMails(t).length;
    const { status, body } = await create({ ...request, name: 'Again' });
    expect(status).toBe(409);
    expect(body).toEqual({
      status: 0,
      codeMessages: [
        {
          codeMessage: 'ERROR_USER_ALREADY_MEMBER',
          message: `${request.email} already belongs to your company.`,
        },
      ],
    });
    expect(readMails(t)).toHaveLength(before);
  });

  it('refuses a permit the account type does not allow, and creates nobody', async () => {
    const request = newUserRequest({ permits: ['transfer', 'systemAdmin'] });
    const { status, body } = await create(request);
    expect(status).toBe(400);
    expect(body.codeMessages).toEqual([
      {
        codeMessage: 'ERROR_PERMIT_NOT_ALLOWED',
        message: 'The permit systemAdmin cannot be granted in your company.',
      },
    ]);
    expect(await t.database.db.select().from(users).where(eq(users.email, request.email))).toEqual(
      [],
    );
  });

  it('lets the admin of a company no certifier approved yet grant no permit', async () => {
    const unapproved = await logIn(t, 'new@demo.example');
    const refused = await create(newUserRequest({ permits: ['transfer'] }), unapproved.token);
    expect(refused.status).toBe(400);
    expect(refused.body.codeMessages[0]?.codeMessage).toBe('ERROR_PERMIT_NOT_ALLOWED');
    const accepted = await create(newUserRequest({ permits: [] }), unapproved.token);
    expect(accepted.status).toBe(200);
  });

  it('answers one message per invalid field', async () => {
    const { status, body } = await create({
      name: '   ',
      email: 'not-an-email',
      phone: 'call me',
      permits: ['transfer', 'fly'],
      isAdminAccount: 2,
    });
    expect(status).toBe(400);
    expect(body.status).toBe(0);
    expect(body.codeMessages.every((m) => m.codeMessage === 'ERROR_INVALID_FIELD')).toBe(true);
    expect(body.codeMessages.map((m) => m.field).sort()).toEqual(
      ['email', 'isAdminAccount', 'name', 'permits.1', 'phone'].sort(),
    );
  });

  it('refuses the same permit twice', async () => {
    const { status, body } = await create(newUserRequest({ permits: ['transfer', 'transfer'] }));
    expect(status).toBe(400);
    expect(body.codeMessages[0]?.field).toBe('permits');
  });

  it('keeps the user and says so when the mail cannot be sent', async () => {
    const outbox = path.join(t.dataDir, 'outbox');
    renameSync(outbox, `${outbox}.away`);
    writeFileSync(outbox, 'a file where the outbox folder should be');
    try {
      const request = newUserRequest();
      const { status, body } = await create(request);
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 1, isInvited: true, isMailSent: false });
      expect(body.codeMessages[0]?.codeMessage).toBe('SUCCESS_USER_MAIL_FAILED');
      expect(t.logs.join('')).toContain('the mail to a user added by a company failed');
    } finally {
      rmSync(outbox);
      renameSync(`${outbox}.away`, outbox);
    }
  });

  it('refuses a user who is not an admin of the company (403), before reading the body', async () => {
    const member = await nonAdminSession(t);
    const { status, body } = await create({ nonsense: true }, member.token);
    expect(status).toBe(403);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_FORBIDDEN');
  });

  it('refuses a call without a token (401)', async () => {
    const { status, body } = await call(t, 'POST', '/api/user/createByCompany', {
      payload: newUserRequest(),
    });
    expect(status).toBe(401);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_UNAUTHORIZED');
  });
});
