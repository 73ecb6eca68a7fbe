import type { AccountBalance, Schemas } from '@invest/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, http, mockApi } from '../../../test/fake-api';
import { renderConsole } from '../../../test/ops-console';

let app: ReturnType<typeof renderConsole> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const profile = (overrides: Partial<Schemas['OpsInvestorProfile']> = {}): Schemas['OpsInvestorProfile'] => ({
  Id: 41,
  name: 'Nina Zupan',
  email: 'nina@example.si',
  investorType: 'Personal',
  reference: 'RF7110000041',
  identified: true,
  blocked: false,
  blockedReason: null,
  restrictions: { buying: false, withdrawing: false },
  closed: false,
  registeredAt: '2026-01-10T08:00:00Z',
  availableFunds: 120.5,
  lastPurchaseAt: '2026-05-04T09:30:00Z',
  inactive: false,
  inactivityNotice: null,
  firstName: 'Nina',
  lastName: 'Zupan',
  companyName: null,
  address: 'Slovenska cesta 12a, 1000 Ljubljana',
  phone: '+38640123456',
  language: 'SL',
  emailConfirmed: true,
  twoFactorAuthEnabled: false,
  lastLoginAt: null,
  mainBankAccount: 'SI56191000000123438',
  measureReason: null,
  measureAt: null,
  ...overrides,
});

const balance: AccountBalance = {
  earnedInterests: 3.2,
  availableFunds: 120.5,
  totalBalance: 520.5,
  netDeposits: 500,
  roi: 1.2,
  earningsByInvestmentType: { invoiceFactoring: 0, reverseFactoring: 0, internationalFactoring: 0 },
  roiByInvestmentType: { invoiceFactoring: 0, reverseFactoring: 0, internationalFactoring: 0 },
  deploymentRate: { fundsAvailable: 120.5, fundsDeployed: 400 },
  withdrawalsTotal: 0,
  maxWithdrawal: 120.5,
  futureTaxes: 0.8,
  depositsTotal: 500,
};

function openInvestor(shown: Schemas['OpsInvestorProfile'] = profile()) {
  const api = mockApi(
    http.get('/ops/investors/{id}', ({ response }) => response(200).json(shown)),
    http.get('/ops/investors/{id}/balance', ({ response }) => response(200).json(balance)),
    http.get('/ops/investors/{id}/history', ({ response }) =>
      response(200).json({
        content: [
          {
            Id: 9,
            dateFormatted: '2026-02-01',
            type: 'DEPOSIT',
            value: 500,
            accountValue: 500,
            availableFunds: 500,
          },
        ],
        last: true,
        next: null,
      }),
    ),
  );
  app = renderConsole(api, '/ops/investors/41');
  return api;
}

const bodies = async (requests: Request[], suffix: string) =>
  Promise.all(
    requests
      .filter((r) => r.method !== 'GET' && new URL(r.url).pathname.endsWith(suffix))
      .map((r) => r.json() as Promise<unknown>),
  );

describe('investor profile: actions', () => {
  it('shows the profile, the balance and the history', async () => {
    openInvestor();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Nina Zupan' })).toBeVisible();
    await expect.element(page.getByText('SI56 1910 0000 0123 438')).toBeVisible();
    await expect.element(page.getByText('Slovenska cesta 12a, 1000 Ljubljana')).toBeVisible();
    await expect.element(page.getByText('520,50 €')).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Deposit' })).toBeVisible();
    await expect.element(page.getByText(/^4 May 2026, \d\d:30$/)).toBeVisible();
    expect(page.getByRole('button', { name: 'Send closure notice' }).elements()).toEqual([]);
  });

  it('sends the closure notice after 12 months without a purchase, then shows when it may close', async () => {
    const inactive = profile({ inactive: true, lastPurchaseAt: '2025-09-01T10:00:00Z' });
    const noticed = {
      ...inactive,
      inactivityNotice: { sentAt: '2026-11-20T09:30:00Z', closesOn: '2026-11-30' },
    };
    let shown = inactive;
    const api = openInvestor(inactive);
    api.use(
      http.get('/ops/investors/{id}', ({ response }) => response(200).json(shown)),
      http.post('/ops/investors/{id}/inactivity-notice', ({ response }) => {
        shown = noticed;
        return response(200).json(noticed);
      }),
    );
    await expect
      .element(page.getByText('Send the notice from the actions below.', { exact: false }))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Send closure notice' }));
    const dialog = page.getByRole('alertdialog', { name: 'Send Nina Zupan the closure notice?' });
    await expect
      .element(dialog.getByText(/^Last purchase: 1 Sept? 2025, \d\d:00\. The investor is e-mailed/))
      .toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send the notice' }));
    await expect
      .element(page.getByText('Notice sent to Nina Zupan: the profile may be closed from 30/11/2026.'))
      .toBeVisible();
    await expect
      .element(
        page.getByText('the profile may be closed from 30/11/2026 unless the investor buys', {
          exact: false,
        }),
      )
      .toBeVisible();
    expect(page.getByRole('button', { name: 'Send closure notice' }).elements()).toEqual([]);
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual([
      '/api/ops/investors/41/inactivity-notice',
    ]);
  });

  it('closes only when the service agrees, and says why it refused (money left)', async () => {
    const api = openInvestor();
    api.use(http.post('/ops/investors/{id}/close', () => apiError(422, 'deleteAccountErrorAccountValue')));
    await userEvent.click(page.getByRole('button', { name: 'Close profile' }));
    const dialog = page.getByRole('alertdialog', { name: 'Close the profile of Nina Zupan?' });
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Reason' }), 'Asked by the investor');
    await userEvent.click(dialog.getByRole('button', { name: 'Close profile' }));
    await expect
      .element(
        dialog.getByText(
          'The account still holds or owes 1 € or more: it can be closed once that is settled.',
        ),
      )
      .toBeVisible();
    expect(await bodies(api.requests, '/close')).toEqual([{ reason: 'Asked by the investor' }]);
  });

  it('deducts an amount in euros with a reason, telling the notice and the four-eyes rule', async () => {
    const api = openInvestor();
    api.use(
      http.post('/ops/investors/{id}/deductions', ({ response }) =>
        response(201).json({
          Id: 3,
          userId: 41,
          investorName: 'Nina Zupan',
          amount: 150.25,
          reason: 'Returned card payment',
          status: 'PENDING_APPROVAL',
          requestedBy: 1,
          requestedAt: '2026-11-20T09:30:00Z',
          decidedBy: null,
          decidedAt: null,
          rejectionReason: null,
          negativeBalanceDueOn: null,
        }),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'Deduct' }));
    const dialog = page.getByRole('alertdialog', { name: 'Deduct from the balance of Nina Zupan?' });
    await expect
      .element(dialog.getByText('the debt must be settled within 5 days of the notice', { exact: false }))
      .toBeVisible();
    await expect.element(dialog.getByText('a second operator must approve', { exact: false })).toBeVisible();

    await userEvent.fill(dialog.getByRole('textbox', { name: 'Reason' }), 'Returned card payment');
    await userEvent.click(dialog.getByRole('button', { name: 'Deduct' }));
    await expect.element(dialog.getByText('Enter an amount above 0.')).toBeVisible();
    expect(await bodies(api.requests, '/deductions')).toEqual([]);

    await userEvent.fill(dialog.getByRole('textbox', { name: 'Amount' }), '150,25');
    await userEvent.click(dialog.getByRole('button', { name: 'Deduct' }));
    await expect
      .element(page.getByText("The deduction of 150,25 € waits for a second operator's approval."))
      .toBeVisible();
    expect(await bodies(api.requests, '/deductions')).toEqual([
      { amount: 150.25, reason: 'Returned card payment' },
    ]);
  });

  it('sets the two restrictions with a reason', async () => {
    const api = openInvestor();
    api.use(
      http.put('/ops/investors/{id}/restrictions', ({ response }) =>
        response(200).json(profile({ restrictions: { buying: true, withdrawing: false } })),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'Restrictions' }));
    const dialog = page.getByRole('alertdialog', { name: 'Restrictions of Nina Zupan' });
    await userEvent.click(dialog.getByRole('switch', { name: 'No buying' }));
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Reason' }), 'Unpaid debt');
    await userEvent.click(dialog.getByRole('button', { name: 'Save restrictions' }));
    await expect.element(page.getByText('The restrictions of Nina Zupan are saved.')).toBeVisible();
    expect(await bodies(api.requests, '/restrictions')).toEqual([
      { buying: true, withdrawing: false, reason: 'Unpaid debt' },
    ]);
  });
});
