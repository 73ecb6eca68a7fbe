import { describe, expect, it } from 'vitest';
import {
  isWeakPassword,
  validateAddress,
  validateAgreements,
  validateCode,
  validateCountry,
  validateDateOfBirth,
  validateEmail,
  validateName,
  validatePassword,
  validatePhone,
  validateVat,
} from './validation';

const SI_VAT = '^(SI)?[0-9]{8}$';
const today = new Date(2026, 10, 21); // 21 November 2026

describe('validateName', () => {
  it.each([
    ['', 'required'],
    ['A', 'required'],
    ['  B  ', 'required'],
    ['Ana', null],
    ['Žiga', null],
  ])('%j → %s', (value, expected) => expect(validateName(value)).toBe(expected));
});

describe('validateAddress', () => {
  const ok = { streetName: 'Slovenska cesta', streetNumber: '1', postalCode: '1000', city: 'Ljubljana' };
  it.each([
    [ok, {}],
    [{ ...ok, streetName: 'S' }, { streetName: 'required' }],
    [{ ...ok, streetNumber: '' }, { streetNumber: 'required' }],
    [{ ...ok, postalCode: '1' }, { postalCode: 'required' }],
    [{ ...ok, postalCode: 'SI-1000' }, { postalCode: 'invalid-format' }],
    [{ ...ok, city: '' }, { city: 'required' }],
    [
      { streetName: '', streetNumber: ' ', postalCode: '', city: 'L' },
      { streetName: 'required', streetNumber: 'required', postalCode: 'required', city: 'required' },
    ],
  ])('%j', (address, expected) => expect(validateAddress(address)).toEqual(expected));
});

describe('validateDateOfBirth', () => {
  it.each([
    [{ day: '', month: '5', year: '1990' }, 'required'],
    [{ day: '1', month: '', year: '1990' }, 'required'],
    [{ day: '1', month: '5', year: '' }, 'required'],
    [{ day: 'a1', month: '5', year: '1990' }, 'required'],
    [{ day: '001', month: '5', year: '1990' }, 'invalid-date-format'],
    [{ day: '1', month: '123', year: '1990' }, 'invalid-date-format'],
    [{ day: '1', month: '5', year: '90' }, 'invalid-date-format'],
    [{ day: '1', month: '5', year: '19900' }, 'invalid-date-format'],
    [{ day: '31', month: '4', year: '1990' }, 'invalid-date'],
    [{ day: '29', month: '2', year: '2001' }, 'invalid-date'],
    [{ day: '0', month: '2', year: '2001' }, 'invalid-date'],
    [{ day: '1', month: '13', year: '2001' }, 'invalid-date'],
    [{ day: '1', month: '1', year: '2030' }, 'invalid-date'],
    [{ day: '29', month: '2', year: '2000' }, null],
    [{ day: '21', month: '11', year: '2008' }, null], // 18 today
    [{ day: '22', month: '11', year: '2008' }, 'legal-age'], // 18 tomorrow
    [{ day: '1', month: '1', year: '2015' }, 'legal-age'],
    [{ day: '05', month: '07', year: '1985' }, null],
  ])('%j → %s', (dob, expected) => expect(validateDateOfBirth(dob, today)).toBe(expected));
});

describe('validateEmail', () => {
  it.each([
    ['', 'required'],
    ['ana', 'invalid-format'],
    ['ana@', 'invalid-format'],
    ['ana@invest', 'invalid-format'],
    ['ana novak@invest.si', 'invalid-format'],
    ['ana.novak+test@invest.si', null],
    [' ana@invest.si ', null],
  ])('%j → %s', (value, expected) => expect(validateEmail(value)).toBe(expected));
});

describe('validateCountry', () => {
  const countries = [{ label: 'Slovenia' }, { label: 'Austria' }];
  it.each([
    ['Slovenia', null],
    ['slovenia', null],
    ['  SLOVENIA ', null],
    ['Slov', 'no-match'],
    ['Slovenija', 'no-match'],
    ['', 'required'],
    ['Sloven', 'no-match'],
    ['austria', null],
  ])('%j → %s', (typed, expected) => expect(validateCountry(countries, typed)).toBe(expected));
});

describe('validateVat', () => {
  it.each([
    ['', SI_VAT, 'required'],
    ['SI1234', SI_VAT, 'too-short'],
    ['1234567', SI_VAT, 'too-short'],
    ['12345678', SI_VAT, null],
    ['SI12345678', SI_VAT, null],
    ['si12345678', SI_VAT, null],
    ['SI1234567X', SI_VAT, 'invalid-format'],
    ['DE12345678', SI_VAT, 'invalid-format'],
    ['123456789', SI_VAT, 'invalid-format'],
    ['12345678', null, 'regex-undefined'],
  ])('%j with %s → %s', (vat, regex, expected) => expect(validateVat(vat, regex)).toBe(expected));
});

describe('validatePhone', () => {
  it.each([
    ['+386', '', 'required'],
    ['', '40123456', 'required'],
    ['+386', '40 123 456', null],
    ['+386', '40-abc', 'invalid-format'],
  ])('%s %j → %s', (code, number, expected) => expect(validatePhone(code, number)).toBe(expected));
});

describe('validateCode', () => {
  it.each([
    ['123456', null],
    ['12345', 'phone-confirmation-code-invalid'],
    ['1234567', 'phone-confirmation-code-invalid'],
    ['12345a', 'phone-confirmation-code-invalid'],
    ['', 'phone-confirmation-code-invalid'],
  ])('%j → %s', (code, expected) => expect(validateCode(code)).toBe(expected));
});

describe('validatePassword', () => {
  it.each([
    ['', '', 3, { password: 'required', repeat: 'required' }],
    ['abc1', 'abc1', 3, { password: 'too-short' }],
    ['abcdefgh', 'abcdefgh', 3, { password: 'invalid-format' }],
    ['12345678', '12345678', 3, { password: 'invalid-format' }],
    ['abcdefg ', 'abcdefg ', 3, { password: 'invalid-format' }],
    ['password1', 'password1', 0, { password: 'low-score' }],
    ['password1', 'password1', null, {}],
    ['Tr4ding-Desk', 'Tr4ding-Des', 3, { repeat: 'not-matching' }],
    ['Tr4ding-Desk', 'Tr4ding-Desk', 3, {}],
    ['Čebelica!ž', 'Čebelica!ž', 2, {}],
  ])('%j / %j (score %s)', (password, repeat, score, expected) =>
    expect(validatePassword(password, repeat, score)).toEqual(expected),
  );
  it('a score of 1 or less is weak', () => {
    expect([0, 1, 2, 3, 4].map(isWeakPassword)).toEqual([true, true, false, false, false]);
  });
});

describe('validateAgreements', () => {
  const all = { tosAgreement: true, privacyAgreement: true, notPoliticallyExposed: true };
  it.each([
    [all, null],
    [{ ...all, tosAgreement: false }, 'agreementsRequired'],
    [{ ...all, privacyAgreement: false }, 'agreementsRequired'],
    [{ ...all, notPoliticallyExposed: false }, 'agreementsRequired'],
  ])('%j → %s', (agreements, expected) => expect(validateAgreements(agreements)).toBe(expected));
});
