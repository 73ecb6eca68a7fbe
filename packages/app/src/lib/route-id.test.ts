import { describe, expect, it } from 'vitest';
import { routeIdOf } from './route-id';

describe('routeIdOf', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', 9007199254740991],
  ])('reads %j as %s', (param, id) => {
    expect(routeIdOf(param)).toBe(id);
  });

  it.each([undefined, '', '0', '-3', '07', '1.5', '1e3', 'abc', '9007199254740993', '12345678901234567'])(
    'refuses %j',
    (param) => {
      expect(routeIdOf(param)).toBeNull();
    },
  );
});
