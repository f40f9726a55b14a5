import type { TFunction } from 'i18next';
import type { CorrectionValue } from '@registry/contract/projects/correction-history';

const DATE_FIELDS = new Set(['creditingStart', 'creditingEnd']);
const ENUMS: Record<string, string> = {
  sector: 'sectors',
  type: 'types',
  correspondingAdjustment: 'adjustments',
};

/** An ISO date (2026-03-01) in the reader's language, without a time zone shift. */
function formatDate(value: string, language: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A documents change: "+name" added, "-name" retired, "~name" changed. */
function documentChange(change: string, t: TFunction<'correctionHistory'>): string {
  const name = change.slice(1);
  if (change.startsWith('+')) return t('added', { name });
  if (change.startsWith('-')) return t('removed', { name });
  if (change.startsWith('~')) return t('changed', { name });
  return change;
}

/** A saved value as a reader understands it: names for ids, translated enums, dates, yes/no. */
export function formatValue(
  field: string,
  { value, label }: CorrectionValue,
  t: TFunction<'correctionHistory'>,
  language: string,
): string {
  if (label !== null) return label;
  if (value === null || value === undefined || value === '') return t('none');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  const enumKey = ENUMS[field];
  if (typeof value === 'string') {
    if (enumKey) return t(`${enumKey}.${value}`, { defaultValue: value });
    if (DATE_FIELDS.has(field)) return formatDate(value, language);
    return value;
  }
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        field === 'documents' && typeof item === 'string' ? documentChange(item, t) : String(item),
      )
      .join(', ');
  }
  return JSON.stringify(value);
}

/** A moment (ISO) as date and time in the reader's language. */
export function formatMoment(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
