/**
 * The income statement PDF (SPEC §2, §7): layout and texts only; the figures come from
 * src/modules/wallet/account-statement.ts, the document (embedded DejaVu Sans for č/Č, page numbers) from src/platform/pdf.ts.
 */
import { HISTORY_TYPE_LABELS, type AccountStatement } from './account-statement.ts';
import {
  formatStatementDate,
  formatStatementEuros,
  numberPages,
  PDF_MARGIN as MARGIN,
  PDF_MUTED as MUTED,
  PDF_RULE as RULE,
  startPdf,
} from '../../platform/pdf.ts';
import type { Language } from '../../platform/messages.ts';

export interface StatementParty {
  /** The platform: its name and one-line address. */
  platformName: string;
  platformAddress: string;
  /** The investor: the name lines (company, then person for a business investor) and address lines. */
  investorName: string[];
  investorAddress: string[];
  /** Printed in groups of four. */
  reference: string;
}

const TEXTS = {
  EN: {
    title: 'Income statement',
    investor: 'Investor',
    reference: 'Reference',
    period: 'Period',
    issued: 'Issued on',
    summary: 'Summary',
    opening: (date: string) => `Opening balance on ${date}`,
    interest: 'Interest earned',
    tax: 'Tax withheld',
    closing: (date: string) => `Closing balance on ${date}`,
    movements: 'Movements',
    date: 'Date',
    type: 'Type',
    amount: 'Amount',
    balanceAfter: 'Balance after',
    none: 'There were no movements in this period.',
    note: 'Dates are calendar days in Ljubljana (Central European Time). Amounts in euros. Balances are of your cash account on the platform.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  SL: {
    title: 'Izkaz prihodkov',
    investor: 'Vlagatelj',
    reference: 'Sklic',
    period: 'Obdobje',
    issued: 'Izdano',
    summary: 'Povzetek',
    opening: (date: string) => `Začetno stanje na dan ${date}`,
    interest: 'Zaslužene obresti',
    tax: 'Odtegnjeni davek',
    closing: (date: string) => `Končno stanje na dan ${date}`,
    movements: 'Gibanja',
    date: 'Datum',
    type: 'Vrsta',
    amount: 'Znesek',
    balanceAfter: 'Stanje po gibanju',
    none: 'V tem obdobju ni bilo gibanj.',
    note: 'Datumi so koledarski dnevi v Ljubljani (srednjeevropski čas). Zneski so v evrih. Stanja so stanja vašega denarnega računa na platformi.',
    page: (n: number, of: number) => `Stran ${n} od ${of}`,
  },
} as const;

const ROW = 16;

/** The PDF of one statement, in `language`; `issuedOn` is `YYYY-MM-DD`. */
export function renderIncomeStatement(
  statement: AccountStatement,
  party: StatementParty,
  language: Language,
  issuedOn: string,
): Promise<Buffer> {
  const text = TEXTS[language];
  const labels = HISTORY_TYPE_LABELS[language];
  const { doc, done } = startPdf(language, {
    title: `${text.title} ${formatStatementDate(statement.from)} – ${formatStatementDate(statement.to)}`,
    author: party.platformName,
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 24;

  // Heading: the platform, then the title.
  doc.font('bold').fontSize(11).text(party.platformName, left, MARGIN);
  doc.font('regular').fontSize(9).fillColor(MUTED).text(party.platformAddress).fillColor('black');
  doc.moveDown(1.2);
  doc.font('bold').fontSize(20).text(text.title);
  doc.moveDown(0.6);

  // The investor and the period, side by side.
  const blockTop = doc.y;
  doc.font('regular').fontSize(9).fillColor(MUTED).text(text.investor, left, blockTop).fillColor('black');
  doc.fontSize(10.5);
  for (const [i, line] of party.investorName.entries()) doc.font(i === 0 ? 'bold' : 'regular').text(line);
  doc.font('regular');
  for (const line of party.investorAddress) doc.text(line);
  doc.fontSize(9).fillColor(MUTED).text(`${text.reference} `, { continued: true });
  doc.fillColor('black').text(party.reference);
  const investorBottom = doc.y;

  const right = left + width / 2 + 20;
  const rightWidth = width / 2 - 20;
  doc.fontSize(9).fillColor(MUTED).text(text.period, right, blockTop, { width: rightWidth });
  doc.fillColor('black').fontSize(10.5);
  doc.text(`${formatStatementDate(statement.from)} – ${formatStatementDate(statement.to)}`, {
    width: rightWidth,
  });
  doc.fontSize(9).fillColor(MUTED).text(`${text.issued} `, { continued: true, width: rightWidth });
  doc.fillColor('black').text(formatStatementDate(issuedOn));

  // Summary: label on the left, amount on the right.
  let y = Math.max(investorBottom, doc.y) + 22;
  doc.font('bold').fontSize(12).text(text.summary, left, y);
  y = doc.y + 6;
  const summary: [string, bigint, boolean][] = [
    [text.opening(formatStatementDate(statement.from)), statement.openingCents, false],
    [text.interest, statement.interestCents, false],
    [text.tax, statement.taxWithheldCents, false],
    [text.closing(formatStatementDate(statement.to)), statement.closingCents, true],
  ];
  for (const [label, cents, strong] of summary) {
    doc.font(strong ? 'bold' : 'regular').fontSize(10.5);
    doc.text(label, left, y, { width: width - 140, lineBreak: false });
    doc.text(formatStatementEuros(cents), left + width - 140, y, {
      width: 140,
      align: 'right',
      lineBreak: false,
    });
    y += ROW + 2;
  }

  // Movements, oldest first, the header repeated on each page.
  y += 18;
  doc.font('bold').fontSize(12).text(text.movements, left, y);
  y = doc.y + 6;
  const columns = [
    { label: text.date, x: left, width: 80, align: 'left' as const },
    { label: text.type, x: left + 84, width: 170, align: 'left' as const },
    { label: text.amount, x: left + width - 230, width: 110, align: 'right' as const },
    { label: text.balanceAfter, x: left + width - 115, width: 115, align: 'right' as const },
  ];
  const tableHeader = () => {
    doc.font('bold').fontSize(9);
    for (const c of columns) doc.text(c.label, c.x, y, { width: c.width, align: c.align, lineBreak: false });
    y += ROW - 2;
    doc
      .moveTo(left, y - 3)
      .lineTo(left + width, y - 3)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font('regular').fontSize(9.5);
  };
  if (statement.movements.length === 0) {
    doc.font('regular').fontSize(10.5).text(text.none, left, y);
  } else {
    tableHeader();
    for (const m of statement.movements) {
      if (y + ROW > bottom()) {
        doc.addPage();
        y = MARGIN;
        tableHeader();
      }
      const cells = [
        formatStatementDate(m.date),
        labels[m.type],
        formatStatementEuros(m.amountCents),
        formatStatementEuros(m.balanceAfterCents),
      ];
      for (const [i, c] of columns.entries())
        doc.text(cells[i]!, c.x, y, { width: c.width, align: c.align, lineBreak: false });
      y += ROW;
    }
  }

  // The note under the last row (on a page of its own if it does not fit), then page numbers.
  if (y + 40 > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(text.note, left, y + 14, { width });
  numberPages(doc, text.page);
  doc.end();
  return done;
}
