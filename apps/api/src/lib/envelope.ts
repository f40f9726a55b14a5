import type { CodeMessage } from '@registry/contract/common/envelope';
import type { Language } from '@registry/contract/common/language';
import { type MessageCode, translate } from '../i18n/messages';

export function codeMessage(
  lng: Language,
  code: MessageCode,
  params: Record<string, string | number> = {},
): CodeMessage {
  return { codeMessage: code, message: translate(lng, code, params) };
}

/** A successful answer: status 1, a codeMessage, and the data fields. */
export function ok<T extends object>(
  lng: Language,
  data: T = {} as T,
  code: MessageCode = 'OK',
  params: Record<string, string | number> = {},
) {
  return { status: 1 as const, codeMessages: [codeMessage(lng, code, params)], ...data };
}

/** A failed answer: status 0 and the codeMessages saying why. */
export function fail<T extends object>(
  lng: Language,
  code: MessageCode,
  params: Record<string, string | number> = {},
  data: T = {} as T,
) {
  return { status: 0 as const, codeMessages: [codeMessage(lng, code, params)], ...data };
}

/**
 * A successful answer around data the database already wrote as JSON text (an
 * object): the same text `ok` would give, without parsing and writing the
 * data again (a long list costs the API more to serialize than to fetch).
 */
export function okAroundJson(lng: Language, json: string): string {
  const head = JSON.stringify(ok(lng)).slice(0, -1);
  const fields = json.trim().slice(1);
  return fields.trim() === '}' ? `${head}}` : `${head},${fields}`;
}
