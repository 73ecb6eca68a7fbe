import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryLabel, dialCodes, localizedCountries } from './countries';
import { validateVat } from './validation';

describe('countries', () => {
  it('has unique codes and names', () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
  });

  it('offers only Slovenia, with the SI VAT pattern (SPEC §3, §9)', () => {
    expect(COUNTRIES.filter((c) => c.enabled).map((c) => c.code)).toEqual(['SI']);
    expect(COUNTRIES.filter((c) => c.vat_regex).map((c) => c.code)).toEqual(['SI']);
    const si = COUNTRIES[0]!;
    expect(validateVat('SI12345678', si.vat_regex)).toBeNull();
    expect(validateVat('12345678', si.vat_regex)).toBeNull();
    expect(validateVat('SI1234567X', si.vat_regex)).toBe('invalid-format');
  });

  it('names countries in the interface language', () => {
    const si = COUNTRIES[0]!;
    expect(countryLabel(si, 'en')).toBe('Slovenia');
    expect(countryLabel(si, 'sl')).toBe('Slovenija');
  });

  it('sorts the list in the language alphabetical order', () => {
    const labels = localizedCountries('sl').map((entry) => entry.label);
    expect(labels.indexOf('Češka')).toBeGreaterThan(labels.indexOf('Bolgarija'));
    expect(labels.indexOf('Češka')).toBeLessThan(labels.indexOf('Danska'));
  });

  it('lists each dial code once, +386 first', () => {
    const codes = dialCodes().map((d) => d.code);
    expect(codes[0]).toBe('+386');
    expect(new Set(codes).size).toBe(codes.length);
  });
});
