import type { FeeKind, InvoiceState } from '@registry/contract/billing/billing-api';
import type { Language } from '@registry/contract/common/language';

/** The invoice PDF's words, in each interface language (Spanish as usted, Portuguese as você). */
export interface InvoiceTexts {
  registry: string;
  title: string;
  number: string;
  issued: string;
  due: string;
  state: string;
  billedTo: string;
  platformId: string;
  document: string;
  address: string;
  contact: string;
  lines: string;
  concept: string;
  quantity: string;
  unitPrice: string;
  perTonne: string;
  subtotal: string;
  tax: string;
  total: string;
  payTitle: string;
  payText: string;
  holder: string;
  bank: string;
  account: string;
  swift: string;
  reference: string;
  paidOn: string;
  reasonLabel: string;
  kinds: Record<FeeKind, string>;
  states: Record<InvoiceState, string>;
}

export const INVOICE_TEXTS: Record<Language, InvoiceTexts> = {
  es: {
    registry: 'Registro de Carbono',
    title: 'Factura',
    number: 'Número',
    issued: 'Fecha de emisión',
    due: 'Fecha de vencimiento',
    state: 'Estado',
    billedTo: 'Facturado a',
    platformId: 'ID de plataforma',
    document: 'Documento',
    address: 'Dirección',
    contact: 'Contacto de facturación',
    lines: 'Detalle',
    concept: 'Concepto',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    perTonne: 'por tonelada',
    subtotal: 'Subtotal',
    tax: 'Impuesto ({rate})',
    total: 'Total',
    payTitle: 'Cómo pagar',
    payText:
      'Transfiera el total a la cuenta del registro con el número de la factura como referencia y luego cargue el comprobante de pago en la factura, en Facturación.',
    holder: 'Titular',
    bank: 'Banco',
    account: 'Cuenta',
    swift: 'SWIFT/BIC',
    reference: 'Referencia',
    paidOn: 'Pagada el {date}.',
    reasonLabel: 'Motivo',
    kinds: {
      accountOpening: 'Apertura de cuenta',
      yearlyAccount: 'Cuota anual de cuenta',
      issuanceLevy: 'Tarifa de emisión',
      retirementFee: 'Tarifa de retiro',
    },
    states: {
      issued: 'Emitida',
      pendingConfirmation: 'Pago pendiente de confirmación',
      paid: 'Pagada',
      void: 'Anulada',
    },
  },
  en: {
    registry: 'Carbon Registry',
    title: 'Invoice',
    number: 'Number',
    issued: 'Issue date',
    due: 'Due date',
    state: 'State',
    billedTo: 'Billed to',
    platformId: 'Platform ID',
    document: 'Document',
    address: 'Address',
    contact: 'Billing contact',
    lines: 'Details',
    concept: 'Item',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    perTonne: 'per tonne',
    subtotal: 'Subtotal',
    tax: 'Tax ({rate})',
    total: 'Total',
    payTitle: 'How to pay',
    payText:
      "Transfer the total to the registry's account with the invoice number as the reference, then upload the proof of payment on the invoice, under Invoicing.",
    holder: 'Account holder',
    bank: 'Bank',
    account: 'Account',
    swift: 'SWIFT/BIC',
    reference: 'Reference',
    paidOn: 'Paid on {date}.',
    reasonLabel: 'Reason',
    kinds: {
      accountOpening: 'Account opening',
      yearlyAccount: 'Yearly account fee',
      issuanceLevy: 'Issuance levy',
      retirementFee: 'Retirement fee',
    },
    states: {
      issued: 'Issued',
      pendingConfirmation: 'Payment pending confirmation',
      paid: 'Paid',
      void: 'Void',
    },
  },
  pt: {
    registry: 'Registro de Carbono',
    title: 'Fatura',
    number: 'Número',
    issued: 'Data de emissão',
    due: 'Data de vencimento',
    state: 'Estado',
    billedTo: 'Faturado a',
    platformId: 'ID da plataforma',
    document: 'Documento',
    address: 'Endereço',
    contact: 'Contato de faturamento',
    lines: 'Detalhe',
    concept: 'Item',
    quantity: 'Quantidade',
    unitPrice: 'Preço unitário',
    perTonne: 'por tonelada',
    subtotal: 'Subtotal',
    tax: 'Imposto ({rate})',
    total: 'Total',
    payTitle: 'Como pagar',
    payText:
      'Transfira o total para a conta do registro com o número da fatura como referência e depois envie o comprovante de pagamento na fatura, em Faturamento.',
    holder: 'Titular',
    bank: 'Banco',
    account: 'Conta',
    swift: 'SWIFT/BIC',
    reference: 'Referência',
    paidOn: 'Paga em {date}.',
    reasonLabel: 'Motivo',
    kinds: {
      accountOpening: 'Abertura de conta',
      yearlyAccount: 'Taxa anual de conta',
      issuanceLevy: 'Tarifa de emissão',
      retirementFee: 'Tarifa de aposentadoria',
    },
    states: {
      issued: 'Emitida',
      pendingConfirmation: 'Pagamento pendente de confirmação',
      paid: 'Paga',
      void: 'Anulada',
    },
  },
};
