import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CorrectionRow } from '@registry/contract/projects/correction-history';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { errorMessage } from '../../public-projects/utils/error-message';
import { useCorrectionHistory } from '../api/correction-history';
import { formatMoment, formatValue } from '../utils/format-value';

const column = createDataTableColumns<CorrectionRow>();

function CorrectionsTable({
  rows,
  fileName,
}: {
  rows: readonly CorrectionRow[];
  fileName: string;
}) {
  const { t, i18n } = useTranslation('correctionHistory');
  const language = i18n.language;
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor(
          (row) =>
            `${t(`fields.${row.field}`, { defaultValue: row.field })}${
              row.isPublic ? '' : ` (${t('private')})`
            }`,
          {
            id: 'field',
            header: t('columns.field'),
            enableSorting: false,
            meta: { isRowHeader: true },
          },
        ),
        column.accessor((row) => formatValue(row.field, row.oldValue, t, language), {
          id: 'oldValue',
          header: t('columns.oldValue'),
          enableSorting: false,
        }),
        column.accessor((row) => formatValue(row.field, row.newValue, t, language), {
          id: 'newValue',
          header: t('columns.newValue'),
          enableSorting: false,
        }),
        column.accessor((row) => formatMoment(row.createdAt, language), {
          id: 'date',
          header: t('columns.date'),
          enableSorting: false,
        }),
        column.accessor((row) => `${row.userName} (${row.companyName})`, {
          id: 'who',
          header: t('columns.who'),
          enableSorting: false,
        }),
        column.accessor('reason', { header: t('columns.reason'), enableSorting: false }),
      ]),
    [t, language],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption={t('caption')}
      isCaptionHidden
      getRowId={(row) => String(row.id)}
      emptyText={t('empty')}
      csvFileName={fileName}
    />
  );
}

/**
 * /correction-history/{projectId}, for anyone (DESIGN.md 4.2): every field
 * changed since the first submission, with the old and new values, who saved
 * it, when and why. The project's parties also see the private rows.
 */
export function CorrectionHistoryPage() {
  const { t } = useTranslation('correctionHistory');
  const { projectId = '' } = useParams();
  const id = /^\d{1,9}$/.test(projectId) ? Number(projectId) : 0;
  const answer = useCorrectionHistory(id);
  const title = useRouteTitle();

  if (id === 0 || !answer.isSuccess) {
    return (
      <section aria-labelledby="correction-history-title">
        <PageHeader title={title} titleId="correction-history-title" />
        {id !== 0 && answer.isPending ? (
          <LoadingSpinner label={t('loading')} />
        ) : (
          <ErrorState
            message={id === 0 ? t('notFound') : errorMessage(answer.error, t('loadFailed'))}
            {...(id === 0 ? {} : { onRetry: () => void answer.refetch() })}
          />
        )}
      </section>
    );
  }
  const { project, corrections } = answer.data;
  return (
    <section aria-labelledby="correction-history-title">
      <PageHeader
        title={title}
        titleId="correction-history-title"
        description={[project.name, project.code].filter(Boolean).join(' · ')}
        actions={
          <Link className="btn btn-outline-secondary" to={`/projects/${project.id}`}>
            {t('back')}
          </Link>
        }
      />
      <p className="text-body-secondary">{t('description')}</p>
      {corrections.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : (
        <CorrectionsTable
          rows={corrections}
          fileName={`corrections-${project.code ?? project.id}.csv`}
        />
      )}
    </section>
  );
}
