/** A date as the three text boxes hold it: digits only, possibly incomplete (`day: '7'`, `year: '19'`). */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The local calendar date of `date` as zero-padded parts (`{ day: '05', month: '03', year: '1990' }`). */
export function toDateParts(date: Date): DateParts {
  return {
    day: pad(date.getDate(), 2),
    month: pad(date.getMonth() + 1, 2),
    year: pad(date.getFullYear(), 4),
  };
}

/**
 * The real calendar date the parts name, at local midnight, or `null` when they are incomplete, not
 * digits, of the wrong length (day and month 1–2 digits, year exactly 4) or no such day exists (31.4.,
 * 29.2. of a common year).
 */
export function fromDateParts(parts: DateParts): Date | null {
  if (!/^\d{1,2}$/.test(parts.day) || !/^\d{1,2}$/.test(parts.month) || !/^\d{4}$/.test(parts.year)) {
    return null;
  }
  const day = Number(parts.day);
  const month = Number(parts.month);
  const year = Number(parts.year);
  if (year < 1) return null;
  // setFullYear, not the Date constructor: the constructor maps years 0–99 to 1900–1999.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  // Date rolls impossible days over (31.4. becomes 1.5.), so a round trip tells a real date.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * Completed years of life on `today`, or `null` when the parts are not a real date. Someone born on
 * 29 February turns a year older on 1 March in common years.
 */
export function ageOn(parts: DateParts, today: Date): number | null {
  const birth = fromDateParts(parts);
  if (!birth) return null;
  const age = today.getFullYear() - birth.getFullYear();
  const beforeBirthday =
    today.getMonth() < birth.getMonth() ||
    (today.getMonth() === birth.getMonth() && today.getDate() < birth.getDate());
  return beforeBirthday ? age - 1 : age;
}

/** The date as the pickers show it (SPEC §9): mm/dd/yyyy. */
export function formatPickerDate(date: Date): string {
  return `${pad(date.getMonth() + 1, 2)}/${pad(date.getDate(), 2)}/${pad(date.getFullYear(), 4)}`;
}
