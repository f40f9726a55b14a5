import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ValidTokenResponseSchema } from '@registry/contract/auth/session';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { answerValidToken } from '../test/session-handlers';
import { validateToken, validTokenAnswer } from './validate-token';

const server = setupMswServer();

describe('validTokenAnswer', () => {
  it.each([
    { status: 1, codeMessages: [], valid: true },
    { status: 1, codeMessages: [{ codeMessage: 'OK', message: 'Done.' }], valid: false },
    { status: 0, codeMessages: [], valid: false },
    { status: true, codeMessages: [], valid: true },
    { status: false, codeMessages: [], valid: false },
    { status: 1, codeMessages: [] },
    { status: 2, codeMessages: [], valid: true },
    { status: 1, valid: true },
    { status: 1, codeMessages: [], valid: 'yes' },
    null,
    'valid',
  ])('agrees with the contract’s schema on %j', (answer) => {
    const byHand = validTokenAnswer.safeParse(answer);
    const byContract = ValidTokenResponseSchema.safeParse(answer);
    expect(byHand.success).toBe(byContract.success);
    if (byHand.success && byContract.success) expect(byHand.data).toEqual(byContract.data);
  });
});

describe('validateToken', () => {
  it('sends the token and reads the API’s verdict', async () => {
    const valid = answerValidToken((token) => token === 'good');
    server.use(valid.handler);
    await expect(validateToken('good')).resolves.toBe(true);
    await expect(validateToken('bad')).resolves.toBe(false);
    expect(valid.tokens).toEqual(['good', 'bad']);
  });

  it('takes status true as success, as the spec allows', async () => {
    server.use(
      http.post(apiUrl('/user/validToken'), () =>
        HttpResponse.json({ status: true, codeMessages: [], valid: true }),
      ),
    );
    await expect(validateToken('t')).resolves.toBe(true);
  });

  it('answers null (unknown) when the API cannot be asked or answers nonsense', async () => {
    server.use(http.post(apiUrl('/user/validToken'), () => HttpResponse.error()));
    await expect(validateToken('t')).resolves.toBeNull();
    server.use(http.post(apiUrl('/user/validToken'), () => HttpResponse.json({ ok: true })));
    await expect(validateToken('t')).resolves.toBeNull();
  });
});
