import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@registry/contract/projects/project-api';
import { CorrectionRequest } from './correction-request';
import { ProjectMoveDialogs, useProjectMoves } from './project-move-dialogs';
import { hasMoves, ProjectMoveButtons } from './project-move-buttons';
import { StateBadge } from './state-badge';

/**
 * On a project's page, for a company that plays a part in it: its part, the
 * project's state, the certifier's open request for corrections, and what
 * its role may do there now (edit a draft, a move, a report to upload).
 */
export function ProjectPartyPanel({
  project,
  onMoved,
}: {
  project: ProjectDetail;
  /** After a move: the page reads the project again. */
  onMoved: () => void;
}) {
  const { t } = useTranslation('projects');
  const moves = useProjectMoves();
  return (
    <section className="card mb-4" aria-labelledby="project-party-title">
      <div className="card-body">
        <h2 className="h5 card-title" id="project-party-title">
          {t('party.title')}
        </h2>
        <p className="mb-3 d-flex flex-wrap align-items-center gap-2">
          <span>
            {t('party.roles', {
              roles: project.roles.map((role) => t(`roles.${role}`)).join(', '),
            })}
          </span>
          <StateBadge state={project.state} />
        </p>
        <CorrectionRequest project={project} />
        {!project.canEdit && !hasMoves(project) ? (
          <p className="text-body-secondary mb-0">{t('party.nothingToDo')}</p>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            {project.canEdit && (
              <Link className="btn btn-primary" to={`/project/edit/${project.id}`}>
                {t('party.edit')}
              </Link>
            )}
            <ProjectMoveButtons
              project={project}
              size="md"
              onAction={moves.openAction}
              onReport={moves.openReport}
            />
          </div>
        )}
      </div>
      <ProjectMoveDialogs moves={moves} onMoved={onMoved} />
    </section>
  );
}
