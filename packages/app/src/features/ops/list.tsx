import { LoadMoreTable, Skeleton, type LoadMoreTableProps } from '@invest/ui';
import type { ReactNode } from 'react';
import type { LoadMore } from '../../lib/api';
import { useOpsTranslation } from './i18n';
import { OpsListError } from './page';

/*
 * The console's lists read 20 at a time (useApiCursorLoadMore): one body for all of them, so every list
 * loads, fails, stays empty and loads more alike.
 */

interface OpsListSkeletonProps {
  /** @default 4 */
  rows?: number;
  /** What a screen reader hears while the list loads. @default 'Loading' */
  label?: string;
}

/** Placeholder lines while a list's first page is on its way. */
export function OpsListSkeleton({ rows = 4, label }: OpsListSkeletonProps) {
  const { t } = useOpsTranslation();
  return (
    <div className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton
          key={index}
          shape="text"
          className="h-6"
          label={index === 0 ? (label ?? t('ops:list.loading')) : undefined}
        />
      ))}
    </div>
  );
}

/** The table's own props; the paging ones come from the list. */
type TableProps<Row> = Omit<
  LoadMoreTableProps<Row>,
  'rows' | 'hasMore' | 'loadingMore' | 'onLoadMore' | 'loadMoreLabel' | 'loadingMoreLabel'
>;

interface OpsLoadMoreListProps<Row> extends TableProps<Row> {
  /** The list as useApiCursorLoadMore (or useApiCursorLoadMore) answers it. */
  list: LoadMore<Row>;
  /** The rows to show, where the page filters or orders the loaded ones itself. @default list.items */
  rows?: Row[];
  /** Shown instead of the table while the list has nothing; without it the table says `emptyText`. */
  empty?: ReactNode;
  /** Placeholder lines while the first page loads. @default 4 */
  skeletonRows?: number;
  /** What a screen reader hears while the first page loads. @default 'Loading' */
  loadingLabel?: string;
}

/**
 * A load-more list: placeholder lines while the first page loads, the failure with a retry when
 * nothing arrived, the empty state, else the table with its Load more button (and the failure of a
 * further page below it).
 */
export function OpsLoadMoreList<Row>({
  list,
  rows = list.items,
  empty,
  skeletonRows,
  loadingLabel,
  ...table
}: OpsLoadMoreListProps<Row>) {
  const { t } = useOpsTranslation();
  const failure = list.error && <OpsListError error={list.error} onRetry={() => void list.revalidate()} />;
  if (list.isLoading) return <OpsListSkeleton rows={skeletonRows} label={loadingLabel} />;
  if (list.items.length === 0) {
    if (failure) return failure;
    if (empty) return empty;
  }
  return (
    <>
      <LoadMoreTable
        {...table}
        rows={rows}
        hasMore={!list.isEnd}
        loadingMore={list.isLoadingMore}
        onLoadMore={list.loadMore}
        loadMoreLabel={t('ops:list.loadMore')}
        loadingMoreLabel={t('ops:list.loading')}
      />
      {failure}
    </>
  );
}

interface OpsSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** One line under the heading. */
  description?: string;
  children: ReactNode;
}

/** A part of a console page under its own h2 (e.g. the suspense list on the bank page). */
export function OpsSection({ id, title, description, children }: OpsSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold text-foreground">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
