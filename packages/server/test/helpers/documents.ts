/**
 * Tests of the documents the service prints (the assignment contract, the income statement and the
 * account history exports): an investor whose name and address need č, š and ž, calls in a language
 * of the caller's choice, and PDFs read back with Debian's poppler-utils.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Queryable } from '../../src/platform/db/pool.ts';
import type { Session } from './app.ts';

const run = promisify(execFile);

/** The name and address makeSlovene gives (street number 7, postal code 4220). */
const SLOVENE = {
  firstName: 'Živa',
  lastName: 'Kočevar Šušteršič',
  street: 'Čopova ulica',
  city: 'Škofja Loka',
};

/** Makes the investor Slovenian, as the schema owner: settings language SL, SLOVENE's name and address. */
export async function makeSlovene(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `UPDATE users SET first_name = $2, last_name = $3, street_name = $4, street_number = '7',
            postal_code = '4220', city = $5, language = 'SL' WHERE id = $1`,
    [userId, SLOVENE.firstName, SLOVENE.lastName, SLOVENE.street, SLOVENE.city],
  );
}

/** GET as `session` (none: no credentials), with an Accept-Language header when `language` is given. */
export function getInLanguage(app: FastifyInstance, url: string, session: Session | null, language?: string) {
  return app.inject({
    url,
    headers: { ...session?.headers, ...(language ? { 'accept-language': language } : {}) },
  });
}

export interface PdfText {
  /** The text in reading order with all white space as single spaces (a wrapped sentence reads whole). */
  text: string;
  /** `pdftotext -layout`: the text as laid out on the page. */
  layout: string;
  /** The non-empty lines of `layout`, trimmed, column gaps as ` | ` (a label and its value on one line). */
  lines: string[];
  /** What pdffonts lists. */
  fonts: string;
  /** The page count pdfinfo reads. */
  pages: number;
}

/** Checks that the answer is a PDF and reads it with pdftotext, pdffonts and pdfinfo. */
export async function readPdf(res: LightMyRequestResponse): Promise<PdfText> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const dir = await mkdtemp(path.join(tmpdir(), 'invest-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, res.rawPayload);
    const { stdout: raw } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    const { stdout: layout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    const { stdout: fonts } = await run('pdffonts', [file]);
    const { stdout: info } = await run('pdfinfo', [file]);
    const lines = layout
      .split('\n')
      .map((line) => line.trim().replace(/\s{2,}/g, ' | '))
      .filter((line) => line !== '');
    return {
      text: raw.replace(/\s+/g, ' '),
      layout,
      lines,
      fonts,
      pages: Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
