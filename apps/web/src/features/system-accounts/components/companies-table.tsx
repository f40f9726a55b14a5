import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_COMPANIES_PAGE_LIMIT,
  reviewActionsFrom,
  type AdminCompany,
  type ReviewAction,
} from '@registry/contract/administration/companies';
import type { CompanyState } from '@registry/contract/company/company-state';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { companyViewPath } from '../../company-view/utils/company-view-path';

const column = createDataTableColumns<AdminCompany>();

const STATE_BADGE: Record<CompanyState, string> = {
  pending: 'text-bg-info',
  approved: 'text-bg-success',
  rejected: 'text-bg-danger',
  suspended: 'text-bg-warning',
};

interface CompaniesTableProps {
  companies: readonly AdminCompany[];
  onReview: (company: AdminCompany, action: ReviewAction) => void;
  onHistory: (company: AdminCompany) => void;
  onEdit: (company: AdminCompany) => void;
}

/**
 * The companies loaded so far: each name opens the company's read-only view,
 * each row offers the reviews its state allows and the review history; the
 * CSV holds every loaded company.
 */
export function CompaniesTable({ companies, onReview, onHistory, onEdit }: CompaniesTableProps) {
  const { t, i18n } = useTranslation('systemAccounts');
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    const done = (flag: 0 | 1) => t(flag ? 'completed' : 'incomplete');
    return column.columns([
      column.accessor('name', {
        header: t('columns.name'),
        meta: { isRowHeader: true },
        cell: ({ row, getValue }) => (
          <Link to={companyViewPath(row.original.id)}>{getValue()}</Link>
        ),
      }),
      column.accessor('companyId', {
        header: t('columns.platformId'),
        cell: ({ getValue }) => <span className="font-monospace small">{getValue()}</span>,
      }),
      column.accessor((row) => t(`types.${row.typeAccount}`), {
        id: 'type',
        header: t('columns.type'),
      }),
      column.accessor((row) => t(`states.${row.state}`), {
        id: 'state',
        header: t('columns.state'),
        cell: ({ row, getValue }) => (
          <>
            <span className={`badge ${STATE_BADGE[row.original.state]}`}>{getValue()}</span>
            {row.original.stateReason && (
              <span className="d-block small text-body-secondary text-break">
                {row.original.stateReason}
              </span>
            )}
          </>
        ),
      }),
      column.accessor((row) => done(row.updateBilling), {
        id: 'billing',
        header: t('columns.billing'),
      }),
      column.accessor((row) => done(row.updateDueDiligence), {
        id: 'dueDiligence',
        header: t('columns.dueDiligence'),
      }),
      column.accessor('createdAt', {
        header: t('columns.created'),
        sortFn: 'datetime',
        cell: ({ getValue }) => (
          <time dateTime={getValue()} className="text-nowrap">
            {date.format(new Date(getValue()))}
          </time>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('columns.actions'),
        meta: { label: t('columns.actions'), isCsvExcluded: true },
        cell: ({ row }) => (
          <div className="d-flex flex-wrap gap-1">
            {reviewActionsFrom(row.original.state).map((action) => (
              <button
                key={action}
                type="button"
                className={`btn btn-sm ${action === 'approve' || action === 'reinstate' ? 'btn-primary' : 'btn-outline-danger'}`}
                aria-label={t(`actionOf.${action}`, { name: row.original.name })}
                onClick={() => onReview(row.original, action)}
              >
                {t(`actions.${action}`)}
              </button>
            ))}
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-label={t('actionOf.edit', { name: row.original.name })}
              onClick={() => onEdit(row.original)}
            >
              {t('actions.edit')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-label={t('actionOf.history', { name: row.original.name })}
              onClick={() => onHistory(row.original)}
            >
              {t('actions.history')}
            </button>
          </div>
        ),
      }),
    ]);
  }, [t, i18n.language, onReview, onHistory, onEdit]);
  return (
    <DataTable
      columns={columns}
      data={companies}
      caption={t('companies.caption')}
      isCaptionHidden
      getRowId={(row) => String(row.id)}
      csvFileName={t('companies.csv')}
      pageSize={ADMIN_COMPANIES_PAGE_LIMIT}
    />
  );
}
