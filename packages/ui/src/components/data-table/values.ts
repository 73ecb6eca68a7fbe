/** A cell's value as the table sorts and searches it. */
export type DataTableValue = string | number | boolean | Date | null | undefined;

function isMissing(value: DataTableValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * Ascending order of two cell values: numbers and dates by size, strings by the locale's collation
 * with numeric runs compared as numbers ('Loan 9' before 'Loan 10'). The table keeps missing values
 * out of this comparison and puts them last in both directions.
 */
export function compareDataTableValues(a: DataTableValue, b: DataTableValue, locale?: string): number {
  if (a instanceof Date) a = a.getTime();
  if (b instanceof Date) b = b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), locale, { numeric: true, sensitivity: 'base' });
}

/** Whether a value is missing (null, undefined or an empty string). */
export const isMissingDataTableValue = isMissing;

/**
 * Whether a cell value contains the search text, ignoring case and accents ('zelezniki' finds
 * 'Železniki'), so back-office searches work on Slovenian names with an English keyboard.
 */
export function matchesDataTableSearch(value: DataTableValue, search: string): boolean {
  const query = fold(search.trim());
  if (query === '') return true;
  if (isMissing(value)) return false;
  const text = value instanceof Date ? value.toISOString() : String(value);
  return fold(text).includes(query);
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
