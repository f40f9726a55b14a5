import type { LocalizedText } from '../../schema/localized';

export interface SurveyData {
  code: string;
  description: LocalizedText;
  /** Order on the survey modal. */
  position: number;
}

/**
 * The due-diligence survey (My Company tab 3, spec section 2): know-your-customer
 * questions a registry asks of every account holder, answered yes/no with a
 * free-text explanation.
 */
export const SURVEY_DATA: readonly SurveyData[] = [
  {
    code: 'PEP',
    position: 1,
    description: {
      es: '¿Alguno de los accionistas, administradores o representantes legales de la empresa es o ha sido en los últimos dos años una persona expuesta políticamente (PEP)?',
      en: "Is, or has been in the last two years, any of the company's shareholders, directors or legal representatives a politically exposed person (PEP)?",
      pt: 'Algum dos acionistas, administradores ou representantes legais da empresa é ou foi nos últimos dois anos uma pessoa politicamente exposta (PEP)?',
    },
  },
  {
    code: 'SANCTIONS_LISTS',
    position: 2,
    description: {
      es: '¿La empresa, sus accionistas o administradores figuran en listas restrictivas o de sanciones (ONU, OFAC, Unión Europea u otras)?',
      en: 'Are the company, its shareholders or directors on any restrictive or sanctions list (UN, OFAC, European Union or others)?',
      pt: 'A empresa, seus acionistas ou administradores constam de listas restritivas ou de sanções (ONU, OFAC, União Europeia ou outras)?',
    },
  },
  {
    code: 'AML_POLICY',
    position: 3,
    description: {
      es: '¿La empresa cuenta con una política o sistema de prevención del lavado de activos y la financiación del terrorismo (por ejemplo SARLAFT o SAGRILAFT)?',
      en: 'Does the company have an anti-money-laundering and counter-terrorist-financing policy or system in place?',
      pt: 'A empresa possui uma política ou sistema de prevenção à lavagem de dinheiro e ao financiamento do terrorismo?',
    },
  },
  {
    code: 'ENVIRONMENTAL_SANCTIONS',
    position: 4,
    description: {
      es: '¿La empresa ha sido sancionada por una autoridad ambiental en los últimos cinco años?',
      en: 'Has the company been sanctioned by an environmental authority in the last five years?',
      pt: 'A empresa foi sancionada por uma autoridade ambiental nos últimos cinco anos?',
    },
  },
  {
    code: 'BENEFICIAL_OWNERS',
    position: 5,
    description: {
      es: '¿La empresa tiene identificados a sus beneficiarios finales (personas naturales que la poseen o controlan en última instancia)?',
      en: 'Has the company identified its beneficial owners (the natural persons who ultimately own or control it)?',
      pt: 'A empresa identificou seus beneficiários finais (as pessoas físicas que, em última instância, a possuem ou controlam)?',
    },
  },
];
