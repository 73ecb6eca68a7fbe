/**
 * The platform's calendar: money movements, maturities, business dates and bank business days are
 * those of its seat in Slovenia, whatever the server's time zone. Calendar dates are `YYYY-MM-DD`.
 */
import Holidays from 'date-holidays';
import type { Clock } from './clock.ts';

/** Calendar dates of money movements are those of the platform's seat (Slovenia). */
export const PLATFORM_TIME_ZONE = 'Europe/Ljubljana';

/** Today on the platform's calendar, `YYYY-MM-DD`. */
export function platformToday(clock: Clock): string {
  return bankCalendarDate(clock.now());
}

/** `date` plus `days` calendar days (ISO dates, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const slovenia = new Holidays('SI');
const closedDaysByYear = new Map<number, Set<string>>();

/** Slovenian public (and bank) holidays of a year as YYYY-MM-DD (observances are working days). */
function closedDays(year: number): Set<string> {
  let days = closedDaysByYear.get(year);
  if (!days) {
    days = new Set(
      slovenia
        .getHolidays(year)
        .filter((h) => h.type === 'public' || h.type === 'bank')
        .map((h) => h.date.slice(0, 10)),
    );
    closedDaysByYear.set(year, days);
  }
  return days;
}

/** Whether a calendar date (YYYY-MM-DD) is a Slovenian bank business day. */
export function isBankBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !closedDays(Number(date.slice(0, 4))).has(date);
}

/** The date `n` bank business days after `date` (both YYYY-MM-DD). */
export function addBankBusinessDays(date: string, n: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  let left = n;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isBankBusinessDay(day.toISOString().slice(0, 10))) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** The calendar date of an instant in Ljubljana. */
export function bankCalendarDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PLATFORM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
