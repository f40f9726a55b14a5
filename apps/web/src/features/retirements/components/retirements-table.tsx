import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RetirementRow } from '@registry/contract/retirements/retirements-api';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { formatQuantity } from '../../positions/utils/quantities';
import { useRetirements } from '../api/retirements';
import { certificatePathOf } from '../utils/retire-path';

const column = createDataTableColumns<RetirementRow>();
const NO_ROWS: readonly RetirementRow[] = [];

/**
 * The company's retirements, newest first: each certificate a link to its
 * page; a private one says so beside its beneficiary (the public page hides it).
 */
export function RetirementsTable() {
  const { t, i18n } = useTranslation('retirements');
  const retirements = useRetirements();
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return column.columns([
      column.accessor('certificateNumber', {
        header: t('list.columns.certificate'),
        meta: { isRowHeader: true },
        cell: ({ row, getValue }) => (
          <Link to={certificatePathOf(row.original.emitCertificationId)} className="text-nowrap">
            {getValue()}
          </Link>
        ),
      }),
      column.accessor((retirement) => date.format(new Date(retirement.createdAt)), {
        id: 'date',
        header: t('list.columns.date'),
        sortFn: (a, b) => a.original.createdAt.localeCompare(b.original.createdAt),
        cell: ({ row, getValue }) => (
          <time dateTime={row.original.createdAt} className="text-nowrap">
            {getValue()}
          </time>
        ),
      }),
      column.accessor('projectName', { header: t('list.columns.project') }),
      column.accessor('serial', {
        header: t('list.columns.serial'),
        cell: ({ getValue }) => <span className="font-monospace small">{getValue()}</span>,
      }),
      column.accessor(
        (retirement) => formatQuantity(retirement.quantityKg, retirement.isKg, i18n.language),
        {
          id: 'quantity',
          header: t('list.columns.quantity'),
          sortFn: (a, b) => a.original.quantityKg - b.original.quantityKg,
          cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
        },
      ),
      column.accessor((retirement) => t(`purposes.${retirement.purpose}`), {
        id: 'purpose',
        header: t('list.columns.purpose'),
      }),
      column.accessor(
        (retirement) =>
          retirement.isPublic
            ? retirement.beneficiaryName
            : t('list.privateOf', { name: retirement.beneficiaryName }),
        {
          id: 'beneficiary',
          header: t('list.columns.beneficiary'),
          cell: ({ row }) => (
            <>
              {row.original.beneficiaryName}
              {!row.original.isPublic && (
                <span className="badge text-bg-secondary ms-2" title={t('list.privateHelp')}>
                  {t('list.private')}
                </span>
              )}
            </>
          ),
        },
      ),
    ]);
  }, [t, i18n.language]);

  return (
    <DataTable
      columns={columns}
      data={retirements.data ?? NO_ROWS}
      caption={t('list.caption')}
      isCaptionHidden
      getRowId={(retirement) => retirement.emitCertificationId}
      isLoading={retirements.isPending}
      error={retirements.isError ? t('list.loadError') : null}
      onRetry={() => void retirements.refetch()}
      emptyText={t('list.empty')}
      csvFileName={t('list.csv')}
    />
  );
}
