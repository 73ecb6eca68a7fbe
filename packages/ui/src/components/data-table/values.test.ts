import { describe, expect, it } from 'vitest';
import { compareDataTableValues, matchesDataTableSearch } from './values';

describe('compareDataTableValues', () => {
  it('orders numbers by size, not as text', () => {
    expect([10, 9, 100].sort((a, b) => compareDataTableValues(a, b))).toEqual([9, 10, 100]);
  });

  it('orders text with numeric runs as numbers and ignores case', () => {
    const names = ['Loan 10', 'loan 9', 'Loan 1'];
    expect(names.sort((a, b) => compareDataTableValues(a, b, 'en'))).toEqual(['Loan 1', 'loan 9', 'Loan 10']);
  });

  it('orders dates by time', () => {
    const later = new Date('2024-03-01');
    const earlier = new Date('2023-12-31');
    expect(compareDataTableValues(earlier, later)).toBeLessThan(0);
  });

  it('uses the locale’s collation (č after c in Slovenian)', () => {
    const names = ['Čebela', 'Cvet', 'Dren'];
    expect(names.sort((a, b) => compareDataTableValues(a, b, 'sl'))).toEqual(['Cvet', 'Čebela', 'Dren']);
  });
});

describe('matchesDataTableSearch', () => {
  it.each([
    ['Železniki d.o.o.', 'zelezniki', true],
    ['Mlinar', 'MLIN', true],
    [1234.5, '234', true],
    ['Mlinar', 'pek', false],
    [null, 'a', false],
    [null, '  ', true],
    ['anything', '', true],
  ] as const)('%s contains %j → %s', (value, search, expected) => {
    expect(matchesDataTableSearch(value, search)).toBe(expected);
  });
});
