import { z } from 'zod';

/** A calendar day, YYYY-MM-DD (a day that does not exist, 2026-02-30, is refused); UTC in every filter. */
export const DaySchema = z.iso.date();

/** A filter as a query string ("" or "?a=1&b=2"), empty values left out, in the object's key order. */
export function queryStringOf(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
