import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OpenProject } from '@registry/contract/projects/project-comments';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { errorMessage } from '../../public-projects/utils/error-message';
import { useOpenProjects } from '../api/project-comments';

const column = createDataTableColumns<OpenProject>();

/** The form's address of a project: /project-comment/{standardId}/{projectId}. */
export const commentFormPath = (project: { id: number; standardId: number | null }) =>
  `/project-comment/${project.standardId ?? 0}/${project.id}`;

/** /project-comment, for anyone: the projects open for public comment and the days left. */
export function OpenProjectsPage() {
  const { t } = useTranslation('projectComments');
  const title = useRouteTitle();
  const answer = useOpenProjects();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('open.columns.name'),
          meta: { isRowHeader: true },
          cell: ({ row }) => (
            <Link
              to={commentFormPath(row.original)}
              aria-label={t('open.commentOn', { name: row.original.name })}
            >
              {row.original.name}
            </Link>
          ),
        }),
        column.accessor((project) => project.code ?? '', {
          id: 'code',
          header: t('open.columns.code'),
        }),
        column.accessor((project) => project.standard ?? '', {
          id: 'standard',
          header: t('open.columns.standard'),
        }),
        column.accessor((project) => project.developer ?? '', {
          id: 'developer',
          header: t('open.columns.developer'),
        }),
        column.accessor('publicCommentEndsOn', { header: t('open.columns.endsOn') }),
        column.accessor((project) => t('open.daysLeft', { count: project.daysLeft }), {
          id: 'daysLeft',
          header: t('open.columns.daysLeft'),
        }),
        column.display({
          id: 'comments',
          header: t('open.columns.comments'),
          meta: { label: t('open.columns.comments'), isCsvExcluded: true },
          cell: ({ row }) => (
            <Link
              to={`/project-comment-list/${row.original.id}`}
              aria-label={t('open.readComments', { name: row.original.name })}
            >
              {t('open.read')}
            </Link>
          ),
        }),
      ]),
    [t],
  );
  return (
    <section aria-labelledby="open-projects-title">
      <PageHeader title={title} titleId="open-projects-title" description={t('open.intro')} />
      <DataTable
        columns={columns}
        data={answer.data?.projects ?? []}
        caption={t('open.caption')}
        isCaptionHidden
        getRowId={(project) => String(project.id)}
        isLoading={answer.isPending}
        error={answer.isError ? errorMessage(answer.error, t('open.loadFailed')) : null}
        onRetry={() => void answer.refetch()}
        emptyText={t('open.empty')}
        csvFileName={t('open.csv')}
      />
    </section>
  );
}
