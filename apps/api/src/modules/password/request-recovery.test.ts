import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { solveCaptcha } from '../../../test/captcha';
import { findPasswordLinkPath, readOutbox, type OutboxMail } from '../../../test/outbox';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function askRecovery(app: TestApp, email: string, lng = 'en') {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/user/passwordRecovery',
    headers: { ...HEADERS, lng },
    payload: { email, recaptchaValue: await solveCaptcha(app.app) },
  });
  return { response, body: response.json() };
}

/** Mails are delivered after the answer: waits until the outbox holds `count` mails to the address. */
async function waitForMails(to: string, count = 1): Promise<OutboxMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = readOutbox(t.dataDir).filter((mail) => mail.to === to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Quoted-printable bytes (=C3=B1) back to text. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The subject and the body of the newest mail to the address, as a reader sees them. */
function readMail(to: string): { subject: string; body: string } {
  const dir = path.join(t.dataDir, 'outbox');
  const raws = readdirSync(dir)
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
  const raw = raws.filter((r) => new RegExp(`^To: ${to}\\r?$`, 'm').test(r)).at(-1) ?? '';
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = (/^Subject: (.*)$/m.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) =>
      decodeQuotedPrintable(word.replaceAll('_', ' ')),
    )
    .trim();
  return { subject, body: decodeQuotedPrintable(rest.join('\n\n').replace(/=\r?\n/g, '')) };
}

function verify(path: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/user/${path.replace('/change-password-link/', 'verify-link/')}`,
    headers: HEADERS,
  });
}

describe('POST /api/user/passwordRecovery', () => {
  it('answers an unknown e-mail exactly as a known one, and mails only the known one', async () => {
    const unknown = await askRecovery(t, 'nobody@demo.example');
    const known = await askRecovery(t, 'Trader@Demo.Example');
    expect(unknown.response.statusCode).toBe(200);
    expect(known.response.statusCode).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({
      status: 1,
      codeMessages: [
        {
          codeMessage: 'INFO_PASSWORD_RECOVERY',
          message:
            'If an active account uses this e-mail, we have sent it a link to choose a new password. The link works once, for one hour.',
        },
      ],
    });
    const [mail] = await waitForMails('trader@demo.example');
    expect(mail?.subject).toBe('Choose a new password for the Carbon Registry');
    expect(mail?.raw).toContain('Hello Valentina D');
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    expect(mail?.raw).toContain('http://registry.test/change-password-link/');
    // The unknown e-mail was asked first: it had longer than the known one to get a mail.
    expect(readOutbox(t.dataDir).map((m) => m.to)).not.toContain('nobody@demo.example');
  });

  it('mails the link in the language of the request, and the link opens the page of its user', async () => {
    await askRecovery(t, 'gov@demo.example', 'es');
    await askRecovery(t, 'passivesubject@demo.example', 'pt');
    const [spanish] = await waitForMails('gov@demo.example');
    await waitForMails('passivesubject@demo.example');
    expect(readMail('gov@demo.example').subject).toBe(
      'Elija una nueva contraseña para el Registro de Carbono',
    );
    expect(readMail('gov@demo.example').body).toContain('Hola, Natalia Castro:');
    expect(readMail('gov@demo.example').body).toContain('Abra este enlace dentro de una hora');
    expect(readMail('passivesubject@demo.example').subject).toBe(
      'Escolha uma nova senha para o Registro de Carbono',
    );
    expect(readMail('passivesubject@demo.example').body).toContain('Olá, Santiago Morales,');
    const linkPath = findPasswordLinkPath(spanish as OutboxMail);
    expect(linkPath).not.toBeNull();
    const answer = (await verify(linkPath ?? '')).json();
    expect(answer).toMatchObject({
      status: 1,
      name: 'Natalia Castro',
      email: 'go***@demo.example',
      purpose: 'recovery',
      minCharactersPassword: 10,
    });
  });

  it('makes an earlier recovery link stop working when a new one is asked for', async () => {
    await askRecovery(t, 'retailaggregator@demo.example');
    const [first] = await waitForMails('retailaggregator@demo.example');
    await askRecovery(t, 'retailaggregator@demo.example');
    const mails = await waitForMails('retailaggregator@demo.example', 2);
    const firstPath = findPasswordLinkPath(first as OutboxMail) ?? '';
    const secondPath = findPasswordLinkPath(mails[1] as OutboxMail) ?? '';
    expect((await verify(firstPath)).json().status).toBe(0);
    expect((await verify(secondPath)).json().status).toBe(1);
  });

  it('mails nothing to an inactive user, and answers the same', async () => {
    await t.database.db.update(users).set({ active: 0 }).where(eq(users.email, 'ovv@demo.example'));
    const inactive = await askRecovery(t, 'ovv@demo.example');
    expect(inactive.body.status).toBe(1);
    expect(inactive.body.codeMessages[0].codeMessage).toBe('INFO_PASSWORD_RECOVERY');
    await askRecovery(t, 'certifier@demo.example');
    await waitForMails('certifier@demo.example');
    expect(readOutbox(t.dataDir).map((m) => m.to)).not.toContain('ovv@demo.example');
  });

  it('refuses a request without a solved captcha, and mails nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/passwordRecovery',
      headers: HEADERS,
      payload: { email: 'developer@demo.example' },
    });
    expect(response.json()).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_CAPTCHA' }],
    });
    expect(readOutbox(t.dataDir).map((m) => m.to)).not.toContain('developer@demo.example');
  });

  it('refuses a body without an e-mail field by field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/passwordRecovery',
      headers: HEADERS,
      payload: { email: '   ', recaptchaValue: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().codeMessages[0]).toMatchObject({
      codeMessage: 'ERROR_INVALID_FIELD',
      field: 'email',
    });
  });
});

describe('rate limit of the recovery', () => {
  it('answers 429 in the caller language beyond the limit per address', async () => {
    const limited = await createTestApp({
      seed: 'none',
      config: {
        rateLimits: {
          login: { max: 1000, timeWindow: 60_000 },
          registration: { max: 1000, timeWindow: 60_000 },
          comment: { max: 1000, timeWindow: 60_000 },
          recovery: { max: 2, timeWindow: 60_000 },
        },
      },
    });
    try {
      expect((await askRecovery(limited, 'nobody@demo.example')).response.statusCode).toBe(200);
      expect((await askRecovery(limited, 'nobody@demo.example')).response.statusCode).toBe(200);
      const third = await askRecovery(limited, 'owner@demo.example', 'es');
      expect(third.response.statusCode).toBe(429);
      expect(third.body).toMatchObject({
        status: 0,
        codeMessages: [{ codeMessage: 'ERROR_RATE_LIMIT' }],
      });
      expect(third.body.codeMessages[0].message).toMatch(/^Demasiadas solicitudes/);
    } finally {
      await limited.close();
    }
  });
});
