import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyPerson } from '@registry/contract/company/company-person';
import type { Country } from '@registry/contract/platform/list-countries';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { useLatest } from '../../../hooks/use-latest';
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

const column = createDataTableColumns<CompanyPerson>();

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
  const remove = useLatest((index: number) => onChange(removePerson(people, index)));
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('people.columns.name'),
          meta: { isRowHeader: true },
          cell: ({ getValue }) => <span className="text-break">{getValue()}</span>,
        }),
        column.accessor('country', { header: t('people.columns.country') }),
        column.accessor('typeDocument', { header: t('people.columns.typeDocument') }),
        column.accessor((person) => formatDocumentNumberShown(person), {
          id: 'documentNumber',
          header: t('people.columns.documentNumber'),
          enableSorting: false,
        }),
        ...(isEditing
          ? [
              column.display({
                id: 'actions',
                header: t('people.columns.actions'),
                enableSorting: false,
                cell: ({ row }) => (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={t('people.removePerson', { name: row.original.name })}
                    onClick={() => remove.current(row.index)}
                  >
                    {t('people.remove')}
                  </button>
                ),
              }),
            ]
          : []),
      ]),
    [t, isEditing, remove],
  );
  return (
    <div
      className={`mb-4${isMissing ? ' text-danger-emphasis' : ''}`}
      data-testid={`people-${kind}`}
    >
      <h3 id={headingId} className="h5">
        {t(`people.${kind}.title`)}
        <RequiredMark />
      </h3>
      <DataTable
        columns={columns}
        data={people}
        caption={t(`people.${kind}.title`)}
        isCaptionHidden
        getRowId={(person) => `${person.typeDocumentId}:${person.documentNumber}`}
        emptyText={t(`people.${kind}.empty`)}
        csvFileName={kind === 'ceos' ? 'chief-executives' : 'shareholders'}
      />
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
