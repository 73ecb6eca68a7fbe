/**
 * The annualised internal rate of return of irregular cash flows (XIRR), as spreadsheets define it
 * (Excel, LibreOffice): the rate r with  Σ amountᵢ / (1 + r)^((dateᵢ − date₀) / 365) = 0,  date₀ the
 * earliest date, actual days over a 365-day year, compounded yearly.
 *
 * Amounts are integer cents (the ledger's); the rate itself is a ratio, not money, so it is solved in
 * floating point. Newton's method from 10 % (the spreadsheets' default guess) converges in a few steps
 * for ordinary flows; when it does not (a flat or multi-modal curve, a step below −100 %), bisection
 * on a bracket where the present value changes sign takes over.
 *
 * Answers (the rate as a fraction, 0.1 = 10 %):
 *   - null when there is no solution: nothing was paid in (no outflow), every flow has one sign with no
 *     valuation, all flows fall on one day, or the present value never changes sign;
 *   - −1 (−100 %) for a total loss: money went out and nothing came back, the holding valued at zero
 *     (a zero-amount flow after the first outflow) — the limit of the rate as the final value falls to
 *     zero, where a spreadsheet answers #NUM!.
 */
import { daysBetween } from '../marketplace/index.ts';

export interface CashFlow {
  /** Calendar date `YYYY-MM-DD`. */
  date: string;
  /** Signed, from the investor's side: money paid in negative, money received (or held) positive. */
  cents: bigint;
}

const DAYS_PER_YEAR = 365;
const NEWTON_STEPS = 100;
const BISECTION_STEPS = 300;
/** Excel stops when the rate is good to 0.000001 %. */
const RATE_TOLERANCE = 1e-8;
/** Bracket search: rates from just above −100 % to 10⁹ % a year. */
const LOWEST_RATE = -1 + 1e-12;
const HIGHEST_RATE = 1e7;

interface Term {
  years: number;
  amount: number;
}

function presentValue(terms: Term[], rate: number): number {
  const log = Math.log1p(rate);
  let sum = 0;
  for (const { years, amount } of terms) sum += amount * Math.exp(-years * log);
  return sum;
}

/** The present value and its slope at `rate`, in one pass (one exponential per flow). */
function valueAndSlope(terms: Term[], rate: number): [number, number] {
  const log = Math.log1p(rate);
  let value = 0;
  let slope = 0;
  for (const { years, amount } of terms) {
    const discounted = amount * Math.exp(-years * log);
    value += discounted;
    slope -= years * discounted;
  }
  return [value, slope / (1 + rate)];
}

/**
 * The XIRR of `flows` as a fraction (0.3734 = 37.34 %), −1 for a total loss, null when undefined.
 * `guess` starts Newton's method (a series of close figures passes the previous one: fewer steps).
 */
export function xirr(flows: readonly CashFlow[], guess = 0.1): number | null {
  if (flows.length === 0) return null;
  const sorted = [...flows].sort((a, b) => a.date.localeCompare(b.date));
  const hasOutflow = sorted.some((f) => f.cents < 0n);
  const hasInflow = sorted.some((f) => f.cents > 0n);
  if (!hasOutflow) return null;
  if (!hasInflow) {
    const firstOut = sorted.find((f) => f.cents < 0n)!.date;
    return sorted.some((f) => f.cents === 0n && f.date > firstOut) ? -1 : null;
  }
  // Flows of one day are one flow; the first date is the origin.
  const byDay = new Map<string, bigint>();
  for (const f of sorted) byDay.set(f.date, (byDay.get(f.date) ?? 0n) + f.cents);
  const origin = sorted[0]!.date;
  const terms: Term[] = [];
  for (const [date, cents] of byDay)
    if (cents !== 0n) terms.push({ years: daysBetween(origin, date) / DAYS_PER_YEAR, amount: Number(cents) });
  if (new Set(terms.map((t) => t.years)).size < 2) return null;

  let rate = Number.isFinite(guess) && guess > -1 ? guess : 0.1;
  for (let i = 0; i < NEWTON_STEPS; i++) {
    const [value, slope] = valueAndSlope(terms, rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) break;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - rate) <= RATE_TOLERANCE * Math.max(1, Math.abs(next))) return next;
    rate = next;
  }
  return bisect(terms);
}

/** Bisection on the first bracket, scanning upward from −100 %, where the present value changes sign. */
function bisect(terms: Term[]): number | null {
  // Candidate bracket ends: dense near −100 % and around ordinary rates, then growing geometrically.
  const points = [LOWEST_RATE, -0.999, -0.99, -0.9, -0.5, -0.2, 0, 0.1, 0.5, 1];
  for (let r = 2; r <= HIGHEST_RATE; r *= 2) points.push(r);
  for (let i = 1; i < points.length; i++) {
    let lo = points[i - 1]!;
    let hi = points[i]!;
    let vLo = presentValue(terms, lo);
    const vHi = presentValue(terms, hi);
    if (!Number.isFinite(vLo) || !Number.isFinite(vHi)) continue;
    if (vLo === 0) return lo;
    if (Math.sign(vLo) === Math.sign(vHi)) continue;
    for (
      let step = 0;
      step < BISECTION_STEPS && hi - lo > RATE_TOLERANCE * Math.max(1, Math.abs(lo));
      step++
    ) {
      const mid = (lo + hi) / 2;
      const vMid = presentValue(terms, mid);
      if (vMid === 0) return mid;
      if (Math.sign(vMid) === Math.sign(vLo)) {
        lo = mid;
        vLo = vMid;
      } else {
        hi = mid;
      }
    }
    return (lo + hi) / 2;
  }
  return null;
}

/** A rate as the contract's Percent: percent with two decimals (0.373362 → 37.34). */
export function ratePercent(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}
