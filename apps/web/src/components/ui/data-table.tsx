import './data-table.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTable, type Column, type RowData, type SortingState } from '@tanstack/react-table';
import { downloadCsv, toCsv } from './csv';
import { DataTablePager } from './data-table-pager';
import {
  dataTableFeatures,
  type DataTableColumn,
  type DataTableFeatures,
} from './data-table-features';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingSpinner } from './loading-spinner';

/** Rows per page with client paging unless the screen says otherwise. */
export const DATA_TABLE_PAGE_SIZE = 10;

export interface DataTableProps<TData extends RowData> {
  /** Built with createDataTableColumns; keep them stable (module scope or useMemo). */
  columns: readonly DataTableColumn<TData>[];
  /** Keep it stable too: a new [] on every render rebuilds the rows. */
  data: readonly TData[];
  /** The table's name: its caption, and the name of its pages and download. */
  caption: string;
  isCaptionHidden?: boolean;
  getRowId?: (row: TData, index: number) => string;
  isLoading?: boolean;
  /** A non-empty message means the load failed; onRetry adds a Try again button. */
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
  /** Shows "Download CSV" of the rows it holds, in the shown order; the file's name. */
  csvFileName?: string;
  /** Client paging: rows per page. */
  pageSize?: number;
  /** Cursor paging: the rows are one page of the server's; these move between pages. */
  hasNextPage?: boolean;
  onNextPage?: () => void;
  hasPreviousPage?: boolean;
  onPreviousPage?: () => void;
  /** Server sorting (with cursor paging): the order is the server's. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
}

/** A column's name as text: its header when a string, else meta.label, else its id. */
export function columnLabel<TData extends RowData>(
  column: Column<DataTableFeatures, TData>,
): string {
  const { header, meta } = column.columnDef;
  return typeof header === 'string' ? header : (meta?.label ?? column.id);
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ICON = { asc: '▲', desc: '▼' } as const;

/**
 * The registry's table (TanStack Table v9, headless): sortable headers,
 * client or cursor paging, a CSV download, loading, empty and error states,
 * and under 576 px each row a card of label and value (data-table.css).
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  caption,
  isCaptionHidden = false,
  getRowId,
  isLoading = false,
  error,
  onRetry,
  emptyText,
  csvFileName,
  pageSize = DATA_TABLE_PAGE_SIZE,
  hasNextPage = false,
  onNextPage,
  hasPreviousPage = false,
  onPreviousPage,
  sorting: serverSorting,
  onSortingChange,
}: DataTableProps<TData>) {
  const { t } = useTranslation('ui');
  const captionId = useId();
  const isCursorPaged = onNextPage !== undefined || onPreviousPage !== undefined;
  const isServerSorted = onSortingChange !== undefined;
  const [clientSorting, setClientSorting] = useState<SortingState>([]);
  const sorting = isServerSorted ? (serverSorting ?? []) : clientSorting;

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (isServerSorted) onSortingChange(next);
      else setClientSorting(next);
    },
    manualSorting: isServerSorted,
    enableSorting: !isCursorPaged || isServerSorted,
    enableSortingRemoval: false,
    sortDescFirst: false,
    manualPagination: isCursorPaged,
    initialState: { pagination: { pageIndex: 0, pageSize } },
  });

  if (isLoading) return <LoadingSpinner label={t('table.loading')} />;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (data.length === 0) return <EmptyState title={emptyText ?? t('table.empty')} />;

  const leafColumns = table.getAllLeafColumns();
  const download = () => {
    const csvColumns = leafColumns.filter(
      (column) => column.accessorFn && !column.columnDef.meta?.isCsvExcluded,
    );
    const rows = table.getSortedRowModel().rows;
    downloadCsv(
      csvFileName ?? 'table',
      toCsv([
        csvColumns.map(columnLabel),
        ...rows.map((row) => csvColumns.map((column) => row.getValue(column.id))),
      ]),
    );
  };

  return (
    <div>
      {csvFileName && (
        <div className="d-flex justify-content-end mb-2">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            aria-describedby={captionId}
            onClick={download}
          >
            {t('table.download')}
          </button>
        </div>
      )}
      <div className="table-responsive">
        <table className="table table-hover align-middle data-table">
          <caption id={captionId} className={isCaptionHidden ? 'visually-hidden' : 'caption-top'}>
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          className="data-table-sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <span className="data-table-sort-icon" aria-hidden="true">
                            {sorted ? SORT_ICON[sorted] : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => {
                  const label = columnLabel(cell.column);
                  return cell.column.columnDef.meta?.isRowHeader ? (
                    <th key={cell.id} scope="row" data-label={label}>
                      <table.FlexRender cell={cell} />
                    </th>
                  ) : (
                    <td key={cell.id} data-label={label}>
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {isCursorPaged ? (
        <DataTablePager
          caption={caption}
          hasPrevious={hasPreviousPage}
          hasNext={hasNextPage}
          onPrevious={() => onPreviousPage?.()}
          onNext={() => onNextPage?.()}
        />
      ) : (
        <DataTablePager
          caption={caption}
          page={table.state.pagination.pageIndex + 1}
          pageCount={table.getPageCount()}
          hasPrevious={table.getCanPreviousPage()}
          hasNext={table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
        />
      )}
    </div>
  );
}
