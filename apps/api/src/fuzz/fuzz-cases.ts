import { HEADERS } from '../../test/test-app';
import { bodyMutations } from './body-mutations';
import {
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERY_STRINGS,
  HOSTILE_QUERY_VALUES,
} from './hostile-values';
import type { Operation } from './openapi-operations';
import { hostileBodies } from './raw-bodies';
import { sampleRequest, toQueryText } from './sample-request';
import { pickSome, seededRandom, seedOf } from './seeded-random';

export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Whether a case is sent with the logged-in user's token. */
export type Session = 'logged out' | 'logged in';

/** Hostile values tried on each body field (one of them: the field left out). */
const MUTATIONS_PER_FIELD = 8;
const MINIMUM_CASES = 50;

/** Headers that look wrong; the logged-out run also sends tokens that are not tokens. */
const HEADER_CASES: { label: string; headers: Record<string, string>; session?: Session }[] = [
  { label: 'unknown lng', headers: { lng: 'xx' } },
  { label: 'lng of 10k chars', headers: { lng: 'e'.repeat(10_000) } },
  { label: 'no platform header', headers: { platform: '' } },
  { label: 'wrong platform header', headers: { platform: '../../etc/passwd' } },
  { label: 'accept text/html', headers: { accept: 'text/html' } },
  { label: 'x-forwarded-for garbage', headers: { 'x-forwarded-for': '999.1.1.1, ::zz, x' } },
  { label: 'Bearer with no token', headers: { authorization: 'Bearer ' }, session: 'logged out' },
  { label: 'Bearer garbage', headers: { authorization: 'Bearer a.b.c' }, session: 'logged out' },
  {
    label: 'Basic credentials',
    headers: { authorization: 'Basic b3duZXI6b3duZXI=' },
    session: 'logged out',
  },
  {
    label: 'Bearer of 10k chars',
    headers: { authorization: `Bearer ${'x'.repeat(10_000)}` },
    session: 'logged out',
  },
  {
    label: 'unsigned JWT (alg none)',
    headers: {
      authorization: `Bearer ${unsignedJwt({ userId: 1, companyId: 1, isAdminCompany: 1 })}`,
    },
    session: 'logged out',
  },
];

function unsignedJwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/**
 * At least 50 malformed requests for one operation, built from its
 * parameters and body schema: whole bodies, headers, every path and query
 * parameter, and every body field. Deterministic: seeded by operation and session.
 */
export function buildCases(operation: Operation, session: Session): FuzzCase[] {
  const random = seededRandom(seedOf(`${operation.method} ${operation.path} ${session}`));
  const sample = sampleRequest(operation);
  const { path, query, bodyText: baseBody } = sample;
  const url = (pathValues = path, queryText = toQueryText(query)) =>
    sample.urlWith(pathValues, queryText);
  const base = { method: operation.method, headers: { ...HEADERS } as Record<string, string> };
  const jsonHeaders =
    baseBody === undefined ? base.headers : { ...base.headers, 'content-type': 'application/json' };
  /** The well-formed body (if any) with one other part replaced. */
  const json = (label: string, text = baseBody, href = url()): FuzzCase => ({
    ...base,
    label,
    url: href,
    headers: jsonHeaders,
    payload: text,
  });

  const cases: FuzzCase[] = [];
  for (const body of hostileBodies(baseBody ?? '{}')) {
    const headers = body.contentType
      ? { ...base.headers, 'content-type': body.contentType }
      : base.headers;
    cases.push({ ...base, label: body.label, url: url(), headers, payload: body.payload });
  }
  for (const c of HEADER_CASES.filter((h) => !h.session || h.session === session)) {
    cases.push({ ...json(c.label), headers: { ...jsonHeaders, ...c.headers } });
  }
  for (const param of operation.pathParams) {
    for (const segment of HOSTILE_PATH_SEGMENTS) {
      cases.push(
        json(
          `path.${param.name} = ${shorten(segment)}`,
          baseBody,
          url({ ...path, [param.name]: segment }),
        ),
      );
    }
  }
  for (const param of operation.queryParams) {
    const { [param.name]: _left, ...others } = query;
    cases.push(json(`query.${param.name} missing`, baseBody, url(path, toQueryText(others))));
    for (const value of HOSTILE_QUERY_VALUES) {
      const text = toQueryText({ ...query, [param.name]: value });
      cases.push(json(`query.${param.name} = ${shorten(value)}`, baseBody, url(path, text)));
    }
  }
  for (const text of HOSTILE_QUERY_STRINGS) {
    const joined = [toQueryText(query), text].filter(Boolean).join('&');
    cases.push(json(`query string ${shorten(text)}`, baseBody, url(path, joined)));
  }
  if (operation.body && baseBody !== undefined) {
    for (const m of bodyMutations(
      operation.body,
      JSON.parse(baseBody),
      MUTATIONS_PER_FIELD,
      random,
    )) {
      cases.push(json(m.label, m.text));
    }
  }
  const fillers = pickSome(HOSTILE_QUERY_VALUES, MINIMUM_CASES, random);
  for (let i = 0; cases.length < MINIMUM_CASES; i++) {
    const value = fillers[i % fillers.length] ?? '';
    cases.push(
      json(`query.fuzz${i} = ${shorten(value)}`, baseBody, url(path, `fuzz${i}=${value}`)),
    );
  }
  return cases;
}

/** A value short enough for a failure line. */
export function shorten(text: string): string {
  return text.length > 40
    ? `${JSON.stringify(text.slice(0, 12))}… (${text.length} chars)`
    : JSON.stringify(text);
}
