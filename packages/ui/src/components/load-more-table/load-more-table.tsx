import { cva } from 'class-variance-authority';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { ChevronDownIcon, ChevronsUpDownIcon, ChevronUpIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Spinner } from '../spinner';
import { nextTableSort, type LoadMoreTableSortDirection, type LoadMoreTableSort } from './sort';

export const loadMoreTableCellVariants = cva('px-2 py-3 align-middle first:pl-0 last:pr-0 @sm:px-3', {
  variants: {
    align: { start: 'text-left', center: 'text-center', end: 'text-right' },
    hideOnMobile: { true: 'hidden sm:table-cell', false: '' },
    // Measured on the table's own box (a container query), not the window: the room a table gets
    // depends on the sidebar and the cards around it as much as on the screen.
    hideBelow: {
      384: 'hidden @sm:table-cell',
      576: 'hidden @xl:table-cell',
      768: 'hidden @3xl:table-cell',
      896: 'hidden @4xl:table-cell',
    },
  },
  defaultVariants: { align: 'start', hideOnMobile: false },
});

export type LoadMoreTableAlign = 'start' | 'center' | 'end';

/** Widths of the table, in px, below which a column can hide (see `hideBelow`). */
export type LoadMoreTableWidth = 384 | 576 | 768 | 896;

export interface LoadMoreTableColumn<Row> {
  /** Identifies the column: the sort `id`, and the key of its cell in the total row. */
  id: string;
  /** Header content. */
  header: ReactNode;
  /** Renders the column's cell for one row. */
  cell: (row: Row) => ReactNode;
  /**
   * Horizontal alignment of header and cells; amounts align to the end.
   * @default 'start'
   */
  align?: LoadMoreTableAlign;
  /**
   * The header becomes a button that asks for this column's sort.
   * @default false
   */
  sortable?: boolean;
  /**
   * Direction the first activation sorts in, for example 'desc' for newest-first dates.
   * @default 'asc'
   */
  firstSortDirection?: LoadMoreTableSortDirection;
  /**
   * Hides the column below 480px.
   * @default false
   */
  hideOnMobile?: boolean;
  /**
   * Hides the column while the table's area is narrower than this many px, so a wide table drops
   * its less important columns instead of scrolling (for example beside a sidebar on a laptop).
   */
  hideBelow?: LoadMoreTableWidth;
  /**
   * A shorter header shown below 480px; `header` stays the column's accessible name.
   */
  shortHeader?: ReactNode;
  /** Extra classes for the column's header and cells. */
  className?: string;
}

export interface LoadMoreTableTotal {
  /** Label of the total row, shown in the first column (keep that column visible on mobile). */
  label: ReactNode;
  /** Cells of the total row by column `id`; columns without an entry stay empty. */
  cells: Partial<Record<string, ReactNode>>;
}

export interface LoadMoreTableProps<Row> extends Omit<ComponentProps<'div'>, 'children'> {
  /** Column definitions, in display order. */
  columns: LoadMoreTableColumn<Row>[];
  /** The rows loaded so far, already in the requested order: the table never reorders them. */
  rows: Row[];
  /** A stable key for each row. */
  getRowId: (row: Row) => string | number;
  /** Names the table for assistive technology. */
  caption: ReactNode;
  /**
   * Shows the caption as a visible title instead of only to screen readers.
   * @default false
   */
  captionVisible?: boolean;
  /** The current sort (controlled); `null` for unsorted. */
  sort?: LoadMoreTableSort | null;
  /**
   * The sort at first (uncontrolled).
   * @default null
   */
  defaultSort?: LoadMoreTableSort | null;
  /** Called with the requested sort when a sortable header is activated; fetch the rows in that order. */
  onSortChange?: (sort: LoadMoreTableSort) => void;
  /**
   * More rows exist: shows the load-more button.
   * @default false
   */
  hasMore?: boolean;
  /**
   * The next page is loading: the button shows a spinner and ignores presses.
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
   * Text announced while the next page loads.
   * @default 'Loading more'
   */
  loadingMoreLabel?: string;
  /** A footer row summing the list. */
  total?: LoadMoreTableTotal;
  /**
   * Makes the whole row open it below 480px, where the columns holding links are usually hidden.
   * On wider screens use links in cells instead.
   */
  onRowClick?: (row: Row) => void;
  /**
   * Accessible name of the row's open action on mobile; include something unique to the row.
   * @default () => 'View details'
   */
  rowActionLabel?: (row: Row) => string;
  /**
   * Shown in place of the rows when there are none.
   * @default 'Nothing to show yet.'
   */
  emptyText?: ReactNode;
}

function SortIcon({ direction }: { direction: LoadMoreTableSortDirection | undefined }) {
  const className = 'size-3.5 shrink-0';
  if (direction === 'asc') return <ChevronUpIcon className={className} />;
  if (direction === 'desc') return <ChevronDownIcon className={className} />;
  return <ChevronsUpDownIcon className={cn(className, 'opacity-55')} />;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A typed table for server-paged lists: sortable headers (the server sorts; the table asks through
 * `onSortChange`), a load-more button while more rows exist, an optional total row, columns hidden on
 * mobile and, on mobile only, whole-row activation.
 *
 * Whole-row activation keeps the table's semantics: rather than turning the row into a button (which
 * would hide its cells from table navigation), each row gets a real button that covers the row below
 * 480px, named by `rowActionLabel`. Pointer users tap anywhere on the row, keyboard and screen reader
 * users reach one named button per row. Interactive content in cells that stays visible on mobile
 * needs `relative z-10` to sit above it.
 */
export function LoadMoreTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  captionVisible = false,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  loadMoreLabel = 'Load more',
  loadingMoreLabel = 'Loading more',
  total,
  onRowClick,
  rowActionLabel = () => 'View details',
  emptyText = 'Nothing to show yet.',
  className,
  ...props
}: LoadMoreTableProps<Row>) {
  const [uncontrolledSort, setUncontrolledSort] = useState(defaultSort);
  const sort = sortProp === undefined ? uncontrolledSort : sortProp;
  const tableRef = useRef<HTMLTableElement>(null);
  const loadMoreFocused = useRef(false);

  // When the last page arrives the focused load-more button disappears and focus falls to the body;
  // keep keyboard users in the table instead of dropping them at the top of the page.
  useEffect(() => {
    if (hasMore || !loadMoreFocused.current) return;
    loadMoreFocused.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) tableRef.current?.focus();
  }, [hasMore]);

  const requestSort = (column: LoadMoreTableColumn<Row>) => {
    const next = nextTableSort(sort, column.id, column.firstSortDirection);
    if (sortProp === undefined) setUncontrolledSort(next);
    onSortChange?.(next);
  };

  const cellClass = (column: LoadMoreTableColumn<Row>) =>
    cn(
      loadMoreTableCellVariants({
        align: column.align ?? 'start',
        hideOnMobile: column.hideOnMobile ?? false,
        hideBelow: column.hideBelow,
      }),
      column.className,
    );

  return (
    <div data-slot="load-more-table" className={cn('flex flex-col gap-4', className)} {...props}>
      <div className="@container overflow-x-auto">
        <table
          ref={tableRef}
          tabIndex={-1}
          className="w-full border-collapse text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <caption
            data-slot="load-more-table-caption"
            className={captionVisible ? 'mb-3 text-left text-base font-semibold' : 'sr-only'}
          >
            {caption}
          </caption>
          <thead>
            <tr className="border-b">
              {columns.map((column) => {
                const direction = sort?.id === column.id ? sort.direction : undefined;
                const header =
                  column.shortHeader === undefined ? (
                    column.header
                  ) : (
                    <>
                      <span aria-hidden="true" className="@sm:hidden">
                        {column.shortHeader}
                      </span>
                      <span className="sr-only @sm:not-sr-only">{column.header}</span>
                    </>
                  );
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={direction ? ARIA_SORT[direction] : undefined}
                    data-slot="load-more-table-header"
                    className={cn(
                      cellClass(column),
                      'py-2.5 text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase',
                    )}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        data-slot="load-more-table-sort"
                        data-state={direction ?? 'none'}
                        className={cn(
                          // The outer columns have no padding on the table's edge: no bleed there, or the table scrolls.
                          '-mx-1 inline-flex items-center gap-1 rounded-sm px-1 uppercase [th:first-child_&]:ml-0 [th:last-child_&]:mr-0 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                          direction && 'text-foreground',
                        )}
                        onClick={() => requestSort(column)}
                      >
                        {header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td
                  colSpan={columns.length}
                  data-slot="load-more-table-empty"
                  className="py-10 text-center text-muted-foreground"
                >
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={getRowId(row)}
                  data-slot="load-more-table-row"
                  className={cn(
                    'border-b transition-colors last:border-b-0 hover:bg-muted/50',
                    onRowClick && 'relative',
                  )}
                >
                  {columns.map((column, index) => (
                    <td key={column.id} className={cellClass(column)}>
                      {onRowClick && index === 0 && (
                        <button
                          type="button"
                          data-slot="load-more-table-row-action"
                          className="absolute inset-0 rounded-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:hidden"
                          onClick={() => onRowClick(row)}
                        >
                          <span className="sr-only">{rowActionLabel(row)}</span>
                        </button>
                      )}
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
          {total && (
            <tfoot data-slot="load-more-table-total">
              <tr className="border-t-2 font-semibold">
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.id} scope="row" className={cellClass(column)}>
                      {total.label}
                    </th>
                  ) : (
                    <td key={column.id} className={cellClass(column)}>
                      {total.cells[column.id]}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {hasMore && (
        <div className="flex justify-center">
          {/* aria-disabled rather than disabled while loading, so the button keeps keyboard focus. */}
          <Button
            variant="outline"
            data-slot="load-more-table-load-more"
            data-state={loadingMore ? 'loading' : 'idle'}
            aria-disabled={loadingMore || undefined}
            aria-busy={loadingMore || undefined}
            className="aria-disabled:cursor-wait"
            onFocus={() => {
              loadMoreFocused.current = true;
            }}
            onBlur={(event) => {
              // A blur without a new target is the button being removed (or a click on nothing).
              if (event.relatedTarget) loadMoreFocused.current = false;
            }}
            onClick={() => {
              if (!loadingMore) onLoadMore?.();
            }}
          >
            {loadingMore && <Spinner size="sm" label={loadingMoreLabel} />}
            {loadMoreLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
