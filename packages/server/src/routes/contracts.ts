/**
 * The assignment contract of a purchase (PDF) and its template before purchase.
 */
import type { Deps, Handlers } from './types.ts';

export function contractHandlers(_deps: Deps): Handlers {
  return {};
}
