import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@registry/contract/common/language';
import { REGISTRY_REPORT_TEXTS } from './registry-report-texts';

const locales = path.resolve(import.meta.dirname, '../../../../web/public/locales');
const screenTexts = (lng: string) =>
  JSON.parse(readFileSync(path.join(locales, lng, 'registryReport.json'), 'utf8')) as {
    totals: Record<'issuedKg' | 'retiredKg' | 'cancelledKg' | 'bufferKg', string>;
    by: Record<'title' | 'year' | 'standard' | 'country' | 'sector', string>;
  };
const routeTitle = (lng: string) =>
  (
    JSON.parse(readFileSync(path.join(locales, lng, 'routes.json'), 'utf8')) as Record<
      string,
      string
    >
  ).jpReport;

describe("the words of the registry report's files", () => {
  it.each(LANGUAGES)('are the ones /jp-report shows, in %s', (lng) => {
    const shown = screenTexts(lng);
    const texts = REGISTRY_REPORT_TEXTS[lng];
    expect(texts.title).toBe(routeTitle(lng));
    const { title: _title, ...breakdowns } = shown.by;
    expect(texts.breakdowns).toEqual(breakdowns);
    expect([texts.issued, texts.retired, texts.cancelled, texts.buffer]).toEqual([
      `${shown.totals.issuedKg} (t)`,
      `${shown.totals.retiredKg} (t)`,
      `${shown.totals.cancelledKg} (t)`,
      `${shown.totals.bufferKg} (t)`,
    ]);
  });
});
