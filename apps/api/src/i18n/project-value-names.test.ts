import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@registry/contract/common/language';
import { STANDARD_DATA } from '../db/seed/reference/standards';
import {
  PROJECT_LABEL_NAMES,
  PROJECT_SECTOR_NAMES,
  PROJECT_STATE_NAMES,
  PROJECT_TYPE_NAMES,
  STANDARD_NAMES,
  standardName,
} from './project-value-names';

/*
 * What the API writes of a project's coded values (the public CSV, the
 * standards' list and facet) is what the screen shows: the web app's
 * translation files name them, and these names must be the same.
 */

const LOCALES = path.resolve(import.meta.dirname, '../../../web/public/locales');

function webFile(lng: Language, namespace: string): Record<string, Record<string, unknown>> {
  return JSON.parse(readFileSync(path.join(LOCALES, lng, `${namespace}.json`), 'utf8'));
}

/** One catalogue as the web file's shape: {code: name} in a language. */
function inLanguage(names: Record<string, Record<Language, string>>, lng: Language) {
  return Object.fromEntries(Object.entries(names).map(([code, name]) => [code, name[lng]]));
}

describe('the names of coded project values', () => {
  it.each(LANGUAGES)('are those of the web app in %s', (lng) => {
    const screen = webFile(lng, 'publicProjects');
    expect(inLanguage(PROJECT_STATE_NAMES, lng)).toEqual(screen.states);
    expect(inLanguage(PROJECT_SECTOR_NAMES, lng)).toEqual(screen.sectors);
    expect(inLanguage(PROJECT_TYPE_NAMES, lng)).toEqual(screen.types);
    expect(inLanguage(PROJECT_LABEL_NAMES, lng)).toEqual(screen.labels);
    expect(inLanguage(STANDARD_NAMES, lng)).toEqual(screen.standards);
  });

  it.each(LANGUAGES)(
    'name the CDM as the conversion form names its registry of origin in %s',
    (lng) => {
      expect(standardName('CDM', lng)).toBe(webFile(lng, 'projectConversion').registries?.cdm);
    },
  );

  it('name every seeded standard, and keep the stored name of one they lack', () => {
    expect(Object.keys(STANDARD_NAMES).sort()).toEqual(STANDARD_DATA.map((s) => s.code).sort());
    expect(standardName('CDM', 'es')).toBe('Mecanismo de Desarrollo Limpio (MDL)');
    expect(standardName('NEW', 'es', 'New Standard')).toBe('New Standard');
    expect(standardName('toString', 'en')).toBe('toString');
  });
});
