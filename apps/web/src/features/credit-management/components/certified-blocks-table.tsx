import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertifiedBlock } from '@registry/contract/ledger/certifier-api';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { useLatest } from '../../../hooks/use-latest';
import type { BlockAction } from '../api/credit-queries';
import { formatQuantity } from '../utils/quantity';

interface CertifiedBlocksTableProps {
  blocks: readonly CertifiedBlock[];
  caption: string;
  csvFileName: string;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Shows lock, unlock and cancel on each block that allows them. */
  onAction?: (block: CertifiedBlock, action: BlockAction) => void;
}

const column = createDataTableColumns<CertifiedBlock>();

/** The actions a block in this status allows. */
export function actionsOf(block: CertifiedBlock): BlockAction[] {
  if (block.status === 'active') return ['lock', 'cancel'];
  if (block.status === 'locked') return ['unlock', 'cancel'];
  return [];
}

/** Blocks of the certifier's projects: serial, holder, quantity, status; a CSV of them. */
export function CertifiedBlocksTable({
  blocks,
  caption,
  csvFileName,
  isLoading,
  error,
  onRetry,
  onAction,
}: CertifiedBlocksTableProps) {
  const { t, i18n } = useTranslation('creditManagement');
  const latest = useLatest({ onAction });
  const hasActions = onAction !== undefined;
  const columns = useMemo(() => {
    const holderOf = (block: CertifiedBlock) =>
      block.companyName ?? t(`accounts.${block.accountKind}`, { defaultValue: block.accountKind });
    return column.columns([
      column.accessor('serial', {
        header: t('blocks.serial'),
        meta: { isRowHeader: true },
        cell: ({ getValue }) => (
          <span className="text-break font-monospace small">{getValue()}</span>
        ),
      }),
      column.accessor('vintage', { header: t('blocks.vintage') }),
      column.accessor(holderOf, {
        id: 'holder',
        header: t('blocks.holder'),
      }),
      column.accessor((block) => block.quantityKg / 1000, {
        id: 'quantity',
        header: t('blocks.quantity'),
        cell: ({ row }) => (
          <span className="text-nowrap">
            {formatQuantity(row.original.quantityKg, i18n.language, row.original.divisible)}
          </span>
        ),
      }),
      column.accessor((block) => t(`status.${block.status}`), {
        id: 'status',
        header: t('blocks.status'),
      }),
      ...(hasActions
        ? [
            column.display({
              id: 'actions',
              header: t('blocks.actions'),
              meta: { label: t('blocks.actions'), isCsvExcluded: true },
              cell: ({ row }) => {
                const actions = actionsOf(row.original);
                if (actions.length === 0) {
                  return <span className="text-body-secondary small">{t('blocks.noAction')}</span>;
                }
                return (
                  <div
                    className="d-flex flex-wrap gap-1"
                    role="group"
                    aria-label={t('blocks.actionsOf', { serial: row.original.serial })}
                  >
                    {actions.map((action) => (
                      <button
                        key={action}
                        type="button"
                        className={`btn btn-sm ${action === 'cancel' ? 'btn-outline-danger' : 'btn-outline-primary'}`}
                        onClick={() => latest.current.onAction?.(row.original, action)}
                      >
                        {t(`actions.${action}`)}
                      </button>
                    ))}
                  </div>
                );
              },
            }),
          ]
        : []),
    ]);
  }, [t, i18n.language, latest, hasActions]);

  return (
    <DataTable
      columns={columns}
      data={blocks}
      caption={caption}
      getRowId={(block) => String(block.serialId)}
      csvFileName={csvFileName}
      isLoading={isLoading ?? false}
      error={error ?? null}
      {...(onRetry ? { onRetry } : {})}
      emptyText={t('blocks.empty')}
    />
  );
}
