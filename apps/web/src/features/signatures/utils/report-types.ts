import type { MyProjectRow } from '@registry/contract/projects/project-api';
import type { SignedReportType } from '@registry/contract/projects/signatures';

/**
 * The reports the caller's company may upload to a project now (DESIGN.md
 * 4.2), as the API allows them: the ovv its validation report in validation
 * and its verification report in verification; the developer its monitoring
 * report once registered.
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
  return types;
}
