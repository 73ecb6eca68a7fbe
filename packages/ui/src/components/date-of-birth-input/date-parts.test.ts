import { describe, expect, it } from 'vitest';
import { ageOn, formatPickerDate, fromDateParts, toDateParts } from './date-parts';

describe('toDateParts', () => {
  it('zero-pads day and month and keeps the local calendar date', () => {
    expect(toDateParts(new Date(1990, 2, 5))).toEqual({ day: '05', month: '03', year: '1990' });
    expect(toDateParts(new Date(2008, 11, 31, 23, 59))).toEqual({ day: '31', month: '12', year: '2008' });
  });

  it('round-trips through fromDateParts', () => {
    const date = new Date(1984, 9, 17);
    expect(fromDateParts(toDateParts(date))?.getTime()).toBe(date.getTime());
  });
});

describe('fromDateParts', () => {
  it('accepts 29 February in a leap year', () => {
    expect(fromDateParts({ day: '29', month: '02', year: '2024' })).toEqual(new Date(2024, 1, 29));
    expect(fromDateParts({ day: '29', month: '2', year: '2000' })).toEqual(new Date(2000, 1, 29));
  });

  it('rejects 29 February in a common year, including a century year', () => {
    expect(fromDateParts({ day: '29', month: '02', year: '2023' })).toBeNull();
    expect(fromDateParts({ day: '29', month: '02', year: '1900' })).toBeNull();
  });

  it('rejects 31 April and other days a month does not have', () => {
    expect(fromDateParts({ day: '31', month: '04', year: '1990' })).toBeNull();
    expect(fromDateParts({ day: '32', month: '01', year: '1990' })).toBeNull();
    expect(fromDateParts({ day: '00', month: '01', year: '1990' })).toBeNull();
    expect(fromDateParts({ day: '10', month: '13', year: '1990' })).toBeNull();
    expect(fromDateParts({ day: '30', month: '04', year: '1990' })).toEqual(new Date(1990, 3, 30));
  });

  it('rejects incomplete, over-long and non-digit parts', () => {
    expect(fromDateParts({ day: '', month: '04', year: '1990' })).toBeNull();
    expect(fromDateParts({ day: '1', month: '4', year: '90' })).toBeNull();
    expect(fromDateParts({ day: '001', month: '04', year: '1990' })).toBeNull();
    expect(fromDateParts({ day: '1a', month: '04', year: '1990' })).toBeNull();
    expect(fromDateParts({ day: '01', month: '04', year: '0000' })).toBeNull();
  });

  it('keeps two-digit-looking years literal instead of mapping them to the 1900s', () => {
    expect(fromDateParts({ day: '01', month: '01', year: '0099' })?.getFullYear()).toBe(99);
  });
});

describe('ageOn', () => {
  const today = new Date(2026, 10, 21);

  it('is exactly 18 on the 18th birthday', () => {
    expect(ageOn({ day: '21', month: '11', year: '2008' }, today)).toBe(18);
  });

  it('is still 17 when the 18th birthday is tomorrow', () => {
    expect(ageOn({ day: '22', month: '11', year: '2008' }, today)).toBe(17);
  });

  it('counts a birthday later in the year as not yet reached', () => {
    expect(ageOn({ day: '01', month: '12', year: '1990' }, today)).toBe(35);
    expect(ageOn({ day: '01', month: '01', year: '1990' }, today)).toBe(36);
  });

  it('lets a 29 February child come of age on 1 March in a common year', () => {
    const born = { day: '29', month: '02', year: '2008' };
    expect(ageOn(born, new Date(2026, 1, 28))).toBe(17);
    expect(ageOn(born, new Date(2026, 2, 1))).toBe(18);
  });

  it('is null for a date that does not exist', () => {
    expect(ageOn({ day: '31', month: '04', year: '2000' }, today)).toBeNull();
  });
});

describe('formatPickerDate', () => {
  it('formats mm/dd/yyyy', () => {
    expect(formatPickerDate(new Date(2025, 0, 9))).toBe('01/09/2025');
  });
});
