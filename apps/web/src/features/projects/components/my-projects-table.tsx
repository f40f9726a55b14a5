import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyProjectRow } from '@registry/contract/projects/project-api';
import type { ProjectAction } from '@registry/contract/projects/project-enums';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { useLatest } from '../../../hooks/use-latest';
import { hasMoves, ProjectMoveButtons } from './project-move-buttons';
import { StateBadge } from './state-badge';

interface MyProjectsTableProps {
  projects: readonly MyProjectRow[];
  onAction: (project: MyProjectRow, action: ProjectAction) => void;
  /** Opens the upload of a report that needs a signature. */
  onReport: (project: MyProjectRow) => void;
}

const column = createDataTableColumns<MyProjectRow>();

/** The projects of /my-projects with their next actions; a CSV of what is listed. */
export function MyProjectsTable({ projects, onAction, onReport }: MyProjectsTableProps) {
  const { t, i18n } = useTranslation('projects');
  const latest = useLatest({ onAction, onReport });
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return column.columns([
      column.accessor((project) => project.code ?? '', {
        id: 'code',
        header: t('list.columns.code'),
        cell: ({ row }) =>
          row.original.code ?? (
            <span className="text-body-secondary small">{t('list.pendingCode')}</span>
          ),
      }),
      column.accessor('name', {
        header: t('list.columns.name'),
        meta: { isRowHeader: true },
        // Every project opens on its page, where each party finds what its role may do there.
        cell: ({ row }) => <Link to={`/projects/${row.original.id}`}>{row.original.name}</Link>,
      }),
      column.accessor((project) => t(`states.${project.state}`), {
        id: 'state',
        header: t('list.columns.state'),
        cell: ({ row }) => <StateBadge state={row.original.state} />,
      }),
      column.accessor((project) => project.standardCode ?? '', {
        id: 'standard',
        header: t('list.columns.standard'),
      }),
      column.accessor((project) => project.countryName ?? '', {
        id: 'country',
        header: t('list.columns.country'),
      }),
      column.accessor((project) => project.roles.map((role) => t(`roles.${role}`)).join(', '), {
        id: 'roles',
        header: t('list.columns.roles'),
        enableSorting: false,
      }),
      column.accessor('updatedAt', {
        header: t('list.columns.updated'),
        cell: ({ getValue }) => (
          <span className="text-nowrap">{date.format(new Date(getValue()))}</span>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('list.columns.actions'),
        meta: { label: t('list.columns.actions'), isCsvExcluded: true },
        cell: ({ row }) =>
          !row.original.canEdit && !hasMoves(row.original) ? (
            <span className="text-body-secondary small">{t('list.noAction')}</span>
          ) : (
            <div className="d-flex flex-wrap gap-1">
              {row.original.canEdit && (
                <Link className="btn btn-sm btn-primary" to={`/project/edit/${row.original.id}`}>
                  {t('list.editAction')}
                </Link>
              )}
              <ProjectMoveButtons
                project={row.original}
                onAction={(project, action) => latest.current.onAction(project, action)}
                onReport={(project) => latest.current.onReport(project)}
              />
            </div>
          ),
      }),
    ]);
  }, [t, i18n.language, latest]);

  return (
    <DataTable
      columns={columns}
      data={projects}
      caption={t('list.caption')}
      isCaptionHidden
      getRowId={(project) => String(project.id)}
      csvFileName={t('list.csv')}
    />
  );
}
