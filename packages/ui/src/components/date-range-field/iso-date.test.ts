import { describe, expect, it } from 'vitest';
import { fromIsoDate, isRangeInverted, toIsoDate } from './iso-date';

describe('toIsoDate', () => {
  it('formats the local calendar date as yyyy-mm-dd', () => {
    expect(toIsoDate(new Date(2025, 0, 1))).toBe('2025-01-01');
    expect(toIsoDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });
});

describe('fromIsoDate', () => {
  it('parses real dates at local midnight', () => {
    expect(fromIsoDate('2024-02-29')).toEqual(new Date(2024, 1, 29));
  });

  it('rejects impossible or malformed dates', () => {
    expect(fromIsoDate('2025-02-29')).toBeNull();
    expect(fromIsoDate('2025-04-31')).toBeNull();
    expect(fromIsoDate('2025-1-01')).toBeNull();
    expect(fromIsoDate('')).toBeNull();
  });

  it('round-trips with toIsoDate', () => {
    expect(toIsoDate(fromIsoDate('1999-12-31')!)).toBe('1999-12-31');
  });
});

describe('isRangeInverted', () => {
  it('is true only when the start is after the end', () => {
    expect(isRangeInverted('2025-12-31', '2025-01-01')).toBe(true);
    expect(isRangeInverted('2025-01-01', '2025-12-31')).toBe(false);
    expect(isRangeInverted('2025-06-01', '2025-06-01')).toBe(false);
  });

  it('is false while an end is missing or invalid', () => {
    expect(isRangeInverted('2025-12-31', '')).toBe(false);
    expect(isRangeInverted('2025-13-01', '2025-01-01')).toBe(false);
  });
});
