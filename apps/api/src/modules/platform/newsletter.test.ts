import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, createTestApp, type TestApp } from '../../../test/test-app';
import { newsletterSubscriptions } from '../../db/schema/reference';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => {
  await t.close();
});

const CONSENTS = '?personalData=1&terms=1';
let nextIp = 1;

/** Each test calls from its own address, so the rate limit of one does not reach another. */
function subscribe(
  path: string,
  headers: Record<string, string> = {},
  ip = `203.0.113.${nextIp++}`,
) {
  return t.app.inject({
    method: 'GET',
    url: `/api/platform/home/suscription/${path}`,
    headers: { ...HEADERS, ...headers },
    remoteAddress: ip,
  });
}

async function stored(email: string) {
  return t.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
}

describe('GET /api/platform/home/suscription/{email}', () => {
  it('subscribes an address with both consents, in the caller language', async () => {
    const response = await subscribe(`ana%40example.com${CONSENTS}`, { lng: 'pt' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      codeMessages: [
        {
          codeMessage: 'SUCCESS_SUBSCRIBED',
          message: 'Obrigado! ana@example.com foi inscrito no nosso boletim.',
        },
      ],
    });
    expect(await stored('ana@example.com')).toMatchObject([
      { email: 'ana@example.com', lng: 'pt' },
    ]);
  });

  it('answers a second subscription exactly like the first and keeps one row', async () => {
    const first = await subscribe(`luis@example.com${CONSENTS}`);
    const again = await subscribe(`  Luis@Example.COM ${CONSENTS}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stored('luis@example.com')).toHaveLength(1);
  });

  it.each([
    'not-an-email',
    'a@b',
    '@example.com',
    'ana@@example.com',
    'ana maria@example.com',
    '<script>@example.com',
  ])('refuses %s with ERROR_EMAIL and stores nothing', async (email) => {
    const response = await subscribe(`${encodeURIComponent(email)}${CONSENTS}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_EMAIL', message: 'Write a valid e-mail address.' }],
    });
    expect(await stored(email.toLowerCase())).toEqual([]);
  });

  it.each([
    '',
    '?personalData=1',
    '?terms=1',
    '?personalData=1&terms=0',
    '?personalData=true&terms=1',
  ])('refuses a subscription without both consents (%s)', async (query) => {
    const response = await subscribe(`carla@example.com${query}`, { lng: 'es' });
    expect(response.statusCode).toBe(400);
    expect(response.json().codeMessages[0]).toEqual({
      codeMessage: 'ERROR_NEWSLETTER_CONSENT',
      message:
        'Para suscribirse, acepte la política de datos personales y los términos y condiciones.',
    });
    expect(await stored('carla@example.com')).toEqual([]);
  });

  it('allows ten calls a minute from one address, then answers 429', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 10; i++) {
      expect((await subscribe(`reader${i}@example.com${CONSENTS}`, {}, ip)).statusCode).toBe(200);
    }
    const limited = await subscribe(`reader10@example.com${CONSENTS}`, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_RATE_LIMIT' }],
    });
    expect(await stored('reader10@example.com')).toEqual([]);
    expect((await subscribe(`reader10@example.com${CONSENTS}`)).statusCode).toBe(200);
  });

  it('does not let a forged X-Forwarded-For escape the limit (no proxy is trusted by default)', async () => {
    const ip = '198.51.100.8';
    for (let i = 0; i < 10; i++) {
      await subscribe(`forger${i}@example.com${CONSENTS}`, {}, ip);
    }
    const forged = await subscribe(
      `forger10@example.com${CONSENTS}`,
      { 'x-forwarded-for': '192.0.2.200' },
      ip,
    );
    expect(forged.statusCode).toBe(429);
    expect(forged.json().codeMessages[0].message).toBe(
      'Too many requests. Please wait 1 minute(s) and try again.',
    );
  });

  it('is refused without the platform header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/platform/home/suscription/dora@example.com${CONSENTS}`,
      headers: { lng: 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(0);
    expect(await stored('dora@example.com')).toEqual([]);
  });
});
