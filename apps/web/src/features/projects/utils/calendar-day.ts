/** A local calendar day as a date input writes it: YYYY-MM-DD. */
export function calendarDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The calendar day `days` after `from` (today when left out). */
export function daysFromToday(days: number, from = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return calendarDay(date);
}

/** A calendar day (YYYY-MM-DD) the way the interface language writes it; as typed when not a day. */
export function formatCalendarDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
