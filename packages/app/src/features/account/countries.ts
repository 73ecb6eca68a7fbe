import { INTL_LOCALE } from '../../lib/formatting';
import type { Language } from '../../lib/i18n';

/**
 * The countries of tax residence the service accepts (its `countries` table: the member states of the
 * European Union, where the platform offers its service), by ISO 3166-1 alpha-2 code. Names come from
 * `Intl.DisplayNames` in the interface language, so the list needs no translations.
 */
export const RESIDENCE_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/** A country's name in the language (`Avstrija`), the code itself if the runtime does not know it. */
export function countryName(code: string, language: Language): string {
  return (
    new Intl.DisplayNames([INTL_LOCALE[language]], { type: 'region', fallback: 'code' }).of(code) ?? code
  );
}

/** The select's options, in the language's alphabetical order. */
export function residenceOptions(language: Language): { value: string; label: string }[] {
  const collator = new Intl.Collator(INTL_LOCALE[language]);
  return RESIDENCE_COUNTRIES.map((code) => ({ value: code, label: countryName(code, language) })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}
