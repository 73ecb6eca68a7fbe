/**
 * Operator calls for originators and receivables (listing, holders).
 */
import type { Deps, Handlers } from './types.ts';

export function receivableOpsHandlers(_deps: Deps): Handlers {
  return {};
}
