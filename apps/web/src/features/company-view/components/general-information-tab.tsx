import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyView } from '@registry/contract/company/company-view';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { formatDocumentNumberShown } from '../../../lib/format-document-number';
import { ReadOnlyFields } from './read-only-fields';

type CompanyViewUser = CompanyView['users'][number];
const column = createDataTableColumns<CompanyViewUser>();
const FLAGS = ['active', 'isAdminAccount', 'isContact'] as const;

/** General information, read-only: the company's data and its users with yes/no flags. */
export function GeneralInformationTab({ company }: { company: CompanyView }) {
  const { t } = useTranslation('companyView');
  const label = (field: string) => t(`general.fields.${field}`);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('general.users.columns.name'),
          meta: { isRowHeader: true },
        }),
        column.accessor('email', {
          header: t('general.users.columns.email'),
          cell: ({ getValue }) => <span className="text-break">{getValue()}</span>,
        }),
        ...FLAGS.map((flag) =>
          column.accessor((user) => (user[flag] === 1 ? t('yes') : t('no')), {
            id: flag,
            header: t(`general.users.columns.${flag}`),
          }),
        ),
      ]),
    [t],
  );
  return (
    <>
      <ReadOnlyFields
        fields={[
          { label: label('name'), value: company.name },
          { label: label('companyId'), value: company.companyId },
          { label: label('accountType'), value: company.accountType },
          { label: label('typeDocument'), value: company.typeDocument },
          { label: label('documentNumber'), value: formatDocumentNumberShown(company) },
          { label: label('country'), value: company.country },
          { label: label('region'), value: company.region },
          { label: label('city'), value: company.city },
          { label: label('address'), value: company.address },
        ]}
      />
      <h2 className="h5">{t('general.users.title')}</h2>
      <div data-testid="company-view-users">
        <DataTable
          columns={columns}
          data={company.users}
          caption={t('general.users.caption')}
          isCaptionHidden
          getRowId={(user) => String(user.id)}
          emptyText={t('general.users.empty')}
          csvFileName="company-users"
        />
      </div>
    </>
  );
}
