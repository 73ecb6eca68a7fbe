/**
 * A third-party payment returned to its payer through the payout file (issue 21, item 3; decision
 * 0019, src/modules/withdrawals/payer-returns.ts): the money leaves suspense for payer-returns-pending,
 * the next payout batch carries a credit transfer to the payer's IBAN, executed it leaves through the
 * bank; a declined batch puts it back for the next one; the bank's return of the line puts the money
 * in suspense again, the payment open for review, once. A payment is booked or returned, never both.
 */
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@invest/api-client';
import { investorReference } from '../../../src/modules/account/reference.ts';
import {
  createTestApp,
  DEMO_APPROVER,
  expectApiError,
  contentOf,
  expectContractResponse,
  signInOperator,
  withoutIdempotencyKey,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';
import { camtDocument, camtFixture } from '../../helpers/camt.ts';
import { expectLedgerReconciled } from '../../helpers/ledger.ts';
import { importStatement } from '../../helpers/originators.ts';
import { postTransaction, systemAccountId } from '../../../src/modules/ledger/index.ts';
import { reconcileLedger } from '../../../src/modules/ledger/reconcile.ts';
import { fundedInvestor, type Investor } from '../../helpers/withdrawals.ts';

type Schemas = components['schemas'];

let t: TestApp;
let operator: OperatorSession;
let approver: OperatorSession;
let investor: Investor;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t.app);
  approver = await signInOperator(t.app, DEMO_APPROVER.email);
  investor = await fundedInvestor(t, { cents: 10_000n });
});
afterAll(async () => {
  // close() reconciles the ledger, payer-returns-pending against the open returns included.
  await t?.close();
});

let sequence = 0;
const next = (prefix: string) => `${prefix}${process.pid}${String(sequence++).padStart(4, '0')}`;

const PAYER = 'Marko Horvat';
const PAYER_IBAN = 'SI56192001234567892';

/** The values of one transfer from a stranger quoting the investor's reference. */
function strangerTransfer(amount: string) {
  return {
    IBAN: t.config.platformAccount.iban,
    DATE: '2026-03-10',
    AMOUNT: amount,
    TX_REF: next('2026031000'),
    E2E: next('E2E-'),
    TXID: next('SI0310'),
    PAYER,
    PAYER_IBAN,
    REFERENCE: investorReference(investor.userId),
  };
}

/** A third-party payment of `amount` €, imported from a bank notification: its id and bank reference. */
async function thirdPartyPayment(amount = '25.00') {
  const tx = strangerTransfer(amount);
  const summary = await importStatement(
    t,
    operator,
    camtFixture('credit-notification.camt054.xml', { ...tx, NTF_ID: next('NTF-'), ENTRY_REF: next('NTRY-') }),
  );
  expect(summary).toMatchObject({ booked: 0, suspense: 1 });
  const line = summary.lines[0]!;
  return { id: line.suspenseId!, bankRef: line.bankReference, tx };
}

const ops = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object, who = operator) =>
  t.app.inject({ method, url: `/api/ops${url}`, headers: who.headers, payload });

const returnPayment = (id: number, reason = 'The investor does not know the payer') =>
  ops(`/third-party-payments/${id}/return`, 'POST', { reason });

const bookPayment = (id: number) => ops(`/third-party-payments/${id}/book`, 'POST');

async function account(code: string): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    'SELECT balance_cents FROM accounts WHERE code = $1',
    [code],
  );
  return BigInt(rows[0]!.balance_cents);
}

async function balances() {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    `SELECT balance_cents FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'`,
    [investor.userId],
  );
  return {
    suspense: await account('suspense'),
    pending: await account('payer-returns-pending'),
    bank: await account('bank-transfers'),
    cash: BigInt(rows[0]!.balance_cents),
  };
}

async function reviewed(id: number): Promise<Schemas['ThirdPartyPayment'] | undefined> {
  const res = await ops('/third-party-payments?size=100');
  const list = contentOf(
    expectContractResponse(res, 'listThirdPartyPayments', 200),
  ) as Schemas['ThirdPartyPayment'][];
  return list.find((p) => p.Id === id);
}

async function newBatch(): Promise<Schemas['PayoutBatch']> {
  const res = await ops('/payouts', 'POST');
  return expectContractResponse(res, 'createPayoutBatch', 201) as Schemas['PayoutBatch'];
}

async function approve(batchId: number): Promise<void> {
  expect((await ops(`/payouts/${batchId}/approve`, 'POST', undefined, approver)).statusCode).toBe(200);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => name === 'CdtTrfTxInf',
});

interface CreditTransfer {
  PmtId: { EndToEndId: string };
  Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
  Cdtr: { Nm: string };
  CdtrAcct: { Id: { IBAN: string } };
  RmtInf: { Ustrd: string };
}

async function fileOf(batchId: number) {
  const res = await ops(`/payouts/${batchId}/file`);
  expect(res.statusCode, res.body).toBe(200);
  const doc = parser.parse(res.body) as {
    Document: {
      CstmrCdtTrfInitn: {
        GrpHdr: { NbOfTxs: string; CtrlSum: string };
        PmtInf: { CdtTrfTxInf: CreditTransfer[] };
      };
    };
  };
  return doc.Document.CstmrCdtTrfInitn;
}

function confirm(batchId: number, lines: Array<{ endToEndId: string; outcome: 'EXECUTED' | 'REJECTED' }>) {
  return ops(`/payouts/${batchId}/confirm`, 'POST', { lines });
}

/** The payer's bank sending a return line back, as a camt.054 return. */
const bankReturnOf = (endToEndId: string, amount: string, txRef = next('RTRN-')) =>
  camtFixture('payout-return.camt054.xml', {
    IBAN: t.config.platformAccount.iban,
    DATE: '2026-03-13',
    NTF_ID: next('NTF-'),
    ENTRY_REF: next('NTRY-'),
    TX_REF: txRef,
    E2E: endToEndId,
    TXID: next('RTRN'),
    AMOUNT: amount,
    PAYEE: PAYER,
    PAYEE_IBAN: PAYER_IBAN,
    REASON: 'AC04',
    REASON_TEXT: 'Account closed',
  });

async function returnRow(paymentId: number) {
  const { rows } = await t.pool.query<{ id: string; status: string; reject_reason: string | null }>(
    'SELECT id, status, reject_reason FROM payer_returns WHERE bank_credit_id = $1 ORDER BY id',
    [paymentId],
  );
  return rows;
}

describe('returning a third-party payment to its payer', () => {
  it('goes out in the next payout file to the payer, and executed leaves through the bank', async () => {
    const payment = await thirdPartyPayment('25.00');
    const before = await balances();

    const res = await returnPayment(payment.id);
    const made = expectContractResponse(res, 'returnThirdPartyPayment', 200) as Schemas['PayerReturn'];
    expect(made).toMatchObject({
      paymentId: payment.id,
      amount: 25,
      payerName: PAYER,
      payerIban: PAYER_IBAN,
      status: 'PENDING',
      payoutBatchId: null,
      endToEndId: null,
      reason: 'The investor does not know the payer',
    });
    // Out of suspense, waiting to be paid; the investor has nothing of it.
    expect(await balances()).toEqual({
      ...before,
      suspense: before.suspense - 2500n,
      pending: before.pending + 2500n,
    });
    expect((await reviewed(payment.id))?.payerReturn).toMatchObject({ Id: made.Id, status: 'PENDING' });
    expect(
      (await auditEvents(t, 'third-party.return-requested')).find(
        (e) => e.details['payerReturnId'] === made.Id,
      ),
    ).toMatchObject({
      actor: `operator:${operator.operatorId}`,
      user_id: String(investor.userId),
      details: { bankCreditId: payment.id, amountCents: 2500 },
    });

    // The payouts screen learns that the next batch takes it.
    const totals = expectContractResponse(
      await ops('/withdrawals/totals?status=PENDING'),
      'getOpsWithdrawalTotals',
      200,
    ) as Schemas['WithdrawalTotals'];
    expect(totals.payerReturns).toEqual({ count: 1, total: 25 });

    const batch = await newBatch();
    const line = batch.returnLines.find((l) => l.payerReturnId === made.Id);
    expect(line).toEqual({
      payerReturnId: made.Id,
      paymentId: payment.id,
      endToEndId: `INVEST-PR-${made.Id}`,
      payerName: PAYER,
      creditorIban: PAYER_IBAN,
      amount: 25,
      status: 'SENT',
    });
    // The totals count the return lines with the withdrawals.
    expect(batch.numberOfTransactions).toBe(batch.lines.length + batch.returnLines.length);
    const sum = [...batch.lines, ...batch.returnLines].reduce((s, l) => s + Math.round(l.amount * 100), 0);
    expect(Math.round(batch.controlSum * 100)).toBe(sum);
    expect(batch.lines.map((l) => l.endToEndId)).not.toContain(`INVEST-PR-${made.Id}`);

    await approve(batch.Id);
    const file = await fileOf(batch.Id);
    const transfer = file.PmtInf.CdtTrfTxInf.find((c) => c.PmtId.EndToEndId === `INVEST-PR-${made.Id}`);
    expect(transfer).toMatchObject({
      Amt: { InstdAmt: { '#text': '25.00', '@_Ccy': 'EUR' } },
      Cdtr: { Nm: PAYER },
      CdtrAcct: { Id: { IBAN: PAYER_IBAN } },
      RmtInf: { Ustrd: `Return of your payment ${payment.bankRef}` },
    });
    expect(Number(file.GrpHdr.NbOfTxs)).toBe(batch.numberOfTransactions);
    expect(file.PmtInf.CdtTrfTxInf).toHaveLength(batch.numberOfTransactions);

    const confirmed = await confirm(batch.Id, [{ endToEndId: `INVEST-PR-${made.Id}`, outcome: 'EXECUTED' }]);
    const after = expectContractResponse(confirmed, 'confirmPayoutBatch', 200) as Schemas['PayoutBatch'];
    expect(after.returnLines.find((l) => l.payerReturnId === made.Id)?.status).toBe('PROCESSED');
    // The money left through the bank: suspense down, nothing waiting, nothing to the investor.
    expect(await balances()).toEqual({
      suspense: before.suspense - 2500n,
      pending: before.pending,
      bank: before.bank + 2500n,
      cash: before.cash,
    });
    expect((await reviewed(payment.id))?.payerReturn).toMatchObject({ status: 'PROCESSED' });
    // Confirming again changes nothing; and a returned payment is not booked to the investor.
    await confirm(batch.Id, [{ endToEndId: `INVEST-PR-${made.Id}`, outcome: 'EXECUTED' }]);
    expect((await balances()).bank).toBe(before.bank + 2500n);
    expectApiError(await bookPayment(payment.id), 409, 'third-party-payment-closed');
    expectApiError(await returnPayment(payment.id), 409, 'third-party-payment-closed');
    await expectLedgerReconciled(t.ownerPool);
  });

  it('is one of book and return at once: exactly one wins', async () => {
    for (let i = 0; i < 3; i++) {
      const payment = await thirdPartyPayment('3.00');
      const before = await balances();
      const [book, ret] = await Promise.all([bookPayment(payment.id), returnPayment(payment.id)]);
      const codes = [book.statusCode, ret.statusCode].sort();
      expect(codes, `${book.body} ${ret.body}`).toEqual([200, 409]);
      const loser = book.statusCode === 409 ? book : ret;
      expectApiError(loser, 409, 'third-party-payment-closed');
      const after = await balances();
      // The money moved once: to the investor or to the returns, never both.
      expect(after.suspense).toBe(before.suspense - 300n);
      expect(after.cash + after.pending).toBe(before.cash + before.pending + 300n);
    }
    await expectLedgerReconciled(t.ownerPool);
  });

  it('is not returned while its booking waits for a second operator (above SUSPENSE_APPROVAL_ABOVE)', async () => {
    const payment = await thirdPartyPayment('1500.00');
    const asked = await bookPayment(payment.id);
    const approval = expectContractResponse(
      asked,
      'bookThirdPartyPayment',
      202,
    ) as Schemas['HeldCreditApproval'];
    const before = await balances();
    expectApiError(await returnPayment(payment.id), 409, 'held-credit-approval-waiting');
    expect(await returnRow(payment.id)).toHaveLength(0);
    expect(await balances()).toEqual(before);
    // Declined by the second operator, the payment can go back to its payer; the booking cannot follow.
    const declined = await ops(
      `/held-credit-approvals/${approval.Id}/decline`,
      'POST',
      { reason: 'Not hers' },
      approver,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await returnPayment(payment.id)).statusCode).toBe(200);
    expectApiError(await bookPayment(payment.id), 409, 'third-party-payment-closed');
    expect((await balances()).pending).toBe(before.pending + 150_000n);
  });

  it('is returned once, also under two requests at once', async () => {
    const payment = await thirdPartyPayment('4.00');
    const before = await balances();
    const results = await Promise.all([returnPayment(payment.id), returnPayment(payment.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expectApiError(await returnPayment(payment.id), 409, 'third-party-payment-closed');
    expect(await returnRow(payment.id)).toHaveLength(1);
    expect((await balances()).pending).toBe(before.pending + 400n);
  });

  it('needs a reason and an Idempotency-Key, and only a third-party payment can be returned', async () => {
    const payment = await thirdPartyPayment('5.00');
    expectApiError(
      await ops(`/third-party-payments/${payment.id}/return`, 'POST', { reason: '  ' }),
      400,
      'validation-error',
    );
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/ops/third-party-payments/${payment.id}/return`,
      headers: withoutIdempotencyKey(operator.headers),
      payload: { reason: 'Unknown payer' },
    });
    expectApiError(noKey, 400, 'idempotency-key-required');
    // A credit that matched nobody is the suspense list's, not a third-party payment.
    const plain = await importStatement(
      t,
      operator,
      camtDocument([{ ref: next('PLAIN'), amount: '1.00', debtorName: PAYER, debtorIban: PAYER_IBAN }], {
        iban: t.config.platformAccount.iban,
        id: next('STMT-'),
      }),
    );
    expectApiError(await returnPayment(plain.lines[0]!.suspenseId!), 404, 'not-found');
    expectApiError(await returnPayment(999_999_999), 404, 'not-found');
    expect(await returnRow(payment.id)).toEqual([]);
  });

  it("cannot be returned without the payer's IBAN", async () => {
    const summary = await importStatement(
      t,
      operator,
      camtDocument(
        [
          {
            ref: next('NOIBAN'),
            amount: '6.00',
            structured: investorReference(investor.userId),
            debtorName: PAYER,
          },
        ],
        { iban: t.config.platformAccount.iban, id: next('STMT-') },
      ),
    );
    const id = summary.lines[0]!.suspenseId!;
    expect((await reviewed(id))?.payerIban).toBeNull();
    const before = await balances();
    expectApiError(await returnPayment(id), 422, 'payer-account-unknown');
    expect(await balances()).toEqual(before);
  });

  it('goes into the next batch again when its batch is declined', async () => {
    const payment = await thirdPartyPayment('7.00');
    const made = (await returnPayment(payment.id)).json() as Schemas['PayerReturn'];
    const first = await newBatch();
    expect(first.returnLines.map((l) => l.payerReturnId)).toContain(made.Id);
    const declined = await ops(`/payouts/${first.Id}/decline`, 'POST', { reason: 'Wrong date' }, approver);
    expect(declined.statusCode, declined.body).toBe(200);
    expect((declined.json() as Schemas['PayoutBatch']).returnLines).toEqual([]);
    expect(await returnRow(payment.id)).toMatchObject([{ status: 'PENDING' }]);
    expect((await reviewed(payment.id))?.payerReturn).toMatchObject({
      status: 'PENDING',
      payoutBatchId: null,
    });

    const second = await newBatch();
    expect(second.returnLines.find((l) => l.payerReturnId === made.Id)).toMatchObject({
      endToEndId: `INVEST-PR-${made.Id}`,
      status: 'SENT',
    });
  });

  it("is not marked rejected by hand: only the bank's return rejects a return line", async () => {
    const payment = await thirdPartyPayment('8.00');
    const made = (await returnPayment(payment.id)).json() as Schemas['PayerReturn'];
    const batch = await newBatch();
    await approve(batch.Id);
    const before = await balances();
    const res = await confirm(batch.Id, [{ endToEndId: `INVEST-PR-${made.Id}`, outcome: 'REJECTED' }]);
    expectApiError(res, 409, 'return-line-bank-only');
    expect(await returnRow(payment.id)).toMatchObject([{ status: 'SENT' }]);
    expect(await balances()).toEqual(before);
  });

  it("rejected by the payer's bank, puts the money in suspense again and the payment open, once", async () => {
    const payment = await thirdPartyPayment('9.00');
    const made = (await returnPayment(payment.id)).json() as Schemas['PayerReturn'];
    const batch = await newBatch();
    await approve(batch.Id);
    const before = await balances();

    const txRef = next('RTRN-');
    const result = await importStatement(t, operator, bankReturnOf(`INVEST-PR-${made.Id}`, '9.00', txRef));
    expect(result).toMatchObject({ returned: 1, totalReturned: 9, booked: 0, suspense: 0 });
    expect(result.reversals[0]).toMatchObject({
      kind: 'RETURN',
      outcome: 'RETURNED',
      payerReturnId: made.Id,
      paymentId: payment.id,
    });
    expect(await returnRow(payment.id)).toMatchObject([
      { status: 'REJECTED', reject_reason: 'Returned by the bank (AC04)' },
    ]);
    expect(await balances()).toEqual({
      ...before,
      suspense: before.suspense + 900n,
      pending: before.pending - 900n,
    });
    // The same return in the evening's file: nothing more.
    const again = await importStatement(t, operator, bankReturnOf(`INVEST-PR-${made.Id}`, '9.00', txRef));
    expect(again).toMatchObject({ returned: 0 });
    expect((await balances()).suspense).toBe(before.suspense + 900n);

    // Open again: the operator may now book it to the investor (after all, she knew the payer).
    expect((await reviewed(payment.id))?.payerReturn).toMatchObject({ status: 'REJECTED' });
    const batchView = expectContractResponse(
      await ops(`/payouts/${batch.Id}`),
      'getPayoutBatch',
      200,
    ) as Schemas['PayoutBatch'];
    expect(batchView.returnLines.find((l) => l.payerReturnId === made.Id)?.status).toBe('REJECTED');
    expect((await bookPayment(payment.id)).statusCode).toBe(200);
    expect((await balances()).cash).toBe(before.cash + 900n);
    expect(
      (await auditEvents(t, 'third-party.return-rejected')).find(
        (e) => e.details['payerReturnId'] === made.Id,
      ),
    ).toMatchObject({ details: { bankCreditId: payment.id, amountCents: 900 } });
    await expectLedgerReconciled(t.ownerPool);
  });

  it('returned by the bank after it was executed, comes back to suspense once', async () => {
    const payment = await thirdPartyPayment('11.00');
    const made = (await returnPayment(payment.id)).json() as Schemas['PayerReturn'];
    const batch = await newBatch();
    await approve(batch.Id);
    expect(
      (await confirm(batch.Id, [{ endToEndId: `INVEST-PR-${made.Id}`, outcome: 'EXECUTED' }])).statusCode,
    ).toBe(200);
    const before = await balances();

    await importStatement(t, operator, bankReturnOf(`INVEST-PR-${made.Id}`, '11.00'));
    expect(await balances()).toEqual({
      ...before,
      suspense: before.suspense + 1100n,
      bank: before.bank - 1100n,
    });
    expect(await returnRow(payment.id)).toMatchObject([{ status: 'REJECTED' }]);
    expect((await reviewed(payment.id))?.payerReturn).toMatchObject({ status: 'REJECTED' });
    await expectLedgerReconciled(t.ownerPool);
  });

  it('cannot return a payment the bank reversed, and a payment being returned is not reversed silently', async () => {
    const reversalOf = (tx: ReturnType<typeof strangerTransfer>) =>
      camtFixture('credit-reversal.camt053.xml', {
        ...tx,
        DATE: '2026-03-12',
        STMT_ID: next('STMT-'),
        ENTRY_REF: next('RVSL-'),
        RVSL: 'true',
      });
    const reversed = await thirdPartyPayment('12.00');
    const undone = await importStatement(t, operator, reversalOf(reversed.tx));
    expect(undone).toMatchObject({ reversed: 1 });
    const before = await balances();
    expectApiError(await returnPayment(reversed.id), 404, 'not-found');
    expect(await balances()).toEqual(before);
    expect(await reviewed(reversed.id)).toBeUndefined();

    // Being returned, the money is no longer in suspense: the bank's reversal is left for the operator.
    const returning = await thirdPartyPayment('13.00');
    expect((await returnPayment(returning.id)).statusCode).toBe(200);
    const mid = await balances();
    const unmatched = await importStatement(t, operator, reversalOf(returning.tx));
    expect(unmatched).toMatchObject({ reversed: 0, unmatched: 1 });
    expect(await balances()).toEqual(mid);
    await expectLedgerReconciled(t.ownerPool);
  });

  it('is checked by the nightly reconciliation: payer-returns-pending holds exactly the open returns', async () => {
    expect(await reconcileLedger(t.ownerPool)).toEqual([]);
    // Money moved into payer-returns-pending with no return behind it (the owner's pool, as a bug would).
    const pending = await systemAccountId(t.ownerPool, 'payer-returns-pending');
    const suspense = await systemAccountId(t.ownerPool, 'suspense');
    const move = (cents: bigint, ref: string) =>
      postTransaction(t.ownerPool, {
        kind: 'payer_return',
        occurredAt: t.clock.now(),
        description: 'test',
        externalRef: ref,
        entries: [
          { accountId: suspense, amountCents: -cents },
          { accountId: pending, amountCents: cents },
        ],
      });
    await move(100n, next('stray-'));
    expect(await reconcileLedger(t.ownerPool)).toMatchObject([
      { problem: 'payer-returns', accountId: pending, actualCents: expect.any(BigInt) },
    ]);
    const [mismatch] = await reconcileLedger(t.ownerPool);
    expect(mismatch!.actualCents - mismatch!.expectedCents).toBe(100n);
    // payer-returns-pending → suspense is an allowed pair: undone, it reconciles again.
    await postTransaction(t.ownerPool, {
      kind: 'payer_return',
      occurredAt: t.clock.now(),
      description: 'test undone',
      externalRef: next('stray-undo-'),
      entries: [
        { accountId: pending, amountCents: -100n },
        { accountId: suspense, amountCents: 100n },
      ],
    });
    expect(await reconcileLedger(t.ownerPool)).toEqual([]);
  });
});
