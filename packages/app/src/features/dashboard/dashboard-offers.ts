import type { AccountBalance } from '@invest/api-client';
import { eurosToCents } from '../../lib/money';

/** A next step the dashboard offers beside the figures (SPEC §2: "each shown when it helps"). */
export type DashboardOffer = 'deposit' | 'manual' | 'auto-invest';

export interface OfferInput {
  balance: Pick<AccountBalance, 'availableFunds' | 'depositsTotal' | 'totalBalance'>;
  /** The identity is confirmed: only then may the investor buy (SPEC §5 Terms). */
  confirmed: boolean;
  /** The investor's strategy is known to be none (`false` while unknown or after a failed read). */
  noStrategy: boolean;
}

/**
 * A brand-new investor (nothing ever deposited, nothing held): the dashboard has no figures to show
 * and leads to the first deposit instead.
 */
export function isNewInvestor(balance: OfferInput['balance']): boolean {
  return eurosToCents(balance.depositsTotal) === 0 && eurosToCents(balance.totalBalance) === 0;
}

/**
 * Which banners help now, in the order shown:
 * - deposit, when nothing is left to invest (available funds zero or, as a debt, below);
 * - manual investing, when money waits and the investor may buy;
 * - auto-invest, for an investor who may buy and has no strategy yet (an unknown strategy offers
 *   nothing: telling someone with a strategy to set one up would be wrong).
 * A new investor gets none of them: the empty state leads to the first deposit.
 */
export function dashboardOffers({ balance, confirmed, noStrategy }: OfferInput): DashboardOffer[] {
  if (isNewInvestor(balance)) return [];
  const available = eurosToCents(balance.availableFunds);
  const offers: DashboardOffer[] = [];
  if (available <= 0) offers.push('deposit');
  if (confirmed && available > 0) offers.push('manual');
  if (confirmed && noStrategy) offers.push('auto-invest');
  return offers;
}
