/**
 * The file name a Content-Disposition header gives: its RFC 5987 `filename*`
 * (UTF-8, the API's localized name) before the ASCII `filename`; null without one.
 * A path separator becomes "_": the name is only ever a name.
 */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended);
    } catch {
      name = undefined;
    }
  }
  name ??=
    /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  const safe = name?.replace(/[\\/]/g, '_').trim();
  return safe ? safe : null;
}
