/** The local calendar date as yyyy-mm-dd, the wire format of the income statement call. */
export function toIsoDate(date: Date): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** The yyyy-mm-dd string as a local-midnight Date, or `null` when it is not a real calendar date. */
export function fromIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** True when both ends are real dates and the start lies after the end (yyyy-mm-dd sorts as text). */
export function isRangeInverted(from: string, to: string): boolean {
  return fromIsoDate(from) !== null && fromIsoDate(to) !== null && from > to;
}
