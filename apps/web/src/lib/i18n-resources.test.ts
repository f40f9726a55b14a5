import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@registry/contract/common/language';
import { loadResources } from '../test/test-i18n';
import { NAMESPACES } from './i18n';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a translation file as [dotted key, text]. */
function flatten(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree as Tree).flatMap(([key, value]) =>
    flatten(value, prefix ? `${prefix}.${key}` : key),
  );
}

const resources = loadResources();
const entries = (lng: string, ns: string) => new Map(flatten(resources[lng]?.[ns]));
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  it('exist for every language and namespace, and no others', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
    for (const lng of LANGUAGES)
      expect(Object.keys(resources[lng] ?? {}).sort()).toEqual([...NAMESPACES].sort());
  });

  describe.each(NAMESPACES)('namespace %s', (ns) => {
    const english = entries('en', ns);

    it.each(['es', 'pt'])('has the same keys in %s as in en', (lng) => {
      expect([...entries(lng, ns).keys()].sort()).toEqual([...english.keys()].sort());
    });

    it.each(LANGUAGES)('has a non-empty text for every key in %s', (lng) => {
      for (const [key, text] of entries(lng, ns)) {
        expect(typeof text === 'string' && text.trim() !== '', `${lng}/${ns}:${key}`).toBe(true);
      }
    });

    it.each(['es', 'pt'])('uses the same {{placeholders}} in %s as in en', (lng) => {
      for (const [key, text] of entries(lng, ns)) {
        expect(placeholders(text), `${lng}/${ns}:${key}`).toEqual(placeholders(english.get(key)));
      }
    });
  });

  it.each(['es', 'pt'])(
    'are really translated into %s (brand names aside, texts differ from English)',
    (lng) => {
      const pairs = NAMESPACES.flatMap((ns) =>
        [...entries(lng, ns)].map(([key, text]) => [text, entries('en', ns).get(key)]),
      );
      const same = pairs.filter(([text, english]) => text === english).length;
      expect(same / pairs.length).toBeLessThan(0.25);
    },
  );
});
