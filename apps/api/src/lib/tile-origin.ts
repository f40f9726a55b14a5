/**
 * The origin the browser loads map tiles from, for the Content-Security-Policy's
 * img-src: the template's scheme and host, a {s} subdomain becoming the
 * wildcard `*` (https://{s}.tiles.example.org/... allows https://*.tiles.example.org).
 */
export function tileOrigin(template: string): string {
  const url = new URL(template.replaceAll('{s}', 'tile-subdomain'));
  return `${url.protocol}//${url.host.replace('tile-subdomain', '*')}`;
}
