import { useTranslation } from 'react-i18next';
import type { CompanyView } from '@registry/contract/company/company-view';
import { formatDocumentNumberShown } from '../../../lib/format-document-number';
import { ReadOnlyFields } from './read-only-fields';
import { YesNo } from './yes-no';

const USER_COLUMNS = ['name', 'email', 'active', 'isAdminAccount', 'isContact'] as const;

/** General information, read-only: the company's data and its users with yes/no flags. */
export function GeneralInformationTab({ company }: { company: CompanyView }) {
  const { t } = useTranslation('companyView');
  const label = (field: string) => t(`general.fields.${field}`);
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
      <div className="table-responsive">
        <table className="table align-middle" data-testid="company-view-users">
          <caption className="visually-hidden">{t('general.users.caption')}</caption>
          <thead>
            <tr>
              {USER_COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  {t(`general.users.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {company.users.length === 0 ? (
              <tr>
                <td colSpan={USER_COLUMNS.length} className="text-center py-3">
                  {t('general.users.empty')}
                </td>
              </tr>
            ) : (
              company.users.map((user) => (
                <tr key={user.id}>
                  <th scope="row" className="fw-normal">
                    {user.name}
                  </th>
                  <td className="text-break">{user.email}</td>
                  <td>
                    <YesNo value={user.active === 1} />
                  </td>
                  <td>
                    <YesNo value={user.isAdminAccount === 1} />
                  </td>
                  <td>
                    <YesNo value={user.isContact === 1} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
