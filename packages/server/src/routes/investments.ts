/**
 * The marketplace and the investor's purchases (SPEC §2 Investments, New investment, My investments).
 */
import type { Deps, Handlers } from './types.ts';

export function investmentHandlers(_deps: Deps): Handlers {
  return {};
}
