/**
 * Corrections by the operator (`PUT /api/ops/originators/{id}`, `PUT /api/ops/receivables/{id}`) and
 * the operator's receivable list search and sort: a listing can be corrected only while nobody bought
 * from it (a purchase racing the correction either waits and buys on the new terms or makes the
 * correction fail), every correction is audited with the names of the fields it changed.
 */
import { originatorReference } from '../../../src/modules/account/reference.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  buy,
  bought,
  cancel,
  listReceivable,
  originatorId,
  receivableNumber,
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

const put = (url: string, payload: Record<string, unknown>, headers = operator.headers) =>
  t.app.inject({ method: 'PUT', url, headers, payload });

/** A full listing body (the PUT replaces every term). */
async function terms(overrides: Record<string, unknown> = {}) {
  return {
    number: receivableNumber(),
    originatorId: await originatorId(t),
    type: 'reverseFactoring',
    totalAmount: 8000,
    interestRate: 11.25,
    rank: 'A-',
    issueDate: '2026-03-02',
    maturityDate: '2026-05-15',
    protection: 'PG',
    country: 'AT',
    ...overrides,
  };
}

describe('correcting an originator', () => {
  it('replaces its data (optional fields left out become empty), audited with the changed fields', async () => {
    const created = expectContractResponse(
      await t.app.inject({
        method: 'POST',
        url: '/api/ops/originators',
        headers: operator.headers,
        payload: { name: 'Mura Trgovina d.o.o.', countryCode: 'SI', ranking: 'B2', noOfEmployees: 12 },
      }),
      'createOriginator',
      201,
    ) as { Id: number; createdAt: string };
    const res = await put(`/api/ops/originators/${created.Id}`, {
      name: 'Mura Trgovina d.d.',
      countryCode: 'HR',
      failureScore: 2.5,
      noOfEmployees: 12,
      totalIncome: 1_500_000.25,
    });
    expect(expectContractResponse(res, 'updateOriginator', 200)).toEqual({
      Id: created.Id,
      name: 'Mura Trgovina d.d.',
      countryCode: 'HR',
      partnerSince: null,
      creditRating: { failureScore: 2.5, ranking: null },
      companySize: null,
      noOfEmployees: 12,
      totalIncome: 1_500_000.25,
      iban: null,
      paymentReference: originatorReference(created.Id),
      fundsAvailable: 0,
      createdAt: created.createdAt,
      descriptionEn: null,
      descriptionSl: null,
    });
    expect(await auditEvents(t, 'originator.updated')).toEqual([
      {
        actor: `operator:${operator.operatorId}`,
        user_id: null,
        details: {
          originatorId: created.Id,
          fields: 'name,country_code,failure_score,credit_ranking,total_income_cents',
        },
      },
    ]);
  });

  it("refuses another originator's name in any case (409), an unknown id (404), invalid data (400)", async () => {
    const id = await originatorId(t);
    expectApiError(
      await put(`/api/ops/originators/${id}`, { name: 'mura trgovina D.D.', countryCode: 'SI' }),
      409,
      'originator-exists',
    );
    // Its own name, in another case, is no conflict.
    const own = await put(`/api/ops/originators/${id}`, { name: 'ALPEN LOGISTIK GMBH', countryCode: 'AT' });
    expect(expectContractResponse(own, 'updateOriginator', 200)).toMatchObject({
      name: 'ALPEN LOGISTIK GMBH',
    });
    await put(`/api/ops/originators/${id}`, { name: 'Alpen Logistik GmbH', countryCode: 'AT' });
    expectApiError(
      await put('/api/ops/originators/987654', { name: 'Nobody', countryCode: 'SI' }),
      404,
      'not-found',
    );
    expectApiError(
      await put(`/api/ops/originators/${id}`, { name: 'X', countryCode: 'si' }),
      400,
      'validation-error',
    );
  });
});

describe("an originator's profile text", () => {
  const profile = async (id: number) =>
    expectContractResponse(
      await t.app.inject({ url: `/api/originators/${id}`, headers: demo.headers }),
      'getOriginator',
      200,
    ) as { descriptionEn: string | null; descriptionSl: string | null };

  it('is written by the operator in both languages, trimmed, and read by investors on its page', async () => {
    const created = expectContractResponse(
      await t.app.inject({
        method: 'POST',
        url: '/api/ops/originators',
        headers: operator.headers,
        payload: { name: 'Profil Tekst d.o.o.', countryCode: 'SI', descriptionEn: '  Makes boxes.  ' },
      }),
      'createOriginator',
      201,
    ) as { Id: number; descriptionEn: string | null; descriptionSl: string | null };
    expect(created).toMatchObject({ descriptionEn: 'Makes boxes.', descriptionSl: null });
    expect(await profile(created.Id)).toMatchObject({ descriptionEn: 'Makes boxes.', descriptionSl: null });

    const res = await put(`/api/ops/originators/${created.Id}`, {
      name: 'Profil Tekst d.o.o.',
      countryCode: 'SI',
      descriptionEn: 'Makes cardboard boxes.',
      descriptionSl: 'Izdeluje kartonske škatle.',
    });
    expect(expectContractResponse(res, 'updateOriginator', 200)).toMatchObject({
      descriptionEn: 'Makes cardboard boxes.',
      descriptionSl: 'Izdeluje kartonske škatle.',
    });
    expect(await profile(created.Id)).toMatchObject({
      descriptionEn: 'Makes cardboard boxes.',
      descriptionSl: 'Izdeluje kartonske škatle.',
    });
    expect((await auditEvents(t, 'originator.updated')).at(-1)!.details).toEqual({
      originatorId: created.Id,
      fields: 'description_en,description_sl',
    });

    // Only spaces, or left out, is none.
    await put(`/api/ops/originators/${created.Id}`, {
      name: 'Profil Tekst d.o.o.',
      countryCode: 'SI',
      descriptionSl: '   ',
    });
    expect(await profile(created.Id)).toMatchObject({ descriptionEn: null, descriptionSl: null });
  });

  it('refuses a text over 2 000 characters (400), and an investor cannot write it', async () => {
    const id = await originatorId(t);
    const body = { name: 'Alpen Logistik GmbH', countryCode: 'AT' };
    for (const field of ['descriptionEn', 'descriptionSl'])
      expectApiError(
        await put(`/api/ops/originators/${id}`, { ...body, [field]: 'x'.repeat(2001) }),
        400,
        'validation-error',
      );
    const longest = 'ž'.repeat(2000);
    expect(
      expectContractResponse(
        await put(`/api/ops/originators/${id}`, { ...body, descriptionSl: longest }),
        'updateOriginator',
        200,
      ),
    ).toMatchObject({ descriptionSl: longest });

    const byInvestor = await put(
      `/api/ops/originators/${id}`,
      { ...body, descriptionEn: 'Trust me.' },
      demo.headers,
    );
    // The back office does not exist for an investor's token (OpsNotFound).
    expectApiError(byInvestor, 404, 'not-found');
    expect(await profile(id)).toMatchObject({ descriptionEn: null, descriptionSl: longest });
    await put(`/api/ops/originators/${id}`, body);
  });
});

describe('correcting a listing', () => {
  it('replaces every term while nobody bought, the available amount with the new total (audited)', async () => {
    const listed = await listReceivable(t, operator);
    const body = await terms();
    const res = await put(`/api/ops/receivables/${listed.Id}`, body);
    const updated = expectContractResponse(res, 'updateReceivable', 200) as OpsReceivable;
    expect(updated).toMatchObject({
      Id: listed.Id,
      number: body.number,
      type: 'reverseFactoring',
      totalAmount: 8000,
      availableAmount: 8000,
      soldAmount: 0,
      interestRate: 11.25,
      rank: 'A-',
      dateStartFormatted: '2026-03-02',
      dateEndFormatted: '2026-05-15',
      originalDateEndFormatted: '2026-05-15',
      protection: 'PG',
      country: 'AT',
      state: 'ACTIVE',
      listedAt: listed.listedAt,
    });
    expect(await auditEvents(t, 'receivable.updated')).toEqual([
      {
        actor: `operator:${operator.operatorId}`,
        user_id: null,
        details: {
          receivableId: listed.Id,
          fields: 'number,type,total_cents,interest_rate_bp,rank,issued_on,maturity_on,protection,country',
          totalCents: 800_000,
        },
      },
    ]);
    // Investors see the new terms at once.
    const seen = await t.app.inject({ url: `/api/investments/${listed.Id}`, headers: demo.headers });
    expect(seen.json()).toMatchObject({ interestRate: 11.25, totalAmount: 8000, protection: 'PG' });
  });

  it('is refused once anything was bought, even a cancelled purchase (409 receivable-has-purchases)', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const listed = await listReceivable(t, operator);
    const holding = await bought(t.app, investor, listed.Id, 100);
    expect((await cancel(t.app, investor, holding)).statusCode).toBe(200);
    expectApiError(
      await put(`/api/ops/receivables/${listed.Id}`, await terms()),
      409,
      'receivable-has-purchases',
    );
    expect(await auditEvents(t, 'receivable.updated')).not.toContainEqual(
      expect.objectContaining({ details: expect.objectContaining({ receivableId: listed.Id }) }),
    );
  });

  it('is refused after an extension or in another state (409), a taken number (409), bad dates (400)', async () => {
    const extended = await listReceivable(t, operator);
    const ext = await t.app.inject({
      method: 'POST',
      url: `/api/ops/receivables/${extended.Id}/extensions`,
      headers: operator.headers,
      payload: { days: 10 },
    });
    expect(ext.statusCode, ext.body).toBe(200);
    expectApiError(await put(`/api/ops/receivables/${extended.Id}`, await terms()), 409, 'receivable-state');

    const late = await listReceivable(t, operator);
    await t.ownerPool.query(
      `UPDATE receivables SET state = 'LATE', late_since = '2026-03-09' WHERE id = $1`,
      [late.Id],
    );
    expectApiError(await put(`/api/ops/receivables/${late.Id}`, await terms()), 409, 'receivable-state');

    const listed = await listReceivable(t, operator);
    expectApiError(
      await put(`/api/ops/receivables/${listed.Id}`, await terms({ number: extended.number })),
      409,
      'receivable-exists',
    );
    expectApiError(
      await put(`/api/ops/receivables/${listed.Id}`, await terms({ maturityDate: '2026-03-02' })),
      400,
      'validation-error',
    );
    expectApiError(
      await put(`/api/ops/receivables/${listed.Id}`, await terms({ originatorId: 987654 })),
      404,
      'not-found',
    );
    expectApiError(await put('/api/ops/receivables/987654', await terms()), 404, 'not-found');
  });

  it('never crosses a purchase: each correction either precedes a purchase on its terms or is refused', async () => {
    const investor = await fundedInvestor(t, { cents: 1_000_000n });
    for (let round = 0; round < 8; round++) {
      const listed = await listReceivable(t, operator, { interestRate: 9.5 });
      const [purchase, correction] = await Promise.all([
        buy(t.app, investor, { investmentId: listed.Id, amount: 100 }),
        put(`/api/ops/receivables/${listed.Id}`, await terms({ interestRate: 12, totalAmount: 5000 })),
      ]);
      expect(purchase.statusCode, purchase.body).toBe(201);
      const { rows } = await t.pool.query<{ interest_rate_bp: number }>(
        'SELECT interest_rate_bp FROM user_investments WHERE receivable_id = $1',
        [listed.Id],
      );
      const after = (
        await t.app.inject({ url: `/api/ops/receivables/${listed.Id}`, headers: operator.headers })
      ).json<OpsReceivable>();
      if (correction.statusCode === 200) {
        // The purchase waited for the row and bought on the corrected terms.
        expect(rows).toEqual([{ interest_rate_bp: 1200 }]);
        expect(after).toMatchObject({ totalAmount: 5000, availableAmount: 4900, interestRate: 12 });
      } else {
        expectApiError(correction, 409, 'receivable-has-purchases');
        expect(rows).toEqual([{ interest_rate_bp: 950 }]);
        expect(after).toMatchObject({ totalAmount: 10_000, availableAmount: 9900, interestRate: 9.5 });
      }
    }
  });
});

describe("the operator's receivable list", () => {
  const list = async (query: string) =>
    contentOf(
      expectContractResponse(
        await t.app.inject({ url: `/api/ops/receivables?${query}`, headers: operator.headers }),
        'listReceivables',
        200,
      ),
    ) as OpsReceivable[];

  it('finds a part of the number or of the originator name, % and _ taken literally', async () => {
    const number = `Q_${receivableNumber()}`;
    const listed = await listReceivable(t, operator, { number: number.replace('_', '-') });
    expect(
      (await list(`q=${encodeURIComponent(listed.number.slice(2).toLowerCase())}`)).map((r) => r.Id),
    ).toEqual([listed.Id]);
    expect(await list(`q=${encodeURIComponent('Q_T')}`)).toEqual([]);
    const byOriginator = await list('q=alpen%20logistik&size=100');
    expect(byOriginator.length).toBeGreaterThan(1);
    expect(new Set(byOriginator.map((r) => r.originatorName))).toEqual(new Set(['Alpen Logistik GmbH']));
  });

  it('sorts by maturity, amount, rate or number in either direction', async () => {
    const sorts: [string, (r: OpsReceivable) => string | number][] = [
      ['maturity', (r) => r.dateEndFormatted],
      ['amount', (r) => r.totalAmount],
      ['rate', (r) => r.interestRate],
      ['number', (r) => r.number],
    ];
    for (const [sort, value] of sorts) {
      const asc = await list(`sort=${sort}&direction=asc&size=100`);
      const values = asc.map(value);
      expect(values, sort).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const desc = await list(`sort=${sort}&size=100`);
      expect(desc.map(value), sort).toEqual(
        [...desc.map(value)].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)),
      );
    }
    expectApiError(
      await t.app.inject({ url: '/api/ops/receivables?sort=originator', headers: operator.headers }),
      400,
      'validation-error',
    );
  });
});
