import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyPerson } from '@registry/contract/company/company-person';
import type { Country } from '@registry/contract/platform/list-countries';
import { formatDocumentNumberShown } from '../../../lib/format-document-number';
import { addPerson, isDuplicatePerson, removePerson } from '../utils/company-people';
import { PersonAddRow } from './person-add-row';
import { RequiredMark } from './required-mark';

interface PeopleSectionProps {
  kind: 'ceos' | 'shareholders';
  people: readonly CompanyPerson[];
  isEditing: boolean;
  isMissing: boolean;
  countries: readonly Country[];
  defaultCountryId: number;
  onChange: (people: CompanyPerson[]) => void;
}

const COLUMNS = ['name', 'country', 'typeDocument', 'documentNumber'] as const;

/**
 * The chief executives or the shareholders of tab 3: a table (name, country,
 * document type, number) and, in the edit state, a remove button per row and
 * the add row.
 */
export function PeopleSection({
  kind,
  people,
  isEditing,
  isMissing,
  countries,
  defaultCountryId,
  onChange,
}: PeopleSectionProps) {
  const { t } = useTranslation('myCompany');
  const headingId = useId();
  return (
    <div
      className={`mb-4${isMissing ? ' text-danger-emphasis' : ''}`}
      data-testid={`people-${kind}`}
    >
      <h3 id={headingId} className="h5">
        {t(`people.${kind}.title`)}
        <RequiredMark />
      </h3>
      <div className="table-responsive">
        <table className="table table-sm align-middle" aria-labelledby={headingId}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`people.columns.${column}`)}
                </th>
              ))}
              {isEditing && (
                <th scope="col">
                  <span className="visually-hidden">{t('people.columns.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {people.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length + (isEditing ? 1 : 0)} className="text-body-secondary">
                  {t(`people.${kind}.empty`)}
                </td>
              </tr>
            ) : (
              people.map((person, index) => (
                <tr key={`${person.typeDocumentId}:${person.documentNumber}`}>
                  <th scope="row" className="fw-normal text-break">
                    {person.name}
                  </th>
                  <td>{person.country}</td>
                  <td>{person.typeDocument}</td>
                  <td>{formatDocumentNumberShown(person)}</td>
                  {isEditing && (
                    <td className="text-end">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={t('people.removePerson', { name: person.name })}
                        onClick={() => onChange(removePerson(people, index))}
                      >
                        {t('people.remove')}
                      </button>
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {isMissing && <p className="text-danger small">{t(`missing.${kind}`)}</p>}
      {isEditing && (
        <PersonAddRow
          legend={t(`people.${kind}.add`)}
          countries={countries}
          defaultCountryId={defaultCountryId}
          onAdd={(person) => {
            if (isDuplicatePerson(people, person)) return false;
            onChange(addPerson(people, person));
            return true;
          }}
        />
      )}
    </div>
  );
}
