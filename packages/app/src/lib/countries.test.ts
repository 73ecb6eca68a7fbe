import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryByName,
  countryLabel,
  countryNameOf,
  dialCodes,
  localizedCountries,
  residenceOptions,
} from './countries';

describe('countries', () => {
  it('has unique codes and names', () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
  });

  it('offers only Slovenia, with the SI VAT pattern (SPEC §3, §9)', () => {
    expect(COUNTRIES.filter((c) => c.enabled).map((c) => c.code)).toEqual(['SI']);
    expect(COUNTRIES.filter((c) => c.vat_regex).map((c) => c.code)).toEqual(['SI']);
    const si = COUNTRIES[0]!;
    const vat = new RegExp(si.vat_regex!);
    expect(['SI12345678', '12345678', 'SI1234567X'].map((value) => vat.test(value))).toEqual([
      true,
      true,
      false,
    ]);
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

  it('names a country by its code or the English name the service sends, in the language', () => {
    expect(countryNameOf('AT', 'sl')).toBe('Avstrija');
    expect(countryNameOf('SI', 'en')).toBe('Slovenia');
    expect(countryLabel(countryByName('Slovenia')!, 'sl')).toBe('Slovenija');
  });

  it('offers the EU member states as countries of tax residence, in the language order', () => {
    const options = residenceOptions('sl');
    expect(options).toHaveLength(27);
    expect(options.find((o) => o.value === 'DE')?.label).toBe('Nemčija');
    expect(options.map((o) => o.label).indexOf('Češka')).toBeGreaterThan(
      options.map((o) => o.label).indexOf('Bolgarija'),
    );
  });
});
