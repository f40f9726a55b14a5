import type { Catalogue } from './catalogue';

/** Messages of the fee schedule and the invoices (DESIGN.md 4.5). */
export const BILLING_MESSAGES = {
  ERROR_FEE_IN_THE_PAST: {
    en: 'A fee applies from today ({today}) or a later day: an event already priced is never repriced.',
    es: 'Una tarifa rige desde hoy ({today}) o un día posterior: un evento ya facturado nunca se vuelve a facturar.',
    pt: 'Uma tarifa vale a partir de hoje ({today}) ou de um dia posterior: um evento já faturado nunca é refaturado.',
  },
  ERROR_FEE_CURRENCY: {
    en: 'Write the currency as its three-letter ISO 4217 code, such as USD or COP.',
    es: 'Escriba la moneda con su código ISO 4217 de tres letras, como USD o COP.',
    pt: 'Escreva a moeda com o código ISO 4217 de três letras, como USD ou BRL.',
  },
  SUCCESS_FEE_SAVED: {
    en: 'The fee was saved.',
    es: 'La tarifa quedó guardada.',
    pt: 'A tarifa foi salva.',
  },
} satisfies Catalogue;
