import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const PLATFORM = 'carbon-registry';
export const DEMO_PASSWORD = 'Demo-Registry-2026!';

/** What one POST came to: its answer, or that the server never answered (it died). */
export type CallResult =
  | { kind: 'answered'; httpStatus: number; body: Record<string, unknown>; ms: number }
  | { kind: 'unanswered'; error: string };

/** A logged-in session against one API instance (its base URL may change across a restart). */
export class ApiClient {
  constructor(
    public baseUrl: string,
    private token = '',
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      platform: PLATFORM,
      lng: 'en',
      'content-type': 'application/json',
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      ...extra,
    };
  }

  async get<T>(path: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers: this.headers() });
    return (await response.json()) as T;
  }

  /** POSTs with an Idempotency-Key; never throws: a dead server is an 'unanswered' result. */
  async post(path: string, body: unknown, key: string = randomUUID()): Promise<CallResult> {
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: this.headers({ 'idempotency-key': key }),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const answer = (await response.json()) as Record<string, unknown>;
      return {
        kind: 'answered',
        httpStatus: response.status,
        body: answer,
        ms: performance.now() - started,
      };
    } catch (error) {
      return { kind: 'unanswered', error: (error as Error).message };
    }
  }

  /** Logs in as the browser does: the password encrypted with the API's key, a solved captcha. */
  async logIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    const { publicKey } = await this.get<{ publicKey: string }>('/api/user/public-key');
    const encrypted = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    ).toString('base64');
    const { challenge } = await this.get<{ challenge: Challenge | null }>('/api/captcha/challenge');
    let captcha = '';
    if (challenge) {
      const solution = await solveChallenge({ challenge, deriveKey });
      captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    }
    const answer = await this.post('/api/user/login', {
      email,
      password: encrypted,
      recaptchaValue: captcha,
    });
    const token = answer.kind === 'answered' ? answer.body.token : undefined;
    if (typeof token !== 'string')
      throw new Error(`login of ${email} failed: ${JSON.stringify(answer)}`);
    this.token = token;
  }
}
