import { describe, expect, it } from 'vitest';
import { ratioToPercentFloor, shareToPercentFloor } from './ratio';

describe('ratioToPercentFloor', () => {
  it('multiplies by 100 and rounds down', () => {
    expect(ratioToPercentFloor(0)).toBe(0);
    expect(ratioToPercentFloor(0.5)).toBe(50);
    expect(ratioToPercentFloor(0.625)).toBe(62);
    expect(ratioToPercentFloor(0.999)).toBe(99);
    expect(ratioToPercentFloor(0.0099)).toBe(0);
    expect(ratioToPercentFloor(1)).toBe(100);
  });

  it('is not fooled by binary floating point', () => {
    // Each of these times 100 lands just below the integer in IEEE 754 doubles.
    expect(0.29 * 100).toBeLessThan(29);
    expect(ratioToPercentFloor(0.29)).toBe(29);
    expect(ratioToPercentFloor(0.57)).toBe(57);
    expect(ratioToPercentFloor(0.58)).toBe(58);
    expect(ratioToPercentFloor(1.13)).toBe(113);
    expect(ratioToPercentFloor(0.1 + 0.2)).toBe(30);
  });

  it('matches exact integer arithmetic for every ratio with four decimals', () => {
    for (let tenThousandths = 0; tenThousandths <= 10_000; tenThousandths += 1) {
      const exact = (tenThousandths - (tenThousandths % 100)) / 100;
      expect(ratioToPercentFloor(tenThousandths / 10_000)).toBe(exact);
    }
  });

  it('keeps genuine fractions below the next integer', () => {
    expect(ratioToPercentFloor(0.289999)).toBe(28);
    expect(ratioToPercentFloor(0.2899999999)).toBe(28);
  });

  it('rounds negative ratios down, never to -0', () => {
    expect(ratioToPercentFloor(-0.005)).toBe(-1);
    expect(ratioToPercentFloor(-0.29)).toBe(-29);
    expect(Object.is(ratioToPercentFloor(-0), 0)).toBe(true);
  });

  it('passes non-finite input through', () => {
    expect(ratioToPercentFloor(Number.NaN)).toBeNaN();
    expect(ratioToPercentFloor(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('shareToPercentFloor', () => {
  it('is the floored percent of the total', () => {
    expect(shareToPercentFloor(29, 100)).toBe(29);
    expect(shareToPercentFloor(1, 3)).toBe(33);
    expect(shareToPercentFloor(2, 3)).toBe(66);
    expect(shareToPercentFloor(3, 3)).toBe(100);
  });

  it('reads 0 for an empty or non-positive total', () => {
    expect(shareToPercentFloor(0, 0)).toBe(0);
    expect(shareToPercentFloor(5, -1)).toBe(0);
    expect(shareToPercentFloor(5, Number.NaN)).toBe(0);
  });
});
