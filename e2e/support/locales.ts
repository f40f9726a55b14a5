import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

/**
 * The text a user sees for a key, read from the app's own translation files,
 * with its {{placeholders}} filled from values, and one full stop after a name
 * that ends in one, as the app's i18next post-processor writes it.
 */
export function text(
  lng: 'en' | 'es' | 'pt',
  ns: string,
  key: string,
  values: Record<string, string> = {},
): string {
  const file = path.resolve(import.meta.dirname, `../../apps/web/public/locales/${lng}/${ns}.json`);
  let node: string | Tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  for (const part of key.split('.')) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`no ${lng}/${ns}:${key}`);
    node = node[part] as string | Tree;
  }
  if (typeof node !== 'string') throw new Error(`${lng}/${ns}:${key} is not a text`);
  return Object.entries(values)
    .reduce((message, [name, value]) => message.replaceAll(`{{${name}}}`, value), node)
    .replace(/(\p{L})\.\.(?!\.)/gu, '$1.');
}
