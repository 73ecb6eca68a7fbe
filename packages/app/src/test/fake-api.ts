import type { paths, User } from '@invest/api-client';
import { getResponse, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';

/**
 * The API of the tests, mocked from the contract: `http.get('/customer/{uid}', ({ params, response }) =>
 * response(200).json(user))` only accepts paths, parameters, bodies and answers that openapi.yaml
 * declares (openapi-msw over msw 2), so a contract change breaks the tests that no longer fit it.
 * `response.untyped(apiError(501, 'not-implemented'))` answers what the contract does not list.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });

/** An error body of the contract's shape (ApiError), for any status. */
export const apiError = (status: number, key: string) =>
  Response.json({ message: `English text for ${key}`, key }, { status });

/**
 * A fetch answered by msw handlers (msw's `getResponse`, the same matching its service worker and
 * Node interceptor use, without a worker: the app and the client take `fetch` as an option, so one
 * helper serves the Chromium component tests and the Node unit tests alike). It records every request
 * and fails the test loudly (599) for a call no handler expects.
 */
export function mockApi(...handlers: RequestHandler[]) {
  const requests: Request[] = [];
  const active = [...handlers];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const response = await getResponse(active, request);
    if (response) return response;
    const { pathname } = new URL(request.url);
    return apiError(599, `unexpected ${request.method} ${pathname}`);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** Adds handlers that take precedence over the earlier ones (msw's `use`). */
    use: (...more: RequestHandler[]) => void active.unshift(...more),
  };
}

export function demoUser(overrides: Partial<User> = {}): User {
  return {
    Id: 7,
    username: 'demo@invest.si',
    reference: { number: 'SI-000007' },
    contact: { firstName: 'Ana', lastName: 'Novak', email: 'demo@invest.si', telephone: '+386 40 123 456' },
    address: {
      streetName: 'Slovenska cesta',
      streetNumber: '1',
      postalCode: '1000',
      townOrSuburb: 'Ljubljana',
      regionOrState: 'Slovenia',
    },
    investorType: 'Personal',
    investorProfile: {
      completed: true,
      fundsSources: ['SALARY'],
      annualIncome: 'EUR_20001_50000',
      countryOfResidence: 'SI',
    },
    companyInvestorProfile: null,
    company: null,
    taxNo: '12345678',
    mainBankAccount: null,
    identificationDocument: { validTo: '2030-01-01', verification: 'CONFIRMED', rejectionReason: null },
    status: { confirmed: true, twoFactorAuthEnabled: false },
    settings: {
      language: 'EN',
      notifications: {
        accountSummary: 'NONE',
        deposits: true,
        withdrawals: true,
        news: false,
        updates: false,
      },
    },
    ...overrides,
  };
}

export const tokenResponse = {
  access_token: 'tok-123',
  token_type: 'Bearer',
  expires_in: 3600,
  userId: 7,
} as const;
