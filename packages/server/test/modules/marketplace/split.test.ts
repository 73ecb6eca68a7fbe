import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByWeight } from '../../../src/modules/marketplace/split.ts';

/** |part·total − amount·weight| ≤ total: the part is within one cent of its exact share amount·weight/total. */
function withinOneCent(part: bigint, amount: bigint, weight: bigint, total: bigint): boolean {
  const diff = part * total - amount * weight;
  return (diff < 0n ? -diff : diff) < total;
}

const weights = fc
  .array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 60 })
  .filter((ws) => ws.some((w) => w > 0n));

describe('splitByWeight (largest remainder)', () => {
  it('sums exactly to the amount, each part within one cent of its exact share, never negative', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), weights, (amount, ws) => {
        const parts = splitByWeight(amount, ws);
        const total = ws.reduce((a, b) => a + b, 0n);
        expect(parts).toHaveLength(ws.length);
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(amount);
        parts.forEach((part, i) => {
          expect(part >= 0n).toBe(true);
          expect(withinOneCent(part, amount, ws[i]!, total), `part ${i}`).toBe(true);
          // The floor of the exact share, plus at most the one leftover cent.
          const floor = (amount * ws[i]!) / total;
          expect(part === floor || part === floor + 1n).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic, gives nothing to a zero weight and the leftover cents to the largest remainders first', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), weights, (amount, ws) => {
        const parts = splitByWeight(amount, ws);
        expect(splitByWeight(amount, [...ws])).toEqual(parts);
        const total = ws.reduce((a, b) => a + b, 0n);
        ws.forEach((w, i) => {
          if (w === 0n) expect(parts[i]).toBe(0n);
        });
        // A part that got a leftover cent never has a smaller remainder than one that did not; among
        // equal remainders the earlier one gets it first.
        const got = ws.map((w, i) => parts[i]! > (amount * w) / total);
        const remainder = ws.map((w) => (amount * w) % total);
        for (let i = 0; i < ws.length; i++) {
          for (let j = 0; j < ws.length; j++) {
            if (got[i] && !got[j]) {
              expect(remainder[i]! >= remainder[j]!).toBe(true);
              if (remainder[i] === remainder[j]) expect(i < j).toBe(true);
            }
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('splits a payment whose cents do not divide evenly, ties to the first holding', () => {
    // 100.00 € over three equal holdings: 33.34 + 33.33 + 33.33.
    expect(splitByWeight(10_000n, [500n, 500n, 500n])).toEqual([3_334n, 3_333n, 3_333n]);
    // 1008.21 € over 600 € and 400 €: exact 604.926 and 403.284 → the cent goes to the larger remainder.
    expect(splitByWeight(100_821n, [60_000n, 40_000n])).toEqual([60_493n, 40_328n]);
    expect(splitByWeight(0n, [1n, 2n])).toEqual([0n, 0n]);
  });

  it('refuses what cannot be split', () => {
    expect(() => splitByWeight(-1n, [1n])).toThrow(RangeError);
    expect(() => splitByWeight(1n, [0n, 0n])).toThrow(RangeError);
    expect(() => splitByWeight(1n, [])).toThrow(RangeError);
    expect(() => splitByWeight(1n, [2n, -1n])).toThrow(RangeError);
  });
});
