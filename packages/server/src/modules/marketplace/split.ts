/**
 * Splitting a payment over the holders of a receivable, to the cent (largest-remainder method, also
 * called Hamilton's): each part starts as the floor of its exact proportional share, and the cents
 * the floors leave over go one each to the parts with the largest remainders. So the parts always sum
 * exactly to the amount, each lies within one cent of its exact share, and no part gets a cent more
 * than a part with a larger remainder. Equal remainders are broken by the order of `weights`: callers
 * pass the holdings sorted by id, so the same payment always splits the same way.
 */

/**
 * Splits `amount` (integer cents, ≥ 0) in proportion to `weights` (integer, ≥ 0, not all zero).
 * Returns one part per weight, in the same order; a weight of 0 gets 0.
 */
export function splitByWeight(amount: bigint, weights: readonly bigint[]): bigint[] {
  if (amount < 0n) throw new RangeError('the amount to split must not be negative');
  if (weights.some((w) => w < 0n)) throw new RangeError('weights must not be negative');
  const total = weights.reduce((sum, w) => sum + w, 0n);
  if (total === 0n) throw new RangeError('at least one weight must be positive');

  const parts = weights.map((w) => (amount * w) / total);
  // Remainders are compared as numerators over the common denominator `total`: exact, no floats.
  const remainders = weights.map((w, index) => ({ index, remainder: (amount * w) % total }));
  let left = amount - parts.reduce((sum, p) => sum + p, 0n);
  // `left` is below the number of positive weights (each floor loses less than one cent), and a zero
  // weight has remainder 0, which sorts after every positive remainder that could still need a cent.
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}
