import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MovementRow } from '@registry/contract/ledger/ledger-history';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { describeRoute, formatMovementQuantity } from '../utils/movement-text';

interface MovementsTableProps {
  movements: readonly MovementRow[];
  /** Movements a still-unread "credits received" notification names. */
  newMovementIds: ReadonlySet<number>;
  hasNextPage: boolean;
  onNextPage: () => void;
  hasPreviousPage: boolean;
  onPreviousPage: () => void;
}

const column = createDataTableColumns<MovementRow>();

/** One page of the company's movements, a CSV of what it shows, next and previous pages. */
export function MovementsTable({ movements, newMovementIds, ...paging }: MovementsTableProps) {
  const { t, i18n } = useTranslation('transfers');
  const columns = useMemo(() => {
    const when = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return column.columns([
      column.accessor((movement) => when.format(new Date(movement.createdAt)), {
        id: 'date',
        header: t('history.columns.date'),
        meta: { isRowHeader: true },
        cell: ({ row, getValue }) => (
          <time dateTime={row.original.createdAt} className="text-nowrap">
            {getValue()}
          </time>
        ),
      }),
      column.accessor((movement) => t(`history.kinds.${movement.kind}`), {
        id: 'kind',
        header: t('history.columns.kind'),
        cell: ({ row, getValue }) => (
          <>
            {getValue()}
            {newMovementIds.has(row.original.id) && (
              <span className="badge text-bg-success ms-2">{t('history.new')}</span>
            )}
          </>
        ),
      }),
      column.accessor((movement) => movement.project.name, {
        id: 'project',
        header: t('history.columns.project'),
        cell: ({ row, getValue }) => (
          <Link to={`/projects/${row.original.project.id}`}>{getValue()}</Link>
        ),
      }),
      column.accessor('serial', {
        header: t('history.columns.serial'),
        cell: ({ getValue }) => (
          // Breaks only at its hyphens, two or three lines at most: never cut inside a part.
          <span className="font-monospace small d-inline-block" style={{ minWidth: '18ch' }}>
            {getValue()}
          </span>
        ),
      }),
      column.accessor((movement) => formatMovementQuantity(movement, i18n.language), {
        id: 'quantity',
        header: t('history.columns.quantity'),
        cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
      }),
      column.accessor((movement) => t(`history.directions.${movement.direction}`), {
        id: 'direction',
        header: t('history.columns.direction'),
      }),
      column.accessor((movement) => movement.counterpartyName ?? t('history.noCounterparty'), {
        id: 'counterparty',
        header: t('history.columns.counterparty'),
      }),
      column.accessor((movement) => describeRoute(movement, t), {
        id: 'route',
        header: t('history.columns.route'),
      }),
    ]);
  }, [t, i18n.language, newMovementIds]);

  return (
    <DataTable
      columns={columns}
      data={movements}
      caption={t('history.caption')}
      isCaptionHidden
      getRowId={(movement) => String(movement.id)}
      csvFileName={t('history.csv')}
      {...paging}
    />
  );
}
