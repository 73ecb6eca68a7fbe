/**
 * The operator's originator and receivable calls (`/api/ops/originators`, `/api/ops/receivables…`):
 * validation, uniqueness, what a receivable owes (soldAmount, amountDue with src/modules/marketplace/interest.ts), its
 * holders, the audit of every change, and role separation (an investor's token is refused there).
 */
import { originatorReference } from '../../../src/modules/account/reference.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween, interestCents } from '../../../src/modules/marketplace/interest.ts';
import { centsToEuros } from '../../../src/platform/money.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  contentOf,
  expectContractResponse,
  signIn,
  signInOperator,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';
import {
  bought,
  cancel,
  getAs,
  listReceivable,
  originatorId,
  postReceivable,
  receivableNumber,
  type Investment,
  type OpsReceivable,
} from '../../helpers/marketplace.ts';
import { fundedInvestor } from '../../helpers/withdrawals.ts';

let t: TestApp;
let operator: OperatorSession;
let demo: Session;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t.app);
  demo = await signIn(t.app, DEMO_USERS.demo);
});
afterAll(async () => {
  await t?.close();
});

const postOriginator = (body: Record<string, unknown>, headers: Record<string, string> = operator.headers) =>
  t.app.inject({ method: 'POST', url: '/api/ops/originators', headers, payload: body });

describe('originators', () => {
  it('adds an originator (audited), lists it by name and refuses the name again in any case (409)', async () => {
    const res = await postOriginator({
      name: 'Ljubljanske Mlekarne d.o.o.',
      countryCode: 'SI',
      partnerSince: '2021-05-04',
      failureScore: 1.75,
      ranking: 'A3',
      companySize: 'LARGE',
      noOfEmployees: 480,
      totalIncome: 125_000_000.5,
    });
    const created = expectContractResponse(res, 'createOriginator', 201) as { Id: number };
    expect(created).toEqual({
      Id: expect.any(Number),
      name: 'Ljubljanske Mlekarne d.o.o.',
      countryCode: 'SI',
      partnerSince: '2021-05-04',
      creditRating: { failureScore: 1.75, ranking: 'A3' },
      companySize: 'LARGE',
      noOfEmployees: 480,
      totalIncome: 125_000_000.5,
      iban: null,
      paymentReference: originatorReference(created.Id),
      fundsAvailable: 0,
      // No profile text given: none, not an empty string.
      descriptionEn: null,
      descriptionSl: null,
      createdAt: t.clock.now().toISOString(),
    });
    expect(await auditEvents(t, 'originator.created')).toEqual([
      { actor: `operator:${operator.operatorId}`, user_id: null, details: { originatorId: created.Id } },
    ]);
    expectApiError(
      await postOriginator({ name: 'LJUBLJANSKE MLEKARNE D.O.O.', countryCode: 'SI' }),
      409,
      'originator-exists',
    );

    // Only the required fields: the rest is unknown (null), not invented.
    const minimal = expectContractResponse(
      await postOriginator({ name: 'Zagorje Tekstil d.o.o.', countryCode: 'HR' }),
      'createOriginator',
      201,
    );
    expect(minimal).toMatchObject({
      partnerSince: null,
      creditRating: { failureScore: null, ranking: null },
      companySize: null,
      noOfEmployees: null,
      totalIncome: null,
    });

    const list = contentOf(
      expectContractResponse(
        await t.app.inject({ url: '/api/ops/originators?size=100', headers: operator.headers }),
        'listOriginators',
        200,
      ),
    ) as Array<{ name: string }>;
    // The seed's ten and these two, by name.
    expect(list).toHaveLength(12);
    const names = list.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toContain('Zagorje Tekstil d.o.o.');
  });

  it('refuses invalid originators (400)', async () => {
    for (const body of [
      { name: 'X', countryCode: 'SI' },
      { name: 'Valid Name d.o.o.', countryCode: 'si' },
      { name: 'Valid Name d.o.o.', countryCode: 'SI', failureScore: 101 },
      { name: 'Valid Name d.o.o.', countryCode: 'SI', ranking: 'a1' },
      { name: 'Valid Name d.o.o.', countryCode: 'SI', companySize: 'HUGE' },
      { name: 'Valid Name d.o.o.', countryCode: 'SI', totalIncome: 1.005 },
      { name: 'Valid Name d.o.o.' },
    ]) {
      expectApiError(await postOriginator(body), 400, 'validation-error');
    }
  });
});

describe('receivables', () => {
  it('lists a receivable (audited), whole amount available, and investors see it on the marketplace', async () => {
    const number = receivableNumber();
    const origin = await originatorId(t, 'Weber Maschinenbau GmbH');
    const receivable = expectContractResponse(
      await postReceivable(t, operator, {
        number,
        originatorId: origin,
        type: 'internationalFactoring',
        totalAmount: 12_345.67,
        interestRate: 11.25,
        rank: 'A-',
        issueDate: '2026-02-20',
        maturityDate: '2026-05-21',
        protection: null,
        country: 'IT',
      }),
      'createReceivable',
      201,
    );
    expect(receivable).toEqual({
      Id: expect.any(Number),
      number,
      originatorId: origin,
      originatorName: 'Weber Maschinenbau GmbH',
      type: 'internationalFactoring',
      totalAmount: 12_345.67,
      availableAmount: 12_345.67,
      soldAmount: 0,
      interestRate: 11.25,
      rank: 'A-',
      dateStartFormatted: '2026-02-20',
      dateEndFormatted: '2026-05-21',
      originalDateEndFormatted: '2026-05-21',
      termDays: 90,
      protection: null,
      country: 'IT',
      state: 'ACTIVE',
      extensions: 0,
      lateSince: null,
      lossEventOn: null,
      fundedAt: null,
      listedAt: t.clock.now().toISOString(),
      activeHolders: 0,
      amountDue: 0,
      originatorFunds: 0,
      waitingRepaymentId: null,
    });
    const { Id } = receivable as OpsReceivable;
    expect(await auditEvents(t, 'receivable.created')).toContainEqual({
      actor: `operator:${operator.operatorId}`,
      user_id: null,
      details: { receivableId: Id, originatorId: origin, totalCents: 1_234_567 },
    });
    const seen = await getAs<Investment>(t.app, demo, `/api/investments/${Id}`, 'getInvestment');
    expect(seen).toMatchObject({ number, availableAmount: 12_345.67, interestRate: 11.25, protection: null });
    // The newest listing leads the marketplace.
    const latest = await getAs<Investment[]>(t.app, demo, '/api/investments/latest', 'listLatestInvestments');
    expect(latest[0]!.Id).toBe(Id);
    expectApiError(await postReceivable(t, operator, { number }), 409, 'receivable-exists');
  });

  it('refuses dates out of order or in the past with a clear message (400), an unknown originator (404)', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [
        { issueDate: '2026-03-01', maturityDate: '2026-03-01' },
        /maturityDate 2026-03-01 must be after issueDate/,
      ],
      [{ issueDate: '2026-03-01', maturityDate: '2026-02-28' }, /must be after issueDate/],
      [
        { issueDate: '2026-01-01', maturityDate: '2026-03-09' },
        /maturityDate 2026-03-09 is in the past \(today is 2026-03-10\)/,
      ],
      [{ issueDate: '2026-03-11', maturityDate: '2026-05-11' }, /issueDate 2026-03-11 is in the future/],
    ];
    for (const [body, message] of cases) {
      const res = await postReceivable(t, operator, body);
      expectApiError(res, 400, 'validation-error');
      expect(res.json().message).toMatch(message);
    }
    for (const body of [
      { totalAmount: 0 },
      { totalAmount: 100.001 },
      { interestRate: 0 },
      { interestRate: 9.555 },
      { rank: 'F' },
      { type: 'loan' },
      { protection: 'XG' },
      { number: '-starts-with-dash' },
      { issueDate: '10.03.2026' },
    ]) {
      expectApiError(await postReceivable(t, operator, body), 400, 'validation-error');
    }
    expectApiError(await postReceivable(t, operator, { originatorId: 987_654 }), 404, 'not-found');
    // Due today is allowed (not in the past).
    await listReceivable(t, operator, { maturityDate: '2026-03-10' });
  });

  it('tells what was sold and what the originator owes at maturity, and lists every holder', async () => {
    const receivable = await listReceivable(t, operator, {
      totalAmount: 5000,
      interestRate: 10,
      issueDate: '2026-03-01',
      maturityDate: '2026-05-30',
    });
    const a = await fundedInvestor(t, { cents: 300_000n });
    const b = await fundedInvestor(t, { cents: 300_000n });
    const first = await bought(t.app, a, receivable.Id, 1000);
    const second = await bought(t.app, b, receivable.Id, 333.33);
    const third = await bought(t.app, a, receivable.Id, 250);
    expect((await cancel(t.app, a, third)).statusCode).toBe(200);
    const get = await t.app.inject({
      url: `/api/ops/receivables/${receivable.Id}`,
      headers: operator.headers,
    });
    const ops = expectContractResponse(get, 'getReceivable', 200) as OpsReceivable;
    const days = daysBetween('2026-03-10', '2026-05-30');
    const interest = interestCents(100_000n, 1000, days) + interestCents(33_333n, 1000, days);
    expect(ops).toMatchObject({
      availableAmount: 3666.67,
      soldAmount: 1333.33,
      activeHolders: 2,
      amountDue: centsToEuros(133_333n + interest),
    });
    // 81 days at 10 %, each holding floored to the cent: 22,19 € + 7,39 €.
    expect(interest).toBe(2958n);

    const holders = contentOf(
      expectContractResponse(
        await t.app.inject({
          url: `/api/ops/receivables/${receivable.Id}/holders`,
          headers: operator.headers,
        }),
        'listReceivableHolders',
        200,
      ),
    );
    expect(holders).toEqual([
      {
        userInvestmentId: first,
        userId: a.userId,
        username: a.email,
        amount: 1000,
        interestRate: 10,
        status: 'ACTIVE',
        boughtAt: t.clock.now().toISOString(),
        accruedInterest: 0,
        autoInvest: false,
      },
      expect.objectContaining({
        userInvestmentId: second,
        userId: b.userId,
        amount: 333.33,
        status: 'ACTIVE',
      }),
      expect.objectContaining({ userInvestmentId: third, userId: a.userId, amount: 250, status: 'CANCELED' }),
    ]);
    const page = await t.app.inject({
      url: `/api/ops/receivables/${receivable.Id}/holders?size=1`,
      headers: operator.headers,
    });
    expect((contentOf(expectContractResponse(page, 'listReceivableHolders', 200)) as unknown[]).length).toBe(
      1,
    );
    expectApiError(
      await t.app.inject({ url: '/api/ops/receivables/987654/holders', headers: operator.headers }),
      404,
      'not-found',
    );
    expectApiError(
      await t.app.inject({ url: '/api/ops/receivables/987654', headers: operator.headers }),
      404,
      'not-found',
    );
  });

  it('lists receivables newest first, optionally of one state', async () => {
    const all = contentOf(
      expectContractResponse(
        await t.app.inject({ url: '/api/ops/receivables?size=100', headers: operator.headers }),
        'listReceivables',
        200,
      ),
    ) as OpsReceivable[];
    expect(all.length).toBeGreaterThan(60);
    const listed = all.map((r) => r.listedAt);
    expect(listed).toEqual([...listed].sort().reverse());
    // The seed's demo-funded receivable tells its sold amount.
    const funded = all.find((r) => r.fundedAt !== null)!;
    expect(funded).toMatchObject({ availableAmount: 0, soldAmount: funded.totalAmount });

    const late = await listReceivable(t, operator);
    await t.ownerPool.query(
      `UPDATE receivables SET state = 'LATE', late_since = '2026-03-09' WHERE id = $1`,
      [late.Id],
    );
    const lateOnes = contentOf(
      expectContractResponse(
        await t.app.inject({ url: '/api/ops/receivables?state=LATE', headers: operator.headers }),
        'listReceivables',
        200,
      ),
    ) as OpsReceivable[];
    // The demo's past has one receivable late today beside it: only late ones, this one among them.
    expect(lateOnes.map((r) => r.Id)).toContain(late.Id);
    expect(lateOnes.length).toBeLessThan(all.length);
    expect(lateOnes.every((r) => r.state === 'LATE')).toBe(true);
    expectApiError(
      await t.app.inject({ url: '/api/ops/receivables?state=OPEN', headers: operator.headers }),
      400,
      'validation-error',
    );
  });
});

describe('role separation', () => {
  it("shows an investor's token nothing on the operator calls (404, 401 unsigned) and refuses an operator's on the marketplace (401)", async () => {
    for (const [method, url] of [
      ['GET', '/api/ops/originators'],
      ['POST', '/api/ops/originators'],
      ['GET', '/api/ops/receivables'],
      ['POST', '/api/ops/receivables'],
      ['GET', '/api/ops/receivables/1'],
      ['GET', '/api/ops/receivables/1/holders'],
    ] as const) {
      for (const [headers, status, key] of [
        [demo.headers, 404, 'not-found'],
        [{}, 401, 'unauthorized'],
      ] as const) {
        expectApiError(
          await t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) }),
          status,
          key,
        );
      }
    }
    expectApiError(
      await postOriginator({ name: 'Sneaky Investor d.o.o.', countryCode: 'SI' }, demo.headers),
      404,
      'not-found',
    );
    expectApiError(
      await t.app.inject({ url: '/api/investments', headers: { ...operator.headers, userid: '1' } }),
      401,
      'unauthorized',
    );
  });
});
