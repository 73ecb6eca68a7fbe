import { describe, expect, it } from 'vitest';
import { filterSearchSelectOptions, findExactOption } from './options';

const countries = [
  { value: 'AT', label: 'Austria' },
  { value: 'DE', label: 'Germany' },
  { value: 'SI', label: 'Slovenia' },
  { value: 'SK', label: 'Slovakia' },
  { value: 'CI', label: "Côte d'Ivoire" },
  { value: 'GB', label: 'United Kingdom', disabled: true },
];

describe('findExactOption', () => {
  it.each([
    ['Slovenia', 'SI'],
    ['slovenia', 'SI'],
    ['SLOVENIA', 'SI'],
    ['sLoVeNiA', 'SI'],
    ['  Slovenia ', 'SI'],
    ['austria', 'AT'],
    ["CÔTE D'IVOIRE", 'CI'],
    // The same letters written with a combining accent (NFD) still match.
    ["Co\u0302te d'Ivoire", 'CI'],
  ])('%j → %s', (typed, value) => {
    expect(findExactOption(countries, typed)?.value).toBe(value);
  });

  it.each([
    [''],
    ['   '],
    ['Sloven'],
    ['Slovenija'],
    ['Slovénia'],
    ['Slo venia'],
    ['Slovenia!'],
    ["Cote d'Ivoire"],
    // A disabled option is not choosable, so typing its name finds nothing.
    ['United Kingdom'],
  ])('%j → null', (typed) => {
    expect(findExactOption(countries, typed)).toBeNull();
  });

  it('returns the option object itself, extra fields included', () => {
    const withIcon = [{ value: 'SI', label: 'Slovenia', icon: 'flag' }];
    expect(findExactOption(withIcon, 'slovenia')).toBe(withIcon[0]);
  });

  it('returns null for an empty list', () => {
    expect(findExactOption([], 'Slovenia')).toBeNull();
  });
});

describe('filterSearchSelectOptions', () => {
  it.each([
    ['slov', ['SI', 'SK']],
    ['SLOV', ['SI', 'SK']],
    ['ia', ['AT', 'SI', 'SK']],
    ['any', ['DE']],
    [' kingdom ', ['GB']],
    ['x', []],
  ])('%j → %j', (typed, values) => {
    expect(filterSearchSelectOptions(countries, typed).map((option) => option.value)).toEqual(values);
  });

  it('keeps every option, in order, for blank text', () => {
    expect(filterSearchSelectOptions(countries, '  ')).toEqual(countries);
  });
});
