import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@registry/contract/common/language';
import { checkTexts, flattenStrings } from '@registry/contract/glossary/voice';
import { loadResources } from '../test/test-i18n';

const resources = loadResources();

function texts(lng: string): { where: string; text: string }[] {
  return Object.entries(resources[lng] ?? {}).flatMap(([ns, content]) =>
    flattenStrings(content).map(({ key, text }) => ({
      where: `public/locales/${lng}/${ns}.json ${key}`,
      text,
    })),
  );
}

describe('the voice of the translation files', () => {
  it('reads every file', () => {
    for (const lng of LANGUAGES) expect(texts(lng).length).toBeGreaterThan(200);
  });

  it.each(LANGUAGES)('speaks as usted/você and uses the glossary in %s', (lng) => {
    expect(checkTexts(lng, texts(lng))).toEqual([]);
  });
});
