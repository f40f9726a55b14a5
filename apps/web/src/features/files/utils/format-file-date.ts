/**
 * A file's created or updated date-time (ISO 8601) as the user's language
 * writes it, e.g. "21 nov 2026, 14:05" in es; text that is not a date is shown as is.
 */
export function formatFileDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
