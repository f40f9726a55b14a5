import type { Language } from '@registry/contract/common/language';
import type {
  ProjectLabel,
  ProjectSector,
  ProjectState,
  ProjectType,
} from '@registry/contract/projects/project-enums';

type Names<Code extends string> = Record<Code, Record<Language, string>>;

/*
 * The names of a project's coded values, for what the API writes itself (the
 * public list's CSV, the standards' list and facet). They are the screen's
 * names (apps/web/public/locales/{lng}/publicProjects.json, states, sectors,
 * types, labels, standards): project-value-names.test.ts keeps both equal.
 */

export const PROJECT_STATE_NAMES: Names<ProjectState> = {
  draft: { es: 'Borrador', en: 'Draft', pt: 'Rascunho' },
  submitted: { es: 'Presentado', en: 'Submitted', pt: 'Submetido' },
  publicComment: { es: 'Comentario público', en: 'Public comment', pt: 'Comentário público' },
  validation: { es: 'Validación', en: 'Validation', pt: 'Validação' },
  registered: { es: 'Registrado', en: 'Registered', pt: 'Registrado' },
  verification: { es: 'Verificación', en: 'Verification', pt: 'Verificação' },
  certified: { es: 'Certificado', en: 'Certified', pt: 'Certificado' },
  suspended: { es: 'Suspendido', en: 'Suspended', pt: 'Suspenso' },
  rejected: { es: 'Rechazado', en: 'Rejected', pt: 'Rejeitado' },
  cancelled: { es: 'Anulado', en: 'Cancelled', pt: 'Anulado' },
  withdrawn: { es: 'Desistido', en: 'Withdrawn', pt: 'Desistido' },
  finished: { es: 'Finalizado', en: 'Finished', pt: 'Encerrado' },
};

export const PROJECT_SECTOR_NAMES: Names<ProjectSector> = {
  afolu: {
    es: 'Agricultura, silvicultura y otros usos de la tierra (AFOLU)',
    en: 'Agriculture, forestry and other land use (AFOLU)',
    pt: 'Agricultura, silvicultura e outros usos da terra (AFOLU)',
  },
  energy: { es: 'Energía', en: 'Energy', pt: 'Energia' },
  waste: { es: 'Residuos', en: 'Waste', pt: 'Resíduos' },
  transport: { es: 'Transporte', en: 'Transport', pt: 'Transporte' },
  industry: { es: 'Industria', en: 'Industry', pt: 'Indústria' },
  household: { es: 'Hogares', en: 'Households', pt: 'Domicílios' },
};

export const PROJECT_TYPE_NAMES: Names<ProjectType> = {
  removal: { es: 'Remoción', en: 'Removal', pt: 'Remoção' },
  avoidance: { es: 'Reducción', en: 'Avoidance', pt: 'Redução' },
  mixed: { es: 'Mixto', en: 'Mixed', pt: 'Misto' },
};

export const PROJECT_LABEL_NAMES: Names<ProjectLabel> = {
  ccp: { es: 'Aprobado CCP del ICVCM', en: 'ICVCM CCP-approved', pt: 'Aprovado CCP do ICVCM' },
  corsia: { es: 'Elegible para CORSIA', en: 'CORSIA eligible', pt: 'Elegível para o CORSIA' },
  article6: {
    es: 'Autorizado bajo el Artículo 6',
    en: 'Article 6 authorized',
    pt: 'Autorizado pelo Artigo 6',
  },
};

/**
 * The standards by their code (standards.code). A programme keeps its own
 * name, except the CDM, which each language names as the conversion form's
 * registries of origin do.
 */
export const STANDARD_NAMES: Names<string> = {
  CERCARBONO: { es: 'Cercarbono', en: 'Cercarbono', pt: 'Cercarbono' },
  VCS: {
    es: 'Verified Carbon Standard (Verra)',
    en: 'Verified Carbon Standard (Verra)',
    pt: 'Verified Carbon Standard (Verra)',
  },
  GS: {
    es: 'Gold Standard for the Global Goals',
    en: 'Gold Standard for the Global Goals',
    pt: 'Gold Standard for the Global Goals',
  },
  BCR: {
    es: 'BioCarbon Registry (BCR)',
    en: 'BioCarbon Registry (BCR)',
    pt: 'BioCarbon Registry (BCR)',
  },
  CDM: {
    es: 'Mecanismo de Desarrollo Limpio (MDL)',
    en: 'Clean Development Mechanism (CDM)',
    pt: 'Mecanismo de Desenvolvimento Limpo (MDL)',
  },
  ACR: {
    es: 'ACR (American Carbon Registry)',
    en: 'ACR (American Carbon Registry)',
    pt: 'ACR (American Carbon Registry)',
  },
  CAR: {
    es: 'Climate Action Reserve',
    en: 'Climate Action Reserve',
    pt: 'Climate Action Reserve',
  },
  PLAN_VIVO: { es: 'Plan Vivo', en: 'Plan Vivo', pt: 'Plan Vivo' },
  PURO: {
    es: 'Puro Standard (Puro.earth)',
    en: 'Puro Standard (Puro.earth)',
    pt: 'Puro Standard (Puro.earth)',
  },
};

/** A standard's name in a language; one the catalogue lacks keeps `fallback` (its stored name or code). */
export function standardName(code: string, lng: Language, fallback: string = code): string {
  return Object.hasOwn(STANDARD_NAMES, code) ? (STANDARD_NAMES[code]?.[lng] ?? fallback) : fallback;
}
