/**
 * The marketplace and My investments, read side (SPEC §2, §3, §7): GET /investments (sorts, paging,
 * what is open, `invested`), /investments/latest, /investments/{id}, GET /user_investments (sorts,
 * paging, cancelable, expected interest), /user_investments/latest and /{id} (ownership). The demo
 * seed (src/modules/demo/seed-marketplace.ts) is the data: 60 receivables, one of them fully funded, and the
 * demo investor's twelve purchases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween, interestCents } from '../../../src/modules/marketplace/interest.ts';
import { centsToEuros } from '../../../src/platform/money.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  signIn,
  signInOperator,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import {
  bought,
  getAs,
  listReceivable,
  type Investment,
  type UserInvestment,
} from '../../helpers/marketplace.ts';
import { fundedInvestor } from '../../helpers/withdrawals.ts';

let t: TestApp;
let demo: Session;
let business: Session;
let operator: OperatorSession;
beforeAll(async () => {
  // The clock stands at 2026-03-10T09:00Z: today is 2026-03-10 in Ljubljana.
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
  business = await signIn(t.app, DEMO_USERS.business);
  operator = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
});

const TODAY = '2026-03-10';

const investments = (who: Session, query = '') =>
  getAs<Investment[]>(t.app, who, `/api/investments${query}`, 'listInvestments');
const myInvestments = (who: Session, query = '') =>
  getAs<UserInvestment[]>(t.app, who, `/api/user_investments${query}`, 'listUserInvestments');

/** Ids of the open receivables in the database, in a given order. */
async function openIds(order: string): Promise<number[]> {
  const { rows } = await t.pool.query<{ id: string }>(
    `SELECT id FROM receivables WHERE state = 'ACTIVE' AND available_cents > 0 AND maturity_on > $1
      ORDER BY ${order}`,
    [TODAY],
  );
  return rows.map((r) => Number(r.id));
}

/** Every page of a list, `limit` at a time, until a page is shorter than the limit. */
async function allPages<T>(page: (offset: number) => Promise<T[]>, limit: number): Promise<T[][]> {
  const pages: T[][] = [];
  for (let offset = 0; ; offset += limit) {
    const p = await page(offset);
    pages.push(p);
    if (p.length < limit) return pages;
  }
}

/** a is not after b in the direction (ties allowed). */
function inOrder(values: number[], direction: 'asc' | 'desc'): boolean {
  return values.every((v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v));
}

describe('GET /api/investments', () => {
  it('lists the open receivables newest listing first, 20 a page; the pages neither repeat nor skip', async () => {
    const expected = await openIds('listed_at DESC, id DESC');
    // The seed's sixty, less the one the demo investor funded.
    expect(expected).toHaveLength(59);
    const first = await investments(demo);
    expect(first).toHaveLength(20);
    expect(first.map((i) => i.Id)).toEqual(expected.slice(0, 20));
    const pages = await allPages((offset) => investments(demo, `?offset=${offset}`), 20);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 19]);
    expect(pages.flat().map((i) => i.Id)).toEqual(expected);
    for (const i of pages.flat()) {
      expect(i.state).toBe('ACTIVE');
      expect(i.availableAmount).toBeGreaterThan(0);
      expect(i.dateEndFormatted > TODAY).toBe(true);
    }
    expect(await investments(demo, '?limit=5&offset=57')).toHaveLength(2);
    expect(await investments(demo, '?offset=59')).toEqual([]);
  });

  it.each([
    ['amount', 'available_cents', (i: Investment) => i.availableAmount],
    ['rate', 'interest_rate_bp', (i: Investment) => i.interestRate],
    ['date', 'listed_at', null],
  ] as const)('sorts by %s both ways, ties by id', async (sort, column, value) => {
    for (const direction of ['asc', 'desc'] as const) {
      const all = (
        await allPages(
          (offset) => investments(demo, `?sort=${sort}&direction=${direction}&offset=${offset}`),
          20,
        )
      ).flat();
      const dir = direction.toUpperCase();
      expect(all.map((i) => i.Id)).toEqual(await openIds(`${column} ${dir}, id ${dir}`));
      if (value) expect(inOrder(all.map(value), direction)).toBe(true);
    }
    // The default direction is descending.
    expect(await investments(demo, `?sort=${sort}`)).toEqual(
      await investments(demo, `?sort=${sort}&direction=desc`),
    );
  });

  it('marks what the caller holds (invested), for that caller only', async () => {
    const { rows } = await t.pool.query<{ receivable_id: string }>(
      `SELECT DISTINCT receivable_id FROM user_investments WHERE user_id = $1 AND status = 'ACTIVE'`,
      [demo.userId],
    );
    const held = new Set(rows.map((r) => Number(r.receivable_id)));
    const listed = (await allPages((offset) => investments(demo, `?limit=100&offset=${offset}`), 100)).flat();
    const marked = listed.filter((i) => i.invested).map((i) => i.Id);
    // Eleven of the twelve purchases are still open; the twelfth funded its receivable.
    expect(marked).toHaveLength(11);
    for (const id of marked) expect(held.has(id)).toBe(true);
    const forBusiness = await investments(business, '?limit=100');
    expect(forBusiness.filter((i) => i.invested)).toEqual([]);

    // A purchase marks it at once.
    const investor = await fundedInvestor(t, { cents: 50_000n });
    const target = listed.find((i) => !i.invested && i.availableAmount >= 100)!;
    expect(
      (await getAs<Investment>(t.app, investor, `/api/investments/${target.Id}`, 'getInvestment')).invested,
    ).toBe(false);
    await bought(t.app, investor, target.Id, 100);
    expect(
      (await getAs<Investment>(t.app, investor, `/api/investments/${target.Id}`, 'getInvestment')).invested,
    ).toBe(true);
  });

  it('lists only what is open: not a receivable due today, one that is late, or one fully funded', async () => {
    const dueToday = await listReceivable(t, operator, { maturityDate: TODAY });
    const late = await listReceivable(t, operator);
    await t.ownerPool.query(`UPDATE receivables SET state = 'LATE', late_since = $2 WHERE id = $1`, [
      late.Id,
      TODAY,
    ]);
    const open = await listReceivable(t, operator);
    const ids = (await allPages((offset) => investments(demo, `?limit=100&offset=${offset}`), 100))
      .flat()
      .map((i) => i.Id);
    expect(ids).toContain(open.Id);
    expect(ids).not.toContain(dueToday.Id);
    expect(ids).not.toContain(late.Id);
    const { rows } = await t.pool.query<{ id: string }>(
      'SELECT id FROM receivables WHERE funded_at IS NOT NULL',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(ids).not.toContain(Number(r.id));
    // Still readable one by one, in any state.
    const lateOne = await getAs<Investment>(t.app, demo, `/api/investments/${late.Id}`, 'getInvestment');
    expect(lateOne.state).toBe('LATE');
  });

  it('refuses sorts, directions and limits the contract does not allow (400)', async () => {
    for (const query of ['?sort=name', '?direction=up', '?limit=0', '?limit=101', '?offset=-1']) {
      expectApiError(
        await t.app.inject({ url: `/api/investments${query}`, headers: demo.headers }),
        400,
        'validation-error',
      );
    }
  });
});

describe('GET /api/investments with filters', () => {
  /** Every open receivable the filter query lets through, all pages, 100 a page. */
  const filtered = async (query: string) =>
    (await allPages((offset) => investments(demo, `?${query}&limit=100&offset=${offset}`), 100)).flat();
  /** Ids of the open receivables meeting `condition` (on receivables r, originators o), newest listing first. */
  async function openIdsWhere(condition: string, values: unknown[] = []): Promise<number[]> {
    const { rows } = await t.pool.query<{ id: string }>(
      `SELECT r.id FROM receivables r JOIN originators o ON o.id = r.originator_id
        WHERE r.state = 'ACTIVE' AND r.available_cents > 0 AND r.maturity_on > $1 AND (${condition})
        ORDER BY r.listed_at DESC, r.id DESC`,
      [TODAY, ...values],
    );
    return rows.map((r) => Number(r.id));
  }
  /** The filter's list is exactly the database's, some but not all of the open ones. */
  async function expectSame(query: string, condition: string, values: unknown[] = []) {
    const expected = await openIdsWhere(condition, values);
    const all = await openIdsWhere('true');
    expect(expected.length, query).toBeGreaterThan(0);
    expect(expected.length, query).toBeLessThan(all.length);
    const listed = await filtered(query);
    expect(
      listed.map((i) => i.Id),
      query,
    ).toEqual(expected);
    return listed;
  }

  it('narrows by term in days (inclusive at both ends), from issue to maturity', async () => {
    const listed = await expectSame(
      'termFrom=60&termTo=120',
      'r.maturity_on - r.issued_on BETWEEN 60 AND 120',
    );
    for (const i of listed) expect(i.termDays >= 60 && i.termDays <= 120).toBe(true);
    await expectSame('termFrom=91', 'r.maturity_on - r.issued_on >= 91');
    await expectSame('termTo=45', 'r.maturity_on - r.issued_on <= 45');
    // An exact term is its own range: both ends count.
    const one = (await investments(demo, '?limit=1'))[0]!;
    const exact = await filtered(`termFrom=${one.termDays}&termTo=${one.termDays}`);
    expect(exact.map((i) => i.Id)).toContain(one.Id);
    for (const i of exact) expect(i.termDays).toBe(one.termDays);
  });

  it.each([
    ['type=reverseFactoring', "r.type = 'reverseFactoring'"],
    ['protection=BG', "r.protection = 'BG'"],
    ['protection=PG', "r.protection = 'PG'"],
    ['protection=NONE', 'r.protection IS NULL'],
    ['country=DE', "r.country = 'DE'"],
  ])('narrows by %s', async (query, condition) => {
    await expectSame(query, condition);
  });

  it('narrows by rate, in percent, inclusive at both ends', async () => {
    const listed = await expectSame('rateFrom=8&rateTo=10.5', 'r.interest_rate_bp BETWEEN 800 AND 1050');
    for (const i of listed) expect(i.interestRate >= 8 && i.interestRate <= 10.5).toBe(true);
    expect(listed.some((i) => i.interestRate === 8)).toBe(true);
    expect(listed.some((i) => i.interestRate === 10.5)).toBe(true);
    // Two decimals survive the float: 9.55 % is 955 basis points, not 954.
    await expectSame('rateFrom=9.55', 'r.interest_rate_bp >= 955');
    await expectSame('rateTo=7.5', 'r.interest_rate_bp <= 750');
  });

  it('narrows by a part of the originator’s name, whatever its case; % and _ are plain letters', async () => {
    const listed = await expectSame('originator=%20alpen%20', "o.name ILIKE '%alpen%'");
    for (const i of listed) expect(i.originator.name).toBe('Alpen Logistik GmbH');
    expect(await filtered('originator=%25')).toEqual([]);
    expect(await filtered('originator=_')).toEqual([]);
  });

  it('lists the originators by name for the filter, and narrows by one of them (an unknown id: none)', async () => {
    const res = await t.app.inject({ url: '/api/originators', headers: demo.headers });
    const names = expectContractResponse(res, 'listOriginatorNames', 200) as { Id: number; name: string }[];
    const { rows } = await t.pool.query<{ id: string; name: string }>(
      'SELECT id::text, name FROM originators ORDER BY lower(name), id',
    );
    expect(names).toEqual(rows.map((r) => ({ Id: Number(r.id), name: r.name })));
    expect(names.length).toBeGreaterThan(1);
    const alpen = names.find((o) => o.name === 'Alpen Logistik GmbH')!;
    const listed = await expectSame(`originatorId=${alpen.Id}`, 'o.id = $2', [alpen.Id]);
    for (const i of listed) expect(i.originator.Id).toBe(alpen.Id);
    expect(await filtered('originatorId=987654321')).toEqual([]);
    expect((await t.app.inject({ url: '/api/originators' })).statusCode).toBe(401);
  });

  it('combines filters (AND) and keeps sorting and paging on the filtered list', async () => {
    const condition =
      "r.protection = 'BG' AND r.interest_rate_bp >= 700 AND r.maturity_on - r.issued_on <= 150";
    const query = 'protection=BG&rateFrom=7&termTo=150';
    await expectSame(query, condition);
    const byRate = (
      await allPages(
        (offset) => investments(demo, `?${query}&sort=rate&direction=asc&limit=3&offset=${offset}`),
        3,
      )
    ).flat();
    const { rows } = await t.pool.query<{ id: string }>(
      `SELECT r.id FROM receivables r
        WHERE r.state = 'ACTIVE' AND r.available_cents > 0 AND r.maturity_on > $1 AND ${condition}
        ORDER BY r.interest_rate_bp ASC, r.id ASC`,
      [TODAY],
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(byRate.map((i) => i.Id)).toEqual(rows.map((r) => Number(r.id)));
    // Filters that exclude each other leave an empty list, not an error.
    expect(await filtered('protection=BG&rateFrom=100')).toEqual([]);
    await expectSame(
      'termFrom=30&termTo=180&type=invoiceFactoring&country=SI&rateFrom=6&rateTo=14&originator=d.o.o',
      "r.maturity_on - r.issued_on BETWEEN 30 AND 180 AND r.type = 'invoiceFactoring' AND r.country = 'SI' AND r.interest_rate_bp BETWEEN 600 AND 1400 AND o.name ILIKE '%d.o.o%'",
    );
  });

  it.each([
    'termFrom=0',
    'termFrom=abc',
    'termTo=3651',
    'termFrom=90&termTo=30',
    'type=loan',
    'protection=none',
    'protection=XX',
    'country=si',
    'country=SVN',
    'rateFrom=-1',
    'rateTo=101',
    'rateFrom=twelve',
    'rateFrom=10&rateTo=9.99',
    'originator=',
    'originator=%20%20',
    `originator=${'a'.repeat(101)}`,
    'originatorId=0',
    'originatorId=alpen',
  ])('refuses the filter %s (400 validation-error)', async (query) => {
    expectApiError(
      await t.app.inject({ url: `/api/investments?${query}`, headers: demo.headers }),
      400,
      'validation-error',
    );
  });
});

describe('GET /api/investments/latest and /api/investments/{id}', () => {
  it('gives the five newest open receivables', async () => {
    const latest = await getAs<Investment[]>(t.app, demo, '/api/investments/latest', 'listLatestInvestments');
    expect(latest.map((i) => i.Id)).toEqual((await openIds('listed_at DESC, id DESC')).slice(0, 5));
  });

  it('describes a receivable with its originator, the originator’s deals and its own terms', async () => {
    const { rows } = await t.pool.query<{
      id: string;
      originator_id: string;
      total_cents: string;
      available_cents: string;
      interest_rate_bp: number;
      issued_on: string;
      maturity_on: string;
    }>(
      `SELECT r.id, r.originator_id, r.total_cents, r.available_cents, r.interest_rate_bp, r.issued_on, r.maturity_on
         FROM receivables r JOIN originators o ON o.id = r.originator_id
        WHERE o.name = 'Alpen Logistik GmbH' AND r.state = 'ACTIVE' ORDER BY r.id LIMIT 1`,
    );
    const r = rows[0]!;
    const { rows: deals } = await t.pool.query<{ n: string; active: string; total: string }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE ended_at IS NULL) AS active, sum(total_cents) AS total
         FROM receivables WHERE originator_id = $1`,
      [r.originator_id],
    );
    const investment = await getAs<Investment>(t.app, demo, `/api/investments/${r.id}`, 'getInvestment');
    expect(investment).toMatchObject({
      Id: Number(r.id),
      originator: {
        name: 'Alpen Logistik GmbH',
        countryCode: 'AT',
        partnerSince: '2018-04-16',
        creditRating: { failureScore: 0.85, ranking: 'A2' },
        companySize: 'LARGE',
        noOfEmployees: 640,
        totalIncome: 148_500_000,
      },
      deals: {
        totalCount: Number(deals[0]!.n),
        activeCount: Number(deals[0]!.active),
        totalValue: centsToEuros(deals[0]!.total),
      },
      totalAmount: centsToEuros(r.total_cents),
      availableAmount: centsToEuros(r.available_cents),
      interestRate: r.interest_rate_bp / 100,
      // A receivable's expected yearly return is its rate.
      roi: r.interest_rate_bp / 100,
      dateStartFormatted: r.issued_on,
      dateEndFormatted: r.maturity_on,
      termDays: daysBetween(r.issued_on, r.maturity_on),
      state: 'ACTIVE',
    });
    expect(investment.deals.totalCount).toBeGreaterThan(1);
  });

  it('says N/A-worthy null for an originator without a rating or figures', async () => {
    const { rows } = await t.pool.query<{ id: string }>(
      `SELECT r.id FROM receivables r JOIN originators o ON o.id = r.originator_id
        WHERE o.name = 'Karavanke Solar d.o.o.' LIMIT 1`,
    );
    const investment = await getAs<Investment>(
      t.app,
      demo,
      `/api/investments/${rows[0]!.id}`,
      'getInvestment',
    );
    expect(investment.originator).toEqual({
      Id: expect.any(Number),
      name: 'Karavanke Solar d.o.o.',
      countryCode: 'SI',
      partnerSince: null,
      creditRating: null,
      companySize: 'MICRO',
      noOfEmployees: null,
      totalIncome: null,
    });
  });

  it('answers an unknown id with 404', async () => {
    expectApiError(
      await t.app.inject({ url: '/api/investments/987654', headers: demo.headers }),
      404,
      'not-found',
    );
  });
});

describe('GET /api/user_investments', () => {
  it('lists the demo investor’s twelve purchases, newest first, with the rule of cancelable', async () => {
    // Her holdings of the marketplace's open receivables; the platform's past
    // (src/modules/demo/seed-history.ts) holds the rest, repaid or unpaid.
    const all = await myInvestments(demo, '?limit=100');
    expect(all.length).toBeGreaterThan(12);
    const mine = all.filter((m) => m.investment.state === 'ACTIVE');
    expect(mine).toHaveLength(12);
    expect(all.filter((m) => m.status === 'REPAID').length).toBeGreaterThan(30);
    expect(mine.map((m) => m.dateStartFormatted)).toEqual(
      mine
        .map((m) => m.dateStartFormatted)
        .sort()
        .reverse(),
    );
    for (const m of mine) {
      expect(m).toMatchObject({ active: true, status: 'ACTIVE', autoInvestData: null });
      expect(m.investment.invested).toBe(true);
      expect(m.dateEndFormatted).toBe(m.investment.dateEndFormatted);
      const days = daysBetween(m.dateStartFormatted, m.investment.dateEndFormatted);
      expect(m.expectedInterest).toBe(
        centsToEuros(
          interestCents(
            BigInt(Math.round(m.amount * 100)),
            Math.round(m.investment.interestRate * 100),
            days,
          ),
        ),
      );
      expect(m.expectedInterest).toBeGreaterThan(0);
      // Within 14 days and not fully funded (docs/decisions/0007).
      const age = daysBetween(m.dateStartFormatted, TODAY);
      expect(m.cancelable, `${m.Id} bought ${m.dateStartFormatted}`).toBe(
        age < 14 && m.investment.availableAmount > 0,
      );
    }
    // Bought 1, 3, 6 and 10 days ago; the purchase of 8 days ago funded its receivable.
    expect(mine.filter((m) => m.cancelable).map((m) => m.dateStartFormatted)).toEqual([
      '2026-03-09',
      '2026-03-07',
      '2026-03-04',
      '2026-02-28',
    ]);
    expect(mine.find((m) => m.dateStartFormatted === '2026-03-02')).toMatchObject({
      cancelable: false,
      investment: { availableAmount: 0 },
    });
  });

  it.each([
    ['id', (m: UserInvestment) => m.Id],
    ['amount', (m: UserInvestment) => m.amount],
    ['issued', (m: UserInvestment) => Date.parse(m.dateStartFormatted)],
    ['maturity', (m: UserInvestment) => Date.parse(m.investment.dateEndFormatted)],
    ['end', (m: UserInvestment) => Date.parse(m.dateEndFormatted)],
  ] as const)('sorts by %s both ways and pages without repeats', async (sort, value) => {
    const count = (await allPages((offset) => myInvestments(demo, `?limit=100&offset=${offset}`), 100)).flat()
      .length;
    expect(count).toBeGreaterThan(12);
    for (const direction of ['asc', 'desc'] as const) {
      const all = (
        await allPages(
          (offset) => myInvestments(demo, `?sort=${sort}&direction=${direction}&limit=5&offset=${offset}`),
          5,
        )
      ).flat();
      expect(all).toHaveLength(count);
      expect(new Set(all.map((m) => m.Id)).size).toBe(count);
      expect(inOrder(all.map(value), direction)).toBe(true);
    }
  });

  it('gives /latest as the five newest and each one by id, to its owner only (404 for others)', async () => {
    const latest = await getAs<UserInvestment[]>(
      t.app,
      demo,
      '/api/user_investments/latest',
      'listLatestUserInvestments',
    );
    const mine = await myInvestments(demo);
    expect(latest).toEqual(mine.slice(0, 5));
    const one = mine[3]!;
    expect(
      await getAs<UserInvestment>(t.app, demo, `/api/user_investments/${one.Id}`, 'getUserInvestment'),
    ).toEqual(one);
    // Another investor's purchase is answered like a missing one.
    expectApiError(
      await t.app.inject({ url: `/api/user_investments/${one.Id}`, headers: business.headers }),
      404,
      'not-found',
    );
    expectApiError(
      await t.app.inject({ url: '/api/user_investments/987654', headers: demo.headers }),
      404,
      'not-found',
    );
    expect(await myInvestments(business)).toEqual([]);
    // The userId header must be the caller's.
    expectApiError(
      await t.app.inject({
        url: '/api/user_investments',
        headers: { ...demo.headers, userid: String(business.userId) },
      }),
      403,
      'forbidden',
    );
  });
});
