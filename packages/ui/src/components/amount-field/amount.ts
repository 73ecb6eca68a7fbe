import { centsToDecimalString, DEFAULT_FORMAT_LOCALE } from '../../lib/format';

/*
 * Euro amounts as integer cents, parsed and printed with string arithmetic only: a float never holds
 * money here (DESIGN §3), so 0.1 + 0.2 style errors cannot reach a form.
 */

export interface ParseAmountOptions {
  /**
   * Accepts a leading minus sign (`-` or the typographic `−`).
   * @default false
   */
  allowNegative?: boolean;
}

const GROUP_SPACES = /[ \u00a0\u202f]/g;

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/**
 * Parses what a person typed into an amount field to integer cents, or `null` when it is not an amount.
 *
 * Accepted, so that both Slovene and English habits work and pasted amounts keep their value:
 * - `.` or `,` as the decimal separator, with at most two decimals (`12,5` and `12.50` are 1250);
 *   a trailing separator means no decimals (`12,` is 1200) and the integer part may be empty (`,5` is 50);
 * - thousands grouping in groups of exactly three digits, with `.`, `,`, a space, a no-break space or a
 *   narrow no-break space — one kind per amount, different from the decimal separator
 *   (`1.234,56`, `1,234.56`, `1 234,56` and `1.234.567` are all accepted);
 * - when `.` and `,` both appear, the last one is the decimal separator; a separator that appears once
 *   and alone is always the decimal separator, so `1.234` is three decimals and rejected rather than
 *   guessed to be 1234 (guessing would silently change an amount by a factor of 1000);
 * - surrounding white space.
 *
 * Rejected (`null`): the empty string, exponents (`1e3`), signs other than an allowed leading minus
 * (`+5`, `-5` without `allowNegative`), more than two decimals, badly placed grouping (`12.34.5`),
 * letters or currency signs, and amounts beyond `Number.MAX_SAFE_INTEGER` cents.
 */
export function parseAmountToCents(
  text: string,
  { allowNegative = false }: ParseAmountOptions = {},
): number | null {
  let body = text.trim();
  let negative = false;
  if (body.startsWith('-') || body.startsWith('\u2212')) {
    if (!allowNegative) return null;
    negative = true;
    body = body.slice(1);
  }
  if (!/^[0-9., \u00a0\u202f]+$/.test(body)) return null;

  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let decimalSeparator: '.' | ',' | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimalSeparator = lastDot > lastComma ? '.' : ',';
  else if (lastDot >= 0 && count(body, '.') === 1) decimalSeparator = '.';
  else if (lastComma >= 0 && count(body, ',') === 1) decimalSeparator = ',';

  let integerPart = body;
  let fraction = '';
  if (decimalSeparator) {
    const at = body.lastIndexOf(decimalSeparator);
    integerPart = body.slice(0, at);
    fraction = body.slice(at + 1);
    if (integerPart.includes(decimalSeparator)) return null;
  }
  if (!/^\d{0,2}$/.test(fraction)) return null;

  const separators = new Set(integerPart.replace(/\d/g, '').replace(GROUP_SPACES, ' '));
  if (separators.size > 1) return null;
  const [groupSeparator] = separators;
  let integerDigits = integerPart;
  if (groupSeparator !== undefined) {
    const groups = integerPart.replace(GROUP_SPACES, ' ').split(groupSeparator);
    const [first, ...rest] = groups;
    if (!first || !/^\d{1,3}$/.test(first) || !rest.every((group) => /^\d{3}$/.test(group))) return null;
    integerDigits = groups.join('');
  }
  if (integerDigits === '' && fraction === '') return null;

  const digits = ((integerDigits || '0') + fraction.padEnd(2, '0')).replace(/^0+(?=\d)/, '');
  if (digits.length > 16) return null;
  const cents = Number(digits);
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** The decimal separator a locale writes; `.` for locales whose separator the parser would not read back. */
export function decimalSeparatorOf(locale: string): '.' | ',' {
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
  return separator?.value === ',' ? ',' : '.';
}

/**
 * Writes integer cents the way a person would type them in the locale: two decimals, the locale's
 * decimal separator, no grouping (easy to edit) and ASCII digits, so `parseAmountToCents` reads it back.
 * `null` and non-integer input give the empty string.
 */
export function formatCentsForInput(cents: number | null, locale = DEFAULT_FORMAT_LOCALE): string {
  if (cents === null || !Number.isSafeInteger(cents)) return '';
  return centsToDecimalString(cents).replace('.', decimalSeparatorOf(locale));
}
