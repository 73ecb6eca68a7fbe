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
