const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** English default for chart values; the app passes its own (money, percent) formatter. */
export function defaultValueFormatter(value: number): string {
  return numberFormat.format(value);
}

/**
 * Reads a `yyyy-mm-dd` day as local midnight. `new Date('2024-03-01')` would be UTC midnight, which
 * west of Greenwich is still the previous day.
 */
export function parseDay(day: string): Date {
  const [year = Number.NaN, month = Number.NaN, date = Number.NaN] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** English default for a day in tooltips and tables: "1 Mar 2024". */
export function defaultDayFormatter(day: string): string {
  return dayFormat.format(parseDay(day));
}

/**
 * Every how many categories an axis may print a label so that at most `maxLabels` fit (1 prints all).
 */
export function labelStride(count: number, maxLabels: number): number {
  if (count <= 0) return 1;
  return Math.max(1, Math.ceil(count / Math.max(1, Math.floor(maxLabels))));
}

/**
 * Width in px reserved for a label at the 12 px axis text: about 7.6 px a character (measured on
 * Inter's tabular figures, "100 %" is 38 px). An estimate keeps layout deterministic; measuring text
 * would need a render pass before the scales exist, and a second one once the web font arrives.
 */
export function labelWidth(label: string): number {
  return Math.ceil(label.length * 7.6);
}

/** Width in px reserved for the y-axis: the longest tick label, the 8 px gap to the plot and 4 px air. */
export function axisLabelWidth(labels: readonly string[]): number {
  return labels.reduce((max, label) => Math.max(max, labelWidth(label)), 0) + 12;
}
