import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HEADERS, PLATFORM_ID, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('every /api call', () => {
  it('is refused without the platform header, in the caller language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { lng: 'pt' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 0,
      codeMessages: [
        {
          codeMessage: 'ERROR_PLATFORM',
          message: 'O cabeçalho platform está ausente ou é inválido.',
        },
      ],
    });
  });

  it('is refused with a wrong platform header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { platform: 'other' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().codeMessages[0].codeMessage).toBe('ERROR_PLATFORM');
  });

  it('answers in Spanish when no lng header is sent', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { platform: PLATFORM_ID },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().codeMessages[0].message).toBe('No hay nada en esta dirección.');
  });

  it('answers a bad body with HTTP 400 and one codeMessage per field, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: HEADERS,
      payload: { email: 42 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(0);
    const fields = body.codeMessages.map((m: { field: string }) => m.field).sort();
    expect(fields).toEqual(['email', 'password']);
    expect(body.codeMessages.find((m: { field: string }) => m.field === 'password').message).toBe(
      'The field password is not valid: it is required',
    );
  });

  it('answers malformed JSON with HTTP 400 and the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { ...HEADERS, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_BODY' }],
    });
  });

  it('carries a strict Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: HEADERS });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
  });
});

describe('GET /api/health', () => {
  it('pings the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: HEADERS });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 1,
      database: 'up',
      driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('GET /api/docs', () => {
  it('publishes the OpenAPI document listing the calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toContain('/api/user/login');
    expect(paths).toContain('/api/health');
  });
});

describe('the request log', () => {
  it('keeps the secret of a password link or a handed-over token out of the log', async () => {
    const secret = 'S3cretCodeOfTheLink';
    await t.app.inject({ url: `/change-password-link/abc/${secret}/def`, headers: HEADERS });
    await t.app.inject({ url: `/api/user/verify-link/abc/${secret}/def`, headers: HEADERS });
    await t.app.inject({ url: `/auth/eyJ.${secret}.sig` });
    expect(t.logs.some((line) => line.includes('/change-password-link/[redacted]'))).toBe(true);
    expect(t.logs.some((line) => line.includes('/auth/[redacted]'))).toBe(true);
    expect(t.logs.join('\n')).not.toContain(secret);
  });
});
