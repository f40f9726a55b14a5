import { translate, type MessageCode } from '../i18n/messages';

/** A JSON schema as fastify-type-provider-zod hands it to the OpenAPI document. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  [key: string]: unknown;
};

/** The message each error status shows in the document's examples (any route may answer it). */
const ERROR_EXAMPLES: Record<
  string,
  { code: MessageCode; field?: string; params?: Record<string, string> }
> = {
  '400': {
    code: 'ERROR_INVALID_FIELD',
    field: 'quantity',
    params: { field: 'quantity', reason: 'it must be a whole number above 0' },
  },
  '401': { code: 'ERROR_UNAUTHORIZED' },
  '403': { code: 'ERROR_FORBIDDEN' },
  '404': { code: 'ERROR_NOT_FOUND' },
  '429': { code: 'ERROR_RATE_LIMIT', params: { minutes: '15' } },
  '500': { code: 'ERROR_INTERNAL' },
  '503': { code: 'ERROR_INTERNAL' },
};

/** The refusals of a status that depend on the call, by its path: the first that matches. */
const ERRORS_BY_PATH: [string, RegExp, MessageCode, Record<string, string>?][] = [
  ['409', /webhooks/, 'ERROR_WEBHOOK_DELETED'],
  ['409', /exchangeUser|marketplaceUser/, 'ERROR_MARKET_ACCOUNT_TAKEN', { market: 'Polygon' }],
  ['409', /billing/, 'ERROR_INVOICE_STATE', { state: 'paid' }],
  ['409', /file|companiesDocuments|companiesMedia|upload/, 'ERROR_UPLOAD_NOT_FOUND'],
  ['409', /comment/, 'ERROR_COMMENT_ALREADY_HIDDEN'],
  ['409', /\/user/, 'ERROR_EMAIL_REGISTERED'],
  ['409', /./, 'ERROR_COMPANY_STATE', { state: 'suspended' }],
  ['410', /./, 'ERROR_UPLOAD_NOT_FOUND'],
  ['422', /webhooks/, 'ERROR_WEBHOOK_PRIVATE_ADDRESS'],
  ['422', /exchangeUser|marketplaceUser/, 'ERROR_MARKET_ACCOUNT_UNKNOWN', { market: 'Polygon' }],
  ['503', /exchangeUser|marketplaceUser/, 'ERROR_MARKET_UNAVAILABLE', { market: 'Polygon' }],
  ['422', /comment/, 'ERROR_COMMENT_ATTACHMENT_REFUSED'],
  ['422', /report/, 'ERROR_CARBON_TAX_REPORT_TOO_LARGE', { max: '20000' }],
  ['422', /file|companiesDocuments|companiesMedia|upload/, 'malformedFile'],
  ['422', /./, 'ERROR_IDEMPOTENCY_KEY_REUSED'],
];

/** The ledger's refusals, on the operations an API key may call (its 400). */
const LEDGER_400 = {
  code: 'ERROR_LEDGER_NOT_ENOUGH' as MessageCode,
  params: { availableKg: '2000', quantityKg: '5000' },
};

/** Strings by the property's name, where the format says nothing. */
const STRINGS_BY_NAME: [RegExp, string][] = [
  [/email/i, 'owner@demo.example'],
  [/url$/i, 'https://receiver.example/hooks'],
  [/^lng$|language/i, 'es'],
  [/country/i, 'CO'],
  [/currency/i, 'USD'],
  [/name$/i, 'Bosques del Pacífico S.A.S.'],
  [/serial/i, 'CR-VCS-CO-0001-2024-1-1-500'],
  [/token|secret|password/i, '…'],
];

/** Strings tried in turn against a pattern the others do not fit. */
const PATTERN_FITTERS = [
  '2026-11-29',
  '+57',
  '+57 601 555 0100',
  '1795940000000',
  '0'.repeat(64),
  '0'.repeat(32),
  `${'A'.repeat(43)}=`,
  '4f9d2c1e-7a4b-4d8f-9a1c-3e5a7b9d1f3a',
  '2026-11',
  'CO',
  '1',
];

const STRINGS_BY_FORMAT: Record<string, string> = {
  email: 'owner@demo.example',
  'date-time': '2026-11-29T09:00:00.000Z',
  date: '2026-11-29',
  uri: 'https://registry.example/api/docs',
  url: 'https://registry.example/api/docs',
  uuid: '4f9d2c1e-7a4b-4d8f-9a1c-3e5a7b9d1f3a',
};

function stringExample(schema: JsonSchema, name: string): string {
  const byFormat = schema.format ? STRINGS_BY_FORMAT[schema.format] : undefined;
  const byName = STRINGS_BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
  const candidates = [byFormat, byName, 'text', ...PATTERN_FITTERS].filter(
    (value): value is string => !!value,
  );
  const matching = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    (!matching || matching.test(value));
  const chosen = candidates.find(fits);
  if (chosen !== undefined) return chosen;
  const base = candidates[0] ?? 'x';
  return base.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? Infinity);
}

function numberExample(schema: JsonSchema): number {
  if (typeof schema.minimum === 'number') return Math.max(schema.minimum, 1);
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  return Math.min(1, schema.maximum ?? 1);
}

/** A value that fits the schema, made from it (its own example, default, const or first choice first). */
export function exampleOf(schema: JsonSchema | undefined, name = '', depth = 0): unknown {
  if (!schema || depth > 12) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find(
    (each) => each.type !== 'null',
  );
  if (branch) return exampleOf(branch, name, depth + 1);
  if (schema.allOf?.length) return exampleOf(Object.assign({}, ...schema.allOf), name, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type =
    types.find((each) => each !== 'null') ??
    (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          exampleOf(value, key, depth + 1),
        ]),
      );
    case 'array':
      return schema.items
        ? Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () =>
            exampleOf(schema.items, name, depth + 1),
          )
        : [];
    case 'string':
      return stringExample(schema, name);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

const isEnvelope = (schema: JsonSchema) =>
  !!schema.properties?.status && !!schema.properties.codeMessages;

/** A success answer: its data made from the schema, status 1 and the OK message. */
function successExample(schema: JsonSchema): unknown {
  const example = exampleOf(schema);
  if (!isEnvelope(schema) || typeof example !== 'object' || example === null) return example;
  return {
    ...example,
    status: 1,
    codeMessages: [{ codeMessage: 'OK', message: translate('en', 'OK') }],
  };
}

/** A refusal: status 0 and the status's usual message, in English, beside the answer's own fields. */
function errorExample(schema: JsonSchema, status: string, path: string, isLedgerCall: boolean) {
  const byPath = ERRORS_BY_PATH.find(([each, pattern]) => each === status && pattern.test(path));
  const chosen =
    status === '400' && isLedgerCall
      ? LEDGER_400
      : (ERROR_EXAMPLES[status] ??
        (byPath ? { code: byPath[2], params: byPath[3] ?? {} } : undefined));
  if (!chosen) return undefined;
  const fields = exampleOf(schema);
  const { code, field, params } = { field: undefined, params: {}, ...chosen } as {
    code: MessageCode;
    field?: string;
    params: Record<string, string>;
  };
  return {
    ...(typeof fields === 'object' ? fields : {}),
    status: 0,
    codeMessages: [
      {
        codeMessage: code,
        message: translate('en', code, params),
        ...(field ? { field } : {}),
      },
    ],
  };
}

type Media = { schema?: JsonSchema };
type Operation = {
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};

function exampleInto(media: Media | undefined, example: unknown): void {
  if (media?.schema && example !== undefined) media.schema = { ...media.schema, example };
}

/**
 * The document with an `example` in each operation's schemas (issue 21): the
 * request body made from its schema, each success answer likewise, and each
 * refusal as the envelope with a real code and message (the ledger's own on
 * the operations an API key may call). Made on the finished document
 * (@fastify/swagger's transformObject), so each example fits the schema served.
 */
export function withExamples<T extends { paths?: object }>(document: T): T {
  const paths = Object.entries(document.paths ?? {}) as [string, object | undefined][];
  for (const [path, methods] of paths) {
    for (const operation of Object.values(methods ?? {}) as Operation[]) {
      if (typeof operation !== 'object' || operation === null) continue;
      const isLedgerCall = !!operation.security?.some((each) => 'apiKey' in each);
      const body = operation.requestBody?.content?.['application/json'];
      exampleInto(body, exampleOf(body?.schema));
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const media = answer.content?.['application/json'];
        if (!media?.schema) continue;
        exampleInto(
          media,
          status.startsWith('2')
            ? successExample(media.schema)
            : errorExample(media.schema, status, path, isLedgerCall),
        );
      }
    }
  }
  return document;
}
