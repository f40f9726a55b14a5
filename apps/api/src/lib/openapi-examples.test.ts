import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, createTestApp, type TestApp } from '../../test/test-app';
import { MESSAGES } from '../i18n/messages';

/*
 * The OpenAPI document at /api/docs (issue 21): every operation shows an
 * example of its request body and of each answer, each fitting its own
 * schema, and each refusal's example names a real code with its message.
 */

type Media = { schema?: { example?: unknown } & Record<string, unknown> };
type Operation = {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};

let t: TestApp;
let operations: [string, Operation][];
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: HEADERS });
  const document = response.json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      `${method} ${path}`,
      operation,
    ]),
  );
});
afterAll(async () => {
  await t.close();
});

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);

/**
 * The document's schemas in JSON Schema draft 7 for Ajv: OpenAPI 3.0's
 * `nullable` and boolean `exclusiveMinimum`/`exclusiveMaximum` rewritten.
 */
function draft7(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(draft7);
  if (typeof node !== 'object' || node === null) return node;
  const { nullable, exclusiveMinimum, exclusiveMaximum, ...rest } = node as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, draft7(value)]));
  if (exclusiveMinimum === true) {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  } else if (typeof exclusiveMinimum === 'number') out.exclusiveMinimum = exclusiveMinimum;
  if (exclusiveMaximum === true) {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  } else if (typeof exclusiveMaximum === 'number') out.exclusiveMaximum = exclusiveMaximum;
  if (nullable === true) return { anyOf: [out, { type: 'null' }] };
  return out;
}

/** Where an example is missing or does not fit its schema. */
function problemsOf(name: string, media: Media | undefined): string[] {
  const schema = media?.schema;
  if (!schema) return [];
  if (!('example' in schema)) return [`${name}: no example`];
  const { example, ...rest } = schema;
  const validate = ajv.compile(draft7(rest) as object);
  return validate(example) ? [] : [`${name}: ${ajv.errorsText(validate.errors)}`];
}

describe('the OpenAPI document', () => {
  it('gives every request body and every JSON answer an example that fits its schema', () => {
    expect(operations.length).toBeGreaterThan(150);
    const problems = operations.flatMap(([name, operation]) => [
      ...problemsOf(`${name} body`, operation.requestBody?.content?.['application/json']),
      ...Object.entries(operation.responses ?? {}).flatMap(([status, answer]) =>
        problemsOf(`${name} ${status}`, answer.content?.['application/json']),
      ),
    ]);
    expect(problems).toEqual([]);
  });

  it('shows each refusal as the envelope with a real code and its message', () => {
    const refusals = operations.flatMap(([name, operation]) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => /^[45]/.test(status))
        .map(([status, answer]) => ({
          name: `${name} ${status}`,
          example: answer.content?.['application/json']?.schema?.example as
            | { status: number; codeMessages: { codeMessage: string; message: string }[] }
            | undefined,
        })),
    );
    expect(refusals.length).toBeGreaterThan(300);
    const wrong = refusals.filter(
      ({ example }) =>
        !example ||
        example.status !== 0 ||
        !example.codeMessages.every(
          (each) => each.codeMessage in MESSAGES && !each.message.includes('{'),
        ),
    );
    expect(wrong.map(({ name }) => name)).toEqual([]);
    const transfer = operations.find(([name]) => name.endsWith('projectCompanyTransfer/transfer'));
    const refusal = transfer?.[1].responses?.['400']?.content?.['application/json']?.schema
      ?.example as { codeMessages: { codeMessage: string }[] };
    expect(refusal.codeMessages[0]?.codeMessage).toBe('ERROR_LEDGER_NOT_ENOUGH');
  });
});
