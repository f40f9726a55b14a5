import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyProjectsQuery } from '@registry/contract/projects/project-api';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { isGranted } from '../../../lib/access';
import { useMyProjects } from '../api/my-projects';
import { MyProjectsFilters } from './my-projects-filters';
import { MyProjectsTable } from './my-projects-table';
import { ProjectMoveDialogs, useProjectMoves } from './project-move-dialogs';

/**
 * /my-projects: the company's projects and the ones assigned to it, filtered
 * by state, role and text, with the next moves each one allows. Certifying a
 * period opens the upload of its certification, to be signed by the certifier.
 */
export function MyProjectsPage() {
  // The table's namespaces load with the page: were the table to load one when
  // its rows first come, the page would suspend and remount, and lose what the
  // user typed into the search meanwhile.
  const { t } = useTranslation(['projects', 'signatures']);
  const title = useRouteTitle();
  const claims = useSession();
  const [filters, setFilters] = useState<MyProjectsQuery>({});
  const moves = useProjectMoves();
  const projects = useMyProjects(filters);
  // Certifier and ovv only see theirs: the new-project route is not theirs.
  const canCreate = isGranted('project', claims);
  const newProject = canCreate ? (
    <Link to="/new-project" className="btn btn-primary">
      {t('list.newProject')}
    </Link>
  ) : undefined;

  const body = () => {
    if (projects.isPending) return <LoadingSpinner />;
    if (projects.isError) {
      return (
        <ErrorState
          message={t('list.loadError')}
          onRetry={() => void projects.refetch()}
          isRetrying={projects.isFetching}
        />
      );
    }
    if (projects.data.length === 0) {
      return <EmptyState title={t('list.emptyTitle')} text={t('list.empty')} action={newProject} />;
    }
    return (
      <MyProjectsTable
        projects={projects.data}
        onAction={moves.openAction}
        onReport={moves.openReport}
      />
    );
  };

  return (
    <>
      <PageHeader title={title} description={t('list.description')} actions={newProject} />
      <MyProjectsFilters filters={filters} onChange={setFilters} />
      {body()}
      <ProjectMoveDialogs moves={moves} />
    </>
  );
}
