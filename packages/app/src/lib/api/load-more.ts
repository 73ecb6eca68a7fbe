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

/**
 * GET paths paged by keyset (decision 0025): `cursor` (the `next` of the page before; none for the
 * first page) and `size`, answering `{ content, next }` with `next` null on the last page.
 */
export type CursorPagePath = {
  [P in GetPath]: GetParams<P> extends { query?: { cursor?: string; size?: number } }
    ? GetData<P> extends { content: readonly unknown[]; next: string | null }
      ? P
      : never
    : never;
}[GetPath];

type PageItem<P extends CursorPagePath> = GetData<P> extends { content: readonly (infer I)[] } ? I : never;

/** How one kind of paged path asks for page `index` (after the page `previous`) and reads its answer. */
interface Paging<Page, I> {
  query: (index: number, previous: Page | null) => Record<string, number | string>;
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
      return [path, { ...base, query: { ...base?.query, ...query(index, previous) } }] as const;
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

const CURSOR_PAGING: Paging<{ content: readonly unknown[]; next: string | null }, unknown> = {
  // SWR hands each page's key the page before it, so a revalidation re-reads the pages in order, each
  // after the position the page before it now ends at.
  query: (_index, previous): Record<string, number | string> =>
    previous?.next ? { size: PAGE_SIZE, cursor: previous.next } : { size: PAGE_SIZE },
  isLast: (page) => page.next === null,
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
 * The same for lists paged by keyset (GET /accountHistory): the first page without a cursor, each
 * further one with the `next` of the page before, until a page whose `next` is null.
 */
export function useApiCursorLoadMore<P extends CursorPagePath>(
  path: P | null,
  params?: GetParams<P>,
  config?: SWRInfiniteConfiguration<GetData<P>, Error>,
): LoadMore<PageItem<P>> {
  return useInfiniteList(path, params, CURSOR_PAGING as unknown as Paging<GetData<P>, PageItem<P>>, config);
}
