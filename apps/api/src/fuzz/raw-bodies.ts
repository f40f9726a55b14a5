export interface RawBody {
  label: string;
  /** undefined: no content-type header at all. */
  contentType?: string;
  /** undefined: no body at all. */
  payload?: string | Buffer;
}

const DEPTH = 10_000;
const BOUNDARY = 'fuzzBoundary';
/** Over the API's 1 MiB body limit. */
const OVERSIZED_BYTES = 1024 * 1024 + 10;

const part = (name: string, value: string, file?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
  (file ? `; filename="${file}"\r\nContent-Type: application/pdf` : '') +
  `\r\n\r\n${value}\r\n`;

/**
 * Whole bodies that are wrong as a whole: not JSON, not the right type, too
 * deep, too big, or multipart that breaks off. baseText is the well-formed
 * JSON body, sent again under wrong content types.
 */
export function hostileBodies(baseText: string): RawBody[] {
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  const inner = baseText.startsWith('{') && baseText.length > 2 ? baseText.slice(1, -1) : '';
  const withKey = (entry: string) => `{${entry}${inner ? `,${inner}` : ''}}`;
  return [
    { label: 'no body, no content-type' },
    { label: 'empty JSON body', contentType: 'application/json', payload: '' },
    { label: 'JSON body of spaces', contentType: 'application/json', payload: '   \n ' },
    { label: 'invalid JSON "{"', contentType: 'application/json', payload: '{' },
    {
      label: 'invalid JSON, cut short',
      contentType: 'application/json',
      payload: baseText.slice(0, -1),
    },
    { label: 'invalid JSON, single quotes', contentType: 'application/json', payload: "{'a':1}" },
    {
      label: 'invalid JSON, trailing comma',
      contentType: 'application/json',
      payload: withKey('"a":1,'),
    },
    { label: 'invalid JSON, NaN', contentType: 'application/json', payload: 'NaN' },
    {
      label: 'invalid UTF-8',
      contentType: 'application/json',
      payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { label: 'JSON null', contentType: 'application/json', payload: 'null' },
    { label: 'JSON array', contentType: 'application/json', payload: `[${baseText}]` },
    { label: 'JSON string', contentType: 'application/json', payload: '"fuzz"' },
    { label: 'JSON number 2^53+1', contentType: 'application/json', payload: '9007199254740993' },
    { label: 'JSON with BOM', contentType: 'application/json', payload: `\ufeff${baseText}` },
    {
      label: `arrays nested ${DEPTH} deep`,
      contentType: 'application/json',
      payload: '['.repeat(DEPTH) + ']'.repeat(DEPTH),
    },
    {
      label: `objects nested ${DEPTH} deep`,
      contentType: 'application/json',
      payload: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH),
    },
    {
      label: 'top-level __proto__ key',
      contentType: 'application/json',
      payload: withKey('"__proto__":{"isAdminCompany":1}'),
    },
    {
      label: 'top-level constructor.prototype',
      contentType: 'application/json',
      payload: withKey('"constructor":{"prototype":{"isAdminCompany":1}}'),
    },
    {
      label: 'duplicate keys',
      contentType: 'application/json',
      payload: inner ? `{${inner},${inner}}` : '{"a":1,"a":2}',
    },
    {
      label: 'body over 1 MiB',
      contentType: 'application/json',
      payload: `{"a":"${'x'.repeat(OVERSIZED_BYTES)}"}`,
    },
    {
      label: 'JSON as UTF-16',
      contentType: 'application/json; charset=utf-16',
      payload: Buffer.from(baseText, 'utf16le'),
    },
    { label: 'text/plain content type', contentType: 'text/plain', payload: baseText },
    {
      label: 'form-urlencoded content type',
      contentType: 'application/x-www-form-urlencoded',
      payload: 'a=1&__proto__[x]=1',
    },
    {
      label: 'octet-stream content type',
      contentType: 'application/octet-stream',
      payload: Buffer.from(baseText),
    },
    { label: 'garbage content type', contentType: ';;;/;', payload: baseText },
    { label: 'multipart without boundary', contentType: 'multipart/form-data', payload: baseText },
    { label: 'multipart, empty', contentType: multipart, payload: `--${BOUNDARY}--\r\n` },
    {
      label: 'multipart, cut short in a file',
      contentType: multipart,
      payload: part('key', 'k') + part('file', '%PDF-1.4 cut').slice(0, -12),
    },
    {
      label: 'multipart, no closing boundary',
      contentType: multipart,
      payload: part('key', 'k') + part('file', '%PDF-1.4', 'a.pdf'),
    },
    {
      label: 'multipart, bad part header',
      contentType: multipart,
      payload: `--${BOUNDARY}\r\nContent-Disposition: ;;\r\n\r\nv\r\n--${BOUNDARY}--\r\n`,
    },
    {
      label: 'multipart, NUL field and file',
      contentType: multipart,
      payload: `${part('key', '\u0000')}${part('file', '\u0000', '\u0000.pdf')}--${BOUNDARY}--\r\n`,
    },
    {
      label: 'multipart, file without fields',
      contentType: multipart,
      payload: `${part('file', '%PDF-1.4', 'a.pdf')}--${BOUNDARY}--\r\n`,
    },
    {
      label: 'multipart, too many fields',
      contentType: multipart,
      payload: `${Array.from({ length: 30 }, (_, i) => part(`f${i}`, 'v')).join('')}--${BOUNDARY}--\r\n`,
    },
  ];
}
