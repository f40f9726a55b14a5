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
  SUCCESS_INVOICE_PROOF_SENT: {
    en: 'The proof of payment was sent. The registry will confirm it.',
    es: 'El comprobante de pago quedó enviado. El registro lo confirmará.',
    pt: 'O comprovante de pagamento foi enviado. O registro vai confirmá-lo.',
  },
  SUCCESS_INVOICE_REVIEWED: {
    en: 'The invoice was updated and the company was told.',
    es: 'La factura quedó actualizada y se le informó a la empresa.',
    pt: 'A fatura foi atualizada e a empresa foi avisada.',
  },
  ERROR_INVOICE_NOT_FOUND: {
    en: 'That invoice does not exist or is not yours to see.',
    es: 'Esa factura no existe o usted no puede verla.',
    pt: 'Essa fatura não existe ou você não pode vê-la.',
  },
  ERROR_INVOICE_STATE: {
    en: 'The invoice is {state} now: that cannot be done in this state. Reload to see it as it is.',
    es: 'La factura está ahora en estado {state}: eso no se puede hacer en este estado. Recargue para verla como está.',
    pt: 'A fatura está agora no estado {state}: isso não pode ser feito neste estado. Recarregue para vê-la como está.',
  },
  MAIL_INVOICE_PROOF_SUBJECT: {
    en: 'Proof of payment received for invoice {number}',
    es: 'Comprobante de pago recibido para la factura {number}',
    pt: 'Comprovante de pagamento recebido para a fatura {number}',
  },
  MAIL_INVOICE_PROOF_BODY: {
    en: 'Hello {name},\n\n{company} uploaded the proof of payment of invoice {number}. The registry checks it against its bank statement and then confirms the payment or says why it cannot.\n\nSee what waits for confirmation: {link}',
    es: 'Hola, {name}:\n\n{company} cargó el comprobante de pago de la factura {number}. El registro lo coteja con su extracto bancario y luego confirma el pago o explica por qué no puede.\n\nVea lo que espera confirmación: {link}',
    pt: 'Olá, {name},\n\n{company} enviou o comprovante de pagamento da fatura {number}. O registro o confere com o extrato bancário e depois confirma o pagamento ou explica por que não pode.\n\nVeja o que aguarda confirmação: {link}',
  },
  MAIL_INVOICE_PAID_SUBJECT: {
    en: 'Invoice {number} is paid',
    es: 'La factura {number} está pagada',
    pt: 'A fatura {number} está paga',
  },
  MAIL_INVOICE_PAID_BODY: {
    en: 'Hello {name},\n\nThe registry confirmed the payment of invoice {number} of {company}. Nothing else is needed.\n\nSee the invoices: {link}',
    es: 'Hola, {name}:\n\nEl registro confirmó el pago de la factura {number} de {company}. No se necesita nada más.\n\nVea las facturas: {link}',
    pt: 'Olá, {name},\n\nO registro confirmou o pagamento da fatura {number} de {company}. Não é preciso mais nada.\n\nVeja as faturas: {link}',
  },
  MAIL_INVOICE_REFUSED_SUBJECT: {
    en: 'The proof of payment of invoice {number} was not accepted',
    es: 'El comprobante de pago de la factura {number} no fue aceptado',
    pt: 'O comprovante de pagamento da fatura {number} não foi aceito',
  },
  MAIL_INVOICE_REFUSED_BODY: {
    en: 'Hello {name},\n\nThe registry could not confirm the payment of invoice {number} of {company}. The reason: {reason}\n\nThe invoice is open again: upload a new proof when the transfer is made. {link}',
    es: 'Hola, {name}:\n\nEl registro no pudo confirmar el pago de la factura {number} de {company}. El motivo: {reason}\n\nLa factura queda abierta de nuevo: cargue un nuevo comprobante cuando haya hecho la transferencia. {link}',
    pt: 'Olá, {name},\n\nO registro não pôde confirmar o pagamento da fatura {number} de {company}. O motivo: {reason}\n\nA fatura fica aberta de novo: envie um novo comprovante quando fizer a transferência. {link}',
  },
  MAIL_INVOICE_VOIDED_SUBJECT: {
    en: 'Invoice {number} was voided',
    es: 'La factura {number} fue anulada',
    pt: 'A fatura {number} foi anulada',
  },
  MAIL_INVOICE_VOIDED_BODY: {
    en: 'Hello {name},\n\nThe registry voided invoice {number} of {company}: it is no longer owed. The reason: {reason}\n\nSee the invoices: {link}',
    es: 'Hola, {name}:\n\nEl registro anuló la factura {number} de {company}: ya no se debe. El motivo: {reason}\n\nVea las facturas: {link}',
    pt: 'Olá, {name},\n\nO registro anulou a fatura {number} de {company}: ela não é mais devida. O motivo: {reason}\n\nVeja as faturas: {link}',
  },
} satisfies Catalogue;
