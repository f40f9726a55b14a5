import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const PLATFORM = 'carbon-registry';
export const DEMO_PASSWORD = 'Demo-Registry-2026!';

/** What one POST came to: its answer, or that the server never answered (it died). */
export type CallResult =
  | { kind: 'answered'; httpStatus: number; body: Record<string, unknown>; ms: number }
  | { kind: 'unanswered'; error: string };

/**
 * Kept-alive connections shared by every client of the bench: node:http costs
 * the bench's own process a fraction of what fetch does per call, CPU that
 * would otherwise be taken from the API and the database on the same machine.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP call: its status and parsed JSON body; rejects when the server does not answer. */
function call(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method, headers: options.headers, agent, timeout: options.timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(options.body);
  });
}

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
    const response = await call(`${this.baseUrl}${path}`, {
      method: 'GET',
      headers: this.headers(),
      timeoutMs: 30_000,
    });
    return response.body as T;
  }

  /** POSTs with an Idempotency-Key; never throws: a dead server is an 'unanswered' result. */
  async post(path: string, body: unknown, key: string = randomUUID()): Promise<CallResult> {
    const started = performance.now();
    try {
      const response = await call(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: this.headers({ 'idempotency-key': key }),
        body: JSON.stringify(body),
        timeoutMs: 30_000,
      });
      return {
        kind: 'answered',
        httpStatus: response.status,
        body: response.body as Record<string, unknown>,
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
