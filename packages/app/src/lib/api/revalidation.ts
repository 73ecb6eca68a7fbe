import type { GetPath } from './query';

/**
 * Lists read with `useApiLoadMore` live under SWR's infinite keys, which `mutate(filter)` skips; they
 * register here so a mutation that declares their path revalidates them too.
 */
const listeners = new Map<GetPath, Set<() => void>>();

export function onRevalidate(path: GetPath, revalidate: () => void): () => void {
  let set = listeners.get(path);
  if (!set) listeners.set(path, (set = new Set()));
  set.add(revalidate);
  return () => {
    set.delete(revalidate);
    if (set.size === 0) listeners.delete(path);
  };
}

export function revalidateLists(path: GetPath): void {
  for (const revalidate of listeners.get(path) ?? []) revalidate();
}
