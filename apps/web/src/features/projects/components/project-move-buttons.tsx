import { useTranslation } from 'react-i18next';
import type { MyProjectRow } from '@registry/contract/projects/project-api';
import type { ProjectAction } from '@registry/contract/projects/project-enums';
import { reportTypesFor } from '../../signatures/utils/report-types';

type MovableProject = Pick<MyProjectRow, 'id' | 'name' | 'roles' | 'state' | 'actions'>;

const DANGEROUS: readonly ProjectAction[] = ['reject', 'cancel', 'withdraw', 'suspend'];

/** Whether the caller's company has a move or a report to make on the project now. */
export function hasMoves(project: MovableProject): boolean {
  return project.actions.length > 0 || reportTypesFor(project).length > 0;
}

/** The moves the caller may make on a project now, and the upload of the report it owes. */
export function ProjectMoveButtons<P extends MovableProject>({
  project,
  onAction,
  onReport,
  size = 'sm',
}: {
  project: P;
  onAction: (project: P, action: ProjectAction) => void;
  onReport: (project: P) => void;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation(['projects', 'signatures']);
  const small = size === 'sm' ? ' btn-sm' : '';
  // The monitoring report goes with its move ("Submit monitoring report"), not beside it.
  const reports = reportTypesFor(project).filter(
    (type) => !(type === 'monitoringReport' && project.actions.includes('submitMonitoring')),
  );
  // A certifier uploads a certification, not a report.
  const reportContext = reports.every((type) => type === 'certification')
    ? 'certification'
    : undefined;
  return (
    <div
      className="d-flex flex-wrap gap-1"
      role="group"
      aria-label={t('list.actionsOf', { name: project.name })}
    >
      {project.actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`btn${small} ${
            DANGEROUS.includes(action) ? 'btn-outline-danger' : 'btn-outline-primary'
          }`}
          onClick={() => onAction(project, action)}
        >
          {t(`actions.${action}`)}
        </button>
      ))}
      {reports.length > 0 && (
        <button
          type="button"
          className={`btn${small} btn-outline-primary`}
          onClick={() => onReport(project)}
        >
          {t('signatures:upload.action', { context: reportContext })}
        </button>
      )}
    </div>
  );
}
