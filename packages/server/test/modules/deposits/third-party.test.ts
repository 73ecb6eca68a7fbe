/**
 * Third-party payments (issue 21, decision 0017): a credit quoting an investor's reference is the
 * investor's only when the payer's name is theirs; a payment from anyone else waits in the operator's
 * review list, is never booked silently, and its account never becomes one of the investor's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@invest/api-client';
import { investorReference } from '../../../src/modules/account/reference.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  contentOf,
  expectContractResponse,
  signIn,
  signInOperator,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';
import { camtDocument, type Credit } from '../../helpers/camt.ts';
import { expectLedgerReconciled } from '../../helpers/ledger.ts';

type Schemas = components['schemas'];

let t: TestApp;
let demo: Session;
let business: Session;
let operator: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
  business = await signIn(t.app, DEMO_USERS.business);
  operator = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
const ref = () => `THIRDPARTY${String(++sequence).padStart(6, '0')}`;

/** Uploads one statement of the credits; the import's summary. */
async function upload(credits: Credit[]): Promise<Schemas['StatementImport']> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/statements',
    headers: { ...operator.headers, 'content-type': 'application/xml' },
    payload: camtDocument(credits, { iban: t.config.platformAccount.iban, id: `STMT-${ref()}` }),
  });
  return expectContractResponse(res, 'importBankStatement', 200) as Schemas['StatementImport'];
}

async function cashCents(userId: number): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    `SELECT balance_cents FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'`,
    [userId],
  );
  return BigInt(rows[0]?.balance_cents ?? 0);
}

async function suspenseCents(): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    `SELECT balance_cents FROM accounts WHERE code = 'suspense'`,
  );
  return BigInt(rows[0]!.balance_cents);
}

async function knownAccounts(userId: number, iban: string) {
  const { rows } = await t.pool.query<{ is_main: boolean }>(
    'SELECT is_main FROM bank_accounts WHERE user_id = $1 AND iban = $2',
    [userId, iban],
  );
  return rows;
}

const ops = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url: `/api/ops${url}`, headers: operator.headers, payload });

async function reviewList(): Promise<Schemas['ThirdPartyPayment'][]> {
  return contentOf(
    expectContractResponse(await ops('/third-party-payments?size=100'), 'listThirdPartyPayments', 200),
  ) as Schemas['ThirdPartyPayment'][];
}

const STRANGER_IBAN = 'SI56192001234567892';

describe("a payment quoting an investor's reference", () => {
  it("from a stranger is not credited to the investor but waits for the operator's review", async () => {
    const cash = await cashCents(demo.userId);
    const suspense = await suspenseCents();
    const bankRef = ref();
    const summary = await upload([
      {
        ref: bankRef,
        amount: '0.01',
        structured: investorReference(demo.userId),
        debtorName: 'Marko Horvat',
        debtorIban: STRANGER_IBAN,
      },
    ]);
    expect(summary).toMatchObject({ booked: 0, suspense: 1 });
    expect(await cashCents(demo.userId)).toBe(cash);
    expect(await suspenseCents()).toBe(suspense + 1n);
    // The stranger's account is not hers in any way.
    expect(await knownAccounts(demo.userId, STRANGER_IBAN)).toEqual([]);

    const waiting = (await reviewList()).find((p) => p.bankReference === bankRef);
    expect(waiting).toEqual({
      Id: summary.lines[0]!.suspenseId,
      bankReference: bankRef,
      amount: 0.01,
      bookingDate: '2026-03-09',
      reference: investorReference(demo.userId),
      remittanceInformation: null,
      payerName: 'Marko Horvat',
      payerIban: STRANGER_IBAN,
      userId: demo.userId,
      investorName: 'Ana Novak',
      pendingApprovalId: null,
      // Never returned to the payer (decision 0019).
      payerReturn: null,
    });
    // It is not a credit that matched nobody: the suspense list leaves it to the review.
    const suspenseList = contentOf(
      expectContractResponse(await ops('/suspense?size=100'), 'listSuspenseCredits', 200),
    ) as Schemas['SuspenseCredit'][];
    expect(suspenseList.map((c) => c.bankReference)).not.toContain(bankRef);
    expect(
      (await auditEvents(t, 'suspense.booked')).find((e) => e.details['bankCreditId'] === waiting!.Id),
    ).toMatchObject({ user_id: String(demo.userId), details: { reason: 'third-party' } });
    await expectLedgerReconciled(t.ownerPool);
  });

  it('without a payer name is not credited either', async () => {
    const cash = await cashCents(demo.userId);
    const bankRef = ref();
    // The bank's file names no payer: written by hand, since the helper always names one.
    const xml = camtDocument(
      [{ ref: bankRef, amount: '10.00', structured: investorReference(demo.userId) }],
      { iban: t.config.platformAccount.iban, id: `STMT-${ref()}` },
    ).replace(/<Dbtr>.*?<\/Dbtr>/s, '');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/statements',
      headers: { ...operator.headers, 'content-type': 'application/xml' },
      payload: xml,
    });
    expect(expectContractResponse(res, 'importBankStatement', 200)).toMatchObject({ booked: 0, suspense: 1 });
    expect(await cashCents(demo.userId)).toBe(cash);
    expect((await reviewList()).find((p) => p.bankReference === bankRef)).toMatchObject({ payerName: null });
  });

  it('from the investor, however the bank writes her name, is booked and her account remembered', async () => {
    const cash = await cashCents(demo.userId);
    const iban = 'SI56020100012345605';
    const summary = await upload([
      {
        ref: ref(),
        amount: '40.00',
        structured: investorReference(demo.userId),
        debtorName: 'NOVAK ANA',
        debtorIban: iban,
      },
    ]);
    expect(summary).toMatchObject({ booked: 1, suspense: 0 });
    expect(await cashCents(demo.userId)).toBe(cash + 4_000n);
    expect(await knownAccounts(demo.userId, iban)).toEqual([{ is_main: false }]);
  });

  it("from a business investor's company, with or without its legal form, is booked; from its director it waits", async () => {
    const cash = await cashCents(business.userId);
    const summary = await upload([
      {
        ref: ref(),
        amount: '100.00',
        structured: investorReference(business.userId),
        debtorName: 'ZELENA ENERGIJA, D. O. O.',
      },
      {
        ref: ref(),
        amount: '50.00',
        text: investorReference(business.userId),
        debtorName: 'Zelena energija',
      },
      {
        ref: ref(),
        amount: '25.00',
        structured: investorReference(business.userId),
        debtorName: 'Tina Šušteršič',
      },
    ]);
    expect(summary.lines.map((l) => l.outcome)).toEqual(['BOOKED', 'BOOKED', 'SUSPENSE']);
    expect(await cashCents(business.userId)).toBe(cash + 15_000n);
    expect((await reviewList()).find((p) => p.Id === summary.lines[2]!.suspenseId)).toMatchObject({
      userId: business.userId,
      investorName: 'Zelena Energija d.o.o.',
      payerName: 'Tina Šušteršič',
    });
  });
});

describe('POST /ops/third-party-payments/{id}/book', () => {
  async function waitingPayment(amount: string, payerName = 'Janez Horvat') {
    const summary = await upload([
      {
        ref: ref(),
        amount,
        structured: investorReference(demo.userId),
        debtorName: payerName,
        debtorIban: STRANGER_IBAN,
      },
    ]);
    return summary.lines[0]!.suspenseId!;
  }

  it("books the payment to the investor it quoted, once, without making the payer's account hers", async () => {
    const id = await waitingPayment('75.00');
    const cash = await cashCents(demo.userId);
    const suspense = await suspenseCents();
    const booked = expectContractResponse(
      await ops(`/third-party-payments/${id}/book`, 'POST'),
      'bookThirdPartyPayment',
      200,
    ) as Schemas['ThirdPartyBooking'];
    expect(booked).toMatchObject({
      paymentId: id,
      userId: demo.userId,
      deposit: { status: 'PROCESSED', value: 75 },
    });
    expect(await cashCents(demo.userId)).toBe(cash + 7_500n);
    expect(await suspenseCents()).toBe(suspense - 7_500n);
    expect(await knownAccounts(demo.userId, STRANGER_IBAN)).toEqual([]);
    expect((await reviewList()).map((p) => p.Id)).not.toContain(id);
    expect((await auditEvents(t, 'third-party.booked')).at(-1)).toMatchObject({
      actor: `operator:${operator.operatorId}`,
      user_id: String(demo.userId),
      details: { bankCreditId: id, amountCents: 7_500, depositId: booked.deposit.Id },
    });

    expectApiError(await ops(`/third-party-payments/${id}/book`, 'POST'), 409, 'third-party-payment-closed');
    expect(await cashCents(demo.userId)).toBe(cash + 7_500n);
    await expectLedgerReconciled(t.ownerPool);
  });

  it('books once of two bookings at once', async () => {
    const id = await waitingPayment('12.34');
    const cash = await cashCents(demo.userId);
    const results = await Promise.all([
      ops(`/third-party-payments/${id}/book`, 'POST'),
      ops(`/third-party-payments/${id}/book`, 'POST'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await cashCents(demo.userId)).toBe(cash + 1_234n);
  });

  it("is not the suspense assignment: neither books the other's credits", async () => {
    const id = await waitingPayment('5.00');
    // Assigning it as suspense (to anyone) is refused: it may go only to the investor it quoted.
    expectApiError(
      await ops(`/suspense/${id}/assign`, 'POST', { userId: business.userId }),
      404,
      'not-found',
    );
    const summary = await upload([{ ref: ref(), amount: '6.00', text: 'no reference here' }]);
    const suspenseId = summary.lines[0]!.suspenseId!;
    expectApiError(await ops(`/third-party-payments/${suspenseId}/book`, 'POST'), 404, 'not-found');
    expectApiError(await ops('/third-party-payments/999999/book', 'POST'), 404, 'not-found');
  });

  it('is an operator call: an investor finds no such call, the anonymous are refused', async () => {
    const id = await waitingPayment('1.00');
    const cash = await cashCents(demo.userId);
    const book = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/ops/third-party-payments/${id}/book`, headers });
    expectApiError(await book(demo.headers), 404, 'not-found');
    expectApiError(await book({}), 401, 'unauthorized');
    expectApiError(
      await t.app.inject({ url: '/api/ops/third-party-payments', headers: demo.headers }),
      404,
      'not-found',
    );
    expect(await cashCents(demo.userId)).toBe(cash);
  });
});
