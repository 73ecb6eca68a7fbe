import type { User } from '@invest/api-client';

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, key: string) =>
  json({ message: `English text for ${key}`, key }, status);

/**
 * A fetch that answers `METHOD /path` (path without query) from a table, records every request,
 * and fails the test loudly for a call nobody expected.
 */
export function fakeFetch(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const url = new URL(request.url);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return apiError(599, `unexpected ${request.method} ${url.pathname}`);
    return handler(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
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
    identificationDocument: { validTo: '2030-01-01' },
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

export const tokenResponse = { access_token: 'tok-123', token_type: 'Bearer', expires_in: 3600, userId: 7 };
