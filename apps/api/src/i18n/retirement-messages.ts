import type { Catalogue } from './catalogue';

/** Messages of retirements and their certificates (DESIGN.md 4.4). */
export const RETIREMENT_MESSAGES = {
  ERROR_RETIREMENT_PASSIVE_SUBJECT_NOT_FOUND: {
    en: 'The passive subject must be a passive-subject company of the registry.',
    es: 'El sujeto pasivo debe ser una empresa del registro de tipo sujeto pasivo.',
    pt: 'O sujeito passivo deve ser uma empresa do registro do tipo sujeito passivo.',
  },
  ERROR_RETIREMENT_BENEFICIARY_REFERENCE: {
    en: "The beneficiary's country or document type is not one the registry knows.",
    es: 'El país o el tipo de documento del beneficiario no es uno de los que conoce el registro.',
    pt: 'O país ou o tipo de documento do beneficiário não é um dos que o registro conhece.',
  },
  ERROR_CERTIFICATE_NOT_FOUND: {
    en: 'There is no retirement certificate with that id.',
    es: 'No hay ningún certificado de retiro con ese identificador.',
    pt: 'Não há nenhum certificado de aposentadoria com esse identificador.',
  },
  ERROR_CARBON_TAX_REPORT_TOO_LARGE: {
    en: 'More than {max} retirements match this filter: narrow the dates to download the file.',
    es: 'Más de {max} retiros coinciden con este filtro: acote las fechas para descargar el archivo.',
    pt: 'Mais de {max} aposentadorias correspondem a este filtro: restrinja as datas para baixar o arquivo.',
  },
} satisfies Catalogue;
