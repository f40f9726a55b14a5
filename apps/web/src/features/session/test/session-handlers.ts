import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../test/msw-server';

/** POST /api/user/validToken answering valid (or not) for any token; records the tokens asked about. */
export function answerValidToken(isValid: boolean | ((token: string) => boolean) = true) {
  const tokens: string[] = [];
  const handler = http.post(apiUrl('/user/validToken'), async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    tokens.push(token);
    const valid = typeof isValid === 'function' ? isValid(token) : isValid;
    return HttpResponse.json({ status: 1, codeMessages: [], valid });
  });
  return { handler, tokens };
}

/** What a logged-in app asks on start besides the defaults of test/msw-server.ts. */
export const sessionHandlers = [answerValidToken().handler];

/** POST /api/user/refreshToken with the answer given; records the bodies. */
export function answerRefresh(answer: () => Response) {
  const bodies: unknown[] = [];
  const handler = http.post(apiUrl('/user/refreshToken'), async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  });
  return { handler, bodies };
}

/** POST /api/user/logout answering status 1 (or the answer given); records the bodies. */
export function answerLogout(
  answer: () => Response = () => HttpResponse.json({ status: 1, codeMessages: [] }),
) {
  const bodies: unknown[] = [];
  const handler = http.post(apiUrl('/user/logout'), async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  });
  return { handler, bodies };
}

/** A refresh answer carrying a new token and refresh token. */
export function newTokens(token: string, refreshToken: string) {
  return HttpResponse.json({ status: 1, codeMessages: [], token, refreshToken });
}

/** The refresh answer of a spent or unknown refresh token. */
export function refusedRefresh() {
  return HttpResponse.json(
    { status: 0, codeMessages: [{ codeMessage: 'ERROR_REFRESH_TOKEN', message: 'No' }] },
    { status: 400 },
  );
}
