import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicLedgerRow } from '@registry/contract/retirements/public-ledger';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { formatQuantity } from '../../positions/utils/quantities';

const column = createDataTableColumns<PublicLedgerRow>();

interface LedgerTableProps {
  rows: readonly PublicLedgerRow[];
  hasNextPage: boolean;
  onNextPage: () => void;
  hasPreviousPage: boolean;
  onPreviousPage: () => void;
}

/**
 * One page of the ledger: a retirement's certificate links to its page, the
 * project to its public page; a cancellation has no certificate, and a
 * private retirement no beneficiary's name. The order is the server's.
 */
export function LedgerTable(props: LedgerTableProps) {
  const { t, i18n } = useTranslation(['publicLedger', 'retirements']);
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return column.columns([
      column.accessor((row) => date.format(new Date(row.at)), {
        id: 'date',
        header: t('columns.date'),
        meta: { isRowHeader: true },
        cell: ({ row, getValue }) => (
          <time dateTime={row.original.at} className="text-nowrap">
            {getValue()}
          </time>
        ),
      }),
      column.accessor((row) => t(`kinds.${row.kind}`), { id: 'kind', header: t('columns.kind') }),
      column.accessor((row) => row.certificateNumber ?? '', {
        id: 'certificate',
        header: t('columns.certificate'),
        cell: ({ row }) =>
          row.original.emitCertificationId ? (
            <Link
              to={`/emit-certification/${row.original.emitCertificationId}`}
              className="text-nowrap"
            >
              {row.original.certificateNumber}
            </Link>
          ) : (
            <span className="text-body-secondary">{t('noCertificate')}</span>
          ),
      }),
      column.accessor('projectName', {
        header: t('columns.project'),
        cell: ({ row, getValue }) => (
          <Link to={`/projects/${row.original.projectId}`}>{getValue()}</Link>
        ),
      }),
      column.accessor('serial', {
        header: t('columns.serial'),
        cell: ({ getValue }) => (
          <span className="font-monospace small text-break">{getValue()}</span>
        ),
      }),
      column.accessor('vintage', { header: t('columns.vintage') }),
      column.accessor((row) => formatQuantity(row.quantityKg, row.isKg, i18n.language), {
        id: 'quantity',
        header: t('columns.quantity'),
        cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
      }),
      column.accessor(
        (row) => (row.purpose ? t(`purposes.${row.purpose}`, { ns: 'retirements' }) : ''),
        { id: 'purpose', header: t('columns.purpose') },
      ),
      column.accessor(
        (row) => (row.kind === 'retirement' ? (row.beneficiaryName ?? t('private')) : ''),
        { id: 'beneficiary', header: t('columns.beneficiary') },
      ),
    ]);
  }, [t, i18n.language]);
  return (
    <DataTable
      columns={columns}
      data={props.rows}
      caption={t('caption')}
      getRowId={(row) => String(row.movementId)}
      hasNextPage={props.hasNextPage}
      onNextPage={props.onNextPage}
      hasPreviousPage={props.hasPreviousPage}
      onPreviousPage={props.onPreviousPage}
    />
  );
}
