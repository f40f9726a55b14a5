import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyPerson } from '@registry/contract/company/company-person';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { formatDocumentNumberShown } from '../../../lib/format-document-number';

interface PeopleTableProps {
  people: readonly CompanyPerson[];
  caption: string;
  emptyText: string;
  testId: string;
  /** The CSV download's file name. */
  csvFileName: string;
}

const column = createDataTableColumns<CompanyPerson>();

/** Chief executives or shareholders: name, country, document type, document number. */
export function PeopleTable({ people, caption, emptyText, testId, csvFileName }: PeopleTableProps) {
  const { t } = useTranslation('companyView');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { header: t('people.columns.name'), meta: { isRowHeader: true } }),
        column.accessor('country', { header: t('people.columns.country') }),
        column.accessor('typeDocument', { header: t('people.columns.typeDocument') }),
        column.accessor((person) => formatDocumentNumberShown(person), {
          id: 'documentNumber',
          header: t('people.columns.documentNumber'),
          enableSorting: false,
        }),
      ]),
    [t],
  );
  return (
    <div data-testid={testId}>
      <DataTable
        columns={columns}
        data={people}
        caption={caption}
        isCaptionHidden
        getRowId={(person) => `${person.typeDocumentId}:${person.documentNumber}`}
        emptyText={emptyText}
        csvFileName={csvFileName}
      />
    </div>
  );
}
