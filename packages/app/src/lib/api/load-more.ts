import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import { useApiCalls } from './api-context';
import { fetchApi, type GetData, type GetParams, type GetPath } from './query';
import { onRevalidate } from './revalidation';

/** Items per page of every load-more list. */
export const PAGE_SIZE = 20;

/** GET paths that page with `limit` and `offset` and answer an array. */
export type PagedPath = {
  [P in GetPath]: GetParams<P> extends { query?: { limit?: number; offset?: number } }
    ? GetData<P> extends readonly unknown[]
      ? P
      : never
    : never;
}[GetPath];

type Item<P extends PagedPath> = GetData<P> extends readonly (infer I)[] ? I : never;

/** A page shorter than the limit is the last one (the contract has no total). */
export function isLastPage(page: readonly unknown[] | undefined, pageSize = PAGE_SIZE): boolean {
  return page !== undefined && page.length < pageSize;
}

export interface LoadMore<I> {
  /** Every item loaded so far, in order. */
  items: I[];
  error: Error | undefined;
  /** The first page is on its way. */
  isLoading: boolean;
  /** A further page is on its way (disable the button, show its spinner). */
  isLoadingMore: boolean;
  /** The last page has arrived: hide the button. */
  isEnd: boolean;
  loadMore: () => void;
  /** Fetches every loaded page again. */
  revalidate: () => Promise<unknown>;
}

/** GET paths that page with `page` (from 0) and `size` and answer `{ content, last }`. */
export type NumberedPagePath = {
  [P in GetPath]: GetParams<P> extends { query?: { page?: number; size?: number } }
    ? GetData<P> extends { content: readonly unknown[]; last: boolean }
      ? P
      : never
    : never;
}[GetPath];

type PageItem<P extends NumberedPagePath> = GetData<P> extends { content: readonly (infer I)[] } ? I : never;

/** How one kind of paged path asks for page `index` and reads its answer. */
interface Paging<Page, I> {
  query: (index: number) => Record<string, number>;
  isLast: (page: Page) => boolean;
  items: (page: Page) => readonly I[];
}

function useInfiniteList<P extends GetPath, I>(
  path: P | null,
  params: GetParams<P> | undefined,
  paging: Paging<GetData<P>, I>,
  config: SWRInfiniteConfiguration<GetData<P>, Error> | undefined,
): LoadMore<I> {
  const api = useApiCalls();
  // The params object is usually written inline: what matters is its content.
  const paramsText = JSON.stringify(params ?? null);
  const { query, isLast } = paging;
  const getKey = useCallback(
    (index: number, previous: GetData<P> | null) => {
      if (path === null) return null;
      if (previous && isLast(previous)) return null;
      const base = JSON.parse(paramsText) as { query?: Record<string, unknown> } | null;
      return [path, { ...base, query: { ...base?.query, ...query(index) } }] as const;
    },
    [path, paramsText, query, isLast],
  );
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite(
    getKey,
    ([p, q]) => fetchApi(api, p, q as unknown as GetParams<P>),
    { revalidateFirstPage: false, ...config },
  );

  useEffect(() => (path === null ? undefined : onRevalidate(path, () => void mutate())), [path, mutate]);
  // Shown again, or shown with other params (a search typed before), a list reads the pages it has
  // cached again (as SWR's other reads do): a purchase, a cancellation or a decision made on another
  // page found no list of those params mounted to revalidate. Not SWR's revalidateOnMount: its
  // infinite fetcher can read the mount flag from a later render, and then skips the cached pages.
  const shownWith = useRef<string | null>(null);
  const cached = data !== undefined;
  useEffect(() => {
    if (shownWith.current === paramsText) return;
    shownWith.current = paramsText;
    if (cached) void mutate();
  }, [paramsText, cached, mutate]);

  const items = useMemo(() => (data ?? []).flatMap((page) => paging.items(page)), [data, paging]);
  const lastPage = data?.[data.length - 1];
  const isEnd = lastPage !== undefined && isLast(lastPage);
  const isLoadingMore = isLoading || (isValidating && size > 0 && data !== undefined && data.length < size);
  return {
    items,
    error,
    isLoading,
    isLoadingMore: isLoadingMore && !isLoading,
    isEnd,
    loadMore: () => {
      if (!isEnd && !isLoadingMore) void setSize(size + 1);
    },
    revalidate: () => mutate(),
  };
}

const OFFSET_PAGING: Paging<readonly unknown[], unknown> = {
  query: (index) => ({ limit: PAGE_SIZE, offset: index * PAGE_SIZE }),
  isLast: (page) => isLastPage(page),
  items: (page) => page,
};

const NUMBERED_PAGING: Paging<{ content: readonly unknown[]; last: boolean }, unknown> = {
  query: (index) => ({ page: index, size: PAGE_SIZE }),
  isLast: (page) => page.last,
  items: (page) => page.content,
};

/**
 * A list read page by page (`useSWRInfinite`, 20 a page, `offset` = items before): `loadMore()` asks
 * for the next page, and a page shorter than 20 ends the list. `params` are the other parameters
 * (path, filters); `null` as the path skips. Mutations that declare the path revalidate it.
 */
export function useApiLoadMore<P extends PagedPath>(
  path: P | null,
  params?: GetParams<P>,
  config?: SWRInfiniteConfiguration<GetData<P>, Error>,
): LoadMore<Item<P>> {
  return useInfiniteList(path, params, OFFSET_PAGING as unknown as Paging<GetData<P>, Item<P>>, config);
}

/**
 * The same for lists paged by number (`page` from 0, `size` 20) that say which page is the `last`
 * (GET /accountHistory).
 */
export function useApiPageLoadMore<P extends NumberedPagePath>(
  path: P | null,
  params?: GetParams<P>,
  config?: SWRInfiniteConfiguration<GetData<P>, Error>,
): LoadMore<PageItem<P>> {
  return useInfiniteList(path, params, NUMBERED_PAGING as unknown as Paging<GetData<P>, PageItem<P>>, config);
}
