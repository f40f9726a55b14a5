import type {
  ProjectTransitionRequest,
  MyProjectRow,
} from '@registry/contract/projects/project-api';
import type { SignedReportType } from '@registry/contract/projects/signatures';

/**
 * The reports the caller's company may upload to a project now (DESIGN.md
 * 4.2), as the API allows them: the ovv its validation report in validation
 * and its verification report in verification; the developer its monitoring
 * report once registered; the certifier the certification of a period in
 * verification or once certified.
 */
export function reportTypesFor(project: Pick<MyProjectRow, 'roles' | 'state'>): SignedReportType[] {
  const types: SignedReportType[] = [];
  if (project.roles.includes('ovv') && project.state === 'validation') {
    types.push('validationReport');
  }
  if (project.roles.includes('ovv') && project.state === 'verification') {
    types.push('verificationReport');
  }
  if (
    project.roles.includes('developer') &&
    ['registered', 'verification', 'certified'].includes(project.state)
  ) {
    types.push('monitoringReport');
  }
  if (
    project.roles.includes('certifier') &&
    ['verification', 'certified'].includes(project.state)
  ) {
    types.push('certification');
  }
  return types;
}

/** The report a move calls for right after it: certifying a period asks for its certification. */
export function reportAfterMove(
  request: ProjectTransitionRequest,
): { types: SignedReportType[]; period: number } | null {
  if (request.action !== 'certifyPeriod' || request.period === undefined) return null;
  return { types: ['certification'], period: request.period };
}
