import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1 KB'],
    [12_345, '12.3 KB'],
    [2_400_000, '2.4 MB'],
    [5_000_000, '5 MB'],
    [3_100_000_000, '3.1 GB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('uses the locale’s decimal separator', () => {
    expect(formatFileSize(2_400_000, 'sl-SI')).toBe('2,4 MB');
  });
});
