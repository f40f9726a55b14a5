import { constants, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Keys } from '../src/lib/keys';
import { solveCaptcha } from './captcha';
import { HEADERS } from './test-app';

/** The browser's password transform: RSA-OAEP-256 with the API's public key, base64. */
export function encryptPassword(keys: Keys, password: string): string {
  return publicEncrypt(
    {
      key: keys.passwordPublicKeyPem,
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(password),
  ).toString('base64');
}

export interface LoginAnswer {
  status: 0 | 1;
  token?: string;
  refreshToken?: string;
  acceptTerms?: 0 | 1;
  updated?: 0 | 1;
  ammountAccess?: number;
  timeAccess?: number;
  link?: string;
  codeMessages: { codeMessage: string; message: string }[];
}

export async function logInAs(
  app: FastifyInstance,
  keys: Keys,
  email: string,
  password = 'Demo-Registry-2026!',
  lng: string = HEADERS.lng,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { ...HEADERS, lng },
    payload: {
      email,
      password: encryptPassword(keys, password),
      recaptchaValue: await solveCaptcha(app),
    },
  });
  return { response, body: response.json<LoginAnswer>() };
}
