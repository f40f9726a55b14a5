import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistryReportRow } from '@registry/contract/retirements/registry-report';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { formatQuantity } from '../../positions/utils/quantities';

const column = createDataTableColumns<RegistryReportRow>();
const MEASURES = ['issuedKg', 'retiredKg', 'cancelledKg', 'bufferKg'] as const;

/** The breakdown's values, a row each, with their tonnes (the registry's files hold the same). */
export function RegistryReportTable({
  rows,
  byTitle,
  byName,
}: {
  rows: readonly RegistryReportRow[];
  byTitle: string;
  byName: string;
}) {
  const { t, i18n } = useTranslation('registryReport');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('label', { header: byTitle, meta: { isRowHeader: true } }),
        ...MEASURES.map((measure) =>
          column.accessor((row) => formatQuantity(row[measure], false, i18n.language), {
            id: measure,
            header: t(`totals.${measure}`),
            sortFn: (a, b) => a.original[measure] - b.original[measure],
            cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
          }),
        ),
      ]),
    [t, i18n.language, byTitle],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption={t('table.caption', { by: byName })}
      getRowId={(row) => row.key || 'none'}
      emptyText={t('table.empty')}
      pageSize={25}
    />
  );
}
