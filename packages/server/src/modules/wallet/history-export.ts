/**
 * The account history as CSV and XLSX for tax software and spreadsheets (beyond the spec). The
 * columns are part of the contract (GET /accountHistory/export in openapi.yaml) and only ever grow at
 * the end; the rows are those of the income statement (src/modules/wallet/account-statement.ts), oldest first.
 */
import ExcelJS from 'exceljs';
import { HISTORY_TYPE_LABELS, type AccountStatement } from './account-statement.ts';
import { centsToDecimal, centsToEuros } from '../../platform/money.ts';
import type { Language } from '../../platform/messages.ts';

/** The header row, in order (openapi.yaml documents each). */
export const EXPORT_COLUMNS = [
  'date',
  'type',
  'type_label',
  'amount',
  'balance_after',
  'transaction_id',
] as const;

/** Excel decodes a CSV as UTF-8 only when it starts with a byte order mark (else č, š, ž break). */
const BOM = '\uFEFF';

/**
 * A text field as a spreadsheet can read it without running it: a leading `=`, `+`, `-`, `@`, tab or
 * carriage return would start a formula (CSV injection), so such text gets a leading `'`. Only text
 * fields pass here; amounts are numbers and stay numbers.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A text field of a CSV: guarded against formulas, quoted as RFC 4180 needs. */
export function csvText(text: string): string {
  return csvField(guardFormula(text));
}

/** RFC 4180 CSV (comma, CRLF) of rows of ready fields (the header first), UTF-8 with a BOM. */
export function csvBuffer(rows: ReadonlyArray<ReadonlyArray<string>>): Buffer {
  return Buffer.from(BOM + rows.map((row) => `${row.join(',')}\r\n`).join(''), 'utf8');
}

/** The account history as CSV with a header row (EXPORT_COLUMNS). */
export function historyCsv(statement: AccountStatement, language: Language): Buffer {
  const labels = HISTORY_TYPE_LABELS[language];
  return csvBuffer([
    EXPORT_COLUMNS,
    ...statement.movements.map((m) => [
      m.date,
      csvText(m.type),
      csvText(labels[m.type]),
      centsToDecimal(m.amountCents),
      centsToDecimal(m.balanceAfterCents),
      m.id,
    ]),
  ]);
}

/**
 * One worksheet `Account history` (Excel reserves `History`): the same header and columns; the date a date cell shown `yyyy-mm-dd`,
 * amounts number cells shown with two decimals. Text cells of an XLSX are never evaluated, so they
 * are written as they are.
 */
export async function historyXlsx(
  statement: AccountStatement,
  language: Language,
  meta: { creator: string; created: Date },
): Promise<Buffer> {
  const labels = HISTORY_TYPE_LABELS[language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = meta.creator;
  workbook.created = meta.created;
  workbook.modified = meta.created;
  const sheet = workbook.addWorksheet('Account history', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'date', key: 'date', width: 12, style: { numFmt: 'yyyy-mm-dd' } },
    { header: 'type', key: 'type', width: 18 },
    { header: 'type_label', key: 'type_label', width: 22 },
    { header: 'amount', key: 'amount', width: 14, style: { numFmt: '0.00' } },
    { header: 'balance_after', key: 'balance_after', width: 14, style: { numFmt: '0.00' } },
    { header: 'transaction_id', key: 'transaction_id', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const m of statement.movements) {
    sheet.addRow({
      // Midnight UTC: Excel dates have no time zone, and exceljs counts serial days in UTC.
      date: new Date(`${m.date}T00:00:00Z`),
      type: m.type,
      type_label: labels[m.type],
      amount: centsToEuros(m.amountCents),
      balance_after: centsToEuros(m.balanceAfterCents),
      transaction_id: Number(m.id),
    });
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as unknown as Uint8Array);
}
