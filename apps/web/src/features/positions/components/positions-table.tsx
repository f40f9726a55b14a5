import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { useLatest } from '../../../hooks/use-latest';
import { RetireLink } from '../../retirements/components/retire-link';
import { formatQuantity } from '../utils/quantities';

interface PositionsTableProps {
  positions: readonly Position[];
  canTransfer: boolean;
  canConvert: boolean;
  /** A Retire link per active block, into its prefilled retirement (the retire permit). */
  canRetire?: boolean;
  onTransfer: (position: Position) => void;
  onConvert: (position: Position) => void;
}

const column = createDataTableColumns<Position>();

/** The blocks of /my-positions with their moves; a CSV of what is listed. */
export function PositionsTable({
  positions,
  canTransfer,
  canConvert,
  canRetire = false,
  onTransfer,
  onConvert,
}: PositionsTableProps) {
  const { t, i18n } = useTranslation('positions');
  const latest = useLatest({ onTransfer, onConvert });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('projectName', { header: t('columns.project') }),
        column.accessor('vintage', { header: t('columns.vintage') }),
        column.accessor('serial', {
          header: t('columns.serial'),
          meta: { isRowHeader: true },
          cell: ({ getValue }) => <span className="font-monospace small">{getValue()}</span>,
        }),
        column.accessor(
          (position) => formatQuantity(position.quantityKg, position.divisible, i18n.language),
          {
            id: 'quantity',
            header: t('columns.quantity'),
            sortFn: (a, b) => a.original.quantityKg - b.original.quantityKg,
            cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
          },
        ),
        column.accessor(
          (position) =>
            position.subAccountId === null
              ? t('account.main')
              : t('account.sub', { name: position.accountName }),
          { id: 'account', header: t('columns.account') },
        ),
        column.accessor((position) => t(`status.${position.status}`), {
          id: 'status',
          header: t('columns.status'),
          cell: ({ row, getValue }) => (
            <span
              className={`badge ${row.original.status === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}
            >
              {getValue()}
            </span>
          ),
        }),
        column.display({
          id: 'actions',
          header: t('columns.actions'),
          meta: { label: t('columns.actions'), isCsvExcluded: true },
          cell: ({ row }) => {
            const position = row.original;
            const isActive = position.status === 'active';
            const showConvert = canConvert && isActive && !position.divisible;
            if (!((canTransfer || canRetire) && isActive) && !showConvert) {
              // A block that cannot move says why (locked by the certifier, retired ...).
              return (
                <span className="text-body-secondary small">
                  {isActive ? t('noAction') : t(`noActionWhy.${position.status}`)}
                </span>
              );
            }
            return (
              <div
                className="d-flex flex-wrap gap-1"
                role="group"
                aria-label={t('actionsOf', { serial: position.serial })}
              >
                {canTransfer && isActive && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    onClick={() => latest.current.onTransfer(position)}
                  >
                    {t('transfer')}
                  </button>
                )}
                {showConvert && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    onClick={() => latest.current.onConvert(position)}
                  >
                    {t('convert')}
                  </button>
                )}
                {canRetire && isActive && <RetireLink position={position} />}
              </div>
            );
          },
        }),
      ]),
    [t, i18n.language, latest, canTransfer, canConvert, canRetire],
  );

  return (
    <DataTable
      columns={columns}
      data={positions}
      caption={t('caption')}
      isCaptionHidden
      getRowId={(position) => String(position.serialId)}
      csvFileName={t('csv')}
    />
  );
}
