import { planHistory } from '../../../src/modules/demo/seed-history.ts';
import { HISTORY_SQL } from '../../../src/modules/wallet/balance.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/platform/db/pool.ts';
import { epcQrPayload } from '../../../src/modules/deposits/epc-qr.ts';
import { postTransaction, systemAccountId, type LedgerKind } from '../../../src/modules/ledger/ledger.ts';
import { investorReference } from '../../../src/modules/account/reference.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  signIn,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { registerInvestor } from '../../helpers/registration.ts';

interface Balance {
  earnedInterests: number;
  availableFunds: number;
  totalBalance: number;
  netDeposits: number;
  roi: number;
  earningsByInvestmentType: Record<string, number>;
  roiByInvestmentType: Record<string, number>;
  deploymentRate: { fundsAvailable: number; fundsDeployed: number };
  withdrawalsTotal: number;
  maxWithdrawal: number;
  futureTaxes: number;
  depositsTotal: number;
}
interface HistoryEntry {
  Id: number;
  dateFormatted: string;
  type: string;
  value: number;
  accountValue: number;
  availableFunds: number;
}
interface HistoryPage {
  content: HistoryEntry[];
  last: boolean;
  next: string | null;
}

/** Euros of the API (at most two decimals) to integer cents, for exact comparisons. */
const cents = (euros: number) => Math.round(euros * 100);

const ZERO_BY_TYPE = { invoiceFactoring: 0, reverseFactoring: 0, internationalFactoring: 0 };
const ZERO_BALANCE: Balance = {
  earnedInterests: 0,
  availableFunds: 0,
  totalBalance: 0,
  netDeposits: 0,
  roi: 0,
  earningsByInvestmentType: ZERO_BY_TYPE,
  roiByInvestmentType: ZERO_BY_TYPE,
  deploymentRate: { fundsAvailable: 0, fundsDeployed: 0 },
  withdrawalsTotal: 0,
  maxWithdrawal: 0,
  futureTaxes: 0,
  depositsTotal: 0,
};

let t: TestApp;
let demo: Session;
let business: Session;
beforeAll(async () => {
  // createTestApp's clock: 2026-03-10, so the seed's 24th monthly deposit (the 5th of this month) is booked.
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
  business = await signIn(t.app, DEMO_USERS.business);
});
afterAll(async () => {
  await t?.close();
});

async function balanceOf(session: Session): Promise<Balance> {
  const res = await t.app.inject({ url: '/api/accountBalance', headers: session.headers });
  return expectContractResponse(res, 'getAccountBalance', 200) as Balance;
}

async function historyPage(session: Session, query: string, language?: string): Promise<HistoryPage> {
  const res = await t.app.inject({
    url: `/api/accountHistory${query}`,
    headers: { ...session.headers, ...(language ? { 'accept-language': language } : {}) },
  });
  return expectContractResponse(res, 'getAccountHistory', 200) as HistoryPage;
}

/** Every page of size `size`, from the first, each by the cursor of the one before, to the last. */
async function allPages(session: Session, size: number): Promise<HistoryPage[]> {
  const pages: HistoryPage[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page++) {
    const p = await historyPage(session, `?size=${size}${cursor === null ? '' : `&cursor=${cursor}`}`);
    pages.push(p);
    if (p.last) {
      expect(p.next).toBeNull();
      return pages;
    }
    expect(p.next).toMatch(/^[A-Za-z0-9_-]+$/);
    cursor = p.next;
  }
  throw new Error('no last page');
}

let freshSequence = 0;
async function freshInvestor(): Promise<Session> {
  const email = `wallet-${process.pid}-${freshSequence++}@example.com`;
  const password = 'Wallet-Test-2026!';
  const { res } = await registerInvestor(t, email, password);
  expectContractResponse(res, 'createCustomer', 201);
  return signIn(t.app, email, password);
}

async function accountRows(userId: number): Promise<number> {
  const { rows } = await t.pool.query('SELECT 1 FROM accounts WHERE user_id = $1', [userId]);
  return rows.length;
}

describe('GET /api/depositInstructions/{userId}', () => {
  it("gives the platform's account from the configuration, the investor's reference and the QR text", async () => {
    const res = await t.app.inject({ url: `/api/depositInstructions/${demo.userId}`, headers: demo.headers });
    const body = expectContractResponse(res, 'getDepositInstructions', 200);
    const account = t.config.platformAccount;
    const reference = investorReference(demo.userId);
    expect(body).toEqual({
      beneficiaryName: account.beneficiaryName,
      beneficiaryAddress: account.beneficiaryAddress,
      iban: account.iban,
      bic: account.bic,
      bankName: account.bankName,
      reference,
      qrPayload: `BCD\n002\n1\nSCT\n${account.bic}\n${account.beneficiaryName}\n${account.iban}\n\n\n${reference}`,
    });
    // The demo account of src/platform/config.ts, written out: what a banking app reads from the QR code.
    expect((body as { qrPayload: string }).qrPayload).toBe(
      `BCD\n002\n1\nSCT\nSKBASI2X\nInvest d.o.o.\nSI56263300012039086\n\n\n${reference}`,
    );
    expect((body as { qrPayload: string }).qrPayload).toBe(
      epcQrPayload({
        bic: 'SKBASI2X',
        beneficiaryName: 'Invest d.o.o.',
        iban: 'SI56263300012039086',
        reference,
      }),
    );
  });

  it('gives each investor their own reference', async () => {
    const res = await t.app.inject({
      url: `/api/depositInstructions/${business.userId}`,
      headers: business.headers,
    });
    const body = expectContractResponse(res, 'getDepositInstructions', 200) as { reference: string };
    expect(body.reference).toBe(investorReference(business.userId));
    expect(body.reference).not.toBe(investorReference(demo.userId));
  });

  it("refuses another investor's id (403) and a call without a token (401)", async () => {
    expectApiError(
      await t.app.inject({ url: `/api/depositInstructions/${business.userId}`, headers: demo.headers }),
      403,
      'forbidden',
    );
    expectApiError(
      await t.app.inject({ url: `/api/depositInstructions/${demo.userId}` }),
      401,
      'unauthorized',
    );
  });
});

describe('GET /api/accountBalance', () => {
  it('gives the demo investor the seeded deposits, exactly, split into available and invested', async () => {
    // src/modules/demo/seed.ts: twelve monthly amounts, twice over (24 months), all booked by 2026-03-10.
    const monthly = [5000, 500, 750, 300, 1000, 250, 600, 400, 1200, 350, 500, 800];
    const expectedCents = 2 * monthly.reduce((sum, euros) => sum + euros * 100, 0);
    expect(expectedCents).toBe(2_330_000);
    // src/modules/demo/seed-marketplace.ts: the demo investor's twelve purchases, all still held, and
    // of the platform's past (src/modules/demo/seed-history.ts) her parts of the receivables still
    // unpaid (one in collection, one late); every other past holding was repaid or bought back.
    const livePurchasesCents = [1500, 800, 2500, 500, 1200, 750, 1000, 400, 650, 300, 1000, 250].reduce(
      (sum, euros) => sum + euros * 100,
      0,
    );
    expect(livePurchasesCents).toBe(1_085_000);
    const unpaid = planHistory().filter((r) => r.fate === 'COLLECTION' || r.fate === 'LATE');
    expect(unpaid).toHaveLength(2);
    const purchasesCents = livePurchasesCents + unpaid.reduce((sum, r) => sum + Number(r.demoCents), 0);
    const { rows: held } = await t.pool.query<{ sum: string; n: string }>(
      `SELECT sum(amount_cents) AS sum, count(*) AS n FROM user_investments WHERE user_id = $1 AND status = 'ACTIVE'`,
      [demo.userId],
    );
    expect(held[0]).toEqual({ sum: String(purchasesCents), n: '14' });
    // What the past paid her: interest less the tax withheld.
    const { rows: paid } = await t.pool.query<{ earnings: string }>(
      `SELECT sum(e.amount_cents)::text AS earnings FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.user_id = $1 AND a.kind = 'investor-cash' AND t.kind IN ('interest', 'tax')`,
      [demo.userId],
    );
    const earningsCents = Number(paid[0]!.earnings);
    expect(earningsCents).toBeGreaterThan(0);
    // The same figures from the ledger: the demo investor's cash- and invested-account entries.
    const { rows } = await t.pool.query<{ kind: string; sum: string }>(
      `SELECT a.kind, sum(e.amount_cents) AS sum FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 GROUP BY a.kind ORDER BY a.kind`,
      [demo.userId],
    );
    const cashCents = expectedCents - purchasesCents + earningsCents;
    expect(rows).toEqual([
      { kind: 'investor-cash', sum: String(cashCents) },
      { kind: 'investor-invested', sum: String(purchasesCents) },
    ]);

    const balance = await balanceOf(demo);
    expect(balance).toEqual({
      ...ZERO_BALANCE,
      availableFunds: cashCents / 100,
      // Investing moves money from the available funds into investments; the total grows with earnings.
      totalBalance: (expectedCents + earningsCents) / 100,
      netDeposits: 23_300,
      deploymentRate: { fundsAvailable: cashCents / 100, fundsDeployed: purchasesCents / 100 },
      maxWithdrawal: cashCents / 100,
      depositsTotal: 23_300,
      earnedInterests: earningsCents / 100,
      // What the running holdings have earned so far: test/modules/dashboard/dashboard-roi.test.ts checks these.
      roi: expect.any(Number),
      roiByInvestmentType: expect.any(Object),
      earningsByInvestmentType: expect.any(Object),
      futureTaxes: expect.any(Number),
    });
  });

  it('gives a new investor zeros, without opening an account', async () => {
    const fresh = await freshInvestor();
    expect(await accountRows(fresh.userId)).toBe(0);
    expect(await balanceOf(fresh)).toEqual(ZERO_BALANCE);
    expect(await historyPage(fresh, '')).toEqual({ content: [], last: true, next: null });
    expect(await accountRows(fresh.userId)).toBe(0);
  });

  it("refuses another investor's userId header (403) and a call without a token (401)", async () => {
    expectApiError(
      await t.app.inject({
        url: '/api/accountBalance',
        headers: { ...demo.headers, userid: String(business.userId) },
      }),
      403,
      'forbidden',
    );
    expectApiError(await t.app.inject({ url: '/api/accountBalance' }), 401, 'unauthorized');
  });
});

describe('GET /api/accountHistory', () => {
  it('pages the demo investor newest first: size 5 to the last page, the last one saying so', async () => {
    // Every entry of her cash account: 24 monthly deposits, her purchases, and the platform's past
    // (src/modules/demo/seed-history.ts): principal back, interest and tax of each repaid holding.
    const { rows: counted } = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND a.kind = 'investor-cash'`,
      [demo.userId],
    );
    const total = counted[0]!.n;
    expect(total).toBeGreaterThan(100);
    const pages = await allPages(demo, 5);
    expect(pages).toHaveLength(Math.ceil(total / 5));
    expect(pages.slice(0, -1).every((p) => p.content.length === 5 && !p.last)).toBe(true);
    expect(pages[pages.length - 1]!.last).toBe(true);

    const entries = pages.flatMap((p) => p.content);
    expect(entries).toHaveLength(total);
    expect(new Set(entries.map((e) => e.Id)).size).toBe(total);
    expect(entries.filter((e) => e.type === 'DEPOSIT')).toHaveLength(24);
    expect(entries.filter((e) => e.type === 'INVESTMENT').length).toBeGreaterThan(12);
    for (const type of ['INVESTMENT_END', 'EARNED_INTERESTS', 'TAX'])
      expect(entries.filter((e) => e.type === type).length, type).toBeGreaterThan(0);
    for (const [i, e] of entries.entries()) {
      if (i === 0) continue;
      const newer = entries[i - 1]!;
      expect(newer.Id).toBeGreaterThan(e.Id);
      expect(newer.dateFormatted >= e.dateFormatted).toBe(true);
      // The balance after each entry is the one before it plus its value …
      expect(cents(newer.availableFunds) - cents(newer.value)).toBe(cents(e.availableFunds));
      // … and the account value (cash and invested principal) moves with money in and out and with
      // earnings: a purchase or a principal coming back only moves it between cash and investments.
      const moves = ['DEPOSIT', 'EARNED_INTERESTS', 'TAX'].includes(newer.type);
      expect(cents(newer.accountValue) - (moves ? cents(newer.value) : 0)).toBe(cents(e.accountValue));
    }
    // The seed books deposits on the 5th of each month, the last one this month (2026-03-05), 23 months
    // back; the newest entry is the purchase of yesterday.
    expect(entries.find((e) => e.type === 'DEPOSIT')!.dateFormatted).toBe('2026-03-05');
    expect(entries[total - 1]!.dateFormatted).toBe('2024-04-05');
    expect(entries[total - 1]).toMatchObject({
      type: 'DEPOSIT',
      value: 5000,
      availableFunds: 5000,
      accountValue: 5000,
    });
    expect(entries[0]).toMatchObject({ type: 'INVESTMENT', dateFormatted: '2026-03-09', value: -250 });
    // Without a cursor, the newest 20 entries; the next 20 by its cursor.
    const first = await historyPage(demo, '');
    expect(first.content).toEqual(entries.slice(0, 20));
    expect(first.last).toBe(false);
    expect((await historyPage(demo, `?cursor=${first.next}`)).content).toEqual(entries.slice(20, 40));
    expect((await historyPage(demo, '?size=100')).content).toEqual(entries.slice(0, 100));
    // A page that ends exactly at the oldest entry is the last (no empty page after it).
    const rest = total - 5 * (pages.length - 2);
    expect(await historyPage(demo, `?size=${rest}&cursor=${pages[pages.length - 3]!.next}`)).toEqual({
      content: entries.slice(-rest),
      last: true,
      next: null,
    });
  });

  it('answers the same in English and Slovenian: the type is a code the app translates', async () => {
    const en = await historyPage(demo, '?size=3', 'en');
    const sl = await historyPage(demo, '?size=3', 'sl');
    expect(sl).toEqual(en);
    // The demo investor's purchases of 1 and 3 days ago, then the tax withheld on yesterday's
    // repayment of the platform's past (src/modules/demo/seed-history.ts).
    expect(en.content.map((e) => e.type)).toEqual(['INVESTMENT', 'INVESTMENT', 'TAX']);
  });

  it('refuses sizes outside 1 to 100 and a cursor it did not give for this history of this investor (400)', async () => {
    const first = await historyPage(demo, '?size=2');
    const cursor = first.next!;
    const mine = await historyPage(business, '?size=1');
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tampered = [
      '?size=0',
      '?size=101',
      '?size=2.5',
      '?cursor=',
      '?cursor=abc', // not base64url of anything
      `?cursor=${cursor}A`, // a character more
      `?cursor=${cursor.slice(0, -1)}`, // a character less
      `?cursor=${encodeURIComponent(Buffer.from(JSON.stringify(decoded)).toString('base64'))}=`, // padded base64
      `?cursor=${mine.next}`, // another investor's history
      `?cursor=${encode(['notifications', demo.userId, String(decoded[2])])}`, // another list's
      `?cursor=${encode(['account-history', demo.userId])}`, // no position
      `?cursor=${encode(['account-history', demo.userId, '5', '6'])}`, // too many keys
      `?cursor=${encode(['account-history', demo.userId, 5])}`, // a number, not the id's text
      `?cursor=${encode(['account-history', demo.userId, '0'])}`,
      `?cursor=${encode(['account-history', demo.userId, '-1'])}`,
      `?cursor=${encode(['account-history', demo.userId, '9223372036854775808'])}`, // past bigint
      `?cursor=${encode(['account-history', demo.userId, "1' OR 1=1"])}`,
      `?cursor=${encode({ list: 'account-history' })}`,
      `?cursor=${'A'.repeat(1001)}`, // longer than the contract's 1000
      '?cursor=a%00b',
    ];
    for (const query of tampered) {
      const res = await t.app.inject({ url: `/api/accountHistory${query}`, headers: demo.headers });
      expectApiError(res, 400, 'validation-error');
    }
    // The position itself is the caller's: one of her own ids reads on from there.
    const own = encode(['account-history', demo.userId, String(first.content[1]!.Id)]);
    expect(own).toBe(cursor);
    expect((await historyPage(demo, `?size=1&cursor=${own}`)).content).toEqual(
      (await historyPage(demo, '?size=3')).content.slice(2),
    );
  });

  it('never repeats or skips an entry when entries are booked between two pages', async () => {
    const fresh = await freshInvestor();
    // The service's role may not post: the owner books as the ledger's posting function would.
    let booked = 0;
    const book = (n: number) =>
      withTransaction(t.ownerPool, async (client) => {
        const { rows } = await client.query<{ id: string }>('SELECT open_investor_account($1) AS id', [
          fresh.userId,
        ]);
        const bank = await systemAccountId(client, 'bank-transfers');
        for (let i = 0; i < n; i++, booked++)
          await postTransaction(client, {
            kind: 'deposit',
            occurredAt: new Date('2026-03-01T10:00:00Z'),
            externalRef: `wallet-keyset:${fresh.userId}:${booked}`,
            entries: [
              { accountId: rows[0]!.id, amountCents: 100n + BigInt(booked) },
              { accountId: bank, amountCents: -100n - BigInt(booked) },
            ],
          });
      });
    await book(7);
    const first = await historyPage(fresh, '?size=3');
    const before = (await historyPage(fresh, '?size=100')).content;
    expect(before).toHaveLength(7);
    expect(first.content).toEqual(before.slice(0, 3));
    // Five more entries arrive: with offset paging the second page (skip 3) would show three of the
    // first page again.
    await book(5);
    const second = await historyPage(fresh, `?size=3&cursor=${first.next}`);
    const third = await historyPage(fresh, `?size=3&cursor=${second.next}`);
    expect(third.last).toBe(true);
    expect(third.next).toBeNull();
    expect([...first.content, ...second.content, ...third.content]).toEqual(before);
    // The new entries are the top of a first page read now.
    const now = (await historyPage(fresh, '?size=100')).content;
    expect(now).toHaveLength(12);
    expect(now.slice(5)).toEqual(before);
  });

  it('reads a page after a cursor as one backward range scan of (account_id, id), not an offset', async () => {
    // The test database is small, so the planner may prefer a bitmap scan and a sort; with both
    // discouraged, a plan still sorting would mean the index cannot give the page's order. On the bench's
    // million entries the planner picks this plan by itself (decision 0025).
    const plan = await withTransaction(t.pool, async (client) => {
      await client.query('SET LOCAL enable_bitmapscan = off');
      await client.query('SET LOCAL enable_sort = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (COSTS OFF) ${HISTORY_SQL}`, [
        demo.userId,
        '100000',
        21,
        'Europe/Ljubljana',
      ]);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    // The page: the index read backwards from the cursor's id, stopped by the LIMIT; no sort, no offset.
    expect(plan).toMatch(
      /Limit\n[\s\S]*?Index (Only )?Scan Backward using ledger_entries_account on ledger_entries e(_\d)?\n.*Index Cond: \(\(account_id = .*\) AND \(id < '100000'::bigint\)\)/,
    );
    expect(plan).not.toMatch(/Sort|Offset|Seq Scan on ledger_entries/);
  });

  it("refuses another investor's userId header (403)", async () => {
    expectApiError(
      await t.app.inject({
        url: '/api/accountHistory',
        headers: { ...demo.headers, userid: String(business.userId) },
      }),
      403,
      'forbidden',
    );
  });
});

describe('every ledger kind in the balance and the history', () => {
  let fresh: Session;
  /**
   * Booked oldest first: kind, cents on the investor's cash account, counterparty (a system account's
   * code, or the investor's invested principal), day — the pairs the ledger allows (migrations/0023).
   */
  const movements: Array<[LedgerKind, bigint, string, string]> = [
    ['deposit', 100_010n, 'bank-transfers', '2026-01-02T08:00:00Z'],
    ['deposit', 20n, 'bank-transfers', '2026-01-03T23:30:00Z'], // 00:30 on 4 January in Ljubljana
    ['purchase', -50_000n, 'investor-invested', '2026-01-05T10:00:00Z'],
    ['repayment', 30_000n, 'investor-invested', '2026-02-05T10:00:00Z'],
    ['interest', 123n, 'interest', '2026-02-05T10:00:01Z'],
    ['tax', -31n, 'tax', '2026-02-05T10:00:02Z'],
    ['buyback', 15_000n, 'investor-invested', '2026-02-06T10:00:00Z'],
    ['cancellation', 5_000n, 'investor-invested', '2026-02-07T10:00:00Z'],
    ['interest', 7n, 'interest', '2026-02-08T10:00:00Z'],
    ['deduction', -250n, 'provider', '2026-02-09T10:00:00Z'],
    ['withdrawal', -20_000n, 'withdrawals-pending', '2026-02-10T10:00:00Z'],
  ];

  beforeAll(async () => {
    fresh = await freshInvestor();
    // The service's role may not post: the owner books as the ledger's posting function would.
    await withTransaction(t.ownerPool, async (client) => {
      const { rows } = await client.query<{ id: string }>('SELECT open_investor_account($1) AS id', [
        fresh.userId,
      ]);
      const cash = rows[0]!.id;
      const { rows: invested } = await client.query<{ id: string }>(
        'SELECT open_investor_invested_account($1) AS id',
        [fresh.userId],
      );
      for (const [i, [kind, amountCents, counterparty, at]] of movements.entries()) {
        const other =
          counterparty === 'investor-invested'
            ? invested[0]!.id
            : await systemAccountId(client, counterparty);
        const txId = await postTransaction(client, {
          kind,
          occurredAt: new Date(at),
          externalRef: `wallet-test:${fresh.userId}:${i}`,
          entries: [
            { accountId: cash, amountCents },
            { accountId: other, amountCents: -amountCents },
          ],
        });
        if (kind === 'deposit') {
          await client.query(
            `INSERT INTO deposits (user_id, amount_cents, status, received_at, ledger_transaction_id)
             VALUES ($1, $2, 'PROCESSED', $3, $4)`,
            [fresh.userId, amountCents.toString(), at, txId],
          );
        }
      }
      // A deposit not yet booked counts nowhere.
      await client.query(
        `INSERT INTO deposits (user_id, amount_cents, status, received_at) VALUES ($1, 99999, 'PENDING', $2)`,
        [fresh.userId, '2026-02-11T10:00:00Z'],
      );
    });
  });

  it('sums deposits, withdrawals and interest exactly, to the cent', async () => {
    const available = movements.reduce((sum, [, amount]) => sum + amount, 0n);
    expect(available).toBe(79_879n);
    expect(await balanceOf(fresh)).toEqual({
      ...ZERO_BALANCE,
      // Interest 1.23 + 0.07 less the 0.31 tax withheld on it (the deduction is not tax on interest).
      earnedInterests: 0.99,
      // XIRR of 1,000.10 € and 0.20 € in, 200 € out and 798.79 € held on 10 March (SciPy's brentq on
      // the same flows: −0.894109 %).
      roi: -0.89,
      availableFunds: 798.79,
      totalBalance: 798.79,
      netDeposits: 800.3,
      deploymentRate: { fundsAvailable: 798.79, fundsDeployed: 0 },
      withdrawalsTotal: 200,
      maxWithdrawal: 798.79,
      depositsTotal: 1000.3,
    });
  });

  it('maps each ledger kind to its history type, with signed values and the balance after each', async () => {
    const { content, last } = await historyPage(fresh, '?size=100');
    expect(last).toBe(true);
    expect(content.map(({ Id: _id, ...entry }) => entry)).toEqual(
      [
        // accountValue: cash plus the principal still invested (500 € bought, back in three parts).
        { dateFormatted: '2026-01-02', type: 'DEPOSIT', value: 1000.1, availableFunds: 1000.1, invested: 0 },
        { dateFormatted: '2026-01-04', type: 'DEPOSIT', value: 0.2, availableFunds: 1000.3, invested: 0 },
        {
          dateFormatted: '2026-01-05',
          type: 'INVESTMENT',
          value: -500,
          availableFunds: 500.3,
          invested: 500,
        },
        {
          dateFormatted: '2026-02-05',
          type: 'INVESTMENT_END',
          value: 300,
          availableFunds: 800.3,
          invested: 200,
        },
        {
          dateFormatted: '2026-02-05',
          type: 'EARNED_INTERESTS',
          value: 1.23,
          availableFunds: 801.53,
          invested: 200,
        },
        { dateFormatted: '2026-02-05', type: 'TAX', value: -0.31, availableFunds: 801.22, invested: 200 },
        {
          dateFormatted: '2026-02-06',
          type: 'INVESTMENT_END',
          value: 150,
          availableFunds: 951.22,
          invested: 50,
        },
        {
          dateFormatted: '2026-02-07',
          type: 'INVESTMENT_END',
          value: 50,
          availableFunds: 1001.22,
          invested: 0,
        },
        {
          dateFormatted: '2026-02-08',
          type: 'EARNED_INTERESTS',
          value: 0.07,
          availableFunds: 1001.29,
          invested: 0,
        },
        { dateFormatted: '2026-02-09', type: 'TAX', value: -2.5, availableFunds: 998.79, invested: 0 },
        { dateFormatted: '2026-02-10', type: 'WITHDRAWAL', value: -200, availableFunds: 798.79, invested: 0 },
      ]
        .map(({ invested, ...e }) => ({
          ...e,
          accountValue: Math.round((e.availableFunds + invested) * 100) / 100,
        }))
        .reverse(),
    );
  });
});

describe('a balance below zero (a provider deduction, SPEC §1)', () => {
  it('shows the negative funds and allows no withdrawal', async () => {
    const fresh = await freshInvestor();
    await withTransaction(t.ownerPool, async (client) => {
      const { rows } = await client.query<{ id: string }>('SELECT open_investor_account($1) AS id', [
        fresh.userId,
      ]);
      await postTransaction(client, {
        kind: 'deduction',
        occurredAt: t.clock.now(),
        entries: [
          { accountId: rows[0]!.id, amountCents: -505n },
          { accountId: await systemAccountId(client, 'provider'), amountCents: 505n },
        ],
        checkFunds: false,
      });
    });
    expect(await balanceOf(fresh)).toEqual({
      ...ZERO_BALANCE,
      availableFunds: -5.05,
      totalBalance: -5.05,
      deploymentRate: { fundsAvailable: -5.05, fundsDeployed: 0 },
    });
    const { content } = await historyPage(fresh, '');
    expect(content).toEqual([
      {
        Id: expect.any(Number),
        dateFormatted: '2026-03-10',
        type: 'TAX',
        value: -5.05,
        accountValue: -5.05,
        availableFunds: -5.05,
      },
    ]);
  });
});
