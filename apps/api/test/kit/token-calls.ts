import { HEADERS, type TestApp } from '../test-app';
import { logInAs } from '../log-in';

/** A demo user's access token (a test helper). */
export async function tokenOf(t: TestApp, email: string): Promise<string> {
  const { body } = await logInAs(t.app, t.keys, email);
  if (!body.token) throw new Error(`no token for ${email}`);
  return body.token;
}

/** GET url as the token's user: the status and the body. */
export async function getAs<T>(t: TestApp, token: string, url: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json<T>() };
}
