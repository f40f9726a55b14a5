import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PER_TONNE_FEES, type Fee } from '@registry/contract/billing/billing-api';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { failureText } from '../../../lib/ledger-call';
import { useFees } from '../api/billing-queries';
import { feeStatuses } from '../utils/fee-status';
import { formatMoney, formatRate } from '../utils/money';

const column = createDataTableColumns<Fee>();

/** The fee schedule: each kind's price, its tax and the day it applies from; the one in force marked. */
export function FeeSchedule() {
  const { t, i18n } = useTranslation('invoicing');
  const fees = useFees();
  const today = new Date().toISOString().slice(0, 10);
  const statuses = useMemo(() => feeStatuses(fees.data ?? [], today), [fees.data, today]);
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    return column.columns([
      column.accessor((row) => t(`kinds.${row.kind}`), {
        id: 'kind',
        header: t('fees.kind'),
        meta: { isRowHeader: true },
      }),
      column.accessor(
        (row) =>
          `${formatMoney(row.amountCents, row.currency, i18n.language)}${PER_TONNE_FEES.includes(row.kind) ? ` ${t('fees.perTonne')}` : ''}`,
        { id: 'amount', header: t('fees.amount') },
      ),
      column.accessor((row) => formatRate(row.taxRateBp, i18n.language), {
        id: 'tax',
        header: t('fees.tax'),
      }),
      column.accessor('validFrom', {
        header: t('fees.validFrom'),
        cell: ({ getValue }) => date.format(new Date(`${getValue()}T00:00:00Z`)),
      }),
      column.accessor((row) => t(`fees.${statuses.get(row.id) ?? 'replaced'}`), {
        id: 'status',
        header: t('fees.status'),
      }),
    ]);
  }, [t, i18n.language, statuses]);
  return (
    <DataTable
      columns={columns}
      data={fees.data ?? []}
      caption={t('fees.caption')}
      isCaptionHidden
      getRowId={(row) => String(row.id)}
      isLoading={fees.isPending}
      error={fees.isError ? failureText(fees.error, t('failed')) : null}
      onRetry={() => void fees.refetch()}
      emptyText={t('fees.empty')}
      csvFileName={t('fees.csv')}
    />
  );
}
