import { formatMoney } from '@invest/ui';
import type { Language } from './i18n';

/** The Intl locale of each interface language (en-GB: day-first dates like the Slovene ones). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', sl: 'sl-SI' };

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/** A date and time such as "21. 11. 2026, 14:05" (sl) or "21 Nov 2026, 14:05" (en). */
export function formatDateTime(value: string | Date, language: Language): string {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(language, format);
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day of the contract (`IsoDate`, "2026-03-15") as the investor reads it: "15.03.2026" in
 * Slovene (SPEC: dd.mm.yyyy, the form of Slovene bank statements, without the spaces CLDR puts after
 * the dots) and "15/03/2026" in English (en-GB, day first like the Slovene one). Numeric and fixed
 * width, so dates line up in table columns. The day is formatted in UTC, where it was parsed, so it
 * never shifts to the previous day west of Greenwich. Anything else comes back as it is.
 */
export function formatDate(isoDate: string, language: Language): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  const parts = format.formatToParts(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (language === 'sl')
    return parts
      .filter((part) => part.type !== 'literal')
      .map((part) => part.value)
      .join('.');
  return parts.map((part) => part.value).join('');
}

/**
 * The calendar day of an instant (a date-time of the contract) in the viewer's time zone, written as
 * formatDate writes days: for columns where the time of day would only take room.
 */
export function formatDayOf(instant: string, language: Language): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatDate(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`, language);
}

/**
 * An account number or payment reference in groups of four ("SI56 1910 0000 0123 438"), the way
 * banks print them (ISO 13616, ISO 11649) so a person can read and compare them; copy and QR use the
 * electronic form without spaces.
 */
export function groupInFours(value: string): string {
  return value.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

const wholeEuros = new Intl.NumberFormat('sl-SI', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});

/**
 * A chart axis's euros: whole euros ("1.200 €") read best, unless every value stays under 10 € (a
 * new investor's first interest, a quiet day), where whole euros would print the same number on
 * several ticks; then with cents.
 */
export function euroAxisFormatter(values: readonly number[]): (euros: number) => string {
  const whole = values.some((value) => Math.abs(value) >= 10);
  return (euros) => (whole ? wholeEuros.format(euros) : formatMoney(euros));
}

/**
 * An IBAN as the service's messages show it (SMS, e-mails): the country and check digits and the last
 * four characters, the rest hidden (`SI56 **** 5678`).
 */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '');
  return `${compact.slice(0, 4)} **** ${compact.slice(-4)}`;
}
