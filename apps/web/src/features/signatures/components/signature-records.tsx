import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignatureRecord } from '@registry/contract/projects/signatures';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { useSession } from '../../../hooks/use-session';
import { useProjectSignatures } from '../api/project-signatures';

const column = createDataTableColumns<SignatureRecord>();

function SignaturesTable({ records }: { records: readonly SignatureRecord[] }) {
  const { t, i18n } = useTranslation('signatures');
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return column.columns([
      column.accessor(
        (record) => `${t(`documentTypes.${record.documentType}`)}: ${record.documentName}`,
        {
          id: 'document',
          header: t('records.document'),
          meta: { isRowHeader: true },
        },
      ),
      column.accessor((record) => `${record.signerName} (${record.companyName})`, {
        id: 'signer',
        header: t('records.signer'),
      }),
      column.accessor((record) => t(`roles.${record.role}`), {
        id: 'role',
        header: t('records.role'),
      }),
      column.accessor((record) => date.format(new Date(record.signedAt)), {
        id: 'signedAt',
        header: t('records.signedAt'),
      }),
      column.accessor('documentSha256', {
        header: t('records.sha256'),
        enableSorting: false,
        cell: ({ getValue }) => <code className="text-break small text-body">{getValue()}</code>,
      }),
    ]);
  }, [t, i18n.language]);
  return (
    <DataTable
      columns={columns}
      data={records}
      caption={t('records.caption')}
      isCaptionHidden
      getRowId={(record) => String(record.id)}
      csvFileName={t('records.csv')}
    />
  );
}

/**
 * The project's signature records (who, as what, when, which SHA-256), shown
 * on the project page to a logged-in party of the project; nothing for others.
 */
export function SignatureRecords({ projectId }: { projectId: number }) {
  const { t } = useTranslation('signatures');
  const claims = useSession();
  const records = useProjectSignatures(projectId, claims !== null);
  if (!records.isSuccess || records.data.length === 0) return null;
  return (
    <section aria-labelledby="project-signatures" className="mb-4">
      <h2 id="project-signatures" className="h4">
        {t('records.title')}
      </h2>
      <p className="text-body-secondary">{t('records.description')}</p>
      <SignaturesTable records={records.data} />
    </section>
  );
}
