import { describe, expect, it } from 'vitest';
import { placeRadialTooltip } from './placement';

const box = { width: 100, height: 40 };
const bounds = { width: 600, height: 300 };

describe('placeRadialTooltip', () => {
  it('puts the box beside a slice on the right, above it in the upper half', () => {
    // 45°: upper right.
    expect(
      placeRadialTooltip({ anchor: { x: 300, y: 100 }, angle: Math.PI / 4, box, bounds, gap: 8 }),
    ).toEqual({
      left: 308,
      top: 52,
    });
  });
  it('goes left and below for a slice in the lower left', () => {
    expect(
      placeRadialTooltip({ anchor: { x: 300, y: 200 }, angle: (5 * Math.PI) / 4, box, bounds, gap: 8 }),
    ).toEqual({
      left: 192,
      top: 208,
    });
  });
  it('stays inside the container', () => {
    expect(
      placeRadialTooltip({ anchor: { x: 20, y: 10 }, angle: (7 * Math.PI) / 4, box, bounds, gap: 8 }),
    ).toEqual({
      left: 0,
      top: 0,
    });
    expect(
      placeRadialTooltip({ anchor: { x: 590, y: 290 }, angle: (3 * Math.PI) / 4, box, bounds, gap: 8 }),
    ).toEqual({
      left: 500,
      top: 260,
    });
  });
  it('pins a box wider than the container to its left edge', () => {
    expect(
      placeRadialTooltip({
        anchor: { x: 50, y: 50 },
        angle: 1,
        box: { width: 700, height: 40 },
        bounds,
        gap: 8,
      }),
    ).toEqual({ left: 0, top: 2 });
  });
});
