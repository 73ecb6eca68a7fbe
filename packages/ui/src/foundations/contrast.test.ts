import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, relativeLuminance } from './contrast';

describe('parseColour', () => {
  it('reads hex and rgb notations', () => {
    expect(parseColour('#1d4ed8')).toEqual([29, 78, 216]);
    expect(parseColour(' #FFF ')).toEqual([255, 255, 255]);
    expect(parseColour('#0f1b2dcc')).toEqual([15, 27, 45]);
    expect(parseColour('rgb(6, 118, 71)')).toEqual([6, 118, 71]);
    expect(parseColour('rgba(6 118 71 / 0.5)')).toEqual([6, 118, 71]);
  });

  it('gives up on formats it cannot compute', () => {
    expect(parseColour('oklch(0.5 0.1 250)')).toBeNull();
    expect(parseColour('#12345')).toBeNull();
    expect(parseColour('')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1);
    // #767676 on white is the classic just-passing AA grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBe(contrastRatio('#ffffff', '#1d4ed8'));
  });

  it('returns null when a colour cannot be read', () => {
    expect(contrastRatio('var(--x)', '#ffffff')).toBeNull();
  });
});
