import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import {
  columnFilteringFeature,
  createFilteredRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnFiltersState,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { cva } from 'class-variance-authority';
// ArrowUpDown is not in src/icons yet.
import { ArrowUpDown } from 'lucide-react';
import { useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, CheckIcon, MinusIcon, SearchIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { checkboxVariants } from '../checkbox';
import { Skeleton } from '../skeleton';
import { Spinner } from '../spinner';
import {
  compareDataTableValues,
  isMissingDataTableValue,
  matchesDataTableSearch,
  type DataTableValue,
} from './values';

// Client-side sorting, filtering and selection only: the features the table registers with TanStack
// Table, so the rest of the library stays out of the bundle.
const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowSelectionFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
});

export const dataTableCellVariants = cva('px-3 py-2.5 align-middle', {
  variants: {
    align: { start: 'text-left', center: 'text-center', end: 'text-right' },
    hideOnMobile: { true: 'hidden sm:table-cell', false: '' },
  },
  defaultVariants: { align: 'start', hideOnMobile: false },
});

export type DataTableAlign = 'start' | 'center' | 'end';
export type DataTableSortDirection = 'asc' | 'desc';

export interface DataTableSort {
  /** The sorted column's `id`. */
  id: string;
  direction: DataTableSortDirection;
}

export interface DataTableFilterSlotProps {
  /** The column's current filter value; `undefined` when it does not filter. */
  value: unknown;
  /** Sets the filter; `undefined` (or '') removes it. */
  onValueChange: (value: unknown) => void;
}

export interface DataTableColumn<Row> {
  /** Identifies the column (sort, filters, selection of cells). */
  id: string;
  /** Header text; it also names the sort button. */
  header: string;
  /** The value the column sorts, searches and filters on; `null`, `undefined` or '' count as missing. */
  value?: (row: Row) => DataTableValue;
  /** Renders the cell. Without it the cell shows `value`, or `notAvailableLabel` when missing. */
  cell?: (row: Row) => ReactNode;
  /**
   * Sortable by clicking (or Enter/Space on) the header. Needs `value`.
   * @default true when `value` is given
   */
  sortable?: boolean;
  /**
   * Direction of the first sort, for example 'desc' for newest-first dates or largest amounts.
   * @default 'asc'
   */
  firstSortDirection?: DataTableSortDirection;
  /**
   * Included in the global search. Needs `value`.
   * @default true when `value` is given
   */
  searchable?: boolean;
  /**
   * A filter control for the toolbar (a select, chips, a date range). It receives the column's filter
   * value and a setter; label the control itself.
   */
  filter?: (props: DataTableFilterSlotProps) => ReactNode;
  /**
   * Whether a row passes the column's filter value.
   * @default text contains, ignoring case and accents
   */
  filterFn?: (value: DataTableValue, filterValue: unknown, row: Row) => boolean;
  /**
   * Horizontal alignment of header and cells; amounts align to the end.
   * @default 'start'
   */
  align?: DataTableAlign;
  /**
   * Hides the column below 480 px.
   * @default false
   */
  hideOnMobile?: boolean;
  /** Extra classes for the column's header and cells. */
  className?: string;
}

export interface DataTableProps<Row extends RowData> extends Omit<ComponentProps<'div'>, 'children'> {
  /** Column definitions, in display order. */
  columns: DataTableColumn<Row>[];
  /** All rows; the table sorts, searches and filters them itself. */
  rows: Row[];
  /** A stable key for each row; also the id reported by selection. */
  getRowId: (row: Row) => string;
  /** Names the table for assistive technology. */
  caption: ReactNode;
  /**
   * Shows the caption as a visible title instead of only to screen readers.
   * @default false
   */
  captionVisible?: boolean;
  /**
   * The sort at first.
   * @default null
   */
  defaultSort?: DataTableSort | null;
  /** Called with the new sort, or `null` when it is cleared. */
  onSortChange?: (sort: DataTableSort | null) => void;
  /**
   * Shows the global search box.
   * @default true
   */
  searchable?: boolean;
  /** The search text (controlled). */
  search?: string;
  /**
   * The search text at first (uncontrolled).
   * @default ''
   */
  defaultSearch?: string;
  /** Called with the search text as it is typed. */
  onSearchChange?: (search: string) => void;
  /**
   * Label of the search box (visually hidden; the placeholder shows it).
   * @default 'Search'
   */
  searchLabel?: string;
  /**
   * Adds a checkbox column; the header checkbox selects every row that passes the filters.
   * @default false
   */
  selectable?: boolean;
  /** Ids of the selected rows (controlled). */
  selectedIds?: string[];
  /**
   * Ids selected at first (uncontrolled).
   * @default []
   */
  defaultSelectedIds?: string[];
  /** Called with the ids of the selected rows, in the rows' order, whenever the selection changes. */
  onRowSelectionChange?: (selectedIds: string[]) => void;
  /**
   * Accessible name of the header checkbox.
   * @default 'Select all rows'
   */
  selectAllLabel?: string;
  /**
   * Accessible name of a row's checkbox; include something unique to the row.
   * @default () => 'Select row'
   */
  selectRowLabel?: (row: Row) => string;
  /**
   * Text of the selection count in the toolbar.
   * @default (count) => `${count} selected`
   */
  selectedCountLabel?: (count: number) => string;
  /** Actions for the selected rows, shown in the toolbar while some are selected. */
  selectionActions?: (selectedRows: Row[]) => ReactNode;
  /**
   * The rows are loading: skeleton rows take their place.
   * @default false
   */
  loading?: boolean;
  /**
   * Skeleton rows while loading.
   * @default 5
   */
  loadingRows?: number;
  /**
   * Announced while loading.
   * @default 'Loading'
   */
  loadingLabel?: string;
  /**
   * Shown when there are no rows at all.
   * @default 'Nothing to show yet.'
   */
  emptyText?: ReactNode;
  /**
   * Shown when the search or filters hide every row.
   * @default 'No rows match the search or filters.'
   */
  noResultsText?: ReactNode;
  /**
   * Shown in a cell whose value is missing.
   * @default 'N/A'
   */
  notAvailableLabel?: string;
  /**
   * More rows exist on the server: shows the load-more button.
   * @default false
   */
  hasMore?: boolean;
  /**
   * The next page is loading.
   * @default false
   */
  loadingMore?: boolean;
  /** Called when the load-more button is pressed. */
  onLoadMore?: () => void;
  /**
   * Label of the load-more button.
   * @default 'Load more'
   */
  loadMoreLabel?: string;
  /**
   * Locale for comparing text while sorting.
   * @default the browser's
   */
  locale?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortIcon({ direction }: { direction: DataTableSortDirection | false }) {
  const Icon = direction === 'asc' ? ArrowUpIcon : direction === 'desc' ? ArrowDownIcon : ArrowUpDown;
  return <Icon className={cn('size-3.5 shrink-0', !direction && 'opacity-55')} />;
}

function SelectBox({
  checked,
  label,
  disabled = false,
  onCheckedChange,
}: {
  checked: boolean | 'indeterminate';
  label: string;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <CheckboxPrimitive.Root
      checked={checked}
      aria-label={label}
      disabled={disabled}
      data-slot="data-table-select"
      onCheckedChange={(next) => onCheckedChange(next === true)}
      className={checkboxVariants({ invalid: false, disabled })}
    >
      <CheckboxPrimitive.Indicator>
        {checked === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

const toSorting = (sort: DataTableSort | null | undefined): SortingState =>
  sort ? [{ id: sort.id, desc: sort.direction === 'desc' }] : [];

/**
 * A client-side data table for the back office, on TanStack Table: sortable headers (buttons, with
 * `aria-sort`), a global search and per-column filter slots, row selection with a select-all checkbox
 * (indeterminate when some are selected), an empty and a no-results state, skeleton rows while loading,
 * and an optional load-more button for server pages.
 */
export function DataTable<Row extends RowData>({
  columns,
  rows,
  getRowId,
  caption,
  captionVisible = false,
  defaultSort = null,
  onSortChange,
  searchable = true,
  search: searchProp,
  defaultSearch = '',
  onSearchChange,
  searchLabel = 'Search',
  selectable = false,
  selectedIds: selectedIdsProp,
  defaultSelectedIds = [],
  onRowSelectionChange,
  selectAllLabel = 'Select all rows',
  selectRowLabel = () => 'Select row',
  selectedCountLabel = (count) => `${count} selected`,
  selectionActions,
  loading = false,
  loadingRows = 5,
  loadingLabel = 'Loading',
  emptyText = 'Nothing to show yet.',
  noResultsText = 'No rows match the search or filters.',
  notAvailableLabel = 'N/A',
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  loadMoreLabel = 'Load more',
  locale,
  className,
  ...props
}: DataTableProps<Row>) {
  const searchId = useId();
  const [sorting, setSorting] = useState<SortingState>(() => toSorting(defaultSort));
  const [uncontrolledSearch, setUncontrolledSearch] = useState(defaultSearch);
  const search = searchProp ?? uncontrolledSearch;
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [uncontrolledSelection, setUncontrolledSelection] = useState<RowSelectionState>(() =>
    Object.fromEntries(defaultSelectedIds.map((id) => [id, true])),
  );
  const rowSelection = useMemo<RowSelectionState>(
    () =>
      selectedIdsProp ? Object.fromEntries(selectedIdsProp.map((id) => [id, true])) : uncontrolledSelection,
    [selectedIdsProp, uncontrolledSelection],
  );

  const tableColumns = useMemo(
    () =>
      columns.map((column) => {
        const { value } = column;
        return {
          id: column.id,
          header: column.header,
          accessorFn: value
            ? (row: Row) => {
                const v = value(row);
                // Missing values become undefined, which `sortUndefined: 'last'` keeps at the end.
                return isMissingDataTableValue(v) ? undefined : v;
              }
            : undefined,
          enableSorting: Boolean(value) && (column.sortable ?? true),
          sortDescFirst: column.firstSortDirection === 'desc',
          sortUndefined: 'last' as const,
          sortFn: (
            a: { getValue: (id: string) => unknown },
            b: { getValue: (id: string) => unknown },
            id: string,
          ) =>
            compareDataTableValues(
              a.getValue(id) as DataTableValue,
              b.getValue(id) as DataTableValue,
              locale,
            ),
          enableGlobalFilter: Boolean(value) && (column.searchable ?? true),
          enableColumnFilter: Boolean(column.filter),
          filterFn: (
            row: { getValue: (id: string) => unknown; original: Row },
            id: string,
            filterValue: unknown,
          ) =>
            column.filterFn
              ? column.filterFn(row.getValue(id) as DataTableValue, filterValue, row.original)
              : matchesDataTableSearch(row.getValue(id) as DataTableValue, String(filterValue)),
        };
      }),
    [columns, locale],
  );

  const table = useTable<typeof features, Row>({
    features,
    // The column shape above is TanStack's; the cast keeps its deep generics out of the public API.
    columns: tableColumns as never,
    data: rows,
    getRowId: (row: Row) => getRowId(row),
    state: { sorting, globalFilter: search, columnFilters, rowSelection },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setSorting(next);
      const first = next[0];
      onSortChange?.(first ? { id: first.id, direction: first.desc ? 'desc' : 'asc' } : null);
    },
    onGlobalFilterChange: (updater) => {
      const next = String(typeof updater === 'function' ? updater(search) : updater);
      if (searchProp === undefined) setUncontrolledSearch(next);
      onSearchChange?.(next);
    },
    onColumnFiltersChange: setColumnFilters,
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      if (selectedIdsProp === undefined) setUncontrolledSelection(next);
      // In the rows' order, so the report does not depend on the order of clicks.
      const order = new Map(rows.map((row, index) => [getRowId(row), index]));
      const ids = Object.keys(next).filter((id) => next[id]);
      onRowSelectionChange?.(ids.sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity)));
    },
    globalFilterFn: (row, id, filterValue) =>
      matchesDataTableSearch(row.getValue(id) as DataTableValue, String(filterValue ?? '')),
    enableRowSelection: selectable,
    enableSortingRemoval: false,
  });

  const byId = new Map(columns.map((column) => [column.id, column]));
  const visibleRows = table.getRowModel().rows;
  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original);
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected();
  const columnCount = columns.length + (selectable ? 1 : 0);
  const filterSlots = columns.filter((column) => column.filter);

  const cellClass = (column: DataTableColumn<Row>) =>
    cn(
      dataTableCellVariants({ align: column.align ?? 'start', hideOnMobile: column.hideOnMobile ?? false }),
      column.className,
    );

  const renderCell = (column: DataTableColumn<Row>, row: Row) => {
    if (column.cell) return column.cell(row);
    const value = column.value?.(row);
    if (isMissingDataTableValue(value)) {
      return <span className="text-muted-foreground">{notAvailableLabel}</span>;
    }
    return value instanceof Date ? value.toLocaleDateString(locale) : String(value);
  };

  const bodyMessage = (text: ReactNode, slot: string) => (
    <tr>
      <td colSpan={columnCount} data-slot={slot} className="py-10 text-center text-muted-foreground">
        {text}
      </td>
    </tr>
  );

  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-4', className)} {...props}>
      {(searchable || filterSlots.length > 0 || selectable) && (
        <div data-slot="data-table-toolbar" className="flex flex-wrap items-center gap-3">
          {searchable && (
            <div className="relative w-full sm:w-72">
              <label htmlFor={searchId} className="sr-only">
                {searchLabel}
              </label>
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <input
                id={searchId}
                type="search"
                data-slot="data-table-search"
                placeholder={searchLabel}
                value={search}
                onChange={(event) => table.setGlobalFilter(event.target.value)}
                className="h-10 w-full rounded-md border border-input bg-card pr-3 pl-9 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
            </div>
          )}
          {filterSlots.map((column) => {
            const tableColumn = table.getColumn(column.id);
            return (
              <div key={column.id} data-slot="data-table-filter">
                {column.filter!({
                  value: tableColumn?.getFilterValue(),
                  onValueChange: (value) =>
                    tableColumn?.setFilterValue(value === '' || value === null ? undefined : value),
                })}
              </div>
            );
          })}
          {selectable && selectedRows.length > 0 && (
            <div data-slot="data-table-selection" className="flex items-center gap-3 sm:ml-auto">
              <span className="text-sm font-medium tabular-nums">
                {selectedCountLabel(selectedRows.length)}
              </span>
              {selectionActions?.(selectedRows)}
            </div>
          )}
        </div>
      )}

      <div className="overflow-x-auto rounded-lg border bg-card">
        <table aria-busy={loading || undefined} className="w-full border-collapse text-sm">
          <caption
            data-slot="data-table-caption"
            className={captionVisible ? 'mb-3 text-left text-base font-semibold' : 'sr-only'}
          >
            {caption}
          </caption>
          <thead className="bg-muted/60">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b">
                {selectable && (
                  <th scope="col" className="w-10 py-2.5 pr-0 pl-3 text-left">
                    <SelectBox
                      checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                      label={selectAllLabel}
                      disabled={loading || rows.length === 0}
                      onCheckedChange={(checked) => table.toggleAllRowsSelected(checked)}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id)!;
                  const direction = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={direction ? ARIA_SORT[direction] : undefined}
                      data-slot="data-table-header"
                      className={cn(
                        cellClass(column),
                        'text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase',
                      )}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          data-slot="data-table-sort"
                          data-state={direction || 'none'}
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            '-mx-1 inline-flex items-center gap-1 rounded-sm px-1 align-middle uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                            column.align === 'end' && 'flex-row-reverse',
                            direction && 'text-foreground',
                          )}
                        >
                          {column.header}
                          <SortIcon direction={direction} />
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: loadingRows }, (_, index) => (
                  <tr key={index} data-slot="data-table-skeleton-row" className="border-b last:border-b-0">
                    {selectable && (
                      <td className="py-2.5 pr-0 pl-3">
                        <Skeleton className="size-5 rounded-sm" />
                      </td>
                    )}
                    {columns.map((column, columnIndex) => (
                      <td key={column.id} className={cellClass(column)}>
                        <Skeleton
                          shape="text"
                          label={index === 0 && columnIndex === 0 ? loadingLabel : undefined}
                          className={cn('h-4', column.align === 'end' ? 'ml-auto w-20' : 'w-3/4')}
                        />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.length === 0
                ? bodyMessage(emptyText, 'data-table-empty')
                : visibleRows.length === 0
                  ? bodyMessage(noResultsText, 'data-table-no-results')
                  : visibleRows.map((row) => {
                      const selected = row.getIsSelected();
                      return (
                        <tr
                          key={row.id}
                          data-slot="data-table-row"
                          data-state={selected ? 'selected' : undefined}
                          aria-selected={selectable ? selected : undefined}
                          className="border-b transition-colors last:border-b-0 hover:bg-muted/50 data-[state=selected]:bg-(--accent)"
                        >
                          {selectable && (
                            <td className="py-2.5 pr-0 pl-3">
                              <SelectBox
                                checked={selected}
                                label={selectRowLabel(row.original)}
                                onCheckedChange={(checked) => row.toggleSelected(checked)}
                              />
                            </td>
                          )}
                          {row.getAllCells().map((cell) => {
                            const column = byId.get(cell.column.id)!;
                            return (
                              <td key={cell.id} className={cellClass(column)}>
                                {renderCell(column, row.original)}
                              </td>
                            );
                          })}
                        </tr>
                      );
                    })}
          </tbody>
        </table>
      </div>

      {hasMore && !loading && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            data-slot="data-table-load-more"
            data-state={loadingMore ? 'loading' : 'idle'}
            aria-disabled={loadingMore || undefined}
            aria-busy={loadingMore || undefined}
            className="aria-disabled:cursor-wait"
            onClick={() => {
              if (!loadingMore) onLoadMore?.();
            }}
          >
            {loadingMore && <Spinner size="sm" label={loadingLabel} />}
            {loadMoreLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
