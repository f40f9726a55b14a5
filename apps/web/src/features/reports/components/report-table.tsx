import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CarbonTaxRetirement } from '@registry/contract/retirements/carbon-tax-report';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { formatQuantity } from '../../positions/utils/quantities';
import { certificatePathOf } from '../../retirements/utils/retire-path';

const column = createDataTableColumns<CarbonTaxRetirement>();

/** Rows per page: a report is read through, not glanced at. */
const PAGE_SIZE = 25;

interface ReportTableProps {
  retirements: readonly CarbonTaxRetirement[];
  isLoading: boolean;
  /** The failure's message; null while fine. */
  error: string | null;
  onRetry: () => void;
}

/**
 * The carbon-tax retirements of the filter, newest first: each certificate a
 * link to its page, the passive subject with its tax number, and who retired
 * the credits for whom (the authority sees the beneficiary of a private one).
 */
export function ReportTable({ retirements, isLoading, error, onRetry }: ReportTableProps) {
  const { t, i18n } = useTranslation(['reports', 'retirements']);
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return column.columns([
      column.accessor('certificateNumber', {
        header: t('table.columns.certificate'),
        meta: { isRowHeader: true },
        cell: ({ row, getValue }) => (
          <Link to={certificatePathOf(row.original.emitCertificationId)} className="text-nowrap">
            {getValue()}
          </Link>
        ),
      }),
      column.accessor((row) => date.format(new Date(row.retiredAt)), {
        id: 'date',
        header: t('table.columns.date'),
        sortFn: (a, b) => a.original.retiredAt.localeCompare(b.original.retiredAt),
        cell: ({ row, getValue }) => (
          <time dateTime={row.original.retiredAt} className="text-nowrap">
            {getValue()}
          </time>
        ),
      }),
      column.accessor('projectName', { header: t('table.columns.project') }),
      column.accessor((row) => formatQuantity(row.quantityKg, row.isKg, i18n.language), {
        id: 'quantity',
        header: t('table.columns.quantity'),
        sortFn: (a, b) => a.original.quantityKg - b.original.quantityKg,
        cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
      }),
      column.accessor((row) => `${row.passiveSubject.name} (${row.passiveSubject.taxId})`, {
        id: 'passiveSubject',
        header: t('table.columns.passiveSubject'),
        // One element: the phone cards lay a cell's children out side by side.
        cell: ({ row }) => (
          <span>
            {row.original.passiveSubject.name}
            <span className="d-block small text-body-secondary">
              {t('table.columns.taxId', { taxId: row.original.passiveSubject.taxId })}
            </span>
          </span>
        ),
      }),
      column.accessor((row) => t(`fuels.${row.fuel}`, { ns: 'retirements' }), {
        id: 'fuel',
        header: t('table.columns.fuel'),
      }),
      column.accessor('taxPeriod', { header: t('table.columns.taxPeriod') }),
      column.accessor('beneficiaryName', { header: t('table.columns.beneficiary') }),
      column.accessor('retiredBy', { header: t('table.columns.retiredBy') }),
    ]);
  }, [t, i18n.language]);

  return (
    <DataTable
      columns={columns}
      data={retirements}
      caption={t('table.caption')}
      getRowId={(row) => row.emitCertificationId}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyText={t('table.empty')}
      pageSize={PAGE_SIZE}
    />
  );
}
