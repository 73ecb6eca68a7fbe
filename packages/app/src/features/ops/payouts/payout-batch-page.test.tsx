import type { Schemas } from '@invest/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, http, mockApi } from '../../../test/fake-api';
import { renderConsole } from '../../../test/ops-console';
import { fourEyesView, payoutBatchState } from './payout-state';

let app: ReturnType<typeof renderConsole> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const SIGNED_IN = 1;
const OTHER = 2;

const payoutLine = (
  withdrawalId: number,
  status: Schemas['PayoutLineStatus'] = 'SENT',
): Schemas['PayoutLine'] => ({
  withdrawalId,
  endToEndId: `INVEST-WD-${withdrawalId}`,
  userId: 7,
  amount: withdrawalId === 11 ? 120.5 : 79.5,
  creditorIban: 'SI56191000000123438',
  status,
});

const emailOf = (operatorId: number | null) =>
  operatorId === null ? null : `operator${operatorId}@invest.test`;

const batch = (overrides: Partial<Schemas['PayoutBatch']> = {}): Schemas['PayoutBatch'] => {
  const ids = { createdBy: OTHER, approvedBy: null, declinedBy: null, ...overrides };
  return {
    Id: 5,
    messageId: 'PAYOUT-20261124-ABCDEF1234',
    createdAt: '2026-11-24T08:00:00Z',
    approvedAt: null,
    declinedAt: null,
    declineReason: null,
    requestedExecutionDate: '2026-11-26',
    numberOfTransactions: 2,
    controlSum: 200,
    lines: [payoutLine(11), payoutLine(12)],
    returnLines: [],
    ...ids,
    createdByEmail: emailOf(ids.createdBy)!,
    approvedByEmail: emailOf(ids.approvedBy),
    declinedByEmail: emailOf(ids.declinedBy ?? null),
  };
};

const approved = (lines = [payoutLine(11), payoutLine(12)]) =>
  batch({ approvedBy: OTHER, approvedAt: '2026-11-24T09:00:00Z', createdBy: SIGNED_IN, lines });

function openBatch(current: Schemas['PayoutBatch']) {
  const api = mockApi(
    http.get('/ops/payouts/{id}', ({ response }) => response(200).json(current)),
    http.get('/ops/investors/{id}', ({ response }) =>
      response(404).json({ message: 'No such investor', key: 'not-found' }),
    ),
  );
  app = renderConsole(api, '/ops/payouts/5', SIGNED_IN);
  return api;
}

const posts = (requests: Request[], suffix: string) =>
  requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith(suffix));

describe('four-eyes on a payout batch', () => {
  it('tells its maker to wait for a second operator and offers no approval', async () => {
    openBatch(batch({ createdBy: SIGNED_IN }));
    await expect.element(page.getByRole('heading', { name: 'Waiting for a second operator' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Approve' }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('button', { name: 'Decline' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Download pain.001' }).elements()).toHaveLength(0);
  });

  it("offers another operator approval, and shows the service's four-eyes refusal", async () => {
    const api = openBatch(batch({ createdBy: OTHER }));
    api.use(
      http.post('/ops/payouts/{id}/approve', ({ response }) => response.untyped(apiError(403, 'four-eyes'))),
    );
    await expect.element(page.getByRole('heading', { name: 'This batch needs your approval' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Approve' }));
    const dialog = page.getByRole('alertdialog', { name: 'Approve payout batch 5?' });
    await expect.element(dialog.getByText('2 lines, 200,00 €', { exact: false })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect
      .element(dialog.getByText('Another operator must approve or reject this: you asked for it.'))
      .toBeVisible();
    expect(posts(api.requests, '/ops/payouts/5/approve')).toHaveLength(1);
  });

  it('declines only with a reason', async () => {
    const api = openBatch(batch({ createdBy: OTHER }));
    api.use(
      http.post('/ops/payouts/{id}/decline', ({ response }) =>
        response(200).json(batch({ declinedBy: SIGNED_IN, declinedAt: '2026-11-24T09:00:00Z', lines: [] })),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'Decline' }));
    const dialog = page.getByRole('alertdialog', { name: 'Decline payout batch 5?' });
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Reason' }), 'Check the IBAN of line 12');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect.element(page.getByText('Payout batch 5 declined')).toBeVisible();
    expect(await posts(api.requests, '/ops/payouts/5/decline')[0]!.json()).toEqual({
      reason: 'Check the IBAN of line 12',
    });
  });

  it("names the maker and the approver by e-mail, marking the signed-in operator's", async () => {
    openBatch(approved());
    await expect.element(page.getByText('operator1@invest.test (you)')).toBeVisible();
    await expect.element(page.getByText('operator2@invest.test', { exact: true })).toBeVisible();
    expect(page.getByText('Operator 2').elements()).toHaveLength(0);
  });

  it('after approval offers the file and records a line executed or all of them', async () => {
    const api = openBatch(approved());
    api.use(http.post('/ops/payouts/{id}/confirm', ({ response }) => response(200).json(approved())));
    await expect.element(page.getByRole('button', { name: 'Download pain.001' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Approve' }).elements()).toHaveLength(0);

    await userEvent.click(page.getByRole('button', { name: 'Rejected: INVEST-WD-12' }));
    const reject = page.getByRole('alertdialog', { name: 'Mark INVEST-WD-12 as rejected?' });
    await userEvent.fill(reject.getByRole('textbox', { name: "The bank's reason" }), 'AC04');
    await userEvent.click(reject.getByRole('button', { name: 'Rejected' }));
    await expect.element(page.getByText('1 line recorded')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Mark all executed' }));
    const all = page.getByRole('alertdialog', { name: 'Mark 2 lines as executed?' });
    await expect.element(all.getByText('200,00 €', { exact: false })).toBeVisible();
    await userEvent.click(all.getByRole('button', { name: 'Executed' }));
    await expect.element(page.getByText('2 lines recorded')).toBeVisible();

    const [rejected, executed] = posts(api.requests, '/ops/payouts/5/confirm');
    expect(await rejected!.json()).toEqual({
      lines: [{ endToEndId: 'INVEST-WD-12', outcome: 'REJECTED', reason: 'AC04' }],
    });
    expect(await executed!.json()).toEqual({
      lines: [
        { endToEndId: 'INVEST-WD-11', outcome: 'EXECUTED' },
        { endToEndId: 'INVEST-WD-12', outcome: 'EXECUTED' },
      ],
    });
  });

  it('reads the state and the view from the batch and the signed-in operator', () => {
    expect(fourEyesView(batch({ createdBy: SIGNED_IN }), SIGNED_IN)).toBe('waiting');
    expect(fourEyesView(batch({ createdBy: OTHER }), SIGNED_IN)).toBe('approve');
    expect(fourEyesView(approved(), SIGNED_IN)).toBe('pay-out');
    const settled = approved([payoutLine(11, 'PROCESSED'), payoutLine(12, 'DECLINED')]);
    expect(payoutBatchState(settled)).toBe('CONFIRMED');
    expect(fourEyesView(settled, OTHER)).toBe('closed');
    expect(payoutBatchState(batch({ declinedBy: OTHER, lines: [] }))).toBe('DECLINED');
  });
});

describe('the payouts page', () => {
  it('builds a batch of every pending withdrawal after naming their count and total, then opens it', async () => {
    const pending: Schemas['OpsWithdrawal'] = {
      Id: 11,
      userId: 7,
      investorName: 'Ana Novak',
      amount: 120.5,
      iban: 'SI56191000000123438',
      status: 'PENDING',
      requestedAt: '2026-11-24T07:00:00Z',
      payoutBatchId: null,
      waitingReason: null,
      holdReason: null,
    };
    const api = mockApi(
      http.get('/ops/withdrawals', ({ response }) => response(200).json({ content: [pending], next: null })),
      http.get('/ops/withdrawals/totals', ({ response }) => response(200).json({ count: 2, total: 200 })),
      http.get('/ops/payouts', ({ response }) => response(200).json({ content: [], next: null })),
      http.post('/ops/payouts', ({ response }) => response(201).json(batch({ createdBy: SIGNED_IN }))),
      http.get('/ops/payouts/{id}', ({ response }) => response(200).json(batch({ createdBy: SIGNED_IN }))),
      http.get('/ops/investors/{id}', ({ response }) =>
        response(404).json({ message: 'No', key: 'not-found' }),
      ),
    );
    app = renderConsole(api, '/ops/payouts', SIGNED_IN);
    await expect.element(page.getByRole('link', { name: 'Ana Novak' })).toBeVisible();
    const withdrawals = api.requests.find((r) => new URL(r.url).pathname === '/api/ops/withdrawals');
    expect(new URL(withdrawals!.url).searchParams.get('status')).toBe('PENDING');

    await userEvent.click(page.getByRole('button', { name: 'Build payout batch' }));
    const dialog = page.getByRole('alertdialog', { name: 'Pay out 2 withdrawals?' });
    await expect.element(dialog.getByText('200,00 € in total', { exact: false })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Build the batch' }));
    await expect.poll(() => app!.router.state.location.pathname).toBe('/ops/payouts/5');
    await expect.element(page.getByRole('heading', { name: 'Waiting for a second operator' })).toBeVisible();
    expect(posts(api.requests, '/api/ops/payouts')).toHaveLength(1);
  });

  it('says why a pending withdrawal waits, holds one with a reason and releases a held one', async () => {
    const line = (
      Id: number,
      name: string,
      waiting: Partial<Schemas['OpsWithdrawal']>,
    ): Schemas['OpsWithdrawal'] => ({
      Id,
      userId: Id,
      investorName: name,
      amount: 50,
      iban: 'SI56191000000123438',
      status: 'PENDING',
      requestedAt: '2026-11-24T07:00:00Z',
      payoutBatchId: null,
      waitingReason: null,
      holdReason: null,
      ...waiting,
    });
    const rows = [
      line(21, 'Free Investor', {}),
      line(22, 'Held Investor', { waitingReason: 'ON_HOLD', holdReason: 'Source of funds' }),
      line(23, 'Blocked Investor', { waitingReason: 'INVESTOR_BLOCKED' }),
    ];
    const api = mockApi(
      http.get('/ops/withdrawals', ({ response }) => response(200).json({ content: rows, next: null })),
      http.get('/ops/withdrawals/totals', ({ response }) => response(200).json({ count: 3, total: 150 })),
      http.get('/ops/payouts', ({ response }) => response(200).json({ content: [], next: null })),
      http.post('/ops/withdrawals/{id}/hold', ({ response }) =>
        response(200).json(line(21, 'Free Investor', { waitingReason: 'ON_HOLD', holdReason: 'Check' })),
      ),
      http.post('/ops/withdrawals/{id}/release', ({ response }) =>
        response(200).json(line(22, 'Held Investor', {})),
      ),
      http.get('/ops/investors/{id}', ({ response }) =>
        response(404).json({ message: 'No', key: 'not-found' }),
      ),
    );
    app = renderConsole(api, '/ops/payouts', SIGNED_IN);
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await expect.element(row('Held Investor').getByText('On hold')).toBeVisible();
    await expect.element(row('Held Investor').getByText('Source of funds')).toBeVisible();
    await expect.element(row('Blocked Investor').getByText('Waiting: investor blocked')).toBeVisible();
    // A measure on the investor is lifted on the profile, not here.
    expect(row('Blocked Investor').getByRole('button').elements()).toHaveLength(0);

    await userEvent.click(row('Free Investor').getByRole('button', { name: 'Hold' }));
    const hold = page.getByRole('alertdialog', { name: 'Hold the withdrawal of 50,00 €?' });
    await userEvent.fill(hold.getByRole('textbox'), 'Source of funds check');
    await userEvent.click(hold.getByRole('button', { name: 'Hold' }));
    await expect.poll(() => posts(api.requests, '/api/ops/withdrawals/21/hold')).toHaveLength(1);
    const sent = posts(api.requests, '/api/ops/withdrawals/21/hold')[0]!;
    expect(await sent.clone().json()).toEqual({ reason: 'Source of funds check' });

    await userEvent.click(row('Held Investor').getByRole('button', { name: 'Release' }));
    const release = page.getByRole('alertdialog', { name: 'Release the withdrawal of 50,00 €?' });
    await userEvent.click(release.getByRole('button', { name: 'Release' }));
    await expect.poll(() => posts(api.requests, '/api/ops/withdrawals/22/release')).toHaveLength(1);
  });
});

describe('returns to third-party payers in a batch', () => {
  const returnLine: Schemas['PayoutReturnLine'] = {
    payerReturnId: 4,
    paymentId: 31,
    endToEndId: 'INVEST-PR-4',
    payerName: 'KRAJNC STANISLAV',
    creditorIban: 'SI56290000155362526',
    amount: 300,
    status: 'SENT',
  };

  it('lists them apart from the withdrawals, offers only "Executed", and keeps the batch open until then', async () => {
    const api = openBatch({ ...approved([payoutLine(11, 'PROCESSED')]), returnLines: [returnLine] });
    api.use(
      http.post('/ops/payouts/{id}/confirm', ({ response }) =>
        response(200).json({
          ...approved([payoutLine(11, 'PROCESSED')]),
          returnLines: [{ ...returnLine, status: 'PROCESSED' }],
        }),
      ),
    );
    const returns = page.getByRole('table', { name: 'Returns to payers' });
    await expect.element(returns.getByText('KRAJNC STANISLAV')).toBeVisible();
    await expect.element(returns.getByText('SI56 **** 2526')).toBeVisible();
    await expect.element(returns.getByText('Awaiting the bank')).toBeVisible();
    // The withdrawal is settled, the return not: the batch still waits for the bank.
    await expect.element(page.getByText('1 of 2', { exact: false })).toBeVisible();
    expect(returns.getByRole('button', { name: /Rejected/ }).elements()).toHaveLength(0);
    await userEvent.click(returns.getByRole('button', { name: 'Executed: INVEST-PR-4' }));
    const dialog = page.getByRole('alertdialog', { name: 'Mark INVEST-PR-4 as executed?' });
    await expect.element(dialog.getByText(/back to KRAJNC STANISLAV/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Executed' }));
    await expect.poll(() => posts(api.requests, '/ops/payouts/5/confirm').length).toBe(1);
    expect(await posts(api.requests, '/ops/payouts/5/confirm')[0]!.json()).toEqual({
      lines: [{ endToEndId: 'INVEST-PR-4', outcome: 'EXECUTED' }],
    });
  });

  it('shows no returns section when the batch has none', async () => {
    openBatch(approved());
    await expect.element(page.getByRole('table', { name: 'Lines of the batch' })).toBeVisible();
    expect(page.getByRole('table', { name: 'Returns to payers' }).elements()).toHaveLength(0);
  });
});

describe('a batch of returns to payers alone', () => {
  it('can be built when no withdrawal waits but a return to a payer does', async () => {
    const api = mockApi(
      http.get('/ops/withdrawals', ({ response }) => response(200).json({ content: [], next: null })),
      http.get('/ops/withdrawals/totals', ({ response }) =>
        response(200).json({ count: 0, total: 0, payerReturns: { count: 1, total: 300 } }),
      ),
      http.get('/ops/payouts', ({ response }) => response(200).json({ content: [], next: null })),
      http.post('/ops/payouts', ({ response }) => response(201).json(batch({ createdBy: SIGNED_IN }))),
      http.get('/ops/payouts/{id}', ({ response }) => response(200).json(batch({ createdBy: SIGNED_IN }))),
      http.get('/ops/investors/{id}', ({ response }) =>
        response(404).json({ message: 'No', key: 'not-found' }),
      ),
    );
    app = renderConsole(api, '/ops/payouts', SIGNED_IN);
    const build = page.getByRole('button', { name: 'Build payout batch' });
    await expect.element(build).toBeEnabled();
    await userEvent.click(build);
    const dialog = page.getByRole('alertdialog', { name: 'Return 1 payment to its payer?' });
    await expect
      .element(
        dialog.getByText('Every payment waiting to be returned to its payer, 300,00 € in total', {
          exact: false,
        }),
      )
      .toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Build the batch' }));
    await expect.poll(() => posts(api.requests, '/api/ops/payouts')).toHaveLength(1);
  });
});
