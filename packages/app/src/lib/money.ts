import { centsToDecimalString, parseAmountToCents } from '@invest/ui';

/*
 * The contract speaks euros as JSON numbers with at most two decimals (SPEC §9); the app computes and
 * compares money as integer cents (DESIGN §3). These are the one crossing, done on decimal text, never
 * by multiplying or dividing a float.
 */

/** A contract amount in euros (1234.56) as integer cents (123456). */
export function eurosToCents(euros: number): number {
  // toFixed(2) prints the double's own two-decimal form, which for an amount of whole cents is exact.
  const cents = parseAmountToCents(euros.toFixed(2), { allowNegative: true });
  if (cents === null) throw new RangeError(`Not an amount of euros: ${euros}`);
  return cents;
}

/** Integer cents (123456) as the euro number the contract expects (1234.56). */
export function centsToEuros(cents: number): number {
  return Number(centsToDecimalString(cents));
}
