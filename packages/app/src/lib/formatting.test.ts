import { describe, expect, it } from 'vitest';
import { euroAxisFormatter, formatDate, formatDateTime, formatDayOf, groupInFours } from './formatting';

describe('formatDateTime', () => {
  const instant = new Date(2026, 10, 21, 14, 5);
  it('formats in Slovene', () => {
    expect(formatDateTime(instant, 'sl')).toBe('21. nov. 2026, 14:05');
  });
  it('formats in English, day first', () => {
    expect(formatDateTime(instant, 'en')).toBe('21 Nov 2026, 14:05');
  });
  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});

describe('formatDayOf', () => {
  it('prints the day of an instant as formatDate does, in the local time zone', () => {
    const instant = new Date(2025, 9, 23, 21, 32).toISOString();
    expect(formatDayOf(instant, 'sl')).toBe('23.10.2025');
    expect(formatDayOf(instant, 'en')).toBe('23/10/2025');
    expect(formatDayOf(new Date(2026, 0, 1, 0, 5).toISOString(), 'sl')).toBe('01.01.2026');
  });
  it('gives back what is not an instant', () => {
    expect(formatDayOf('soon', 'en')).toBe('soon');
  });
});

describe('formatDate', () => {
  it('prints a calendar day as dd.mm.yyyy in Slovene', () => {
    expect(formatDate('2026-03-05', 'sl')).toBe('05.03.2026');
  });
  it('prints it day first in English', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('05/03/2026');
  });
  it('keeps the day in any time zone (formatted in UTC)', () => {
    expect(formatDate('2026-01-01', 'sl')).toBe('01.01.2026');
    expect(formatDate('2025-12-31', 'en')).toBe('31/12/2025');
  });
  it('returns what is not a calendar day unchanged', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('groupInFours', () => {
  it('groups an IBAN and a reference in fours', () => {
    expect(groupInFours('SI56191000000123438')).toBe('SI56 1910 0000 0123 438');
    expect(groupInFours('RF71100001')).toBe('RF71 1000 01');
    expect(groupInFours('RF18')).toBe('RF18');
  });
  it('regroups a value that already has spaces', () => {
    expect(groupInFours('SI56 19100 000 0123438')).toBe('SI56 1910 0000 0123 438');
  });
});

describe('euroAxisFormatter', () => {
  const plain = (text: string) => text.replace(/\s/g, ' ');
  it('prints whole euros once a value reaches 10 €', () => {
    const format = euroAxisFormatter([0, 12.5, 1234.56]);
    expect(plain(format(1200))).toBe('1.200 €');
    expect(plain(format(0.4))).toBe('0 €');
  });
  it('keeps the cents while every value stays under 10 €, so ticks do not repeat', () => {
    const format = euroAxisFormatter([0, 0, 0]);
    expect([0.2, 0.4, 0.6].map((tick) => plain(format(tick)))).toEqual(['0,20 €', '0,40 €', '0,60 €']);
  });
});
