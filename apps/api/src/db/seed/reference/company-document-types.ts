import type { LocalizedText } from '../../schema/localized';

export interface CompanyDocumentTypeData {
  code: string;
  description: LocalizedText;
  /** What to upload, shown under the upload field. */
  helper: LocalizedText;
  /** 1: asked on the billing tab; 0: on the due-diligence tab. */
  isBilling: 0 | 1;
  isRequired: 0 | 1;
  /** 0: one file; 1: several files. */
  multiple: 0 | 1;
}

/** Documents a company uploads in My Company: billing first, then due diligence. */
export const COMPANY_DOCUMENT_TYPE_DATA: readonly CompanyDocumentTypeData[] = [
  {
    code: 'RUT_TAX_CERTIFICATE',
    description: {
      es: 'Registro tributario (RUT o equivalente)',
      en: 'Tax registration certificate (RUT or equivalent)',
      pt: 'Comprovante de inscrição fiscal (RUT ou equivalente)',
    },
    helper: {
      es: 'Certificado del registro tributario de la empresa expedido en los últimos 30 días: en Colombia, el RUT de la DIAN; en otros países, su equivalente.',
      en: "The company's tax registration certificate issued within the last 30 days: in Colombia, the DIAN's RUT; elsewhere, its equivalent.",
      pt: 'Comprovante de inscrição fiscal da empresa emitido nos últimos 30 dias: na Colômbia, o RUT da DIAN; no Brasil, o cartão CNPJ; em outros países, o equivalente.',
    },
    isBilling: 1,
    isRequired: 1,
    multiple: 0,
  },
  {
    code: 'BANK_CERTIFICATE',
    description: {
      es: 'Certificación bancaria',
      en: 'Bank account certificate',
      pt: 'Declaração bancária',
    },
    helper: {
      es: 'Certificado del banco con el titular, el tipo y el número de la cuenta de pagos, expedido en los últimos 30 días.',
      en: 'A letter from the bank stating the holder, type and number of the account for payments, issued within the last 30 days.',
      pt: 'Declaração do banco com o titular, o tipo e o número da conta para pagamentos, emitida nos últimos 30 dias.',
    },
    isBilling: 1,
    isRequired: 1,
    multiple: 0,
  },
  {
    code: 'BILLING_REQUIREMENTS',
    description: {
      es: 'Requisitos de facturación del cliente',
      en: 'Customer invoicing requirements',
      pt: 'Requisitos de faturamento do cliente',
    },
    helper: {
      es: 'Opcional: órdenes de compra, formularios de registro de proveedores u otras instrucciones que deban cumplir sus facturas.',
      en: 'Optional: purchase orders, supplier registration forms or other instructions your invoices must follow.',
      pt: 'Opcional: pedidos de compra, formulários de cadastro de fornecedores ou outras instruções que suas faturas devem seguir.',
    },
    isBilling: 1,
    isRequired: 0,
    multiple: 1,
  },
  {
    code: 'CHAMBER_OF_COMMERCE',
    description: {
      es: 'Certificado de existencia y representación legal',
      en: 'Certificate of incorporation and legal representation',
      pt: 'Certidão de constituição e representação legal',
    },
    helper: {
      es: 'Expedido por la cámara de comercio o el registro mercantil en los últimos 30 días.',
      en: 'Issued by the chamber of commerce or the companies register within the last 30 days.',
      pt: 'Emitida pela junta comercial ou pelo registro de empresas nos últimos 30 dias.',
    },
    isBilling: 0,
    isRequired: 1,
    multiple: 0,
  },
  {
    code: 'LEGAL_REP_ID',
    description: {
      es: 'Documento de identidad del representante legal',
      en: "Legal representative's identity document",
      pt: 'Documento de identidade do representante legal',
    },
    helper: {
      es: 'Copia legible, por ambas caras, del documento de identidad o pasaporte vigente.',
      en: 'A legible copy, both sides, of the valid identity card or passport.',
      pt: 'Cópia legível, frente e verso, do documento de identidade ou passaporte válido.',
    },
    isBilling: 0,
    isRequired: 1,
    multiple: 0,
  },
  {
    code: 'FINANCIAL_STATEMENTS',
    description: {
      es: 'Estados financieros',
      en: 'Financial statements',
      pt: 'Demonstrações financeiras',
    },
    helper: {
      es: 'Estados financieros de los dos últimos ejercicios cerrados, con sus notas y, si aplica, el dictamen del revisor fiscal o auditor.',
      en: "Financial statements for the last two closed years, with their notes and, where applicable, the statutory auditor's opinion.",
      pt: 'Demonstrações financeiras dos dois últimos exercícios encerrados, com notas explicativas e, se aplicável, o parecer do auditor.',
    },
    isBilling: 0,
    isRequired: 1,
    multiple: 1,
  },
  {
    code: 'SARLAFT_FORM',
    description: {
      es: 'Formulario de conocimiento del cliente (SARLAFT)',
      en: 'Know-your-customer form (SARLAFT)',
      pt: 'Formulário de conhecimento do cliente (SARLAFT)',
    },
    helper: {
      es: 'Formulario de prevención del lavado de activos y la financiación del terrorismo, diligenciado y firmado por el representante legal.',
      en: 'The anti-money-laundering and counter-terrorist-financing form, completed and signed by the legal representative.',
      pt: 'Formulário de prevenção à lavagem de dinheiro e ao financiamento do terrorismo, preenchido e assinado pelo representante legal.',
    },
    isBilling: 0,
    isRequired: 1,
    multiple: 0,
  },
  {
    code: 'SHAREHOLDER_COMPOSITION',
    description: {
      es: 'Composición accionaria y beneficiarios finales',
      en: 'Shareholding structure and beneficial owners',
      pt: 'Composição acionária e beneficiários finais',
    },
    helper: {
      es: 'Certificado firmado por el representante legal o el revisor fiscal con los accionistas de 5 % o más y los beneficiarios finales.',
      en: 'A certificate signed by the legal representative or auditor listing shareholders of 5% or more and the beneficial owners.',
      pt: 'Declaração assinada pelo representante legal ou auditor com os acionistas de 5% ou mais e os beneficiários finais.',
    },
    isBilling: 0,
    isRequired: 1,
    multiple: 1,
  },
  {
    code: 'OTHER_DUE_DILIGENCE',
    description: {
      es: 'Otros soportes',
      en: 'Other supporting documents',
      pt: 'Outros documentos de apoio',
    },
    helper: {
      es: 'Opcional: licencias, certificaciones ambientales, políticas de sostenibilidad u otros documentos que ayuden a la revisión.',
      en: 'Optional: licences, environmental certifications, sustainability policies or other documents that help the review.',
      pt: 'Opcional: licenças, certificações ambientais, políticas de sustentabilidade ou outros documentos que ajudem na revisão.',
    },
    isBilling: 0,
    isRequired: 0,
    multiple: 1,
  },
];
