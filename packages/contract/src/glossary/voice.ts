import type { Language } from '../common/language';
import { GLOSSARY_EN } from './en';
import { GLOSSARY_ES } from './es';
import { GLOSSARY_PT } from './pt';
import type { Glossary, GlossaryVariant } from './types';

export const GLOSSARIES: Record<Language, Glossary> = {
  es: GLOSSARY_ES,
  en: GLOSSARY_EN,
  pt: GLOSSARY_PT,
};

/**
 * Spanish speaks as usted. These words are tú wherever they stand: the
 * possessives and pronouns, the present of the glossary's verbs, and the
 * imperatives carrying a pronoun ("inténtalo", usted: "inténtelo").
 */
export const TU_WORDS_ES: readonly string[] = [
  'tu',
  'tus',
  'tú',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  'tuyos',
  'tuyas',
  'puedes',
  'tienes',
  'debes',
  'eres',
  'estás',
  'quieres',
  'necesitas',
  'perteneces',
  'crees',
  'olvidaste',
  'estuviste',
  'seguiste',
  'dejaste',
  'pediste',
  'registraste',
  'rechazaste',
  'esperabas',
  'usarás',
  'inicies',
  'haz',
  'registrarte',
  'suscribirte',
  'conectarte',
  'quitarte',
  'inténtalo',
  'selecciónalo',
  'selecciónala',
  'búscala',
  'búscalo',
  'súbelo',
  'súbela',
  'pídeselo',
  'escríbenos',
  'síguenos',
  'déjalo',
  'avísale',
  'cópialo',
  'cópiala',
  'revísalo',
];

/**
 * The tú imperatives of the glossary's verbs. Each is also the third person
 * ("el certificador revisa") or a noun ("la descarga"), so it is refused only
 * where an imperative stands: at the start of a sentence or a clause (after
 * . ! ? ¡ ¿ : or ;). A word joined to a pronoun by a hyphen (pt "Espera-se") is not one.
 */
export const TU_IMPERATIVES_ES: readonly string[] = [
  'escribe',
  'ingresa',
  'inicia',
  'revisa',
  'intenta',
  'selecciona',
  'descarga',
  'acepta',
  'autoriza',
  'elige',
  'abre',
  'crea',
  'completa',
  'agrega',
  'añade',
  'espera',
  'confirma',
  'recupera',
  'consulta',
  'contacta',
  'vuelve',
  'sube',
  'responde',
  'pide',
  'solicita',
  'cierra',
  'registra',
  'formula',
  'describe',
  'usa',
  'informa',
  'busca',
  'copia',
  'guarda',
  'cambia',
  'recarga',
  'ignora',
  'lee',
];

/**
 * Where a word of TU_IMPERATIVES_ES begins one of these, a noun or the third
 * person is meant ("Descarga de créditos retirados", a developer "formula y
 * ejecuta proyectos").
 */
export const TU_ALLOWED_PHRASES_ES: readonly string[] = [
  'descarga de',
  'consulta de',
  'copia legible',
  'formula y ejecuta',
];

/** Portuguese speaks as você: the tu pronouns and possessives and the tu present. */
export const TU_WORDS_PT: readonly string[] = [
  'tu',
  'teu',
  'tua',
  'teus',
  'tuas',
  'ti',
  'contigo',
  'te',
  'podes',
  'tens',
  'estás',
  'queres',
  'precisas',
  'deves',
  'és',
];

/**
 * The tu imperatives of Portuguese; as in Spanish, refused only at a clause's start.
 * Not "aceita": it is also the adjective ("Aceita", an accepted request).
 */
export const TU_IMPERATIVES_PT: readonly string[] = [
  'escreve',
  'digita',
  'tenta',
  'seleciona',
  'faz',
  'clica',
  'escolhe',
  'abre',
  'cria',
  'verifica',
  'insere',
  'entra',
  'envia',
  'preenche',
  'completa',
  'espera',
];

export interface VoiceProblem {
  /** The text as found. */
  readonly word: string;
  readonly kind: 'tu' | 'glossary';
  /** For kind 'glossary': the concept and its preferred term. */
  readonly conceptId?: string;
  readonly term?: string;
}

const LETTER = String.raw`[\p{L}\p{N}]`;
const CLAUSE_START = String.raw`(?:^|[.!?¡¿:;\n]\s*)`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function wholeWords(words: readonly string[]): RegExp {
  return new RegExp(`(?<!${LETTER})(?:${words.map(escapeRegExp).join('|')})(?!${LETTER})`, 'giu');
}

function atClauseStart(words: readonly string[]): RegExp {
  return new RegExp(
    `${CLAUSE_START}((?:${words.map(escapeRegExp).join('|')})(?!${LETTER}|-))`,
    'giu',
  );
}

/** A glossary variant as a RegExp: a phrase is whole words, its first letter in either case. */
export function variantPattern(variant: GlossaryVariant): RegExp {
  if (variant instanceof RegExp)
    return new RegExp(variant.source, variant.flags.replace('g', '') + 'gu');
  const first = variant.charAt(0);
  const head =
    first.toLowerCase() === first.toUpperCase()
      ? escapeRegExp(first)
      : `[${first.toLowerCase()}${first.toUpperCase()}]`;
  return new RegExp(`(?<!${LETTER})${head}${escapeRegExp(variant.slice(1))}(?!${LETTER})`, 'gu');
}

const VOICE: Partial<
  Record<Language, { words: RegExp; imperatives: RegExp; allowed: readonly string[] }>
> = {
  es: {
    words: wholeWords(TU_WORDS_ES),
    imperatives: atClauseStart(TU_IMPERATIVES_ES),
    allowed: TU_ALLOWED_PHRASES_ES,
  },
  pt: {
    words: wholeWords(TU_WORDS_PT),
    imperatives: atClauseStart(TU_IMPERATIVES_PT),
    allowed: [],
  },
};

/** Removes what is not prose: {{i18next}} and {api} placeholders, HTML tags. */
function prose(text: string): string {
  return text.replace(/\{\{[^}]*\}\}|\{\w+\}/g, ' ').replace(/<[^>]*>/g, ' ');
}

/** The tú/tu forms in a text of the given language (none for English). */
export function findTuForms(lng: Language, text: string): VoiceProblem[] {
  const voice = VOICE[lng];
  if (!voice) return [];
  const clean = prose(text);
  const problems: VoiceProblem[] = [];
  for (const match of clean.matchAll(voice.words)) problems.push({ word: match[0], kind: 'tu' });
  for (const match of clean.matchAll(voice.imperatives)) {
    const word = match[1] ?? '';
    const rest = clean.slice((match.index ?? 0) + match[0].length - word.length).toLowerCase();
    if (voice.allowed.some((phrase) => rest.startsWith(phrase))) continue;
    problems.push({ word, kind: 'tu' });
  }
  return problems;
}

/** The glossary's concepts named, in this text, by one of their forbidden variants. */
export function findGlossaryVariants(lng: Language, text: string): VoiceProblem[] {
  const clean = prose(text);
  const problems: VoiceProblem[] = [];
  for (const entry of GLOSSARIES[lng]) {
    for (const variant of entry.forbidden) {
      for (const match of clean.matchAll(variantPattern(variant))) {
        problems.push({ word: match[0], kind: 'glossary', conceptId: entry.id, term: entry.term });
      }
    }
  }
  return problems;
}

/** One line per problem: where (file and key), the offending word, and what to write instead. */
export function checkTexts(
  lng: Language,
  texts: Iterable<{ where: string; text: string }>,
): string[] {
  const failures: string[] = [];
  for (const { where, text } of texts) {
    for (const problem of [...findTuForms(lng, text), ...findGlossaryVariants(lng, text)]) {
      failures.push(
        problem.kind === 'tu'
          ? `${where} [${lng}]: "${problem.word}" speaks as tú/tu, write it as ${lng === 'es' ? 'usted' : 'você'}: ${text}`
          : `${where} [${lng}]: "${problem.word}" names glossary concept ${problem.conceptId}, write "${problem.term}": ${text}`,
      );
    }
  }
  return failures;
}

/** Every string of a nested translation object, with its dotted key. */
export function flattenStrings(value: unknown, prefix = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key: prefix, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => flattenStrings(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      flattenStrings(item, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}
