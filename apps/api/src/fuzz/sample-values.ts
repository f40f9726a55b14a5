import type { JsonSchema } from './openapi-operations';

/** Strings tried in order for a string field; the first its schema accepts is used. */
const STRING_CANDIDATES = [
  'Fuzz',
  '1',
  'a',
  'fuzz@example.com',
  '+57',
  '0123456789abcdef0123456789abcdef',
  '2026-01-01',
  'fuzz-value',
];

export interface SampleOptions {
  /** Fill the optional properties too (default: only the required ones). */
  isFull?: boolean;
}

/**
 * A value that looks well formed for schema: the required properties (or
 * all) filled, numbers at the smallest allowed (ids then point at the seeded
 * rows), the first enum value, strings that match their pattern. The base the
 * mutations start from.
 */
export function sampleOf(schema: JsonSchema, name = '', options: SampleOptions = {}): unknown {
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice && choice.length > 0) {
    const first = choice.find((s) => s.type !== 'null') ?? choice[0];
    return sampleOf(first ?? {}, name, options);
  }
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== 'null') ?? 'null')
    : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => options.isFull || schema.required?.includes(key))
          .map(([key, s]) => [key, sampleOf(s, key, options)]),
      );
    case 'array':
      return schema.items ? [sampleOf(schema.items, name, options)] : [];
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema, name);
    default:
      return schema.properties ? sampleOf({ ...schema, type: 'object' }, name, options) : 'a';
  }
}

function sampleNumber(schema: JsonSchema): number {
  let value = 1;
  if (typeof schema.minimum === 'number') {
    value = Math.max(value, schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0));
  }
  if (typeof schema.exclusiveMinimum === 'number')
    value = Math.max(value, schema.exclusiveMinimum + 1);
  if (typeof schema.maximum === 'number') value = Math.min(value, schema.maximum);
  return value;
}

function sampleString(schema: JsonSchema, name: string): string {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const isEmail = schema.format === 'email' || /e-?mail/i.test(name);
  const isPhone = /phone$/i.test(name);
  const candidates = [
    ...(isEmail ? ['fuzz@example.com'] : []),
    ...(isPhone ? ['3001234567'] : []),
    ...STRING_CANDIDATES,
  ];
  const fits = (text: string) =>
    text.length >= minLength && text.length <= maxLength && (!pattern || pattern.test(text));
  return candidates.find(fits) ?? 'a'.repeat(Math.min(Math.max(minLength, 1), maxLength));
}
