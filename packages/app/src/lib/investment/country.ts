import { INTL_LOCALE } from '../formatting';
import type { Language } from '../i18n';

const regionNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in the interface language ("Avstrija" for AT in Slovene); the code if Intl has none. */
export function countryName(code: string, language: Language): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALE[language]], { type: 'region', fallback: 'code' });
    regionNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    // Not a well-formed region code.
    return code;
  }
}
