import { constants, publicEncrypt } from 'node:crypto';
import { expect } from '@playwright/test';
import { apiLogin, PLATFORM } from './fixtures';
import { waitForPasswordLink } from './outbox';

/** One call of the API as the web app makes it (Spanish, the platform header). */
export async function callApi(path: string, body?: object, token?: string) {
  const response = await fetch(`${process.env.BASE_URL}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      platform: PLATFORM,
      lng: 'es',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as { status: number; publicKey?: string };
}

/**
 * A user of a journey's own (every demo login is some other journey's too):
 * the owner's admin invites them and they set a first password with the
 * mailed link, through the API. Answers the address, the name and the link.
 */
export async function createInvitedUser({
  prefix,
  name,
  password,
}: {
  prefix: string;
  name: string;
  password: string;
}): Promise<{ email: string; name: string; invitation: string }> {
  const email = `${prefix}-${Date.now()}@example.com`;
  const admin = await apiLogin('owner@demo.example');
  const created = await callApi(
    '/user/createByCompany',
    { name, email, phone: '+57 300 555 0102', permits: [] },
    admin.token,
  );
  expect(created.status).toBe(1);
  const invitation = await waitForPasswordLink(email);
  const [, , idHash, codeHash, userIdHash] = invitation.split('/');
  const { publicKey = '' } = await callApi('/user/public-key');
  const encrypt = (secret: string) =>
    publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(secret),
    ).toString('base64');
  const set = await callApi('/user/update-password-link', {
    idHash,
    codeHash,
    userIdHash,
    newPassword: encrypt(password),
    ConfPassword: encrypt(password),
  });
  expect(set.status).toBe(1);
  return { email, name, invitation };
}
