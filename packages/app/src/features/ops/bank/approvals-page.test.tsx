import type { Schemas } from '@invest/api-client';
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

const ME = 1;

const approval = (overrides: Partial<Schemas['HeldCreditApproval']>): Schemas['HeldCreditApproval'] => ({
  Id: 1,
  bankCreditId: 30,
  kind: 'THIRD_PARTY',
  bankReference: 'BANK-30',
  amount: 1500,
  bookingDate: '2026-11-23',
  payerName: 'KRAJNC STANISLAV',
  payerIban: 'SI56290000155362526',
  userId: 9,
  investorName: 'Maja Krajnc',
  status: 'PENDING_APPROVAL',
  requestedBy: 2,
  requestedAt: '2026-11-23T09:30:00Z',
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  depositId: null,
  ...overrides,
});

function openApprovals(rows: Schemas['HeldCreditApproval'][]) {
  const api = mockApi(
    http.get('/ops/held-credit-approvals', ({ response }) =>
      response(200).json({ content: rows, next: null }),
    ),
    http.get('/ops/investors/{id}', ({ response }) => response(404).json({ key: 'not-found', message: 'x' })),
  );
  app = renderConsole(api, '/ops/bank/approvals', ME);
  return api;
}

const rowOf = (reference: string) => page.getByRole('row').filter({ hasText: reference });

describe('held money awaiting approval: four-eyes', () => {
  it("offers no decision on one's own, and approves another operator's", async () => {
    const api = openApprovals([
      approval({ Id: 7, bankReference: 'BANK-7', requestedBy: ME }),
      approval({ Id: 8, bankReference: 'BANK-8', kind: 'SUSPENSE', payerName: null }),
    ]);
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Held money awaiting approval' }))
      .toBeVisible();
    expect(new URL(api.requests[0]!.url).searchParams.get('status')).toBe('PENDING_APPROVAL');
    await expect.element(rowOf('BANK-7').getByText('Yours: another operator decides')).toBeVisible();
    expect(rowOf('BANK-7').getByRole('button', { name: 'Approve' }).elements()).toHaveLength(0);
    await expect.element(rowOf('BANK-8').getByText('Suspense')).toBeVisible();

    api.use(http.post('/ops/held-credit-approvals/{id}/approve', () => apiError(403, 'four-eyes')));
    await userEvent.click(rowOf('BANK-8').getByRole('button', { name: 'Approve' }));
    const dialog = page.getByRole('alertdialog', { name: 'Book 1.500,00 € to Maja Krajnc?' });
    await expect
      .element(dialog.getByText('The credit from Unknown payer becomes', { exact: false }))
      .toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect
      .element(dialog.getByText('Another operator must approve or reject this', { exact: false }))
      .toBeVisible();

    api.use(
      http.post('/ops/held-credit-approvals/{id}/approve', ({ response }) =>
        response(200).json(approval({ Id: 8, status: 'APPROVED', decidedBy: ME, depositId: 99 })),
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect.element(page.getByText('Approved: 1.500,00 € booked to Maja Krajnc.')).toBeVisible();
    const posts = api.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/ops/held-credit-approvals/8/approve',
      '/api/ops/held-credit-approvals/8/approve',
    ]);
    // The same action retried after its failure keeps its Idempotency-Key.
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('declines one with a reason', async () => {
    const api = openApprovals([approval({ Id: 9, bankReference: 'BANK-9' })]);
    api.use(
      http.post('/ops/held-credit-approvals/{id}/decline', ({ response }) =>
        response(200).json(
          approval({ Id: 9, status: 'DECLINED', decidedBy: ME, declineReason: 'Not her payer' }),
        ),
      ),
    );
    await userEvent.click(rowOf('BANK-9').getByRole('button', { name: 'Decline' }));
    const dialog = page.getByRole('alertdialog');
    await userEvent.fill(dialog.getByRole('textbox'), 'Not her payer');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect.element(page.getByText('Declined: 1.500,00 € stays held.')).toBeVisible();
    const [sent] = api.requests.filter((r) => r.method === 'POST');
    expect(await sent!.json()).toEqual({ reason: 'Not her payer' });
  });
});
