/**
 * Number and date formatting for money, percentages and dates.
 *
 * Everything goes through `Intl`; separators are never hand-rolled. Two choices matter:
 *
 * - `useGrouping: 'always'`: CLDR's Slovene data only groups from five integer digits ("1234,56 €"),
 *   but the product shows a dot thousands separator on every amount ("1.234,56 €", SPEC §9).
 * - Cents are never divided as floating point. An integer number of cents becomes an exact decimal
 *   string by integer arithmetic (BigInt) and `Intl.NumberFormat` formats that string exactly
 *   (strings are exact decimals for `format` since ES2023). Euro amounts arriving as JSON numbers have at
 *   most two decimals (SPEC §9); V8 rounds the shortest decimal form of the double, so those print back
 *   exactly at two fraction digits.
 */

/** How the sign is shown: `'negative'` hides the sign of zero (also of a rounded `-0.001`). */
export type FormatSignDisplay = 'auto' | 'always' | 'exceptZero' | 'negative' | 'never';

/** The locale the product formats in unless told otherwise: 1.234,56 € (SPEC §9). */
export const DEFAULT_FORMAT_LOCALE = 'sl-SI';

export interface FormatMoneyOptions {
  /**
   * BCP 47 locale.
   * @default 'sl-SI'
   */
  locale?: string;
  /**
   * ISO 4217 currency code.
   * @default 'EUR'
   */
  currency?: string;
  /**
   * The value is an integer number of cents (number or bigint) rather than euros.
   * @default false
   */
  fromCents?: boolean;
  /**
   * Sign display; `'exceptZero'` adds a `+` to positive amounts.
   * @default 'negative'
   */
  signDisplay?: FormatSignDisplay;
}

export interface FormatPercentOptions {
  /**
   * BCP 47 locale.
   * @default 'sl-SI'
   */
  locale?: string;
  /**
   * The value is a ratio (0.0523 → 5,23 %) rather than a percentage (5.23 → 5,23 %). Intl scales it,
   * exactly, by 100.
   * @default false
   */
  fromRatio?: boolean;
  /**
   * Fraction digits shown, minimum and maximum.
   * @default 2
   */
  fractionDigits?: number;
  /**
   * Sign display; `'exceptZero'` adds a `+` to positive values.
   * @default 'negative'
   */
  signDisplay?: FormatSignDisplay;
}

// Building an Intl.NumberFormat is far costlier than using one, and a table formats hundreds of cells.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** An integer number of cents as an exact decimal string of euros: -123456n → "-1234.56". */
export function centsToDecimalString(cents: number | bigint): `${number}` {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) {
    throw new RangeError(`Cents must be a safe integer, got ${cents}`);
  }
  const value = BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const euros = abs / 100n;
  const rest = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${euros}.${rest}` as `${number}`;
}

/** Whether a value, as displayed, is above, below or at zero. */
export type NumberSign = 'positive' | 'negative' | 'zero';

// Read from Intl's own output so a value that rounds to zero (-0.001 → 0,00 €) counts as zero.
function signOf(format: Intl.NumberFormat, value: number | bigint | `${number}`): NumberSign {
  for (const part of format.formatToParts(value)) {
    if (part.type === 'minusSign') return 'negative';
    if (part.type === 'plusSign') return 'positive';
  }
  return 'zero';
}

function moneyFormat(opts: FormatMoneyOptions, signDisplay: FormatSignDisplay): Intl.NumberFormat {
  const { locale = DEFAULT_FORMAT_LOCALE, currency = 'EUR' } = opts;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
    signDisplay,
  });
}

function percentFormat(opts: FormatPercentOptions, signDisplay: FormatSignDisplay): Intl.NumberFormat {
  const { locale = DEFAULT_FORMAT_LOCALE, fromRatio = false, fractionDigits = 2 } = opts;
  return numberFormat(locale, {
    ...(fromRatio ? { style: 'percent' } : { style: 'unit', unit: 'percent' }),
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: 'always',
    signDisplay,
  });
}

/**
 * Formats an amount of money with two decimals: `formatMoney(1234.56)` → "1.234,56 €",
 * `formatMoney(123456n, { fromCents: true })` → "1.234,56 €".
 */
export function formatMoney(value: number | bigint, opts: FormatMoneyOptions = {}): string {
  const input = opts.fromCents ? centsToDecimalString(value) : value;
  return moneyFormat(opts, opts.signDisplay ?? 'negative').format(input);
}

/** The sign of an amount as `formatMoney` displays it: -0.001 € shows as 0,00 € and is `'zero'`. */
export function moneySign(
  value: number | bigint,
  opts: Omit<FormatMoneyOptions, 'signDisplay'> = {},
): NumberSign {
  const input = opts.fromCents ? centsToDecimalString(value) : value;
  return signOf(moneyFormat(opts, 'exceptZero'), input);
}

/**
 * Formats a percentage with two decimals: `formatPercent(5.234)` → "5,23 %",
 * `formatPercent(0.0523, { fromRatio: true })` → "5,23 %".
 */
export function formatPercent(value: number, opts: FormatPercentOptions = {}): string {
  return percentFormat(opts, opts.signDisplay ?? 'negative').format(value);
}

/** The sign of a percentage as `formatPercent` displays it. */
export function percentSign(value: number, opts: Omit<FormatPercentOptions, 'signDisplay'> = {}): NumberSign {
  return signOf(percentFormat(opts, 'exceptZero'), value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Formats an ISO 8601 date or date-time as a numeric date: `formatDate('2020-03-13')` → "13. 3. 2020".
 * A date-only string is a calendar day, so it is formatted in UTC (where JavaScript parses it) and
 * never shifts to the previous day west of Greenwich; a date-time is shown in the local time zone.
 */
export function formatDate(iso: string, locale: string = DEFAULT_FORMAT_LOCALE): string {
  const dateOnly = DATE_ONLY.test(iso);
  const key = `${locale}|${dateOnly}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      ...(dateOnly ? { timeZone: 'UTC' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}
