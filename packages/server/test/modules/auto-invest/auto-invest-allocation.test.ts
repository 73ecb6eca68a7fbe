/**
 * The engine's allocation (src/modules/auto-invest/auto-invest.ts `allocate`) against a simple oracle — the round-robin
 * played round by round — and its guarantees: no overspend (nobody above their cap: funds or amount
 * per receivable), no oversell (never above the available amount), the whole of what is available or
 * wanted given out, and the fairness bound. Then the strategies' filters against an oracle in
 * JavaScript over the demo seed's receivables of every kind.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allocate,
  previewStrategy,
  SLICE_CENTS,
  type Strategy,
} from '../../../src/modules/auto-invest/auto-invest.ts';
import { platformToday } from '../../../src/platform/calendar.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { fundedInvestor } from '../../helpers/withdrawals.ts';

/**
 * The round-robin as the terms say it: in the fair order, each takes up to a slice per round, except
 * that a claim's first share is a whole slice (the minimum share) or nothing; what is then left, when
 * less than a slice, is the remainder, which the first claim holding nothing that can take all of it
 * takes.
 */
function roundRobin(available: bigint, caps: readonly bigint[], slice: bigint): bigint[] {
  const got = caps.map(() => 0n);
  let left = available;
  for (;;) {
    let progressed = false;
    for (const [i, cap] of caps.entries()) {
      const want = cap - got[i]!;
      if (want <= 0n || left === 0n) continue;
      if (got[i] === 0n && (cap < slice || left < slice)) continue;
      const take = [slice, want, left].reduce((m, x) => (x < m ? x : m));
      got[i]! += take;
      left -= take;
      progressed = true;
    }
    if (!progressed) break;
  }
  if (left > 0n && left < slice) {
    const taker = caps.findIndex((cap, i) => got[i] === 0n && cap >= left);
    if (taker >= 0) got[taker] = left;
  }
  return got;
}

const cents = (max: number) => fc.bigInt({ min: 0n, max: BigInt(max) });
const allocation = fc.record({
  available: fc.oneof(cents(2_000_000), cents(5_000)),
  caps: fc.array(fc.oneof(cents(300_000), cents(3_000)), { maxLength: 25 }),
  slice: fc.bigInt({ min: 100n, max: 5_000n }),
});

describe('allocate', () => {
  it('gives what the round-robin played round by round gives', () => {
    fc.assert(
      fc.property(allocation, ({ available, caps, slice }) => {
        expect(allocate(available, caps, slice)).toEqual(roundRobin(available, caps, slice));
      }),
      { numRuns: 1000 },
    );
  });

  it('never oversells or overspends, and leaves unsold only what no claim may take', () => {
    fc.assert(
      fc.property(allocation, ({ available, caps, slice }) => {
        const got = allocate(available, caps, slice);
        const sum = got.reduce((a, b) => a + b, 0n);
        expect(sum <= available).toBe(true);
        for (const [i, g] of got.entries()) expect(g >= 0n && g <= caps[i]!).toBe(true);
        const left = available - sum;
        if (left === 0n) return;
        // Every holder is satisfied; nobody else could take a whole slice, nor the remainder.
        const limit = left < slice ? left : slice;
        for (const [i, g] of got.entries()) {
          if (g > 0n) expect(g).toBe(caps[i]);
          else expect(caps[i]! < limit, `claim ${i} could have taken a share`).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('never gives a share below the slice, except the whole of a remainder below it', () => {
    fc.assert(
      fc.property(allocation, ({ available, caps, slice }) => {
        const got = allocate(available, caps, slice);
        const small = got.filter((g) => g > 0n && g < slice);
        expect(small.length).toBeLessThanOrEqual(1);
        if (small.length === 1) {
          const others = got.reduce((a, b) => a + b, 0n) - small[0]!;
          // The remainder: all that the others left, which was less than a slice.
          expect(small[0]).toBe(available - others);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('is fair: a holder left wanting has at most one slice less than any other and no less than any after it', () => {
    fc.assert(
      fc.property(allocation, ({ available, caps, slice }) => {
        const got = allocate(available, caps, slice);
        for (const [i, g] of got.entries()) {
          if (g >= caps[i]!) continue;
          for (const [j, other] of got.entries()) {
            if (g >= slice) {
              expect(other <= g + slice, `claim ${j} vs unsatisfied ${i}`).toBe(true);
              if (j > i) expect(other <= g, `later claim ${j} vs unsatisfied ${i}`).toBe(true);
            } else if (caps[i]! >= slice && j > i) {
              // Left out because no whole slice was left at its turn: nobody after it got one either.
              expect(other < slice, `later claim ${j} vs left-out ${i}`).toBe(true);
            }
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('shares a receivable among many so that one large investor cannot take it whole', () => {
    // 100 000 € among a very large investor first and 999 others who want 1 000 € each.
    const caps = [10_000_000_000n, ...Array.from({ length: 999 }, () => 100_000n)];
    const got = allocate(10_000_000n, caps);
    expect(got[0]).toBe(SLICE_CENTS * 10n);
    expect(new Set(got.slice(1))).toEqual(new Set([SLICE_CENTS * 10n]));
  });

  it('buys at least 10 €: 25 € among three who want 10 € or more gives 15 € and 10 €, none 5 €', () => {
    expect(SLICE_CENTS).toBe(1_000n);
    expect(allocate(2_500n, [5_000n, 5_000n, 5_000n])).toEqual([1_500n, 1_000n, 0n]);
    // A claim that may take less than 10 € (its funds or amount per receivable) takes nothing…
    expect(allocate(10_000n, [900n, 5_000n])).toEqual([0n, 5_000n]);
    // …except the remainder of a receivable with less than 10 € available.
    expect(allocate(600n, [500n, 900n, 5_000n])).toEqual([0n, 600n, 0n]);
  });
});

describe('the strategy filters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const LOAN_TYPES = {
    INVOICE_FACTORING: 'invoiceFactoring',
    REVERSE_FACTORING: 'reverseFactoring',
    INTERNATIONAL_FACTORING: 'internationalFactoring',
  } as const;
  const subset = <T>(values: readonly T[]) => fc.subarray([...values], { minLength: 1 });
  const strategy: fc.Arbitrary<Strategy> = fc
    .record({
      termDays: subset([30, 60, 90, 180] as const),
      loanTypes: subset(Object.keys(LOAN_TYPES) as Array<keyof typeof LOAN_TYPES>),
      protections: subset(['PG', 'BG'] as const),
      from: fc.integer({ min: 0, max: 1400 }),
      width: fc.integer({ min: 100, max: 1500 }),
      countryCodes: fc.subarray(['AT', 'DE', 'SI'] as const),
    })
    .map(({ from, width, ...rest }) => ({
      type: 'CUSTOM' as const,
      ...rest,
      rateRange: { fromBp: from, toBp: Math.min(1500, from + width) },
      preferredCents: null,
    }));

  it('match exactly the open receivables an oracle in JavaScript picks', async () => {
    const investor = await fundedInvestor(t);
    const today = platformToday(t.clock);
    const { rows } = await t.pool.query<{
      type: string;
      protection: 'PG' | 'BG' | null;
      rate: number;
      country: string;
      term: number;
    }>(
      `SELECT type, protection, interest_rate_bp AS rate, country, maturity_on - issued_on AS term FROM receivables
        WHERE state = 'ACTIVE' AND available_cents > 0 AND maturity_on > $1`,
      [today],
    );
    // The seed has receivables of every kind for the filters to tell apart.
    expect(new Set(rows.map((r) => r.protection))).toEqual(new Set(['PG', 'BG', null]));
    const bucket = (term: number) => (term <= 30 ? 30 : term <= 60 ? 60 : term <= 90 ? 90 : 180);
    await fc.assert(
      fc.asyncProperty(strategy, async (s) => {
        const expected = rows.filter(
          (r) =>
            (s.termDays as number[]).includes(bucket(r.term)) &&
            s.loanTypes.some((l) => LOAN_TYPES[l] === r.type) &&
            r.protection !== null &&
            s.protections.includes(r.protection) &&
            r.rate >= s.rateRange!.fromBp &&
            r.rate <= s.rateRange!.toBp &&
            (s.countryCodes.length === 0 || (s.countryCodes as string[]).includes(r.country)),
        ).length;
        const preview = await previewStrategy(t.pool, t.clock, investor.userId, s);
        expect(preview.matchingCount).toBe(expected);
      }),
      { numRuns: 60 },
    );
  });
});
