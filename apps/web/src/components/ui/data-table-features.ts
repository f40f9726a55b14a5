import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** What a DataTable column may say about itself beyond TanStack's own options. */
export interface DataTableColumnMeta {
  /** The column's name as text, for the phone cards and the CSV, when its header is not a string. */
  label?: string;
  /** Left out of the CSV (actions, icons). Columns without an accessor always are. */
  isCsvExcluded?: boolean;
  /** The column's first cell is the row's header (a name): rendered as a th scope="row". */
  isRowHeader?: boolean;
}

/** The TanStack Table v9 features every DataTable has: sorting and client paging. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable of TData rows. */
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData>;

/**
 * The typed column helper of a DataTable:
 * `const column = createDataTableColumns<Project>();`
 * `column.columns([column.accessor('name', { header: t('name') })])`.
 */
export function createDataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
