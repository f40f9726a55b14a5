import { useTranslation } from 'react-i18next';
import type { ProjectState } from '@registry/contract/projects/project-enums';

const TONE: Record<ProjectState, string> = {
  draft: 'text-bg-secondary',
  submitted: 'text-bg-info',
  publicComment: 'text-bg-info',
  validation: 'text-bg-info',
  registered: 'text-bg-primary',
  verification: 'text-bg-info',
  certified: 'text-bg-success',
  suspended: 'text-bg-warning',
  rejected: 'text-bg-danger',
  cancelled: 'text-bg-danger',
  withdrawn: 'text-bg-dark',
  finished: 'text-bg-dark',
};

/** A project's state as a badge, named in the user's language. */
export function StateBadge({ state }: { state: ProjectState }) {
  const { t } = useTranslation('projects');
  return <span className={`badge ${TONE[state]}`}>{t(`states.${state}`)}</span>;
}
