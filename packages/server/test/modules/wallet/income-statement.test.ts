import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/platform/db/pool.ts';
import { guardFormula } from '../../../src/modules/wallet/history-export.ts';
import { postTransaction, systemAccountId, type LedgerKind } from '../../../src/modules/ledger/ledger.ts';
import { investorReference, printedReference } from '../../../src/modules/account/reference.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  signIn,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { getInLanguage, makeSlovene, readPdf } from '../../helpers/documents.ts';
import { registerInvestor } from '../../helpers/registration.ts';

let t: TestApp;
let demo: Session;
let business: Session;
/** A Slovenian investor whose name and address need č, š and ž, with every kind of movement. */
let slovene: Session;

/**
 * The Slovenian investor's movements [kind, cents, counterparty (a system account's code, or the
 * investor's invested principal: the pairs the ledger allows, migrations/0023), instant]. Times are UTC; the period
 * 2025 starts at 2024-12-31T23:00Z (midnight in Ljubljana, CET) and ends at 2025-12-31T23:00Z.
 */
const MOVEMENTS: [LedgerKind, bigint, string, string][] = [
  ['deposit', 100_000n, 'bank-transfers', '2024-06-01T10:00:00Z'],
  // 23:30 on 31 December in Ljubljana: still 2024.
  ['deposit', 2_550n, 'bank-transfers', '2024-12-31T22:30:00Z'],
  // 00:30 on 1 January in Ljubljana (23:30 UTC the day before): already 2025.
  ['deposit', 123_456n, 'bank-transfers', '2024-12-31T23:30:00Z'],
  ['purchase', -50_000n, 'investor-invested', '2025-02-03T09:00:00Z'],
  ['interest', 1_234n, 'interest', '2025-03-03T09:00:00Z'],
  ['tax', -309n, 'tax', '2025-03-03T09:00:01Z'],
  ['repayment', 50_000n, 'investor-invested', '2025-03-03T09:00:02Z'],
  ['interest', 777n, 'interest', '2025-06-30T21:59:00Z'],
  ['tax', -194n, 'tax', '2025-06-30T21:59:01Z'],
  ['deduction', -250n, 'provider', '2025-07-15T12:00:00Z'],
  ['withdrawal', -20_000n, 'withdrawals-pending', '2025-12-31T22:59:00Z'],
  // 00:00 on 1 January 2026 in Ljubljana: outside 2025.
  ['deposit', 99_900n, 'bank-transfers', '2025-12-31T23:00:00Z'],
];

/** src/modules/demo/seed.ts's demo deposits: these twelve amounts in euros monthly from 2024-04-05, twice over. */
const MONTHLY_DEMO_EUROS = [5000, 500, 750, 300, 1000, 250, 600, 400, 1200, 350, 500, 800];

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
  business = await signIn(t.app, DEMO_USERS.business);

  const email = `statement-${process.pid}@example.com`;
  const password = 'Statement-Test-2026!';
  const { res } = await registerInvestor(t, email, password);
  expect(res.statusCode, res.body).toBe(201);
  slovene = await signIn(t.app, email, password);
  await withTransaction(t.ownerPool, async (client) => {
    await makeSlovene(client, slovene.userId);
    const { rows } = await client.query<{ id: string }>('SELECT open_investor_account($1) AS id', [
      slovene.userId,
    ]);
    const cash = rows[0]!.id;
    const { rows: invested } = await client.query<{ id: string }>(
      'SELECT open_investor_invested_account($1) AS id',
      [slovene.userId],
    );
    for (const [i, [kind, amountCents, counterparty, at]] of MOVEMENTS.entries()) {
      const txId = await postTransaction(client, {
        kind,
        occurredAt: new Date(at),
        externalRef: `income-statement-test:${slovene.userId}:${i}`,
        entries: [
          { accountId: cash, amountCents },
          {
            accountId:
              counterparty === 'investor-invested'
                ? invested[0]!.id
                : await systemAccountId(client, counterparty),
            amountCents: -amountCents,
          },
        ],
        checkFunds: kind !== 'deduction',
      });
      if (kind === 'deposit') {
        await client.query(
          `INSERT INTO deposits (user_id, amount_cents, status, received_at, ledger_transaction_id)
           VALUES ($1, $2, 'PROCESSED', $3, $4)`,
          [slovene.userId, amountCents.toString(), at, txId],
        );
      }
    }
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, session: Session, language?: string) =>
  getInLanguage(t.app, url, session, language);

/** Euros as the statement writes them (SPEC §9): `1.234,56 €`, computed here without the service's code. */
function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} €`;
}

describe('GET /api/incomeStatement: the demo investor in 2025', () => {
  // The seed's months: April 2024 is the first, so 2025 holds all twelve amounts, January 2025
  // starting at the tenth. Her balances and interest also move with the platform's past
  // (src/modules/demo/seed-history.ts): those figures are read from the ledger.
  const months = Array.from({ length: 12 }, (_, m) => MONTHLY_DEMO_EUROS[(m + 9) % 12]! * 100);
  let before = 0;
  let closing = 0;
  let interest = 0;
  let tax = 0;
  beforeAll(async () => {
    const { rows } = await t.pool.query<{ opening: string; closing: string; interest: string; tax: string }>(
      `SELECT sum(e.amount_cents) FILTER (WHERE t.occurred_at < '2025-01-01T00:00:00+01') AS opening,
              sum(e.amount_cents) FILTER (WHERE t.occurred_at < '2026-01-01T00:00:00+01') AS closing,
              coalesce(sum(e.amount_cents) FILTER (WHERE t.kind = 'interest' AND t.occurred_at >= '2025-01-01T00:00:00+01'
                AND t.occurred_at < '2026-01-01T00:00:00+01'), 0) AS interest,
              coalesce(-sum(e.amount_cents) FILTER (WHERE t.kind = 'tax' AND t.occurred_at >= '2025-01-01T00:00:00+01'
                AND t.occurred_at < '2026-01-01T00:00:00+01'), 0) AS tax
         FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
         JOIN accounts a ON a.id = e.account_id WHERE a.user_id = $1 AND a.kind = 'investor-cash'`,
      [demo.userId],
    );
    before = Number(rows[0]!.opening);
    closing = Number(rows[0]!.closing);
    interest = Number(rows[0]!.interest);
    tax = Number(rows[0]!.tax);
  });

  it('holds the opening and closing balances, the totals and every movement with its balance after', async () => {
    // A year of interest paid, a quarter of it withheld.
    expect(interest).toBeGreaterThan(0);
    expect(tax).toBeGreaterThan(interest * 0.24);
    expect(tax).toBeLessThan(interest * 0.26);
    const res = await get('/api/incomeStatement?from=2025-01-01&to=2025-12-31', demo);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="income-statement-2025-01-01-2025-12-31.pdf"; filename*=UTF-8''income-statement-2025-01-01-2025-12-31.pdf`,
    );
    const { lines, layout } = await readPdf(res);
    // The demo investor's settings say EN.
    expect(lines).toContain('Income statement');
    expect(layout).toContain('Invest d.o.o.');
    expect(layout).toContain('Dunajska cesta 156, 1000 Ljubljana, Slovenia');
    expect(layout).toContain('Ana Novak');
    expect(layout).toContain('Slovenska cesta 54');
    expect(layout).toContain('1000 Ljubljana');
    expect(layout).toContain(printedReference(investorReference(demo.userId)));
    expect(layout).toContain('01.01.2025 – 31.12.2025');
    expect(layout).toContain('Issued on 10.03.2026');
    expect(lines).toContain(`Opening balance on 01.01.2025 | ${euros(before)}`);
    expect(lines).toContain(`Interest earned | ${euros(interest)}`);
    expect(lines).toContain(`Tax withheld | ${euros(tax)}`);
    expect(lines).toContain(`Closing balance on 31.12.2025 | ${euros(closing)}`);

    // Every movement with the balance after it, from the opening balance to the closing one.
    const rowsInPdf = lines.filter((line) => /^\d\d\.\d\d\.\d{4} \| /.test(line));
    const deposits = rowsInPdf.filter((line) => line.includes('| Deposit |'));
    expect(deposits.map((line) => line.split(' | ').slice(0, 3).join(' | '))).toEqual(
      months.map((cents, m) => `05.${String(m + 1).padStart(2, '0')}.2025 | Deposit | ${euros(cents)}`),
    );
    expect(rowsInPdf[rowsInPdf.length - 1]!.split(' | ').pop()).toBe(euros(closing));
  });

  it('embeds DejaVu Sans and never the built-in Helvetica', async () => {
    const { fonts } = await readPdf(await get('/api/incomeStatement?from=2025-01-01&to=2025-12-31', demo));
    const rows = fonts.split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatch(/DejaVuSans/);
      // pdffonts: the "emb" column says yes for every font.
      expect(row).toMatch(/TrueType\s+\S+\s+yes/);
    }
    expect(fonts).not.toMatch(/Helvetica/);
  });

  it('speaks Slovenian when the app asks for it (Accept-Language), with č, š and ž exact', async () => {
    const { lines, layout } = await readPdf(
      await get('/api/incomeStatement?from=2025-01-01&to=2025-12-31', demo, 'sl'),
    );
    expect(lines).toContain('Izkaz prihodkov');
    expect(layout).toContain('Datumi so koledarski dnevi v Ljubljani (srednjeevropski čas).');
    expect(lines).toContain(`Začetno stanje na dan 01.01.2025 | ${euros(before)}`);
    expect(lines).toContain(`Končno stanje na dan 31.12.2025 | ${euros(closing)}`);
    expect(lines).toContain(`Zaslužene obresti | ${euros(interest)}`);
    expect(lines.filter((l) => l.includes('| Polog |'))).toHaveLength(12);
  });

  it('gives an empty period its balances and says there were no movements', async () => {
    // After the first deposit (5 April 2024), before the first receivable of the platform's past.
    const { lines } = await readPdf(await get('/api/incomeStatement?from=2024-04-06&to=2024-04-20', demo));
    expect(lines).toContain('Opening balance on 06.04.2024 | 5.000,00 €');
    expect(lines).toContain('Closing balance on 20.04.2024 | 5.000,00 €');
    expect(lines).toContain('There were no movements in this period.');
  });

  it('runs to more pages for a long period, the table header on each', async () => {
    const { layout, lines } = await readPdf(
      await get('/api/incomeStatement?from=2024-01-01&to=2026-12-31', demo),
    );
    expect(lines.filter((line) => /^\d\d\.\d\d\.\d{4} \| Deposit \| /.test(line))).toHaveLength(24);
    // The demo seed's twelve purchases moved 10.850,00 € of the 23.300,00 € into investments.
    // Every purchase of hers, the past's and the marketplace's (src/modules/demo/seed-history.ts).
    const { rows } = await t.pool.query<{ n: number; cash: string }>(
      `SELECT (SELECT count(*)::int FROM user_investments WHERE user_id = $1) AS n,
              (SELECT balance_cents::text FROM accounts WHERE user_id = $1 AND kind = 'investor-cash') AS cash`,
      [demo.userId],
    );
    expect(lines.filter((line) => /^\d\d\.\d\d\.\d{4} \| Investment \| /.test(line))).toHaveLength(
      rows[0]!.n,
    );
    expect(lines).toContain(`Closing balance on 31.12.2026 | ${euros(Number(rows[0]!.cash))}`);
    expect(layout).toMatch(/Page 1 of \d/);
  });
});

describe('GET /api/incomeStatement: a Slovenian investor with every kind of movement', () => {
  const inPeriod = MOVEMENTS.filter(
    ([, , , at]) => at >= '2024-12-31T23:00:00Z' && at < '2025-12-31T23:00:00Z',
  );
  const opening = MOVEMENTS.filter(([, , , at]) => at < '2024-12-31T23:00:00Z').reduce(
    (sum, [, cents]) => sum + Number(cents),
    0,
  );
  const closing = opening + inPeriod.reduce((sum, [, cents]) => sum + Number(cents), 0);

  it('is in the investor’s language, with the name and address exactly, and the right figures', async () => {
    expect(inPeriod).toHaveLength(9);
    expect(opening).toBe(102_550);
    expect(closing).toBe(102_550 + 123_456 - 50_000 + 1_234 - 309 + 50_000 + 777 - 194 - 250 - 20_000);
    const { lines, layout } = await readPdf(
      await get('/api/incomeStatement?from=2025-01-01&to=2025-12-31', slovene),
    );
    expect(lines).toContain('Izkaz prihodkov');
    expect(layout).toContain('Živa Kočevar Šušteršič');
    expect(layout).toContain('Čopova ulica 7');
    expect(layout).toContain('4220 Škofja Loka');
    expect(layout).toContain(`Sklic ${printedReference(investorReference(slovene.userId))}`);
    expect(lines).toContain(`Začetno stanje na dan 01.01.2025 | ${euros(opening)}`);
    expect(lines).toContain(`Zaslužene obresti | ${euros(1_234 + 777)}`);
    expect(lines).toContain(`Odtegnjeni davek | ${euros(309 + 194)}`);
    expect(lines).toContain(`Končno stanje na dan 31.12.2025 | ${euros(closing)}`);
    expect(lines).toContain('Končno stanje na dan 31.12.2025 | 2.072,64 €');

    const rowsInPdf = lines.filter((line) => /^\d\d\.\d\d\.\d{4} \| /.test(line));
    expect(rowsInPdf).toEqual([
      '01.01.2025 | Polog | 1.234,56 € | 2.260,06 €',
      '03.02.2025 | Naložba | -500,00 € | 1.760,06 €',
      '03.03.2025 | Zaslužene obresti | 12,34 € | 1.772,40 €',
      '03.03.2025 | Davki in stroški | -3,09 € | 1.769,31 €',
      '03.03.2025 | Zaključek naložbe | 500,00 € | 2.269,31 €',
      '30.06.2025 | Zaslužene obresti | 7,77 € | 2.277,08 €',
      '30.06.2025 | Davki in stroški | -1,94 € | 2.275,14 €',
      '15.07.2025 | Davki in stroški | -2,50 € | 2.272,64 €',
      '31.12.2025 | Dvig | -200,00 € | 2.072,64 €',
    ]);
  });

  it('is in English when the app asks for it', async () => {
    const { lines } = await readPdf(
      await get('/api/incomeStatement?from=2025-01-01&to=2025-12-31', slovene, 'en-GB,en;q=0.9'),
    );
    expect(lines).toContain('Income statement');
    expect(lines).toContain(`Interest earned | ${euros(2_011)}`);
    expect(lines).toContain(`Tax withheld | ${euros(503)}`);
    expect(lines).toContain('03.03.2025 | Tax and fees | -3,09 € | 1.769,31 €');
  });

  it('is in the settings language for a business investor, with the company', async () => {
    const { lines, layout } = await readPdf(
      await get('/api/incomeStatement?from=2025-01-01&to=2025-12-31', business),
    );
    expect(lines).toContain('Izkaz prihodkov');
    expect(layout).toContain('Zelena Energija d.o.o.');
    expect(layout).toContain('Petra Zupan');
  });
});

describe('refusals', () => {
  it.each([
    ['from after to', 'from=2025-12-31&to=2025-01-01'],
    ['a period of 5 years and a day', 'from=2021-01-01&to=2026-01-01'],
    ['a period of decades', 'from=1900-01-01&to=2025-12-31'],
    ['a date that does not exist', 'from=2025-02-30&to=2025-12-31'],
    ['a month 13', 'from=2025-01-01&to=2025-13-01'],
    ['digits without dashes', 'from=20250101&to=20251231'],
    ['a date with a time', 'from=2025-01-01T00:00:00Z&to=2025-12-31'],
    ['dd.mm.yyyy', 'from=01.01.2025&to=31.12.2025'],
    ['no to', 'from=2025-01-01'],
    ['no from', 'to=2025-01-01'],
  ])('answers %s with 400 validation-error', async (_name, query) => {
    expectApiError(await get(`/api/incomeStatement?${query}`, demo), 400, 'validation-error');
    expectApiError(
      await get(`/api/accountHistory/export?${query}&format=csv`, demo),
      400,
      'validation-error',
    );
  });

  it('accepts 5 full calendar years and a single day', async () => {
    expect((await get('/api/incomeStatement?from=2021-01-01&to=2025-12-31', demo)).statusCode).toBe(200);
    expect((await get('/api/incomeStatement?from=2024-02-29&to=2029-02-28', demo)).statusCode).toBe(200);
    expect((await get('/api/incomeStatement?from=2025-03-05&to=2025-03-05', demo)).statusCode).toBe(200);
  });

  it('refuses an export format the contract does not list', async () => {
    for (const format of ['pdf', 'CSV', '']) {
      expectApiError(
        await get(`/api/accountHistory/export?from=2025-01-01&to=2025-12-31&format=${format}`, demo),
        400,
        'validation-error',
      );
    }
  });

  it("gives nobody another investor's statement (userId header) and nothing without a token", async () => {
    for (const url of [
      '/api/incomeStatement?from=2025-01-01&to=2025-12-31',
      '/api/accountHistory/export?from=2025-01-01&to=2025-12-31&format=csv',
      '/api/accountHistory/export?from=2025-01-01&to=2025-12-31&format=xlsx',
    ]) {
      expectApiError(
        await t.app.inject({ url, headers: { ...demo.headers, userid: String(slovene.userId) } }),
        403,
        'forbidden',
      );
      expectApiError(await t.app.inject({ url }), 401, 'unauthorized');
      expectApiError(
        await t.app.inject({ url, headers: { userid: String(demo.userId), authorization: 'Bearer nope' } }),
        401,
        'unauthorized',
      );
    }
  });
});

describe('GET /api/accountHistory/export', () => {
  it('writes RFC 4180 CSV in UTF-8 with a BOM: the documented columns, amounts as dot decimals', async () => {
    const res = await get('/api/accountHistory/export?from=2025-01-01&to=2025-12-31&format=csv', slovene);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="account-history-2025-01-01-2025-12-31.csv"; filename*=UTF-8''account-history-2025-01-01-2025-12-31.csv`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe('date,type,type_label,amount,balance_after,transaction_id');
    const rows = lines.slice(1).map((line) => line.split(','));
    // The numbers of the account history.
    const { rows: entries } = await t.pool.query<{ id: string }>(
      `SELECT e.id FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND a.kind = 'investor-cash' ORDER BY e.id`,
      [slovene.userId],
    );
    const ids = entries.map((e) => e.id).slice(2, 11);
    expect(rows).toEqual([
      ['2025-01-01', 'DEPOSIT', 'Polog', '1234.56', '2260.06', ids[0]],
      ['2025-02-03', 'INVESTMENT', 'Naložba', '-500.00', '1760.06', ids[1]],
      ['2025-03-03', 'EARNED_INTERESTS', 'Zaslužene obresti', '12.34', '1772.40', ids[2]],
      ['2025-03-03', 'TAX', 'Davki in stroški', '-3.09', '1769.31', ids[3]],
      ['2025-03-03', 'INVESTMENT_END', 'Zaključek naložbe', '500.00', '2269.31', ids[4]],
      ['2025-06-30', 'EARNED_INTERESTS', 'Zaslužene obresti', '7.77', '2277.08', ids[5]],
      ['2025-06-30', 'TAX', 'Davki in stroški', '-1.94', '2275.14', ids[6]],
      ['2025-07-15', 'TAX', 'Davki in stroški', '-2.50', '2272.64', ids[7]],
      ['2025-12-31', 'WITHDRAWAL', 'Dvig', '-200.00', '2072.64', ids[8]],
    ]);
  });

  it('gives the same ids as the account history', async () => {
    const csv = await get('/api/accountHistory/export?from=2026-01-01&to=2026-12-31&format=csv', demo);
    // 2026: three deposits, the demo seed's twelve purchases (src/modules/demo/seed-marketplace.ts) and
    // the platform's past of those months (src/modules/demo/seed-history.ts): fewer than 100 rows.
    const rows = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.length).toBeLessThan(100);
    const history = await get(`/api/accountHistory?size=${rows.length}`, demo);
    const ids = (history.json() as { content: { Id: number }[] }).content.map((e) => String(e.Id));
    expect(rows.map((r) => r.split(',')[5]).reverse()).toEqual(ids);
    const deposits = rows
      .filter((r) => r.split(',')[1] === 'DEPOSIT')
      .map((r) => r.split(',').slice(0, 4).join(','));
    expect(deposits).toEqual([
      '2026-01-05,DEPOSIT,Deposit,350.00',
      '2026-02-05,DEPOSIT,Deposit,500.00',
      '2026-03-05,DEPOSIT,Deposit,800.00',
    ]);
    expect(rows.filter((r) => r.split(',')[1] === 'INVESTMENT').length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => r.split(',')[1] === 'EARNED_INTERESTS').length).toBeGreaterThan(0);
  });

  it('writes only the header row for a period without movements', async () => {
    const res = await get('/api/accountHistory/export?from=2020-01-01&to=2020-12-31&format=csv', demo);
    expect(res.rawPayload.toString('utf8')).toBe(
      '\uFEFFdate,type,type_label,amount,balance_after,transaction_id\r\n',
    );
  });

  it('guards text that a spreadsheet would run as a formula, and leaves numbers alone', () => {
    expect(guardFormula('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(guardFormula('+1')).toBe("'+1");
    expect(guardFormula('-1+1')).toBe("'-1+1");
    expect(guardFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(guardFormula('\tx')).toBe("'\tx");
    expect(guardFormula('Polog')).toBe('Polog');
  });

  it('writes an XLSX that reads back with the same columns: dates as dates, amounts as numbers', async () => {
    const res = await get(
      '/api/accountHistory/export?from=2025-01-01&to=2025-12-31&format=xlsx',
      slovene,
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="account-history-2025-01-01-2025-12-31.xlsx"; filename*=UTF-8''account-history-2025-01-01-2025-12-31.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Account history')!;
    expect(sheet).toBeDefined();
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['date', 'type', 'type_label', 'amount', 'balance_after', 'transaction_id']);
    expect(sheet.rowCount).toBe(10);
    const first = values(2);
    expect(first[0]).toEqual(new Date('2025-01-01T00:00:00Z'));
    expect(first.slice(1, 5)).toEqual(['DEPOSIT', 'Deposit', 1234.56, 2260.06]);
    expect(typeof first[5]).toBe('number');
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('0.00');
    expect(values(5).slice(0, 5)).toEqual([
      new Date('2025-03-03T00:00:00Z'),
      'TAX',
      'Tax and fees',
      -3.09,
      1769.31,
    ]);
    expect(values(10).slice(0, 5)).toEqual([
      new Date('2025-12-31T00:00:00Z'),
      'WITHDRAWAL',
      'Withdrawal',
      -200,
      2072.64,
    ]);
  });
});
