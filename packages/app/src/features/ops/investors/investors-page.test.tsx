import type { Schemas } from '@invest/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http, mockApi } from '../../../test/fake-api';
import { renderConsole } from '../../../test/ops-console';

let app: ReturnType<typeof renderConsole> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const investor = (
  Id: number,
  name: string,
  overrides: Partial<Schemas['OpsInvestor']> = {},
): Schemas['OpsInvestor'] => ({
  Id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.si`,
  investorType: 'Personal',
  reference: `RF71${Id}`,
  identified: true,
  blocked: false,
  blockedReason: null,
  restrictions: { buying: false, withdrawing: false },
  closed: false,
  registeredAt: '2026-01-10T08:00:00Z',
  availableFunds: 10,
  lastPurchaseAt: '2026-05-04T09:30:00Z',
  inactive: false,
  inactivityNotice: null,
  ...overrides,
});

function openInvestors(path = '/ops/investors') {
  const api = mockApi(
    http.get('/ops/investors', ({ response }) =>
      response(200).json({
        content: [
          investor(42, 'Nina Zupan', { blocked: true, blockedReason: 'PROVIDER' }),
          investor(41, 'Ana Novak', { restrictions: { buying: true, withdrawing: false } }),
          investor(40, 'Marko Horvat', { identified: false, lastPurchaseAt: null }),
        ],
        next: null,
      }),
    ),
  );
  app = renderConsole(api, path);
  return api;
}

const lastQuery = (requests: Request[]) => new URL(requests.at(-1)!.url).searchParams;

describe('investors list', () => {
  it('shows the strongest measure as the status and lets the service search, filter and sort', async () => {
    const api = openInvestors();
    await expect.element(page.getByRole('link', { name: 'Nina Zupan' })).toBeVisible();
    const status = (name: string) =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name }) })
        .getByText(/Blocked|Restricted|Not identified|Identified/);
    await expect.element(status('Nina Zupan')).toHaveTextContent('Blocked');
    await expect.element(status('Ana Novak')).toHaveTextContent('Restricted');
    await expect.element(status('Marko Horvat')).toHaveTextContent('Not identified');
    expect(Object.fromEntries(lastQuery(api.requests))).toMatchObject({
      sort: 'id',
      direction: 'desc',
      size: '20',
    });

    await userEvent.fill(page.getByRole('searchbox', { name: 'Search investors' }), ' RF71 41 ');
    await expect.poll(() => lastQuery(api.requests).get('q')).toBe('RF71 41');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status' }), 'BLOCKED');
    await expect.poll(() => lastQuery(api.requests).get('status')).toBe('BLOCKED');
    await userEvent.click(page.getByRole('button', { name: 'Name' }));
    await expect
      .poll(() => Object.fromEntries(lastQuery(api.requests)))
      .toMatchObject({
        q: 'RF71 41',
        status: 'BLOCKED',
        sort: 'name',
        direction: 'asc',
      });
    // The filters live in the address: back from a profile, the list is as it was.
    expect(new URLSearchParams(app!.router.state.location.search).get('sort')).toBe('name');
  });

  it('finds the profiles without a purchase for 12 months and shows the last purchase of each', async () => {
    const api = openInvestors();
    const lastPurchase = (name: string) =>
      page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect.element(lastPurchase('Marko Horvat').getByRole('cell', { name: 'Never' })).toBeVisible();
    await expect.element(lastPurchase('Ana Novak').getByText('04/05/2026', { exact: true })).toBeVisible();
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'Status' }),
      'No purchase for 12 months',
    );
    await expect.poll(() => lastQuery(api.requests).get('status')).toBe('INACTIVE');
  });
});
