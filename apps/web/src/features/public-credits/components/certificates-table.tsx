import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicCertificateRow } from '@registry/contract/retirements/public-credits';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { formatQuantity } from '../../positions/utils/quantities';

const column = createDataTableColumns<PublicCertificateRow>();

/** A project's retirement certificates: each number a link to its page; a private beneficiary unnamed. */
export function CertificatesTable({
  certificates,
  isLoading,
  error,
  onRetry,
  caption,
  csvFileName,
}: {
  certificates: readonly PublicCertificateRow[];
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  caption: string;
  /** The table's own CSV; left out where the page offers the registry's files instead. */
  csvFileName?: string;
}) {
  const { t, i18n } = useTranslation(['publicCredits', 'retirements']);
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return column.columns([
      column.accessor('certificateNumber', {
        header: t('certificates.columns.certificate'),
        meta: { isRowHeader: true },
        cell: ({ row, getValue }) => (
          <Link
            to={`/emit-certification/${row.original.emitCertificationId}`}
            className="text-nowrap"
          >
            {getValue()}
          </Link>
        ),
      }),
      column.accessor((row) => date.format(new Date(row.createdAt)), {
        id: 'date',
        header: t('certificates.columns.date'),
        sortFn: (a, b) => a.original.createdAt.localeCompare(b.original.createdAt),
      }),
      column.accessor('vintage', { header: t('certificates.columns.vintage') }),
      column.accessor('serial', {
        header: t('certificates.columns.serial'),
        cell: ({ getValue }) => <span className="font-monospace small">{getValue()}</span>,
      }),
      column.accessor((row) => formatQuantity(row.quantityKg, row.isKg, i18n.language), {
        id: 'quantity',
        header: t('certificates.columns.quantity'),
        sortFn: (a, b) => a.original.quantityKg - b.original.quantityKg,
        cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
      }),
      column.accessor((row) => t(`purposes.${row.purpose}`, { ns: 'retirements' }), {
        id: 'purpose',
        header: t('certificates.columns.purpose'),
      }),
      column.accessor((row) => row.beneficiaryName ?? t('certificates.private'), {
        id: 'beneficiary',
        header: t('certificates.columns.beneficiary'),
      }),
    ]);
  }, [t, i18n.language]);
  return (
    <DataTable
      columns={columns}
      data={certificates}
      caption={caption}
      getRowId={(row) => row.emitCertificationId}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyText={t('certificates.empty')}
      csvFileName={csvFileName}
    />
  );
}
