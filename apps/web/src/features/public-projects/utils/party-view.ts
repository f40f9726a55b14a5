import type { ProjectDetail } from '@registry/contract/projects/project-api';
import type { ProjectLabel } from '@registry/contract/projects/project-enums';
import type { PublicProject } from '@registry/contract/projects/public-projects';

/**
 * A project its parties may read but the public may not (a draft, a rejected
 * one) in the shape of the public page, from what the parties' read answers.
 * The description is the one of the page's language, or the Spanish one.
 */
export function partyView(project: ProjectDetail, language: string): PublicProject {
  const descriptions: Record<string, string | undefined> = {
    es: project.descriptionEs,
    en: project.descriptionEn,
    pt: project.descriptionPt,
  };
  const labels: ProjectLabel[] = [];
  if (project.isCcpApproved) labels.push('ccp');
  if (project.isCorsiaEligible) labels.push('corsia');
  if (project.isArticle6Authorized) labels.push('article6');
  return {
    id: project.id,
    code: project.code,
    name: project.name,
    state: project.state,
    description: descriptions[language.slice(0, 2)] || project.descriptionEs || '',
    standard: project.standard ? { id: project.standard.id, code: project.standard.code } : null,
    methodology: project.methodology,
    country: project.country,
    region: project.region?.name ?? null,
    city: project.city?.name ?? null,
    sector: project.sector ?? null,
    type: project.type ?? null,
    sdgs: project.sdgs ?? [],
    latitude: project.latitude ?? null,
    longitude: project.longitude ?? null,
    area: project.area ?? null,
    areaHectares: project.areaHectares ?? null,
    developer: project.developer,
    owner: project.owner,
    certifier: project.certifier,
    ovv: project.ovv,
    creditingStart: project.creditingStart ?? null,
    creditingEnd: project.creditingEnd ?? null,
    estimatedAnnualReductions: project.estimatedAnnualReductions ?? null,
    labels,
    isConversion: project.isConversion,
    originRegistry: null,
    originProjectId: null,
    publicCommentEndsOn: project.publicCommentEndsOn,
    submittedAt: project.submittedAt,
    documents: project.documents,
    events: [],
  };
}
