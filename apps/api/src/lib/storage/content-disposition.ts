/** RFC 5987 encoding of a header parameter value (filename*=UTF-8''...). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="..."; filename*=UTF-8''...`: the file is saved, never
 * shown inline, under its original name (an ASCII fallback for old clients).
 */
export function attachmentDisposition(fileName: string): string {
  const name = fileName.replace(/[\r\n]/g, ' ').trim() || 'file';
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
