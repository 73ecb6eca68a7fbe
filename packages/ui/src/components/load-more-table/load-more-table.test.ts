import { describe, expect, it } from 'vitest';
import { nextTableSort } from './sort';

describe('nextTableSort', () => {
  it.each([
    ['unsorted list starts ascending', null, 'amount', undefined, { id: 'amount', direction: 'asc' }],
    [
      'unsorted list starts at the column’s first direction',
      undefined,
      'date',
      'desc',
      { id: 'date', direction: 'desc' },
    ],
    [
      'same column flips asc to desc',
      { id: 'amount', direction: 'asc' },
      'amount',
      undefined,
      { id: 'amount', direction: 'desc' },
    ],
    [
      'same column flips desc to asc',
      { id: 'date', direction: 'desc' },
      'date',
      'desc',
      { id: 'date', direction: 'asc' },
    ],
    [
      'another column starts fresh',
      { id: 'date', direction: 'asc' },
      'amount',
      undefined,
      { id: 'amount', direction: 'asc' },
    ],
    [
      'another column starts at its first direction',
      { id: 'amount', direction: 'asc' },
      'date',
      'desc',
      { id: 'date', direction: 'desc' },
    ],
  ] as const)('%s', (_name, current, columnId, first, expected) => {
    expect(nextTableSort(current, columnId, first)).toEqual(expected);
  });
});
