import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@registry/contract/webhooks/webhooks-api';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';

const column = createDataTableColumns<Webhook>();

/** The company's webhooks: address, events, who made it, state, and what can be done. */
export function WebhooksTable({
  webhooks,
  shownId,
  onShowDeliveries,
  onDelete,
}: {
  webhooks: readonly Webhook[];
  /** The webhook whose deliveries are open below the table. */
  shownId: number | null;
  onShowDeliveries: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}) {
  const { t, i18n } = useTranslation('apiAccess');
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return column.columns([
      column.accessor('url', {
        header: t('webhooks.url'),
        meta: { isRowHeader: true },
        cell: ({ getValue }) => <span className="text-break">{getValue()}</span>,
      }),
      column.accessor((row) => row.events.join(', '), {
        id: 'events',
        header: t('webhooks.events'),
        cell: ({ row }) => (
          <ul className="list-unstyled mb-0">
            {row.original.events.map((event) => (
              <li key={event}>
                <code>{event}</code>
              </li>
            ))}
          </ul>
        ),
      }),
      column.accessor(
        (row) =>
          t('keys.createdValue', {
            date: date.format(new Date(row.createdAt)),
            name: row.createdBy,
          }),
        { id: 'created', header: t('keys.created') },
      ),
      column.accessor((row) => (row.deletedAt ? t('webhooks.deleted') : t('keys.active')), {
        id: 'state',
        header: t('keys.state'),
        cell: ({ row, getValue }) => (
          <span
            className={`badge text-wrap ${row.original.deletedAt ? 'text-bg-secondary' : 'text-bg-success'}`}
          >
            {getValue()}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('keys.actions'),
        meta: { label: t('keys.actions'), isCsvExcluded: true },
        cell: ({ row }) => (
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-pressed={shownId === row.original.id}
              aria-label={t('webhooks.deliveriesLabel', { url: row.original.url })}
              onClick={() => onShowDeliveries(row.original)}
            >
              {t('webhooks.deliveries')}
            </button>
            {!row.original.deletedAt && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t('webhooks.deleteLabel', { url: row.original.url })}
                onClick={() => onDelete(row.original)}
              >
                {t('webhooks.delete')}
              </button>
            )}
          </div>
        ),
      }),
    ]);
  }, [t, i18n.language, shownId, onShowDeliveries, onDelete]);
  return (
    <DataTable
      columns={columns}
      data={webhooks}
      caption={t('webhooks.caption')}
      isCaptionHidden
      getRowId={(row) => String(row.id)}
      csvFileName={t('webhooks.csv')}
      pageSize={25}
    />
  );
}
