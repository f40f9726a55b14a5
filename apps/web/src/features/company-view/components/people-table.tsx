import { useTranslation } from 'react-i18next';
import type { CompanyPerson } from '@registry/contract/company/company-person';
import { formatDocumentNumberShown } from '../../../lib/format-document-number';

interface PeopleTableProps {
  people: readonly CompanyPerson[];
  caption: string;
  emptyText: string;
  testId: string;
}

const COLUMNS = ['name', 'country', 'typeDocument', 'documentNumber'] as const;

/** Chief executives or shareholders: name, country, document type, document number. */
export function PeopleTable({ people, caption, emptyText, testId }: PeopleTableProps) {
  const { t } = useTranslation('companyView');
  return (
    <div className="table-responsive">
      <table className="table align-middle" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th scope="col" key={column}>
                {t(`people.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="text-center py-3">
                {emptyText}
              </td>
            </tr>
          ) : (
            people.map((person) => (
              <tr key={`${person.typeDocumentId}:${person.documentNumber}`}>
                <th scope="row" className="fw-normal">
                  {person.name}
                </th>
                <td>{person.country}</td>
                <td>{person.typeDocument}</td>
                <td>{formatDocumentNumberShown(person)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
