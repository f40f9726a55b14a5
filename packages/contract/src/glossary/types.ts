/**
 * The glossary: one file per interface language naming each concept the screens,
 * the API's messages and the mails share. A translation uses `term`; a text
 * holding one of `forbidden` names the same concept under another name, and the
 * translations' tests (voice.test.ts in apps/web and apps/api) fail on it.
 *
 * A forbidden variant is a string, matched as whole words (its first letter in
 * either case, the rest exactly), or a RegExp for the cases a plain phrase
 * cannot say ("Descargar todos" but not "Descargar todos los archivos").
 */
export type GlossaryVariant = string | RegExp;

export interface GlossaryEntry {
  /** The concept, the same id in every language. */
  readonly id: string;
  /** The preferred name, as a label shows it. */
  readonly term: string;
  readonly forbidden: readonly GlossaryVariant[];
  readonly note?: string;
}

export type Glossary = readonly GlossaryEntry[];
