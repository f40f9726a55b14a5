import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@registry/contract/api-keys/api-keys-api';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';

const column = createDataTableColumns<ApiKey>();

/** The company's keys: name, scopes, hint, who made it and when, last use, state, revoke. */
export function ApiKeysTable({
  keys,
  onRevoke,
}: {
  keys: readonly ApiKey[];
  onRevoke: (key: ApiKey) => void;
}) {
  const { t, i18n } = useTranslation('apiAccess');
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const when = (value: string | null) => (value ? date.format(new Date(value)) : t('keys.never'));
    return column.columns([
      column.accessor('name', { header: t('keys.name'), meta: { isRowHeader: true } }),
      column.accessor((row) => row.scopes.map((scope) => t(`scopes.${scope}`)).join(', '), {
        id: 'scopes',
        header: t('keys.scopes'),
      }),
      column.accessor((row) => `${row.hint}…`, {
        id: 'hint',
        header: t('keys.hint'),
        cell: ({ getValue }) => <code>{getValue()}</code>,
      }),
      column.accessor(
        (row) => t('keys.createdValue', { date: when(row.createdAt), name: row.createdBy }),
        {
          id: 'created',
          header: t('keys.created'),
        },
      ),
      column.accessor((row) => when(row.lastUsedAt), {
        id: 'lastUsed',
        header: t('keys.lastUsed'),
      }),
      column.accessor(
        (row) =>
          row.revokedAt ? t('keys.revokedOn', { date: when(row.revokedAt) }) : t('keys.active'),
        {
          id: 'state',
          header: t('keys.state'),
          cell: ({ row, getValue }) => (
            <span
              className={`badge text-wrap ${row.original.revokedAt ? 'text-bg-secondary' : 'text-bg-success'}`}
            >
              {getValue()}
            </span>
          ),
        },
      ),
      column.display({
        id: 'actions',
        header: t('keys.actions'),
        meta: { label: t('keys.actions'), isCsvExcluded: true },
        cell: ({ row }) =>
          row.original.revokedAt ? null : (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={t('keys.revokeLabel', { name: row.original.name })}
              onClick={() => onRevoke(row.original)}
            >
              {t('keys.revoke')}
            </button>
          ),
      }),
    ]);
  }, [t, i18n.language, onRevoke]);
  return (
    <DataTable
      columns={columns}
      data={keys}
      caption={t('keys.caption')}
      isCaptionHidden
      getRowId={(row) => String(row.id)}
      csvFileName={t('keys.csv')}
      pageSize={25}
    />
  );
}
