import type { Language } from '@registry/contract/common/language';

/**
 * The project's fields by the names its form shows, for the messages that name
 * a field (a submission that lacks one, a reference that does not exist): a
 * message never shows a field's code name (standardId) to a person.
 */
export const PROJECT_FIELD_LABELS: Record<string, Record<Language, string>> = {
  name: { en: 'Project name', es: 'Nombre del proyecto', pt: 'Nome do projeto' },
  standardId: { en: 'Standard', es: 'Estándar', pt: 'Padrão' },
  methodologyId: { en: 'Methodology', es: 'Metodología', pt: 'Metodologia' },
  sector: { en: 'Sector', es: 'Sector', pt: 'Setor' },
  type: { en: 'Project type', es: 'Tipo de proyecto', pt: 'Tipo de projeto' },
  descriptionEs: {
    en: 'Description in Spanish',
    es: 'Descripción en español',
    pt: 'Descrição em espanhol',
  },
  descriptionEn: {
    en: 'Description in English',
    es: 'Descripción en inglés',
    pt: 'Descrição em inglês',
  },
  descriptionPt: {
    en: 'Description in Portuguese',
    es: 'Descripción en portugués',
    pt: 'Descrição em português',
  },
  sdgs: {
    en: 'Sustainable Development Goals',
    es: 'Objetivos de Desarrollo Sostenible',
    pt: 'Objetivos de Desenvolvimento Sustentável',
  },
  countryId: { en: 'Country', es: 'País', pt: 'País' },
  regionId: { en: 'Region', es: 'Departamento o región', pt: 'Estado ou região' },
  cityId: { en: 'City', es: 'Ciudad', pt: 'Cidade' },
  latitude: { en: 'Latitude', es: 'Latitud', pt: 'Latitude' },
  longitude: { en: 'Longitude', es: 'Longitud', pt: 'Longitude' },
  creditingStart: {
    en: 'Start of the crediting period',
    es: 'Inicio del periodo de acreditación',
    pt: 'Início do período de creditação',
  },
  creditingEnd: {
    en: 'End of the crediting period',
    es: 'Fin del periodo de acreditación',
    pt: 'Fim do período de creditação',
  },
  estimatedAnnualReductions: {
    en: 'Estimated annual reductions (tCO2e)',
    es: 'Reducciones anuales estimadas (tCO2e)',
    pt: 'Reduções anuais estimadas (tCO2e)',
  },
  correspondingAdjustment: {
    en: 'Corresponding adjustment',
    es: 'Ajuste correspondiente',
    pt: 'Ajuste correspondente',
  },
  developerCompanyId: { en: 'Developer', es: 'Desarrollador', pt: 'Desenvolvedor' },
  ownerCompanyId: { en: 'Owner', es: 'Propietario', pt: 'Proprietário' },
  certifierCompanyId: { en: 'Certifier', es: 'Certificador', pt: 'Certificador' },
  ovvCompanyId: {
    en: 'Validation and verification body',
    es: 'Organismo de validación y verificación',
    pt: 'Organismo de validação e verificação',
  },
};
