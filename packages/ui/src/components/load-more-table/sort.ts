export type LoadMoreTableSortDirection = 'asc' | 'desc';

/** Which column a list is sorted by, and in which direction. */
export interface LoadMoreTableSort {
  id: string;
  direction: LoadMoreTableSortDirection;
}

/**
 * The sort after the user activates a column's header: the sorted column flips direction, another
 * column starts at its own first direction.
 */
export function nextTableSort(
  current: LoadMoreTableSort | null | undefined,
  columnId: string,
  firstDirection: LoadMoreTableSortDirection = 'asc',
): LoadMoreTableSort {
  if (current?.id === columnId) {
    return { id: columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { id: columnId, direction: firstDirection };
}
