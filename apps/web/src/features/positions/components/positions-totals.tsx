import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { formatQuantity, type HoldingTotal } from '../utils/quantities';

const column = createDataTableColumns<HoldingTotal>();

/** What the company holds per project and vintage, in tonnes. */
export function PositionsTotals({ totals }: { totals: readonly HoldingTotal[] }) {
  const { t, i18n } = useTranslation('positions');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('projectName', {
          header: t('columns.project'),
          meta: { isRowHeader: true },
        }),
        column.accessor('vintage', { header: t('columns.vintage') }),
        column.accessor((total) => formatQuantity(total.quantityKg, false, i18n.language), {
          id: 'total',
          header: t('columns.total'),
          sortFn: (a, b) => a.original.quantityKg - b.original.quantityKg,
        }),
      ]),
    [t, i18n.language],
  );
  return (
    <DataTable
      columns={columns}
      data={totals}
      caption={t('totals.caption')}
      isCaptionHidden
      getRowId={(total) => total.key}
      csvFileName={t('totals.csv')}
    />
  );
}
