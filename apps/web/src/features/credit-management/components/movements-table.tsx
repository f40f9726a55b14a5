import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertifiedMovement } from '@registry/contract/ledger/certifier-api';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { useLatest } from '../../../hooks/use-latest';
import { formatQuantity } from '../utils/quantity';

const column = createDataTableColumns<CertifiedMovement>();

/** A project's movements, newest first; a transfer still in place offers Reverse. */
export function MovementsTable({
  movements,
  isLoading,
  error,
  onReverse,
}: {
  movements: readonly CertifiedMovement[];
  isLoading: boolean;
  error: string | null;
  onReverse: (movement: CertifiedMovement) => void;
}) {
  const { t, i18n } = useTranslation('creditManagement');
  const latest = useLatest({ onReverse });
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return column.columns([
      column.accessor('id', { header: t('movements.id'), meta: { isRowHeader: true } }),
      column.accessor(
        (movement) =>
          typeof movement.reversesMovementId === 'number'
            ? t('kinds.reverseOf', { id: movement.reversesMovementId })
            : t(`kinds.${movement.kind}`, { defaultValue: movement.kind }),
        {
          id: 'kind',
          header: t('movements.kind'),
        },
      ),
      column.accessor((movement) => movement.quantityKg / 1000, {
        id: 'quantity',
        header: t('blocks.quantity'),
        cell: ({ row }) => (
          <span className="text-nowrap">
            {formatQuantity(row.original.quantityKg, i18n.language)}
          </span>
        ),
      }),
      column.accessor((movement) => movement.reason ?? '', {
        id: 'reason',
        header: t('reason.label'),
      }),
      column.accessor('createdAt', {
        header: t('movements.date'),
        cell: ({ getValue }) => date.format(new Date(getValue())),
      }),
      column.display({
        id: 'actions',
        header: t('blocks.actions'),
        meta: { label: t('blocks.actions'), isCsvExcluded: true },
        cell: ({ row }) =>
          row.original.isReversible ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={t('movements.reverseOf', { id: row.original.id })}
              onClick={() => latest.current.onReverse(row.original)}
            >
              {t('actions.reverse')}
            </button>
          ) : (
            <span className="text-body-secondary small">{t('blocks.noAction')}</span>
          ),
      }),
    ]);
  }, [t, i18n.language, latest]);
  return (
    <DataTable
      columns={columns}
      data={movements}
      caption={t('movements.caption')}
      getRowId={(movement) => String(movement.id)}
      csvFileName={t('movements.csv')}
      isLoading={isLoading}
      error={error}
      emptyText={t('movements.empty')}
    />
  );
}
