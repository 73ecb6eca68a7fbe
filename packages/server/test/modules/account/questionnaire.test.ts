/**
 * PUT /api/questionnaire/{userId} (SPEC §2 Questionnaire, §3 financial option sets): one answer per
 * call, into the investor type's own profile, each value one of its options; `completed` once every
 * answer is there; the caller's own profile only; each save audited by the field's name.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@invest/api-client';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  signIn,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';

type User = components['schemas']['User'];

let t: TestApp;
let personal: Session;
let business: Session;

beforeAll(async () => {
  t = await createTestApp();
  personal = await signIn(t.app, DEMO_USERS.pending);
  business = await signIn(t.app, DEMO_USERS.business);
  // Both start with an unanswered questionnaire.
  await t.ownerPool.query(
    `UPDATE users SET funds_sources = '{}', annual_income = NULL, country_of_residence = NULL, tax_no = NULL,
            economic_activity = NULL, main_counterparty_origin = NULL, company_type = NULL,
            company_annual_income = NULL, available_income_percent = NULL
     WHERE id = ANY($1)`,
    [[personal.userId, business.userId]],
  );
});
afterAll(async () => {
  await t?.close();
});

/** The user a successful save answers, checked against the contract. */
const saved = (res: LightMyRequestResponse) =>
  expectContractResponse(res, 'saveQuestionnaireAnswer', 200) as User;

function answer(session: Session, field: string, value: unknown, userId = session.userId) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/questionnaire/${userId}`,
    headers: session.headers,
    payload: { field, value },
  });
}

describe('the personal questionnaire', () => {
  it('saves each answer and completes with the fourth (the tax number)', async () => {
    let user = saved(await answer(personal, 'fundsSources', ['SALARY', 'INHERITANCE']));
    expect(user.investorProfile).toEqual({
      completed: false,
      fundsSources: ['SALARY', 'INHERITANCE'],
      annualIncome: null,
      countryOfResidence: null,
    });
    user = saved(await answer(personal, 'annualIncome', 'EUR_50001_75000'));
    user = saved(await answer(personal, 'countryOfResidence', 'AT'));
    expect(user.investorProfile.completed).toBe(false);
    user = saved(await answer(personal, 'taxNo', ' 12345678 '));
    expect(user.taxNo).toBe('12345678');
    expect(user.investorProfile).toEqual({
      completed: true,
      fundsSources: ['SALARY', 'INHERITANCE'],
      annualIncome: 'EUR_50001_75000',
      countryOfResidence: 'AT',
    });
    // The User the app reads says the same.
    const read = await t.app.inject({ url: `/api/customer/${personal.userId}`, headers: personal.headers });
    expect((expectContractResponse(read, 'getCustomer', 200) as User).investorProfile.completed).toBe(true);
  });

  it('records each save by the field name, never the value', async () => {
    const events = (await auditEvents(t, 'profile.updated')).filter(
      (e) => e.user_id === String(personal.userId),
    );
    expect(events.map((e) => e.details)).toEqual([
      { field: 'investorProfile.fundsSources' },
      { field: 'investorProfile.annualIncome' },
      { field: 'investorProfile.countryOfResidence' },
      { field: 'taxNo' },
    ]);
    expect(events.every((e) => e.actor === `user:${personal.userId}`)).toBe(true);
  });

  it.each([
    ['fundsSources', ['SALARY', 'LOTTERY']],
    ['fundsSources', 'SALARY'],
    ['annualIncome', 'EUR_50000'], // a business option
    ['annualIncome', 'lots'],
    ['countryOfResidence', 'Austria'],
    ['economicActivity', 'C_MANUFACTURING'], // a business question
    ['type', 'PRIVATE_LIMITED'],
  ])('refuses %s = %j (422)', async (field, value) => {
    expectApiError(await answer(personal, field, value), 422, 'validation-error');
  });

  it('refuses a country outside the list and a tax number of symbols', async () => {
    expectApiError(await answer(personal, 'countryOfResidence', 'US'), 422, 'validation-error');
    expectApiError(await answer(personal, 'taxNo', '<script>'), 400, 'validation-error');
    const { rows } = await t.pool.query('SELECT country_of_residence, tax_no FROM users WHERE id = $1', [
      personal.userId,
    ]);
    expect(rows[0]).toEqual({ country_of_residence: 'AT', tax_no: '12345678' });
  });

  it('refuses an unknown field, an empty list and other properties (400)', async () => {
    expectApiError(await answer(personal, 'salary', 'SALARY'), 400, 'validation-error');
    expectApiError(await answer(personal, 'fundsSources', []), 400, 'validation-error');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/questionnaire/${personal.userId}`,
      headers: personal.headers,
      payload: { field: 'annualIncome', value: 'EUR_0_20000', status: 'confirmed' },
    });
    expectApiError(res, 400, 'validation-error');
  });
});

describe('the business questionnaire', () => {
  it('saves the five answers of its own option sets and completes', async () => {
    const answers: Array<[string, string]> = [
      ['economicActivity', 'J_INFORMATION_COMMUNICATION'],
      ['mainCounterPartyOrigin', 'EU_EEA'],
      ['type', 'PRIVATE_LIMITED'],
      ['annualIncome', 'EUR_1000000'],
      ['availableIncomePercent', 'PERCENT_20'],
    ];
    let user: User | undefined;
    for (const [field, value] of answers) {
      user = saved(await answer(business, field, value));
    }
    expect(user!.companyInvestorProfile).toEqual({
      completed: true,
      economicActivity: 'J_INFORMATION_COMMUNICATION',
      mainCounterPartyOrigin: 'EU_EEA',
      type: 'PRIVATE_LIMITED',
      annualIncome: 'EUR_1000000',
      availableIncomePercent: 'PERCENT_20',
    });
  });

  it.each([
    ['annualIncome', 'EUR_0_20000'], // a personal option
    ['economicActivity', 'Z_PIRACY'],
    ['mainCounterPartyOrigin', 'US'],
    ['availableIncomePercent', 'PERCENT_50'],
    ['fundsSources', ['SALARY']], // a personal question
    ['countryOfResidence', 'SI'],
    ['taxNo', '12345678'],
  ])('refuses %s = %j (422)', async (field, value) => {
    expectApiError(await answer(business, field, value), 422, 'validation-error');
  });
});

it("refuses another investor's questionnaire (403) and a call without a session (401)", async () => {
  expectApiError(await answer(personal, 'annualIncome', 'EUR_0_20000', business.userId), 403, 'forbidden');
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/questionnaire/${personal.userId}`,
    payload: { field: 'annualIncome', value: 'EUR_0_20000' },
  });
  expect(res.statusCode).toBe(401);
  const { rows } = await t.pool.query('SELECT company_annual_income FROM users WHERE id = $1', [
    business.userId,
  ]);
  expect(rows[0].company_annual_income).toBe('EUR_1000000');
});
