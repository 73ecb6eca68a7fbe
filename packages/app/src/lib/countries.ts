/**
 * The countries the app names (the registration wizard's list, SPEC §3 country entry, and the
 * countries of tax residence). The service decides whether a
 * country is supported (`isRegionValid`, stored as `valid` in the draft); `enabled` and `vat_regex` are
 * what the app knows up front: only Slovenia is enabled and has a VAT number pattern (SPEC §3, §9).
 *
 * `name` is the English name, the value sent on the wire (`regionOrState`) and matched by the server;
 * the interface shows the name in its own language through `Intl.DisplayNames`, so the list needs no
 * translation keys.
 */
export interface Country {
  /** English name, sent as `regionOrState`. */
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** International dial code, e.g. `+386`. */
  tel_code: string;
  /** The VAT number pattern, or null when the country has none (SPEC: regex-undefined). */
  vat_regex: string | null;
  /** Registration from this country is offered (the service still has the last word). */
  enabled: boolean;
}

/** The country as the draft keeps it: the entry plus the service's answer (SPEC §3). */
export interface DraftCountry {
  code: string;
  name: string;
  tel_code: string;
  vat_regex: string | null;
  /** The service's `isRegionValid` answer. */
  valid: boolean;
}

export const SLOVENIA_VAT_REGEX = '^(SI)?[0-9]{8}$';

const c = (name: string, code: string, tel_code: string): Country => ({
  name,
  code,
  tel_code,
  vat_regex: null,
  enabled: false,
});

// Europe plus the countries investors most often write from; Slovenia first, the rest by name.
export const COUNTRIES: readonly Country[] = [
  { name: 'Slovenia', code: 'SI', tel_code: '+386', vat_regex: SLOVENIA_VAT_REGEX, enabled: true },
  c('Albania', 'AL', '+355'),
  c('Andorra', 'AD', '+376'),
  c('Australia', 'AU', '+61'),
  c('Austria', 'AT', '+43'),
  c('Belgium', 'BE', '+32'),
  c('Bosnia and Herzegovina', 'BA', '+387'),
  c('Bulgaria', 'BG', '+359'),
  c('Canada', 'CA', '+1'),
  c('Croatia', 'HR', '+385'),
  c('Cyprus', 'CY', '+357'),
  c('Czechia', 'CZ', '+420'),
  c('Denmark', 'DK', '+45'),
  c('Estonia', 'EE', '+372'),
  c('Finland', 'FI', '+358'),
  c('France', 'FR', '+33'),
  c('Germany', 'DE', '+49'),
  c('Greece', 'GR', '+30'),
  c('Hungary', 'HU', '+36'),
  c('Iceland', 'IS', '+354'),
  c('Ireland', 'IE', '+353'),
  c('Italy', 'IT', '+39'),
  c('Kosovo', 'XK', '+383'),
  c('Latvia', 'LV', '+371'),
  c('Liechtenstein', 'LI', '+423'),
  c('Lithuania', 'LT', '+370'),
  c('Luxembourg', 'LU', '+352'),
  c('Malta', 'MT', '+356'),
  c('Moldova', 'MD', '+373'),
  c('Monaco', 'MC', '+377'),
  c('Montenegro', 'ME', '+382'),
  c('Netherlands', 'NL', '+31'),
  c('North Macedonia', 'MK', '+389'),
  c('Norway', 'NO', '+47'),
  c('Poland', 'PL', '+48'),
  c('Portugal', 'PT', '+351'),
  c('Romania', 'RO', '+40'),
  c('San Marino', 'SM', '+378'),
  c('Serbia', 'RS', '+381'),
  c('Slovakia', 'SK', '+421'),
  c('Spain', 'ES', '+34'),
  c('Sweden', 'SE', '+46'),
  c('Switzerland', 'CH', '+41'),
  c('Turkey', 'TR', '+90'),
  c('Ukraine', 'UA', '+380'),
  c('United Kingdom', 'GB', '+44'),
  c('United States', 'US', '+1'),
];

export const DEFAULT_DIAL_CODE = '+386';

export function countryByCode(code: string | null | undefined): Country | null {
  return COUNTRIES.find((country) => country.code === code) ?? null;
}

export function countryByName(name: string | null | undefined): Country | null {
  return COUNTRIES.find((country) => country.name === name) ?? null;
}

/** The country's name in the interface language (`Slovenija` in Slovene), the English name as fallback. */
export function countryLabel(country: Pick<Country, 'code' | 'name'>, language: string): string {
  try {
    const label = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(country.code);
    return label ?? country.name;
  } catch {
    return country.name;
  }
}

/** The entries as the interface shows them: local names, sorted in the language's alphabetical order. */
export function localizedCountries(language: string): { country: Country; label: string }[] {
  const collator = new Intl.Collator(language);
  return COUNTRIES.map((country) => ({ country, label: countryLabel(country, language) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** Dial codes for the phone step, one per code (`+1` is shared), Slovenia's first. */
export function dialCodes(): { code: string; country: Country }[] {
  const seen = new Set<string>();
  const out: { code: string; country: Country }[] = [];
  for (const country of COUNTRIES) {
    if (seen.has(country.tel_code)) continue;
    seen.add(country.tel_code);
    out.push({ code: country.tel_code, country });
  }
  return out;
}

export function toDraftCountry(country: Country, valid: boolean): DraftCountry {
  return {
    code: country.code,
    name: country.name,
    tel_code: country.tel_code,
    vat_regex: country.vat_regex,
    valid,
  };
}

/**
 * The countries of tax residence the service accepts (its `countries` table: the member states of the
 * European Union, where the platform offers its service), by ISO 3166-1 alpha-2 code.
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

/**
 * The debtors' countries one can choose among (the contract's StrategyCountry): the marketplace's
 * country filter and an auto-invest strategy's country offer these.
 */
export const DEBTOR_COUNTRIES = ['AT', 'DE', 'SI'] as const;

/** A country's name by its code in the interface language (`Avstrija`); the code if none is known. */
export function countryNameOf(code: string, language: string): string {
  return countryLabel({ code, name: countryByCode(code)?.name ?? code }, language);
}

/** The tax residence select's options, in the language's alphabetical order. */
export function residenceOptions(language: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(language);
  return RESIDENCE_COUNTRIES.map((code) => ({ value: code, label: countryNameOf(code, language) })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}
