import type { Schemas } from '@invest/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http, mockApi } from '../../../test/fake-api';
import { renderConsole } from '../../../test/ops-console';
import { outcomeGroups } from './statement-outcome';

let app: ReturnType<typeof renderConsole> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const line = (
  bankReference: string,
  outcome: Schemas['StatementLine']['outcome'],
  amount: number,
  extra: Partial<Schemas['StatementLine']> = {},
): Schemas['StatementLine'] => ({ bankReference, amount, bookingDate: '2026-11-23', outcome, ...extra });

const imported: Schemas['StatementImport'] = {
  messageType: 'camt.053',
  statementIds: ['STMT-2026-11-23'],
  booked: 2,
  suspense: 1,
  originator: 1,
  alreadyImported: 1,
  ignored: 1,
  totalCredited: 100.3,
  totalSuspense: 75,
  totalOriginator: 2500,
  reversed: 1,
  returned: 1,
  unmatched: 0,
  totalReversed: 100,
  totalReturned: 50,
  totalShortfall: 70,
  reversals: [
    {
      kind: 'REVERSAL',
      bankReference: 'reversal:BANK-9',
      amount: 100,
      bookingDate: '2026-11-23',
      outcome: 'REVERSED',
      userId: 7,
      depositId: 60,
      shortfall: 70,
    },
    {
      kind: 'RETURN',
      bankReference: 'BANK-10',
      amount: 50,
      bookingDate: '2026-11-23',
      reasonCode: 'AC04',
      outcome: 'RETURNED',
      userId: 8,
      withdrawalId: 12,
    },
  ],
  lines: [
    line('BANK-1', 'BOOKED', 100.1, { userId: 7, depositId: 70 }),
    line('BANK-2', 'ALREADY_IMPORTED', 12.5),
    line('BANK-3', 'SUSPENSE', 75, { suspenseId: 30 }),
    line('BANK-4', 'BOOKED', 0.2, { userId: 8, depositId: 71 }),
    line('BANK-5', 'ORIGINATOR', 2500, { originatorId: 3, originatorName: 'Alpen Logistik GmbH' }),
  ],
};

const credit: Schemas['SuspenseCredit'] = {
  Id: 30,
  bankReference: 'BANK-3',
  amount: 75,
  bookingDate: '2026-11-23',
  reason: 'NO_REFERENCE',
  reference: null,
  remittanceInformation: 'Deposit for Ana',
  debtorName: 'Janez Kranjski',
  debtorIban: 'SI56191000000123438',
  pendingApprovalId: null,
};

const investor = (Id: number, name: string): Schemas['OpsInvestor'] => ({
  Id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@invest.si`,
  investorType: 'Personal',
  reference: `RF${Id}1000${Id}`,
  identified: true,
  blocked: false,
  blockedReason: null,
  restrictions: { buying: false, withdrawing: false },
  closed: false,
  registeredAt: '2025-01-10T10:00:00Z',
  availableFunds: 10,
  lastPurchaseAt: null,
  inactive: false,
  inactivityNotice: null,
});

const thirdPartyPayment: Schemas['ThirdPartyPayment'] = {
  Id: 31,
  bankReference: 'BANK-6',
  amount: 300,
  bookingDate: '2026-11-23',
  reference: 'RF71100007',
  remittanceInformation: null,
  payerName: 'KRAJNC STANISLAV',
  payerIban: 'SI56290000155362526',
  userId: 9,
  investorName: 'Maja Krajnc',
  pendingApprovalId: null,
  payerReturn: null,
};

const waitingRequest: Schemas['HeldCreditApproval'] = {
  Id: 5,
  bankCreditId: 31,
  kind: 'THIRD_PARTY',
  bankReference: 'BANK-6',
  amount: 300,
  bookingDate: '2026-11-23',
  payerName: 'KRAJNC STANISLAV',
  payerIban: 'SI56290000155362526',
  userId: 9,
  investorName: 'Maja Krajnc',
  status: 'PENDING_APPROVAL',
  requestedBy: 1,
  requestedAt: '2026-11-23T09:30:00Z',
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  depositId: null,
};

function openBank({ aboveThreshold = false } = {}) {
  let suspense = [credit];
  let thirdParty = [thirdPartyPayment];
  const api = mockApi(
    http.get('/ops/suspense', ({ response }) => response(200).json({ content: suspense, next: null })),
    http.get('/ops/third-party-payments', ({ response }) =>
      response(200).json({ content: thirdParty, next: null }),
    ),
    http.post('/ops/third-party-payments/{id}/return', ({ response }) => {
      const payerReturn: Schemas['PayerReturn'] = {
        Id: 4,
        paymentId: 31,
        amount: 300,
        payerName: 'KRAJNC STANISLAV',
        payerIban: 'SI56290000155362526',
        status: 'PENDING',
        reason: 'The investor does not know the payer',
        payoutBatchId: null,
        endToEndId: null,
        requestedAt: '2026-11-24T08:00:00Z',
        rejectReason: null,
      };
      thirdParty = [{ ...thirdPartyPayment, payerReturn }];
      return response(200).json(payerReturn);
    }),
    http.post('/ops/third-party-payments/{id}/book', ({ response }) => {
      if (aboveThreshold) {
        // Above the amount one operator may book: a request, the payment stays listed as waiting.
        thirdParty = [{ ...thirdPartyPayment, pendingApprovalId: 5 }];
        return response(202).json(waitingRequest);
      }
      thirdParty = [];
      return response(200).json({
        paymentId: 31,
        userId: 9,
        deposit: { Id: 73, status: 'PROCESSED', dateFormatted: '2026-11-23', value: 300 },
      });
    }),
    http.get('/ops/statements', ({ response }) =>
      response(200).json({
        content: [
          {
            statementId: 'STMT-2026-11-22',
            messageType: 'camt.053',
            importedAt: '2026-11-22T17:00:00Z',
            importedBy: 'ops@invest.si',
            credits: 3,
            booked: 2,
            totalBooked: 1234.5,
            suspense: 1,
            totalSuspense: 75,
            originator: 1,
            totalOriginator: 2500,
            openSuspense: 1,
          },
        ],
        next: null,
      }),
    ),
    http.get('/ops/investors/{id}', ({ params, response }) => {
      const id = Number(params.id);
      const profile = {
        ...investor(id, id === 7 ? 'Ana Novak' : 'Luka Horvat'),
      } as Schemas['OpsInvestorProfile'];
      return response(200).json(profile);
    }),
    http.get('/ops/investors', ({ response }) =>
      response(200).json({ content: [investor(7, 'Ana Novak')], next: null }),
    ),
    http.post('/ops/statements', ({ response }) => response(200).json(imported)),
    http.post('/ops/suspense/{id}/assign', ({ response }) => {
      suspense = [];
      return response(200).json({
        suspenseId: 30,
        userId: 7,
        deposit: { Id: 72, status: 'PROCESSED', dateFormatted: '2026-11-23', value: 75 },
      });
    }),
  );
  app = renderConsole(api, '/ops/bank');
  return api;
}

const normalised = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('the statement outcome', () => {
  it('groups the credits and adds each group in cents', () => {
    const groups = outcomeGroups(imported);
    expect(groups.map((g) => [g.outcome, g.lines.map((l) => l.bankReference), g.totalCents])).toEqual([
      ['BOOKED', ['BANK-1', 'BANK-4'], 10030],
      ['ORIGINATOR', ['BANK-5'], 250000],
      ['ALREADY_IMPORTED', ['BANK-2'], 1250],
      ['SUSPENSE', ['BANK-3'], 7500],
    ]);
  });

  it('sends the file as XML and shows booked, already imported and suspense with counts and totals', async () => {
    const api = openBank();
    const xml = '<?xml version="1.0"?><Document><BkToCstmrStmt/></Document>';
    await expect.element(page.getByRole('heading', { level: 1, name: 'Bank statements' })).toBeVisible();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([xml], 'statement.xml', { type: 'application/xml' }));
    await userEvent.click(page.getByRole('button', { name: 'Book the statement' }));

    const booked = page.getByRole('heading', { name: 'Booked to investors' });
    await expect.element(booked).toBeVisible();
    const [sent] = api.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/ops/statements'));
    expect(sent!.headers.get('Content-Type')).toBe('application/xml');
    expect(await sent!.text()).toBe(xml);

    const card = (outcome: string) => document.querySelector(`[data-outcome="${outcome}"]`)!;
    expect(normalised(card('BOOKED').textContent)).toContain('2 credits · 100,30 €');
    expect(normalised(card('ALREADY_IMPORTED').textContent)).toContain('1 credit · 12,50 €');
    expect(normalised(card('SUSPENSE').textContent)).toContain('1 credit · 75,00 €');
    expect(normalised(card('ORIGINATOR').textContent)).toContain('1 credit · 2.500,00 €');
    expect(card('ORIGINATOR').textContent).toContain('Alpen Logistik GmbH');
    // Each investor links from the booked credits and again from the reversals below.
    await expect.element(page.getByRole('link', { name: 'Ana Novak' }).first()).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Luka Horvat' }).first()).toBeVisible();
    expect(card('SUSPENSE').textContent).toContain('BANK-3');
    expect(card('BOOKED').textContent).not.toContain('BANK-3');
    await expect.element(page.getByText('1 entry was not booked here', { exact: false })).toBeVisible();
    // The bank's reversals and returns, with what the investor owes of a reversed deposit.
    const reversals = card('REVERSALS');
    expect(normalised(reversals.textContent)).toContain(
      'Credits reversed: 1 (100,00 €) · payouts returned: 1 (50,00 €) · to review: 0',
    );
    expect(normalised(reversals.textContent)).toContain('Investors had already spent 70,00 €');
    expect(reversals.textContent).toContain('Credit taken back');
    expect(reversals.textContent).toContain('Payout returned');
    expect(normalised(reversals.textContent)).toContain('Money back to the investor · AC04');
    expect(normalised(reversals.textContent)).toContain('70,00 € owed');
    expect(reversals.textContent).toContain('Ana Novak');

    // The statements imported so far, read again after the upload.
    const history = page.getByRole('table', { name: 'Statements imported' });
    await expect.element(history.getByText('STMT-2026-11-22')).toBeVisible();
    expect(normalised(history.element().textContent)).toContain('2 · 1.234,50 €');
    await expect
      .poll(
        () =>
          api.requests.filter((r) => new URL(r.url).pathname === '/api/ops/statements' && r.method === 'GET')
            .length,
      )
      .toBe(2);
  });
});

describe('the suspense list', () => {
  it('assigns a credit to the investor found, after confirming, and reads the list again', async () => {
    const api = openBank();
    await userEvent.click(
      page.getByRole('button', { name: 'Assign to investor: 75,00 € from Janez Kranjski' }),
    );
    const dialog = page.getByRole('dialog', { name: 'Assign 75,00 € to an investor' });
    await expect.element(dialog).toBeVisible();
    await userEvent.fill(dialog.getByRole('searchbox', { name: 'Find the investor' }), 'novak');
    await userEvent.click(dialog.getByRole('button', { name: 'Choose: Ana Novak' }));
    const confirm = page.getByRole('dialog', { name: 'Assign 75,00 € to Ana Novak?' });
    await expect.element(confirm).toBeVisible();
    expect(api.requests.filter((r) => r.url.includes('/assign'))).toHaveLength(0);

    await userEvent.click(confirm.getByRole('button', { name: 'Assign' }));
    await expect.element(page.getByText('Assigned to Ana Novak')).toBeVisible();
    const [assign] = api.requests.filter(
      (r) => r.method === 'POST' && r.url.endsWith('/ops/suspense/30/assign'),
    );
    expect(await assign!.json()).toEqual({ userId: 7 });
    const search = api.requests.find((r) => new URL(r.url).pathname === '/api/ops/investors');
    expect(new URL(search!.url).searchParams.get('q')).toBe('novak');
    await expect
      .element(page.getByText('Nothing in suspense: every credit found its investor.'))
      .toBeVisible();
  });
});

describe('the third-party payments', () => {
  it('shows the payer and the investor quoted, and books the payment to her only after confirming', async () => {
    const api = openBank();
    const list = page.getByRole('table', { name: 'Third-party payments waiting for review' });
    await expect.element(list.getByText('KRAJNC STANISLAV')).toBeVisible();
    await expect.element(list.getByText('SI56 2900 0015 5362 526')).toBeVisible();
    await expect.element(list.getByRole('link', { name: 'Maja Krajnc' })).toBeVisible();
    await userEvent.click(
      page.getByRole('button', { name: 'Book to investor Maja Krajnc: 300,00 € from KRAJNC STANISLAV' }),
    );
    const confirm = page.getByRole('dialog', { name: 'Book 300,00 € to Maja Krajnc?' });
    await expect.element(confirm).toBeVisible();
    expect(api.requests.filter((r) => r.url.includes('/book'))).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Book to investor' }));
    await expect.element(page.getByText('Booked to Maja Krajnc')).toBeVisible();
    expect(
      api.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/ops/third-party-payments/31/book')),
    ).toHaveLength(1);
    await expect
      .element(page.getByText('No third-party payment waits: every payer was the investor.'))
      .toBeVisible();
  });

  it('returns the payment to the payer with a reason, and then shows it returning instead of the actions', async () => {
    const api = openBank();
    await userEvent.click(page.getByRole('button', { name: 'Return to payer KRAJNC STANISLAV: 300,00 €' }));
    const confirm = page.getByRole('alertdialog', { name: 'Return 300,00 € to KRAJNC STANISLAV?' });
    await expect.element(confirm.getByText(/in the next payout file/)).toBeVisible();
    // A reason first: nothing is sent without one.
    await userEvent.click(confirm.getByRole('button', { name: 'Return to payer' }));
    expect(api.requests.filter((r) => r.url.includes('/return'))).toHaveLength(0);
    await userEvent.fill(confirm.getByRole('textbox'), 'The investor does not know the payer');
    await userEvent.click(confirm.getByRole('button', { name: 'Return to payer' }));
    await expect.element(page.getByText('Returning to KRAJNC STANISLAV')).toBeVisible();
    const sent = api.requests.filter(
      (r) => r.method === 'POST' && r.url.endsWith('/ops/third-party-payments/31/return'),
    );
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ reason: 'The investor does not know the payer' });
    expect(sent[0]!.headers.get('idempotency-key')).toBeTruthy();
    const list = page.getByRole('table', { name: 'Third-party payments waiting for review' });
    await expect.element(list.getByText('Returning to payer')).toBeVisible();
    expect(list.getByRole('button', { name: /Book to investor/ }).query()).toBeNull();
  });
});

describe('held money above the amount one operator may book', () => {
  it('tells the operator the booking went to a second operator and shows the payment waiting', async () => {
    openBank({ aboveThreshold: true });
    await userEvent.click(
      page.getByRole('button', { name: 'Book to investor Maja Krajnc: 300,00 € from KRAJNC STANISLAV' }),
    );
    const confirm = page.getByRole('dialog', { name: 'Book 300,00 € to Maja Krajnc?' });
    await userEvent.click(confirm.getByRole('button', { name: 'Book to investor' }));
    await expect.element(page.getByText('Sent to a second operator')).toBeVisible();
    await expect.element(page.getByText('Booked to Maja Krajnc')).not.toBeInTheDocument();
    const list = page.getByRole('table', { name: 'Third-party payments waiting for review' });
    await expect.element(list.getByText('Awaiting approval')).toBeVisible();
    expect(list.getByRole('button', { name: /Book to investor/ }).elements()).toHaveLength(0);
    await expect
      .element(list.getByRole('link', { name: 'To the approvals' }))
      .toHaveAttribute('href', '/ops/bank/approvals');
    await expect
      .element(page.getByRole('link', { name: 'Assignments awaiting a second operator' }))
      .toBeVisible();
  });
});
