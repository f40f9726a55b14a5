import type { AccountType } from '@registry/contract/auth/account-type';
import type { LocalizedText } from '../../schema/localized';

export interface AccountTypeData {
  code: AccountType;
  /** The option label. */
  description: LocalizedText;
  /** A sentence saying who the account type is for (shown beside the option). */
  alternativeText: LocalizedText;
}

/** The nine account types of spec section 1, in the order of ACCOUNT_TYPES (owner is id 1). */
export const ACCOUNT_TYPE_DATA: readonly AccountTypeData[] = [
  {
    code: 'owner',
    description: { es: 'Titular de proyecto', en: 'Project owner', pt: 'Titular de projeto' },
    alternativeText: {
      es: 'Titular de los derechos sobre proyectos de mitigación y de los créditos de carbono que generan.',
      en: 'Holds the rights over mitigation projects and the carbon credits they generate.',
      pt: 'Detém os direitos sobre projetos de mitigação e os créditos de carbono que eles geram.',
    },
  },
  {
    code: 'retailAggregator',
    description: { es: 'Agregador minorista', en: 'Retail aggregator', pt: 'Agregador varejista' },
    alternativeText: {
      es: 'Adquiere créditos y los transfiere o retira por cuenta de clientes finales, también en kilogramos.',
      en: 'Acquires credits and transfers or retires them for end customers, also in kilograms.',
      pt: 'Adquire créditos e os transfere ou aposenta por conta de clientes finais, também em quilogramas.',
    },
  },
  {
    code: 'developer',
    description: {
      es: 'Desarrollador de proyecto',
      en: 'Project developer',
      pt: 'Desenvolvedor de projeto',
    },
    alternativeText: {
      es: 'Formula y ejecuta proyectos por cuenta de sus titulares y gestiona su registro, validación y verificación.',
      en: 'Designs and runs projects for their owners and manages their registration, validation and verification.',
      pt: 'Elabora e executa projetos por conta dos titulares e gerencia seu registro, validação e verificação.',
    },
  },
  {
    code: 'certifier',
    description: { es: 'Certificador', en: 'Certifier', pt: 'Certificador' },
    alternativeText: {
      es: 'Programa de certificación que revisa cuentas y proyectos y emite los créditos en el registro.',
      en: 'Certification programme that reviews accounts and projects and issues the credits in the registry.',
      pt: 'Programa de certificação que revisa contas e projetos e emite os créditos no registro.',
    },
  },
  {
    code: 'trader',
    description: { es: 'Comercializador', en: 'Trader', pt: 'Comercializador' },
    alternativeText: {
      es: 'Compra y vende créditos por cuenta propia o de terceros, también en mercados externos vinculados.',
      en: 'Buys and sells credits on its own account or for others, also on linked external markets.',
      pt: 'Compra e vende créditos por conta própria ou de terceiros, também em mercados externos vinculados.',
    },
  },
  {
    code: 'generalAccount',
    description: { es: 'Cuenta general', en: 'General account', pt: 'Conta geral' },
    alternativeText: {
      es: 'Empresa u organización que adquiere, mantiene, transfiere y retira créditos para compensar sus emisiones.',
      en: 'A company or organisation that acquires, holds, transfers and retires credits to offset its emissions.',
      pt: 'Empresa ou organização que adquire, mantém, transfere e aposenta créditos para compensar suas emissões.',
    },
  },
  {
    code: 'gov',
    description: {
      es: 'Entidad de gobierno',
      en: 'Government entity',
      pt: 'Entidade governamental',
    },
    alternativeText: {
      es: 'Autoridad pública que consulta los retiros usados para la no causación del impuesto al carbono.',
      en: 'Public authority that reviews the retirements used for carbon-tax non-causation.',
      pt: 'Autoridade pública que consulta as aposentadorias usadas para a não incidência do imposto sobre o carbono.',
    },
  },
  {
    code: 'passivesubject',
    description: {
      es: 'Sujeto pasivo',
      en: 'Carbon-tax payer (passive subject)',
      pt: 'Sujeito passivo',
    },
    alternativeText: {
      es: 'Contribuyente del impuesto al carbono que consulta los retiros hechos a su favor para la no causación.',
      en: 'A carbon-tax payer that reviews the retirements made in its favour for non-causation of the tax.',
      pt: 'Contribuinte do imposto sobre o carbono que consulta as aposentadorias feitas a seu favor para a não incidência.',
    },
  },
  {
    code: 'ovv',
    description: {
      es: 'Organismo de validación y verificación (OVV)',
      en: 'Validation and verification body (VVB)',
      pt: 'Organismo de validação e verificação (OVV)',
    },
    alternativeText: {
      es: 'Auditor acreditado que valida la formulación de los proyectos y verifica sus reducciones o remociones.',
      en: 'Accredited auditor that validates project designs and verifies their emission reductions or removals.',
      pt: 'Auditor acreditado que valida a concepção dos projetos e verifica suas reduções ou remoções.',
    },
  },
];
