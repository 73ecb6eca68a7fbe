import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from '../src/index.js';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['quoted', 'attachment; filename="contract-12.pdf"', 'contract-12.pdf'],
    ['unquoted', 'attachment; filename=contract-12.pdf', 'contract-12.pdf'],
    [
      'quoted with spaces and a semicolon',
      'attachment; filename="income statement; 2025.pdf"',
      'income statement; 2025.pdf',
    ],
    ['quoted with escapes', 'attachment; filename="say \\"hi\\".pdf"', 'say "hi".pdf'],
    ['RFC 5987 UTF-8', "attachment; filename*=UTF-8''%E2%82%AC%20rates.pdf", '€ rates.pdf'],
    [
      'RFC 5987 with a language tag',
      "attachment; filename*=utf-8'sl'pogodba-%C4%8D%C5%A1%C5%BE.pdf",
      'pogodba-čšž.pdf',
    ],
    ['RFC 5987 ISO-8859-1', "attachment; filename*=iso-8859-1'en'%A3%20rates.pdf", '£ rates.pdf'],
    [
      'filename* preferred over filename (either order)',
      'attachment; filename*=UTF-8\'\'pogodba-%C4%8D.pdf; filename="pogodba-c.pdf"',
      'pogodba-č.pdf',
    ],
    [
      'filename* after filename',
      'attachment; filename="plain.pdf"; filename*=UTF-8\'\'fancy-%C3%A9.pdf',
      'fancy-é.pdf',
    ],
    [
      'malformed filename* falls back to filename',
      'attachment; filename*=UTF-8\'\'%E2%82; filename="ok.pdf"',
      'ok.pdf',
    ],
    [
      'unknown charset falls back to filename',
      "attachment; filename*=KOI8-R''x.pdf; filename=ok.pdf",
      'ok.pdf',
    ],
    ['case-insensitive names', 'ATTACHMENT; FileName="upper.pdf"', 'upper.pdf'],
    ['inline disposition', 'inline; filename="view.pdf"', 'view.pdf'],
    ['extra spaces', 'attachment ;  filename = "spaced.pdf" ', 'spaced.pdf'],
    ['directories stripped', 'attachment; filename="../../etc/passwd.pdf"', 'passwd.pdf'],
    ['backslash directories stripped', 'attachment; filename="C:\\\\temp\\\\x.pdf"', 'x.pdf'],
  ])('%s', (_, header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });

  it.each([
    ['no header', null],
    ['undefined', undefined],
    ['empty', ''],
    ['no filename', 'attachment'],
    ['empty filename', 'attachment; filename=""'],
    ['only a directory', 'attachment; filename="../"'],
    ['malformed filename* alone', "attachment; filename*=UTF-8''%ZZ"],
  ])('returns null for %s', (_, header) => {
    expect(filenameFromContentDisposition(header)).toBeNull();
  });
});
