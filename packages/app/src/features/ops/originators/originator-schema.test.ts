import { describe, expect, it } from 'vitest';
import {
  originatorErrors,
  originatorFormValues,
  originatorRequest,
  type OriginatorValues,
} from './originator-schema';

const TODAY = '2026-11-24';
const values = (overrides: Partial<OriginatorValues> = {}): OriginatorValues => ({
  ...originatorFormValues(),
  name: 'Mura Trgovina d.o.o.',
  countryCode: 'SI',
  ...overrides,
});

describe('the originator form', () => {
  it('needs a name of 2 to 200 characters and a country; the rest may stay empty', () => {
    expect(originatorErrors(values(), TODAY)).toEqual({});
    expect(originatorErrors(values({ name: '  ', countryCode: '' }), TODAY)).toEqual({
      name: 'required',
      countryCode: 'required',
    });
    expect(originatorErrors(values({ name: 'X' }), TODAY)).toEqual({ name: 'too-short' });
    expect(originatorErrors(values({ name: 'X'.repeat(201) }), TODAY)).toEqual({ name: 'too-long' });
  });

  it('checks the optional fields as the contract does', () => {
    expect(
      originatorErrors(
        values({
          partnerSince: '2026-11-25',
          failureScore: '100,01',
          ranking: 'a2',
          noOfEmployees: '12.5',
          totalIncome: '1.000.000.000.000,01',
        }),
        TODAY,
      ),
    ).toEqual({
      partnerSince: 'future-date',
      failureScore: 'invalid-score',
      ranking: 'invalid-ranking',
      noOfEmployees: 'invalid-employees',
      totalIncome: 'too-large',
    });
    expect(originatorErrors(values({ partnerSince: '2026-02-30', totalIncome: '12,345' }), TODAY)).toEqual({
      partnerSince: 'invalid-date',
      totalIncome: 'invalid-amount',
    });
  });

  it('sends euros and percentages read from the text, and leaves empty fields out', () => {
    expect(
      originatorRequest(
        values({
          name: ' Mura Trgovina d.o.o. ',
          partnerSince: '2021-05-04',
          failureScore: '1,75',
          ranking: 'A3',
          companySize: 'LARGE',
          noOfEmployees: '480',
          totalIncome: '125.000.000,50',
        }),
      ),
    ).toEqual({
      name: 'Mura Trgovina d.o.o.',
      countryCode: 'SI',
      partnerSince: '2021-05-04',
      failureScore: 1.75,
      ranking: 'A3',
      companySize: 'LARGE',
      noOfEmployees: 480,
      totalIncome: 125_000_000.5,
    });
    expect(originatorRequest(values())).toEqual({ name: 'Mura Trgovina d.o.o.', countryCode: 'SI' });
  });

  it('checks the IBAN as the service does (ibantools) and sends it in the electronic format', () => {
    expect(originatorErrors(values({ iban: 'SI56 1910 0000 1234 574' }), TODAY)).toEqual({
      iban: 'invalid-iban',
    });
    expect(originatorErrors(values({ iban: 'XX00 1234' }), TODAY)).toEqual({ iban: 'invalid-iban' });
    expect(originatorErrors(values({ iban: ' si56 1910 0000 1234 573 ' }), TODAY)).toEqual({});
    expect(originatorRequest(values({ iban: ' si56 1910 0000 1234 573 ' }))).toMatchObject({
      iban: 'SI56191000001234573',
    });
  });
});
