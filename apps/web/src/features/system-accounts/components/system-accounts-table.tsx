import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemAccount } from '@registry/contract/administration/companies';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { failureText } from '../../../lib/ledger-call';
import { formatQuantity } from '../../credit-management/utils/quantity';
import { useSystemAccounts } from '../api/admin-companies';

const column = createDataTableColumns<SystemAccount>();
const STATUSES = ['active', 'locked', 'retired', 'cancelled'] as const;

/** The registry's own ledger accounts (buffer, cancellation, market escrows) and what they hold. */
export function SystemAccountsTable() {
  const { t, i18n } = useTranslation('systemAccounts');
  const accounts = useSystemAccounts();
  const columns = useMemo(() => {
    const format = (kg: number) => formatQuantity(kg, i18n.language);
    return column.columns([
      column.accessor(
        (row) =>
          row.market ? t('kinds.escrowOf', { market: row.market }) : t(`kinds.${row.kind}`),
        { id: 'account', header: t('accounts.account'), meta: { isRowHeader: true } },
      ),
      column.accessor('balanceKg', {
        header: t('accounts.balance'),
        cell: ({ getValue }) => (
          <span className="text-nowrap fw-semibold">{format(getValue())}</span>
        ),
      }),
      ...STATUSES.map((status) =>
        column.accessor((row) => row.kgByStatus[status], {
          id: status,
          header: t(`accounts.${status}`),
          cell: ({ getValue }) => <span className="text-nowrap">{format(getValue())}</span>,
        }),
      ),
    ]);
  }, [t, i18n.language]);
  return (
    <DataTable
      columns={columns}
      data={accounts.data ?? []}
      caption={t('accounts.caption')}
      isCaptionHidden
      getRowId={(row) => String(row.id)}
      csvFileName={t('accounts.csv')}
      isLoading={accounts.isPending}
      error={accounts.isError ? failureText(accounts.error, t('failed')) : null}
      onRetry={() => void accounts.refetch()}
      emptyText={t('accounts.empty')}
    />
  );
}
