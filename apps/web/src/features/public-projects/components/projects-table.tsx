import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicProjectRow } from '@registry/contract/projects/public-projects';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { fromListState } from '../utils/list-return';
import { standardNameOf } from '../utils/value-names';

const column = createDataTableColumns<PublicProjectRow>();

/** Every loaded row on one page: "Load more" pages, not the table's own pager. */
const ALL_ROWS = 1_000_000;

interface ProjectsTableProps {
  projects: readonly PublicProjectRow[];
  /** The list's URL search, carried to the project for its "Back to the list". */
  listSearch: string;
}

/**
 * The rows loaded so far of the public list, in the server's order (the sort
 * select orders them, so the headers do not). Under 576 px each row is a card.
 */
export function ProjectsTable({ projects, listSearch }: ProjectsTableProps) {
  const { t } = useTranslation('publicProjects');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('list.columns.name'),
          enableSorting: false,
          meta: { isRowHeader: true },
          cell: ({ row }) => (
            <Link to={`/projects/${row.original.id}`} state={fromListState(listSearch)}>
              {row.original.name}
            </Link>
          ),
        }),
        column.accessor((row) => row.code ?? '', {
          id: 'code',
          header: t('list.columns.code'),
          enableSorting: false,
        }),
        column.accessor((row) => t(`states.${row.state}`), {
          id: 'state',
          header: t('list.columns.state'),
          enableSorting: false,
        }),
        column.accessor((row) => (row.standardCode ? standardNameOf(t, row.standardCode) : ''), {
          id: 'standard',
          header: t('list.columns.standard'),
          enableSorting: false,
        }),
        column.accessor((row) => row.countryName ?? '', {
          id: 'country',
          header: t('list.columns.country'),
          enableSorting: false,
        }),
        column.accessor((row) => (row.sector ? t(`sectors.${row.sector}`) : ''), {
          id: 'sector',
          header: t('list.columns.sector'),
          enableSorting: false,
        }),
        column.accessor((row) => row.labels.map((label) => t(`labels.${label}`)).join(', '), {
          id: 'labels',
          header: t('list.columns.labels'),
          enableSorting: false,
        }),
      ]),
    [t, listSearch],
  );
  return (
    <DataTable
      columns={columns}
      data={projects}
      caption={t('list.caption')}
      isCaptionHidden
      getRowId={(row) => String(row.id)}
      emptyText={t('list.empty')}
      pageSize={ALL_ROWS}
    />
  );
}
