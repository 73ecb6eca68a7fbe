/**
 * Money at the API boundary (DESIGN §3): integer cents as bigint everywhere inside the service, euros
 * (JSON numbers with at most two decimals) only in requests and answers, and exact decimal text for
 * files and formatting. No floating-point arithmetic on amounts.
 */

/** API boundary: euros (a JSON number with at most two decimals, already validated) to cents. */
export function eurosToCents(euros: number): bigint {
  return BigInt(Math.round(euros * 100));
}

/** API boundary: cents to euros for JSON (exact for every amount below 2^53 cents). */
export function centsToEuros(cents: bigint | string): number {
  return Number(centsToDecimal(BigInt(cents)));
}

/**
 * Cents as a plain decimal with a dot and two places, no grouping (`-1234.50`), exactly: CSV, bank
 * files (ISO 20022, EPC QR), Intl formatting and the JSON number above all start from it.
 */
export function centsToDecimal(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
