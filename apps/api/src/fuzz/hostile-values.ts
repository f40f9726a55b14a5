/** A JSON text put into a body as is (numbers JavaScript cannot hold, keys like __proto__). */
export class RawJson {
  constructor(readonly text: string) {}
}

export interface Hostile<T> {
  label: string;
  value: T;
  /** JSON types of the fields that always get this value (the others get it at random). */
  always?: string[];
}

const LONG_LENGTH = 100_000;
const CONTROL_CHARS = '\u0001\u0002\u0008\u000b\u000c\u001b\u001f\u007f\u0085';

/** Values put in place of one JSON field: wrong types, edge numbers, hostile strings. */
export const HOSTILE_JSON_VALUES: Hostile<unknown>[] = [
  { label: 'null', value: null, always: ['boolean'] },
  { label: 'true', value: true },
  { label: 'empty string', value: '' },
  { label: `string of ${LONG_LENGTH} chars`, value: 'x'.repeat(LONG_LENGTH), always: ['string'] },
  { label: 'NUL', value: '\u0000' },
  { label: 'text with NUL', value: 'fuzz\u0000value', always: ['string'] },
  { label: 'control chars', value: `a${CONTROL_CHARS}b`, always: ['string'] },
  { label: 'CR LF', value: 'a\r\nb: c' },
  { label: 'lone surrogate', value: '\ud800x' },
  { label: 'RTL override and line separators', value: '\u202e\u2028\u2029' },
  { label: '2^31', value: 2 ** 31, always: ['integer', 'number', 'string'] },
  { label: '2^53+1', value: new RawJson('9007199254740993'), always: ['integer', 'number'] },
  { label: '10^20', value: new RawJson('100000000000000000000') },
  { label: '-1', value: -1, always: ['integer', 'number'] },
  { label: '1.5', value: 1.5, always: ['integer', 'number'] },
  { label: '1e308', value: new RawJson('1e308') },
  { label: '1e999 (Infinity)', value: new RawJson('1e999') },
  { label: '-0', value: new RawJson('-0') },
  { label: '"2147483648" (number in a string)', value: '2147483648' },
  { label: '"1"', value: '1', always: ['integer', 'number', 'boolean'] },
  { label: 'empty array', value: [], always: ['object'] },
  { label: 'array of NUL', value: ['\u0000'], always: ['array'] },
  { label: 'empty object', value: {}, always: ['array'] },
  {
    label: '__proto__ object',
    value: new RawJson('{"__proto__":{"polluted":1}}'),
    always: ['object'],
  },
  {
    label: 'constructor.prototype object',
    value: new RawJson('{"constructor":{"prototype":{"polluted":1}}}'),
  },
  { label: '"__proto__"', value: '__proto__' },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'SQL', value: "' OR 1=1; --" },
  { label: '"../../etc/passwd"', value: '../../etc/passwd' },
  { label: 'nesting 100 deep', value: new RawJson('['.repeat(100) + ']'.repeat(100)) },
];

/** Path segments, already in URL form. The URL parser resolves a bare "../", so the encoded form is sent too. */
export const HOSTILE_PATH_SEGMENTS: string[] = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '1%00',
  '%0D%0A',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '-1',
  '1.5',
  '1e308',
  '0',
  '0x10',
  'NaN',
  'abc',
  '%',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%F0%9F%92%A9',
  '%EF%BF%BF',
  '__proto__',
  'constructor',
  '%20',
  'x'.repeat(600),
  'x'.repeat(5000),
];

/** Query values, already in URL form. */
export const HOSTILE_QUERY_VALUES: string[] = [
  ...HOSTILE_PATH_SEGMENTS.filter((s) => !s.startsWith('../')),
  '../../etc/passwd',
  '',
  'x'.repeat(LONG_LENGTH),
];

/** Whole query strings, whatever the operation's parameters. */
export const HOSTILE_QUERY_STRINGS: string[] = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a=1&a=2&a=3',
  `${'a['.repeat(50)}${']'.repeat(50)}=1`,
  '%00=%00',
  '%=%',
  `fuzz=${'y'.repeat(LONG_LENGTH)}`,
  '&&&==&=',
];

/** JSON.stringify, with RawJson values written as their raw text. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v.text);
    return `\u0000raw${raws.length - 1}\u0000`;
  });
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)] ?? '');
}
