/**
 * Operator calls that move a receivable through its life: repayment, delay, extension, loss event, non-payment.
 */
import type { Deps, Handlers } from './types.ts';

export function lifecycleHandlers(_deps: Deps): Handlers {
  return {};
}
