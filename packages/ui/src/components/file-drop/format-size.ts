const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file size for people: 1 KB is 1,000 bytes (as file managers on phones and macOS show it), one
 * decimal from KB up, none for bytes: `formatFileSize(2_400_000)` → '2.4 MB'.
 */
export function formatFileSize(bytes: number, locale = 'en'): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${UNITS[unit]}`;
}
