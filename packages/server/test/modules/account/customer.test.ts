import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let t: TestApp;
let demo: Session;
let business: Session;
let pending: Session;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
  business = await signIn(t.app, DEMO_USERS.business);
  pending = await signIn(t.app, DEMO_USERS.pending);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/customer/{uid}', () => {
  it('answers the signed-in personal investor exactly as the contract User', async () => {
    const res = await t.app.inject({ url: `/api/customer/${demo.userId}`, headers: demo.headers });
    const user = expectContractResponse(res, 'getCustomer', 200);
    expect(user).toEqual({
      Id: demo.userId,
      username: 'demo@invest.si',
      reference: { number: investorReference(demo.userId) },
      contact: { firstName: 'Ana', lastName: 'Novak', email: 'demo@invest.si', telephone: '+38640123456' },
      address: {
        streetName: 'Slovenska cesta',
        streetNumber: '54',
        postalCode: '1000',
        townOrSuburb: 'Ljubljana',
        regionOrState: 'Slovenia',
      },
      investorType: 'Personal',
      investorProfile: {
        completed: true,
        fundsSources: ['SALARY', 'SAVINGS'],
        annualIncome: 'EUR_20001_50000',
        countryOfResidence: 'SI',
      },
      companyInvestorProfile: null,
      company: null,
      taxNo: '12345678',
      mainBankAccount: { accountNumber: 'SI56191000000123438', bank: 'NLB d.d.' },
      identificationDocument: { validTo: '2031-05-31', verification: 'CONFIRMED', rejectionReason: null },
      status: { confirmed: true, twoFactorAuthEnabled: false },
      settings: {
        language: 'EN',
        notifications: {
          accountSummary: 'MONTHLY',
          deposits: true,
          withdrawals: true,
          news: false,
          updates: true,
        },
      },
    });
  });

  it('answers the business investor with company and company profile', async () => {
    const res = await t.app.inject({ url: `/api/customer/${business.userId}`, headers: business.headers });
    const user = expectContractResponse(res, 'getCustomer', 200) as Record<string, unknown>;
    expect(user).toMatchObject({
      investorType: 'Business',
      company: { name: 'Zelena Energija d.o.o.' },
      companyInvestorProfile: { completed: true, economicActivity: 'D_ELECTRICITY_GAS_STEAM' },
      investorProfile: { completed: false, fundsSources: [] },
      settings: { language: 'SL' },
    });
  });

  it('shows the pending investor as not confirmed', async () => {
    const res = await t.app.inject({ url: `/api/customer/${pending.userId}`, headers: pending.headers });
    expect(expectContractResponse(res, 'getCustomer', 200)).toMatchObject({
      status: { confirmed: false },
      mainBankAccount: null,
      identificationDocument: { validTo: null, verification: 'NOT_SUBMITTED', rejectionReason: null },
      contact: { lastName: 'Kovač' },
    });
  });

  it("refuses another investor's uid with 403 forbidden", async () => {
    const res = await t.app.inject({ url: `/api/customer/${business.userId}`, headers: demo.headers });
    expect(expectContractResponse(res, 'getCustomer', 403)).toMatchObject({ key: 'forbidden' });
  });

  it('refuses a userId header that is not the token user, or a missing one, with 403', async () => {
    const other = await t.app.inject({
      url: `/api/customer/${business.userId}`,
      headers: { ...demo.headers, userid: String(business.userId) },
    });
    expect(expectContractResponse(other, 'getCustomer', 403)).toMatchObject({ key: 'forbidden' });
    const missing = await t.app.inject({
      url: `/api/customer/${demo.userId}`,
      headers: { authorization: demo.headers.authorization },
    });
    expect(expectContractResponse(missing, 'getCustomer', 403)).toMatchObject({ key: 'forbidden' });
  });

  it('answers 401 without a valid token', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer not-a-real-token-123456',
      'Basic aW52ZXN0LXdlYjo=',
    ]) {
      const res = await t.app.inject({
        url: `/api/customer/${demo.userId}`,
        headers: { userid: String(demo.userId), ...(authorization ? { authorization } : {}) },
      });
      expect(expectContractResponse(res, 'getCustomer', 401)).toMatchObject({ key: 'unauthorized' });
    }
  });

  it('accepts the token type in any case', async () => {
    const res = await t.app.inject({
      url: `/api/customer/${demo.userId}`,
      headers: { authorization: `bearer ${demo.token}`, userid: String(demo.userId) },
    });
    expectContractResponse(res, 'getCustomer', 200);
  });

  it('answers 400 (not 500) for garbage ids', async () => {
    // The contract lists no 400 for this operation (reported); the error shape is still ApiError.
    for (const uid of ['abc', '1.5', "1'%20OR%201=1"]) {
      const res = await t.app.inject({ url: `/api/customer/${uid}`, headers: demo.headers });
      expectApiError(res, 400, 'validation-error');
    }
    // Whole numbers that are not the caller's id are someone else's (x-owner), checked first.
    for (const uid of ['-1', '0', '99999999999999999999']) {
      const res = await t.app.inject({ url: `/api/customer/${uid}`, headers: demo.headers });
      expectApiError(res, 403, 'forbidden');
    }
  });
});

describe('GET /api/getCustomerByUsername', () => {
  it('answers the own profile, case-insensitively', async () => {
    const res = await t.app.inject({
      url: '/api/getCustomerByUsername?username=Demo%40Invest.si',
      headers: demo.headers,
    });
    expect(expectContractResponse(res, 'getCustomerByUsername', 200)).toMatchObject({ Id: demo.userId });
  });

  it("refuses another investor's username with 403", async () => {
    const res = await t.app.inject({
      url: `/api/getCustomerByUsername?username=${encodeURIComponent(DEMO_USERS.business)}`,
      headers: demo.headers,
    });
    expect(expectContractResponse(res, 'getCustomerByUsername', 403)).toMatchObject({ key: 'forbidden' });
  });

  it('validates the query', async () => {
    for (const query of ['', '?username=not-an-email', `?username=${'a'.repeat(300)}%40x.si`]) {
      const res = await t.app.inject({ url: `/api/getCustomerByUsername${query}`, headers: demo.headers });
      expect(expectContractResponse(res, 'getCustomerByUsername', 400)).toMatchObject({
        key: 'validation-error',
      });
    }
  });
});

describe('GET /api/existsCustomerByUsername', () => {
  it('is true for a registered e-mail (any case) and false otherwise', async () => {
    const yes = await t.app.inject({ url: '/api/existsCustomerByUsername?username=PENDING%40invest.si' });
    expect(expectContractResponse(yes, 'existsCustomerByUsername', 200)).toBe(true);
    const no = await t.app.inject({ url: '/api/existsCustomerByUsername?username=someone.new%40invest.si' });
    expect(expectContractResponse(no, 'existsCustomerByUsername', 200)).toBe(false);
  });

  it('answers 400 for a missing or malformed username', async () => {
    for (const query of ['', '?username=', '?username=nope']) {
      const res = await t.app.inject({ url: `/api/existsCustomerByUsername${query}` });
      expect(expectContractResponse(res, 'existsCustomerByUsername', 400)).toMatchObject({
        key: 'validation-error',
      });
    }
  });
});
