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

const deduction = (overrides: Partial<Schemas['Deduction']>): Schemas['Deduction'] => ({
  Id: 1,
  userId: 41,
  investorName: 'Nina Zupan',
  amount: 250,
  reason: 'Returned card payment',
  status: 'PENDING_APPROVAL',
  requestedBy: 2,
  requestedAt: '2026-11-20T09:30:00Z',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  negativeBalanceDueOn: null,
  ...overrides,
});

function openDeductions(rows: Schemas['Deduction'][]) {
  const api = mockApi(
    http.get('/ops/deductions', ({ response }) => response(200).json({ content: rows, next: null })),
  );
  app = renderConsole(api, '/ops/deductions', ME);
  return api;
}

const rowOf = (id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

describe('deductions: four-eyes', () => {
  it("offers no decision on one's own request, and a decision on another operator's", async () => {
    const api = openDeductions([
      deduction({ Id: 7, requestedBy: ME, amount: 300 }),
      deduction({ Id: 8, requestedBy: 2, amount: 400 }),
    ]);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Deductions' })).toBeVisible();
    expect(new URL(api.requests[0]!.url).searchParams.get('status')).toBe('PENDING_APPROVAL');
    await expect.element(rowOf(7).getByText('Yours: another operator decides')).toBeVisible();
    expect(rowOf(7).getByRole('button', { name: 'Approve' }).elements()).toHaveLength(0);
    expect(rowOf(7).getByText('You', { exact: true }).elements()).toHaveLength(1);
    await expect.element(rowOf(8).getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect.element(rowOf(8).getByRole('button', { name: 'Reject' })).toBeVisible();
  });

  it("says clearly when the service refuses the approval as four-eyes, and books another operator's", async () => {
    const api = openDeductions([deduction({ Id: 8, requestedBy: 2 })]);
    api.use(http.post('/ops/deductions/{id}/approve', () => apiError(403, 'four-eyes')));
    await userEvent.click(rowOf(8).getByRole('button', { name: 'Approve' }));
    const dialog = page.getByRole('alertdialog', { name: 'Approve the deduction of 250,00 €?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect
      .element(dialog.getByText('Another operator must approve or reject this: you asked for it.'))
      .toBeVisible();

    api.use(
      http.post('/ops/deductions/{id}/approve', ({ response }) =>
        response(200).json(deduction({ Id: 8, status: 'BOOKED', decidedBy: ME })),
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect.element(page.getByText('The deduction of 250,00 € is booked.')).toBeVisible();
    const lists = api.requests.filter((r) => r.method === 'GET' && r.url.includes('/ops/deductions'));
    expect(lists.length).toBeGreaterThan(1);
  });

  it('sends the approval with an Idempotency-Key, the same one when the operator tries it again', async () => {
    const api = openDeductions([deduction({ Id: 8, requestedBy: 2 })]);
    let calls = 0;
    api.use(
      http.post('/ops/deductions/{id}/approve', ({ response }) =>
        // The first try does not get through (the service was briefly away); the second books it.
        ++calls === 1
          ? apiError(503, 'service-unavailable')
          : response(200).json(deduction({ Id: 8, status: 'BOOKED', decidedBy: ME })),
      ),
    );
    await userEvent.click(rowOf(8).getByRole('button', { name: 'Approve' }));
    const dialog = page.getByRole('alertdialog', { name: 'Approve the deduction of 250,00 €?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect.poll(() => calls).toBe(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect.element(page.getByText('The deduction of 250,00 € is booked.')).toBeVisible();
    const keys = api.requests.filter((r) => r.method === 'POST').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
