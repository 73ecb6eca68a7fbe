import { describe, expect, it } from 'vitest';
import { countryFlagCodes, hasCountryFlag, normalizeCountryCode } from './country-flag';

const required = [
  'SI',
  'AT',
  'DE',
  'HR',
  'IT',
  'HU',
  'CZ',
  'SK',
  'PL',
  'GB',
  'FR',
  'ES',
  'NL',
  'BE',
  'LT',
  'LV',
  'EE',
  'RS',
];

describe('country flags', () => {
  it('draws every country the platform deals with', () => {
    expect(countryFlagCodes).toEqual(expect.arrayContaining(required));
    for (const code of required) expect(hasCountryFlag(code)).toBe(true);
  });

  it('normalises case, whitespace and the UK alias', () => {
    expect(normalizeCountryCode(' si ')).toBe('SI');
    expect(normalizeCountryCode('uk')).toBe('GB');
    expect(hasCountryFlag('at')).toBe(true);
  });

  it('reports codes without a drawing', () => {
    expect(hasCountryFlag('XK')).toBe(false);
    expect(hasCountryFlag('')).toBe(false);
    expect(normalizeCountryCode('xk')).toBe('XK');
  });
});
