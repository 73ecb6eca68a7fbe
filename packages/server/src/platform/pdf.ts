/**
 * What every PDF of the platform shares (the income statement, the assignment contracts): A4 with
 * DejaVu Sans embedded from the npm package dejavu-fonts-ttf (the built-in Helvetica has no č/Č and
 * is never loaded: the document starts in DejaVu), so Slovenian names and labels come out exactly,
 * also in pdftotext and a screen reader; page numbers in the footer; the download's headers.
 */
import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Language } from './messages.ts';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const PDF_MARGIN = 50;
export const PDF_MUTED = '#555555';
export const PDF_RULE = '#bbbbbb';

export interface PdfDocument {
  /** Fonts `regular` and `bold` are registered; pages are buffered until `done`. */
  doc: PDFKit.PDFDocument;
  /** The bytes, once `doc.end()` was called. */
  done: Promise<Buffer>;
}

/** A new A4 document in `language` (its `lang`, for screen readers), collecting its bytes. */
export function startPdf(language: Language, info: { title: string; author: string }): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    bufferPages: true,
    font: FONT_REGULAR,
    lang: language === 'SL' ? 'sl-SI' : 'en-GB',
    info: { Title: info.title, Author: info.author },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** `Page n of m` (in the document's words) at the bottom right of every buffered page. */
export function numberPages(doc: PDFKit.PDFDocument, label: (n: number, of: number) => string): void {
  const width = doc.page.width - 2 * PDF_MARGIN;
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    // Writing below the bottom margin would start a new page: lift the margin for the footer line.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(PDF_MUTED)
      .text(label(i + 1, pages.count), PDF_MARGIN, doc.page.height - PDF_MARGIN + 10, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins = margins;
  }
}

/**
 * `attachment` with the file name twice (the contract's Pdf response): `filename` in ASCII (anything
 * else becomes `_`, quotes and backslashes too) for old clients, and `filename*` (RFC 5987, UTF-8).
 */
export function attachment(reply: FastifyReply, type: string, filename: string): FastifyReply {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`);
}

/**
 * The language of a statement: `Accept-Language` when its first tag is `en` or `sl` (the app sends
 * its interface language), else the investor's settings language.
 */
export function statementLanguage(header: string | string[] | undefined, fallback: Language): Language {
  const value = Array.isArray(header) ? header[0] : header;
  const first = (value ?? '').split(',')[0]!.split(';')[0]!.trim().toLowerCase();
  if (first === 'sl' || first.startsWith('sl-')) return 'SL';
  if (first === 'en' || first.startsWith('en-')) return 'EN';
  return fallback;
}

/**
 * Cents as the platform shows euros (SPEC §9: comma decimals, dot thousands), exactly:
 * `1.234,56 €`, `-200,00 €`. The same in both languages.
 */
export function formatStatementEuros(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${whole},${(abs % 100n).toString().padStart(2, '0')} €`;
}

/** `YYYY-MM-DD` as `dd.mm.yyyy`. */
export function formatStatementDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}`;
}
