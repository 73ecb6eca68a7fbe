/**
 * Turns a ratio (0 to 1) into whole percent rounded down, as every chart of the product shows it
 * (0.29 → 29, 0.999 → 99, 1 → 100).
 *
 * A bare `Math.floor(ratio * 100)` is wrong for many ordinary ratios: 0.29 is stored as
 * 0.28999999999999998, so the product is 28.999999999999996 and floors to 28. The product is first
 * rounded to 12 significant digits, which removes that representation error (a few units in the last
 * place) yet keeps genuine fractions such as 0.289999 (28.9999 %) below the next integer.
 * Non-finite input passes through (NaN stays NaN) so a caller can tell missing data from zero.
 */
export function ratioToPercentFloor(ratio: number): number {
  const percent = Math.floor(Number((ratio * 100).toPrecision(12)));
  // -0 would print as "-0" through Intl.NumberFormat.
  return percent === 0 ? 0 : percent;
}

/**
 * The share of `value` in `total` as whole percent rounded down; 0 when the total is not positive, so
 * an empty chart reads 0 % rather than NaN.
 */
export function shareToPercentFloor(value: number, total: number): number {
  if (!(total > 0)) return 0;
  return ratioToPercentFloor(value / total);
}
