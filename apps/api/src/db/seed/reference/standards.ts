import type { LocalizedText } from '../../schema/localized';

export interface StandardData {
  code: string;
  /** The programme's own name, stored; the API answers it in the caller's language (i18n/project-value-names.ts). */
  description: string;
  standardUrl: string;
  otherDescription: LocalizedText;
}

/** Carbon-crediting programmes a project can be registered under. Cercarbono is id 1 (registration default). */
export const STANDARD_DATA: readonly StandardData[] = [
  {
    code: 'CERCARBONO',
    description: 'Cercarbono',
    standardUrl: 'https://www.cercarbono.com/',
    otherDescription: {
      es: 'Programa voluntario de certificación de carbono creado en Colombia, con protocolos para proyectos de mitigación en Latinoamérica y el mundo.',
      en: 'Voluntary carbon certification programme founded in Colombia, with protocols for mitigation projects in Latin America and worldwide.',
      pt: 'Programa voluntário de certificação de carbono criado na Colômbia, com protocolos para projetos de mitigação na América Latina e no mundo.',
    },
  },
  {
    code: 'VCS',
    description: 'Verified Carbon Standard (Verra)',
    standardUrl: 'https://verra.org/programs/verified-carbon-standard/',
    otherDescription: {
      es: 'El programa de créditos de carbono voluntarios más usado del mundo, administrado por Verra; emite Verified Carbon Units (VCU).',
      en: "The world's most widely used voluntary carbon-crediting programme, run by Verra; it issues Verified Carbon Units (VCUs).",
      pt: 'O programa de créditos de carbono voluntários mais usado do mundo, administrado pela Verra; emite Verified Carbon Units (VCU).',
    },
  },
  {
    code: 'GS',
    description: 'Gold Standard for the Global Goals',
    standardUrl: 'https://www.goldstandard.org/',
    otherDescription: {
      es: 'Estándar fundado por WWF y otras ONG que exige, además de la reducción de emisiones, beneficios demostrables de desarrollo sostenible.',
      en: 'Standard founded by WWF and other NGOs that requires demonstrable sustainable-development benefits besides emission reductions.',
      pt: 'Padrão fundado pelo WWF e outras ONGs que exige, além da redução de emissões, benefícios comprováveis de desenvolvimento sustentável.',
    },
  },
  {
    code: 'BCR',
    description: 'BioCarbon Registry (BCR)',
    standardUrl: 'https://biocarbonstandard.com/',
    otherDescription: {
      es: 'Programa de certificación con énfasis en proyectos forestales, agropecuarios y de uso del suelo, y en energía y residuos.',
      en: 'Certification programme focused on forestry, agriculture and land-use projects, as well as energy and waste.',
      pt: 'Programa de certificação com ênfase em projetos florestais, agropecuários e de uso do solo, e em energia e resíduos.',
    },
  },
  {
    code: 'CDM',
    description: 'Clean Development Mechanism (CDM)',
    standardUrl: 'https://cdm.unfccc.int/',
    otherDescription: {
      es: 'Mecanismo del Protocolo de Kioto bajo la CMNUCC que emite Reducciones Certificadas de Emisiones (CER).',
      en: 'Kyoto Protocol mechanism under the UNFCCC that issues Certified Emission Reductions (CERs).',
      pt: 'Mecanismo do Protocolo de Quioto no âmbito da UNFCCC que emite Reduções Certificadas de Emissões (RCE).',
    },
  },
  {
    code: 'ACR',
    description: 'ACR (American Carbon Registry)',
    standardUrl: 'https://acrcarbon.org/',
    otherDescription: {
      es: 'El primer registro voluntario de carbono del mundo (1996), con metodologías para los mercados voluntario y regulado.',
      en: "The world's first voluntary carbon registry (1996), with methodologies for voluntary and compliance markets.",
      pt: 'O primeiro registro voluntário de carbono do mundo (1996), com metodologias para os mercados voluntário e regulado.',
    },
  },
  {
    code: 'CAR',
    description: 'Climate Action Reserve',
    standardUrl: 'https://www.climateactionreserve.org/',
    otherDescription: {
      es: 'Programa de compensaciones de Norteamérica con protocolos estandarizados, incluidos proyectos en México.',
      en: 'North American offset programme with standardised protocols, including projects in Mexico.',
      pt: 'Programa de compensações da América do Norte com protocolos padronizados, incluindo projetos no México.',
    },
  },
  {
    code: 'PLAN_VIVO',
    description: 'Plan Vivo',
    standardUrl: 'https://www.planvivo.org/',
    otherDescription: {
      es: 'Estándar para proyectos comunitarios de uso del suelo y conservación que reparten sus beneficios con pequeños productores.',
      en: 'Standard for community land-use and conservation projects that share their benefits with smallholders.',
      pt: 'Padrão para projetos comunitários de uso do solo e conservação que compartilham benefícios com pequenos produtores.',
    },
  },
  {
    code: 'PURO',
    description: 'Puro Standard (Puro.earth)',
    standardUrl: 'https://puro.earth/',
    otherDescription: {
      es: 'Estándar de remociones de carbono duraderas (biocarbón, madera en construcción, carbonatación) que emite CORC.',
      en: 'Standard for durable carbon removals (biochar, wood in construction, carbonation) that issues CORCs.',
      pt: 'Padrão de remoções de carbono duradouras (biocarvão, madeira na construção, carbonatação) que emite CORC.',
    },
  },
];
