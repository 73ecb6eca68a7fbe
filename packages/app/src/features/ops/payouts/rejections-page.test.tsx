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

const rejection = (overrides: Partial<Schemas['PayoutRejection']>): Schemas['PayoutRejection'] => ({
  Id: 1,
  withdrawalId: 31,
  payoutBatchId: 5,
  endToEndId: 'INVEST-WD-31',
  userId: 41,
  investorName: 'Nina Zupan',
  amount: 120,
  reason: 'The bank called: account closed',
  status: 'PENDING_APPROVAL',
  requestedBy: 2,
  requestedByEmail: 'ops2@invest.si',
  requestedAt: '2026-11-20T09:30:00Z',
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  ...overrides,
});

function openRejections(rows: Schemas['PayoutRejection'][]) {
  const api = mockApi(
    http.get('/ops/payout-rejections', ({ response }) => response(200).json({ content: rows, next: null })),
  );
  app = renderConsole(api, '/ops/payout-rejections', ME);
  return api;
}

const rowOf = (endToEndId: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: endToEndId }) });

describe('rejected payout lines: four-eyes', () => {
  it("waits for another operator on one's own mark, and offers a decision on another's", async () => {
    const api = openRejections([
      rejection({ Id: 7, endToEndId: 'INVEST-WD-7', requestedBy: ME }),
      rejection({ Id: 8, endToEndId: 'INVEST-WD-8', requestedBy: 2 }),
    ]);
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Rejected payout lines' }))
      .toBeVisible();
    expect(new URL(api.requests[0]!.url).searchParams.get('status')).toBe('PENDING_APPROVAL');
    await expect.element(rowOf('INVEST-WD-7').getByText('Yours: another operator decides')).toBeVisible();
    expect(rowOf('INVEST-WD-7').getByRole('button', { name: 'Approve' }).elements()).toHaveLength(0);
    await expect.element(rowOf('INVEST-WD-8').getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect.element(rowOf('INVEST-WD-8').getByRole('button', { name: 'Decline' })).toBeVisible();
  });

  it('approves with an Idempotency-Key, the same on a retry, and says the four-eyes refusal', async () => {
    const api = openRejections([rejection({ Id: 8, endToEndId: 'INVEST-WD-8', requestedBy: 2 })]);
    let calls = 0;
    api.use(
      http.post('/ops/payout-rejections/{id}/approve', ({ response }) =>
        ++calls === 1
          ? apiError(403, 'four-eyes')
          : response(200).json(rejection({ Id: 8, status: 'APPROVED', decidedBy: ME })),
      ),
    );
    await userEvent.click(rowOf('INVEST-WD-8').getByRole('button', { name: 'Approve' }));
    const dialog = page.getByRole('alertdialog', { name: 'Approve the rejection of 120,00 €?' });
    await expect
      .element(dialog.getByText("120,00 € returns to Nina Zupan's available funds", { exact: false }))
      .toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect
      .element(dialog.getByText('Another operator must approve or reject this: you asked for it.'))
      .toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect
      .element(page.getByText('The rejection is approved: 120,00 € returned to the investor.'))
      .toBeVisible();
    const keys = api.requests.filter((r) => r.method === 'POST').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('declines only with a reason, and sends it', async () => {
    const api = openRejections([rejection({ Id: 8, endToEndId: 'INVEST-WD-8', requestedBy: 2 })]);
    api.use(
      http.post('/ops/payout-rejections/{id}/decline', ({ response }) =>
        response(200).json(rejection({ Id: 8, status: 'DECLINED', decidedBy: ME, declineReason: 'Paid' })),
      ),
    );
    await userEvent.click(rowOf('INVEST-WD-8').getByRole('button', { name: 'Decline' }));
    const dialog = page.getByRole('alertdialog', { name: 'Decline the rejection of 120,00 €?' });
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Reason' }), 'The bank executed it after all');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect.element(page.getByText('The rejection of 120,00 € is declined.')).toBeVisible();
    const posted = api.requests.filter((r) => r.method === 'POST');
    expect(await Promise.all(posted.map((r) => r.json() as Promise<unknown>))).toEqual([
      { reason: 'The bank executed it after all' },
    ]);
  });
});
