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

const repayment = (overrides: Partial<Schemas['Repayment']>): Schemas['Repayment'] => ({
  Id: 1,
  receivableId: 41,
  receivableNumber: 'F-2026-0041',
  originatorId: 3,
  originatorName: 'Alpen Logistik GmbH',
  amount: 1050,
  paidOn: '2026-06-29',
  payer: 'ORIGINATOR',
  scheduledAmount: 1008.21,
  status: 'PENDING_APPROVAL',
  requestedBy: 2,
  requestedAt: '2026-06-29T09:30:00Z',
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  ...overrides,
});

function openRepayments(rows: Schemas['Repayment'][]) {
  const api = mockApi(
    http.get('/ops/repayments', ({ response }) => response(200).json({ content: rows, next: null })),
  );
  app = renderConsole(api, '/ops/repayments', ME);
  return api;
}

const rowOf = (number: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });

describe('repayments beyond the schedule: four-eyes', () => {
  it("offers no decision on one's own, and approves another operator's", async () => {
    const api = openRepayments([
      repayment({ Id: 7, receivableNumber: 'F-7', requestedBy: ME }),
      repayment({ Id: 8, receivableNumber: 'F-8', requestedBy: 2 }),
    ]);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Repayments' })).toBeVisible();
    expect(new URL(api.requests[0]!.url).searchParams.get('status')).toBe('PENDING_APPROVAL');
    await expect.element(rowOf('F-7').getByText('Recorded by you: another operator decides')).toBeVisible();
    expect(rowOf('F-7').getByRole('button', { name: 'Approve' }).elements()).toHaveLength(0);
    await expect.element(rowOf('F-8').getByText('Schedule: 1.008,21 €')).toBeVisible();

    api.use(http.post('/ops/repayments/{id}/approve', () => apiError(422, 'originator-funds-insufficient')));
    await userEvent.click(rowOf('F-8').getByRole('button', { name: 'Approve' }));
    const dialog = page.getByRole('alertdialog', { name: 'Approve 1.050,00 € for F-8?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect
      .element(
        dialog.getByText('More than has arrived from the originator and not been distributed.', {
          exact: false,
        }),
      )
      .toBeVisible();

    api.use(
      http.post('/ops/repayments/{id}/approve', ({ response }) =>
        response(200).json(repayment({ Id: 8, receivableNumber: 'F-8', status: 'BOOKED', decidedBy: ME })),
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect.element(page.getByText('The repayment of F-8 was booked')).toBeVisible();
  });

  it('declines one with a reason', async () => {
    const api = openRepayments([repayment({ Id: 9, receivableNumber: 'F-9' })]);
    api.use(
      http.post('/ops/repayments/{id}/decline', ({ response }) =>
        response(200).json(
          repayment({
            Id: 9,
            receivableNumber: 'F-9',
            status: 'DECLINED',
            declineReason: 'Paid the amount due only',
          }),
        ),
      ),
    );
    await userEvent.click(rowOf('F-9').getByRole('button', { name: 'Decline' }));
    const dialog = page.getByRole('alertdialog');
    await userEvent.fill(dialog.getByRole('textbox'), 'Paid the amount due only');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect.element(page.getByText('The repayment of F-9 was declined')).toBeVisible();
    const [sent] = api.requests.filter((r) => r.method === 'POST');
    expect(await sent!.json()).toEqual({ reason: 'Paid the amount due only' });
  });
});
