import { describe, expect, it } from 'vitest';
import { chartColor, chartColors } from './colors';
import {
  axisLabelWidth,
  defaultDayFormatter,
  defaultValueFormatter,
  labelStride,
  labelWidth,
  parseDay,
} from './format';

describe('parseDay', () => {
  it('reads yyyy-mm-dd as the local calendar day', () => {
    const day = parseDay('2024-03-01');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2024, 2, 1, 0]);
  });
  it('yields an invalid date for malformed input', () => {
    expect(Number.isNaN(parseDay('soon').getTime())).toBe(true);
  });
});

describe('default formatters', () => {
  it('formats days and values in English', () => {
    expect(defaultDayFormatter('2024-03-01')).toBe('1 Mar 2024');
    expect(defaultValueFormatter(1234.567)).toBe('1,234.57');
  });
});

describe('labelStride', () => {
  it('prints every label when they fit', () => {
    expect(labelStride(5, 8)).toBe(1);
  });
  it('skips labels so that no more than the maximum are printed', () => {
    expect(labelStride(30, 6)).toBe(5);
    expect(labelStride(31, 6)).toBe(6);
    expect(Math.ceil(31 / labelStride(31, 6))).toBeLessThanOrEqual(6);
  });
  it('copes with nothing to print and no room', () => {
    expect(labelStride(0, 6)).toBe(1);
    expect(labelStride(10, 0)).toBe(10);
  });
});

describe('axisLabelWidth', () => {
  it('grows with the longest label', () => {
    expect(axisLabelWidth(['0', '10.000 €'])).toBeGreaterThan(axisLabelWidth(['0', '10']));
    expect(axisLabelWidth([])).toBe(12);
  });
  it('leaves room for the widest label as Inter renders it (100 % is 38 px)', () => {
    expect(labelWidth('100 %')).toBeGreaterThanOrEqual(38);
    expect(axisLabelWidth(['0 %', '100 %'])).toBeGreaterThanOrEqual(38 + 8);
  });
});

describe('chartColor', () => {
  it('walks the token palette and repeats it', () => {
    expect(chartColor(0)).toBe('var(--chart-1)');
    expect(chartColor(4)).toBe('var(--chart-5)');
    expect(chartColor(5)).toBe(chartColors[0]);
    expect(chartColor(-1)).toBe('var(--chart-5)');
  });
});
