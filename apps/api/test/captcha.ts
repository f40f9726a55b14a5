import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { HEADERS } from './test-app';

/** What the browser's widget does: fetch a challenge, solve it, and encode the payload. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/captcha/challenge',
    headers: HEADERS,
  });
  const { challenge } = response.json<{ challenge: Challenge | null }>();
  if (!challenge) return '';
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the test captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
