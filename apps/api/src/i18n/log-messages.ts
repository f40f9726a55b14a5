import type { Catalogue } from './catalogue';

/** Messages of the public transparency log (DESIGN.md 4.3). */
export const LOG_MESSAGES = {
  ERROR_LOG_RANGE: {
    en: 'The log holds {size} entries: ask for positions within them, at most 1,000 entries per call.',
    es: 'El registro público tiene {size} entradas: pida posiciones dentro de ellas, como máximo 1.000 entradas por consulta.',
    pt: 'O registro público tem {size} entradas: peça posições dentro delas, no máximo 1.000 entradas por consulta.',
  },
  ERROR_LOG_NO_CHECKPOINT: {
    en: 'The log has no signed checkpoint yet. Try again in a moment.',
    es: 'El registro público todavía no tiene un punto de control firmado. Inténtelo de nuevo en un momento.',
    pt: 'O registro público ainda não tem um ponto de controle assinado. Tente novamente em um momento.',
  },
  ERROR_DATABASE_DIFFERS_FROM_LOG: {
    en: 'The registry database differs from its public log; the operators are looking into it. Please try again later.',
    es: 'La base de datos del registro difiere de su registro público; los operadores lo están revisando. Inténtelo de nuevo más tarde.',
    pt: 'O banco de dados do registro difere do seu registro público; os operadores estão verificando. Tente novamente mais tarde.',
  },
} as const satisfies Catalogue;
