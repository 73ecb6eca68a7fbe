import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatting';

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
