import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../../test/captcha';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { DomainError } from '../../lib/domain-error';
import { captchaSettingsOf } from './routes';
import { verifyCaptcha } from './verify-captcha';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => t.close());

async function verifyWith(payload: string | undefined, app = t) {
  return verifyCaptcha({ ctx: captchaSettingsOf(app.app), payload });
}

describe('captcha (ALTCHA)', () => {
  it('serves a signed challenge that is not cached', async () => {
    const response = await t.app.inject({ url: '/api/captcha/challenge', headers: HEADERS });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ status: 1, provider: 'altcha' });
    expect(body.challenge).toHaveProperty('signature');
  });

  it('accepts a solved challenge once, and refuses it the second time', async () => {
    const payload = await solveCaptcha(t.app);
    await expect(verifyWith(payload)).resolves.toBeUndefined();
    await expect(verifyWith(payload)).rejects.toThrow(DomainError);
  });

  it('lets only one of two simultaneous submissions of the same payload through', async () => {
    const payload = await solveCaptcha(t.app);
    const results = await Promise.allSettled([verifyWith(payload), verifyWith(payload)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not base64 JSON', 'not-a-payload'],
  ])('refuses a %s payload with ERROR_CAPTCHA', async (_, payload) => {
    await expect(verifyWith(payload)).rejects.toMatchObject({ code: 'ERROR_CAPTCHA' });
  });

  it('refuses a solution whose challenge was altered (forged signature)', async () => {
    const payload = await solveCaptcha(t.app);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString());
    decoded.challenge.parameters.cost = 2;
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    await expect(verifyWith(forged)).rejects.toMatchObject({ code: 'ERROR_CAPTCHA' });
  });

  it('refuses a challenge signed by another server', async () => {
    const other = await createTestApp({ seed: 'none' });
    try {
      const payload = await solveCaptcha(other.app);
      await expect(verifyWith(payload)).rejects.toMatchObject({ code: 'ERROR_CAPTCHA' });
    } finally {
      await other.close();
    }
  });

  it('refuses an expired challenge', async () => {
    const short = await createTestApp({
      seed: 'none',
      config: { captcha: { provider: 'altcha', secret: '', cost: 1, maxCounter: 20, ttl: 1 } },
    });
    try {
      const payload = await solveCaptcha(short.app);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      await expect(verifyWith(payload, short)).rejects.toMatchObject({ code: 'ERROR_CAPTCHA' });
    } finally {
      await short.close();
    }
  });
});
