/**
 * Operator money backed by the bank (issue 21, docs/decisions/0014): an originator's account is fed
 * only by the statement import (its IBAN or its payment reference), a repayment distributes only
 * what arrived — also when two race —, interest beyond the schedule waits for a second operator,
 * post_ledger_transaction() refuses a pair its kind does not allow whoever calls it, and the
 * reconciliation checks each originator's account against its records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@invest/api-client';
import { withTransaction } from '../../../src/platform/db/pool.ts';
import { reconcileLedger } from '../../../src/modules/ledger/reconcile.ts';
import { investorCashAccountId, systemAccountId } from '../../../src/modules/ledger/ledger.ts';
import {
  investorReference,
  originatorReference,
  userIdFromReference,
} from '../../../src/modules/account/reference.ts';
import { addDays, platformToday } from '../../../src/platform/calendar.ts';
import { runReceivablesDay } from '../../../src/modules/marketplace/lifecycle.ts';
import { noJobs } from '../../../src/platform/jobs.ts';
import {
  createTestApp,
  DEMO_APPROVER,
  expectApiError,
  contentOf,
  expectContractResponse,
  secondInstance,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { camtDocument } from '../../helpers/camt.ts';
import { bought, listReceivable } from '../../helpers/marketplace.ts';
import {
  fundOriginator,
  importStatement,
  ORIGINATOR_IBANS,
  originatorFundsCents,
} from '../../helpers/originators.ts';
import { fundedInvestor, type Investor } from '../../helpers/withdrawals.ts';

type Schemas = components['schemas'];

let t: TestApp;
let ops: OperatorSession;
let approver: OperatorSession;
let investor: Investor;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { tokenTtlSeconds: 365 * 86_400 } });
  ops = await signInOperator(t.app);
  approver = await signInOperator(t.app, DEMO_APPROVER.email);
  investor = await fundedInvestor(t, { cents: 10_000_000n });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const today = () => platformToday(t.clock);

async function newOriginator(iban?: string): Promise<Schemas['OpsOriginator']> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/originators',
    headers: ops.headers,
    payload: { name: `Originator Money ${process.pid}-${sequence++}`, countryCode: 'SI', iban },
  });
  return expectContractResponse(res, 'createOriginator', 201) as Schemas['OpsOriginator'];
}

/** A receivable of the originator, bought whole by the test's investor, paying out today. */
async function payingOut(originatorId: number, total = 1000): Promise<Schemas['OpsReceivable']> {
  const start = today();
  const r = await listReceivable(t, ops, {
    originatorId,
    totalAmount: total,
    interestRate: 10,
    issueDate: start,
    maturityDate: addDays(start, 30),
    protection: null,
  });
  await bought(t.app, investor, r.Id, total);
  t.clock.set(`${addDays(start, 30)}T08:00:00Z`);
  await runReceivablesDay(t.pool, t.clock, t.config, noJobs);
  return receivable(r.Id);
}

async function receivable(id: number): Promise<Schemas['OpsReceivable']> {
  const res = await t.app.inject({ url: `/api/ops/receivables/${id}`, headers: ops.headers });
  return expectContractResponse(res, 'getReceivable', 200) as Schemas['OpsReceivable'];
}

function repay(id: number, amount: number, operator = ops, app = t.app) {
  return app.inject({
    method: 'POST',
    url: `/api/ops/receivables/${id}/repayments`,
    headers: operator.headers,
    payload: { amount, paidOn: today() },
  });
}

describe('money from an originator in the bank statement', () => {
  it('is booked to the originator found by its IBAN, once (the same file again books nothing)', async () => {
    const originator = await newOriginator(ORIGINATOR_IBANS[0]);
    expect(originator).toMatchObject({ iban: ORIGINATOR_IBANS[0], fundsAvailable: 0 });
    const xml = camtDocument(
      [
        {
          ref: `IBAN-${process.pid}`,
          amount: '2500.00',
          debtorIban: ORIGINATOR_IBANS[0],
          debtorName: 'Payer',
        },
      ],
      { iban: t.config.platformAccount.iban, id: `IBAN-${process.pid}` },
    );
    const first = await importStatement(t, ops, xml);
    expect(first).toMatchObject({ booked: 0, suspense: 0, originator: 1, totalOriginator: 2500 });
    expect(first.lines).toEqual([
      expect.objectContaining({
        outcome: 'ORIGINATOR',
        originatorId: originator.Id,
        originatorName: originator.name,
        amount: 2500,
      }),
    ]);
    expect(await originatorFundsCents(t, originator.Id)).toBe(250_000n);
    const { rows } = await t.pool.query<{ kind: string; originator_id: string }>(
      `SELECT lt.kind, c.originator_id::text FROM bank_credits c
         JOIN ledger_transactions lt ON lt.id = c.ledger_transaction_id WHERE c.bank_ref = $1`,
      [`IBAN-${process.pid}`],
    );
    expect(rows).toEqual([{ kind: 'originator_credit', originator_id: String(originator.Id) }]);

    const again = await importStatement(t, ops, xml);
    expect(again).toMatchObject({ originator: 0, alreadyImported: 1, totalOriginator: 0 });
    expect(await originatorFundsCents(t, originator.Id)).toBe(250_000n);
  });

  it("is booked by the originator's own payment reference, which no investor's can be", async () => {
    const originator = await newOriginator();
    expect(originator.paymentReference).toBe(originatorReference(originator.Id));
    expect(userIdFromReference(originator.paymentReference)).toBeNull();
    expect(originator.paymentReference).not.toBe(investorReference(originator.Id));
    const booked = await fundOriginator(t, ops, originator.Id, 123.45);
    expect(booked.lines[0]).toMatchObject({ outcome: 'ORIGINATOR', originatorId: originator.Id });
    const listed = await t.app.inject({
      url: `/api/ops/originators?q=${encodeURIComponent(originator.name)}`,
      headers: ops.headers,
    });
    expect(contentOf(expectContractResponse(listed, 'listOriginators', 200))).toEqual([
      expect.objectContaining({ Id: originator.Id, fundsAvailable: 123.45 }),
    ]);
  });

  it('refuses an IBAN with wrong check digits and one another originator has', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/originators',
      headers: ops.headers,
      payload: { name: `Bad IBAN ${process.pid}`, countryCode: 'SI', iban: 'SI56191000001234574' },
    });
    expectApiError(res, 400, 'invalid-iban');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/ops/originators',
      headers: ops.headers,
      payload: { name: `Taken IBAN ${process.pid}`, countryCode: 'SI', iban: ORIGINATOR_IBANS[0] },
    });
    expectApiError(taken, 409, 'originator-iban-exists');
  });
});

describe('a repayment', () => {
  it('distributes only what arrived from the originator: above it, 422 naming the amount, nothing moved', async () => {
    const originator = await newOriginator();
    const r = await payingOut(originator.Id);
    expect(r).toMatchObject({ state: 'PAYING_OUT', amountDue: 1008.21, originatorFunds: 0 });
    await fundOriginator(t, ops, originator.Id, 500);
    expect((await receivable(r.Id)).originatorFunds).toBe(500);

    const refused = await repay(r.Id, r.amountDue);
    expectApiError(refused, 422, 'originator-funds-insufficient');
    expect(refused.json().message).toContain('500.00');
    expect(await receivable(r.Id)).toMatchObject({ state: 'PAYING_OUT', activeHolders: 1 });
    expect(await originatorFundsCents(t, originator.Id)).toBe(50_000n);

    await fundOriginator(t, ops, originator.Id, 600);
    expect(expectContractResponse(await repay(r.Id, r.amountDue), 'recordRepayment', 200)).toMatchObject({
      state: 'REPAID',
      originatorFunds: 91.79,
    });
    expect(await originatorFundsCents(t, originator.Id)).toBe(110_000n - 100_821n);
    // The draw: the principal to originator-payments, the interest to the interest account, which then
    // paid the holder (a repayment's interest is backed by what the originator paid).
    const { rows } = await t.pool.query<{ account: string; cents: string }>(
      `SELECT coalesce(a.code, a.kind) AS account, e.amount_cents::text AS cents
         FROM receivable_repayments p
         JOIN ledger_entries e ON e.transaction_id = p.ledger_transaction_id
         JOIN accounts a ON a.id = e.account_id
        WHERE p.receivable_id = $1 ORDER BY e.amount_cents`,
      [r.Id],
    );
    expect(rows).toEqual([
      { account: 'originator', cents: '-100821' },
      { account: 'interest', cents: '821' },
      { account: 'originator-payments', cents: '100000' },
    ]);
  });

  it('cannot spend one credit twice when two race, from two server processes', async () => {
    const originator = await newOriginator();
    const first = await payingOut(originator.Id);
    // Both due today: the second is listed on the first's maturity day with the same term.
    const second = await payingOut(originator.Id);
    await fundOriginator(t, ops, originator.Id, 1500);
    const other = await secondInstance(t);
    try {
      const answers = await Promise.all([
        repay(first.Id, first.amountDue),
        repay(second.Id, second.amountDue, ops, other),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
      const refused = answers.find((a) => a.statusCode === 422)!;
      expectApiError(refused, 422, 'originator-funds-insufficient');
    } finally {
      await other.close();
    }
    expect(await originatorFundsCents(t, originator.Id)).toBe(150_000n - 100_821n);
    const states = [(await receivable(first.Id)).state, (await receivable(second.Id)).state].sort();
    expect(states).toEqual(['PAYING_OUT', 'REPAID']);
  });

  it('with interest beyond the schedule waits for a second operator; the one who recorded it cannot approve', async () => {
    const originator = await newOriginator();
    const r = await payingOut(originator.Id);
    await fundOriginator(t, ops, originator.Id, 1100);
    const cashBefore = await cashOf(investor.userId);

    const waiting = expectContractResponse(
      await repay(r.Id, 1050),
      'recordRepayment',
      202,
    ) as Schemas['Repayment'];
    expect(waiting).toMatchObject({
      receivableId: r.Id,
      originatorId: originator.Id,
      amount: 1050,
      scheduledAmount: 1008.21,
      status: 'PENDING_APPROVAL',
      requestedBy: ops.operatorId,
      decidedBy: null,
    });
    // No money moved; the receivable is as it was, and it shows the repayment waiting.
    expect(await receivable(r.Id)).toMatchObject({ state: 'PAYING_OUT', waitingRepaymentId: waiting.Id });
    expect(await originatorFundsCents(t, originator.Id)).toBe(110_000n);
    expect(await cashOf(investor.userId)).toBe(cashBefore);
    const queue = await t.app.inject({
      url: '/api/ops/repayments?status=PENDING_APPROVAL',
      headers: ops.headers,
    });
    expect(
      (contentOf(expectContractResponse(queue, 'listRepayments', 200)) as Schemas['Repayment'][]).map(
        (q) => q.Id,
      ),
    ).toContain(waiting.Id);
    // A second recording of the same receivable meanwhile is refused.
    expectApiError(await repay(r.Id, r.amountDue), 409, 'repayment-waiting');

    const approve = (operator: OperatorSession) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/repayments/${waiting.Id}/approve`,
        headers: operator.headers,
      });
    expectApiError(await approve(ops), 403, 'four-eyes');
    expect(await receivable(r.Id)).toMatchObject({ state: 'PAYING_OUT' });

    const approved = expectContractResponse(await approve(approver), 'approveRepayment', 200);
    expect(approved).toMatchObject({ status: 'BOOKED', decidedBy: approver.operatorId });
    expect(await receivable(r.Id)).toMatchObject({ state: 'REPAID', waitingRepaymentId: null });
    expect(await originatorFundsCents(t, originator.Id)).toBe(110_000n - 105_000n);
    // The holder got the whole payment: principal, and 50 € interest less 25 % tax.
    expect((await cashOf(investor.userId)) - cashBefore).toBe(100_000n + 5_000n - 1_250n);
    expectApiError(await approve(approver), 409, 'approval-closed');
    const { rows: audit } = await t.pool.query<{ action: string; actor: string }>(
      `SELECT action, actor FROM audit_log WHERE (details->>'repaymentId')::bigint = $1 ORDER BY id`,
      [waiting.Id],
    );
    expect(audit).toEqual([
      { action: 'repayment.requested', actor: `operator:${ops.operatorId}` },
      { action: 'repayment.approved', actor: `operator:${approver.operatorId}` },
      { action: 'receivable.repayment-recorded', actor: `operator:${approver.operatorId}` },
    ]);
  });

  it('waiting for approval can be declined by another operator: nothing moves, it can be recorded again', async () => {
    const originator = await newOriginator();
    const r = await payingOut(originator.Id);
    await fundOriginator(t, ops, originator.Id, 1200);
    const waiting = expectContractResponse(
      await repay(r.Id, 1200),
      'recordRepayment',
      202,
    ) as Schemas['Repayment'];
    const decline = (operator: OperatorSession, reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/repayments/${waiting.Id}/decline`,
        headers: operator.headers,
        payload: { reason },
      });
    expectApiError(await decline(ops, 'My own mistake'), 403, 'four-eyes');
    const declined = expectContractResponse(
      await decline(approver, 'The originator paid the amount due only'),
      'declineRepayment',
      200,
    );
    expect(declined).toMatchObject({
      status: 'DECLINED',
      declineReason: 'The originator paid the amount due only',
    });
    expect(await originatorFundsCents(t, originator.Id)).toBe(120_000n);
    expect(expectContractResponse(await repay(r.Id, r.amountDue), 'recordRepayment', 200)).toMatchObject({
      state: 'REPAID',
    });
    expect(await originatorFundsCents(t, originator.Id)).toBe(120_000n - 100_821n);
  });
});

async function cashOf(userId: number): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    `SELECT balance_cents::text FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'`,
    [userId],
  );
  return BigInt(rows[0]!.balance_cents);
}

describe("the ledger's last line of defence", () => {
  it('refuses a pair its kind does not allow, also when the service role calls the function itself', async () => {
    const cash = await investorCashAccountId(t.pool, investor.userId);
    const account = async (code: string) => systemAccountId(t.pool, code);
    const post = (kind: string, from: string, to: string) =>
      withTransaction(t.pool, (tx) =>
        tx.query(
          `SELECT post_ledger_transaction($1, now(), 'test', NULL, ARRAY[$2, $3]::bigint[], ARRAY[-100, 100]::bigint[])`,
          [kind, from, to],
        ),
      );
    await expect(post('interest', await account('tax'), cash)).rejects.toThrow(
      /a posting of kind interest may not move money from tax to investor-cash/,
    );
    await expect(post('deposit', await account('interest'), cash)).rejects.toThrow(
      /a posting of kind deposit may not move money from interest to investor-cash/,
    );
    await expect(post('deduction', await account('provider'), cash)).rejects.toThrow(/may not move money/);
    const originator = await newOriginator();
    await fundOriginator(t, ops, originator.Id, 10);
    const { rows } = await t.pool.query<{ id: string }>('SELECT open_originator_account($1) AS id', [
      originator.Id,
    ]);
    await expect(post('originator_repayment', rows[0]!.id, cash)).rejects.toThrow(
      /may not move money from originator to investor-cash/,
    );
    expect(await originatorFundsCents(t, originator.Id)).toBe(1_000n);
  });

  it('allows exactly the postings the service makes', async () => {
    const { rows } = await t.pool.query<{ kind: string; from_account: string; to_account: string }>(
      'SELECT kind, from_account, to_account FROM ledger_kind_pairs ORDER BY kind, from_account, to_account',
    );
    expect(rows.map((r) => `${r.kind}: ${r.from_account} → ${r.to_account}`)).toEqual([
      'buyback: investor-invested → investor-cash',
      'cancellation: investor-invested → investor-cash',
      'deduction: investor-cash → provider',
      'deposit: bank-transfers → investor-cash',
      'deposit: bank-transfers → suspense',
      // The bank taking a credit back (migrations/0026): from the investor's cash, from suspense.
      'deposit: investor-cash → bank-transfers',
      'deposit: suspense → bank-transfers',
      'deposit: suspense → investor-cash',
      'interest: interest → investor-cash',
      'originator_credit: bank-transfers → originator',
      'originator_repayment: originator → interest',
      'originator_repayment: originator → originator-payments',
      // A third-party payment returned to its payer (migrations/0031, decision 0019): reserved, paid
      // out, or back to suspense when the payer's bank sends it back (before or after executing it).
      'payer_return: bank-transfers → suspense',
      'payer_return: payer-returns-pending → bank-transfers',
      'payer_return: payer-returns-pending → suspense',
      'payer_return: suspense → payer-returns-pending',
      'purchase: investor-cash → investor-invested',
      'repayment: investor-invested → investor-cash',
      'tax: investor-cash → tax',
      // An executed payout the beneficiary's bank returned (migrations/0026).
      'withdrawal: bank-transfers → investor-cash',
      'withdrawal: investor-cash → withdrawals-pending',
      'withdrawal: withdrawals-pending → bank-transfers',
      'withdrawal: withdrawals-pending → investor-cash',
      'write_off: investor-invested → losses',
    ]);
    await expect(
      t.pool.query("INSERT INTO ledger_kind_pairs VALUES ('deposit', 'interest', 'investor-cash')"),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('the reconciliation of originator accounts', () => {
  it('reports a balance that differs from the credits booked less the repayments drawn', async () => {
    const originator = await newOriginator();
    await fundOriginator(t, ops, originator.Id, 40);
    const { rows } = await t.pool.query<{ id: string }>('SELECT open_originator_account($1) AS id', [
      originator.Id,
    ]);
    const account = rows[0]!.id;
    const client = await t.ownerPool.connect();
    try {
      await client.query('BEGIN');
      // Money booked to the originator behind the statement's back: the ledger itself still balances.
      await client.query(
        `SELECT post_ledger_transaction('originator_credit', now(), 'no bank credit', NULL,
           ARRAY[$1, (SELECT id FROM accounts WHERE code = 'bank-transfers')]::bigint[], ARRAY[700, -700]::bigint[])`,
        [account],
      );
      expect(await reconcileLedger(client)).toEqual([
        expect.objectContaining({
          problem: 'originator',
          accountId: account,
          expectedCents: 4_000n,
          actualCents: 4_700n,
        }),
      ]);
      // A cached balance moved by hand is reported twice: against its entries and against its records.
      await client.query('ALTER TABLE accounts DISABLE TRIGGER accounts_balance_guard');
      await client.query('UPDATE accounts SET balance_cents = -5 WHERE id = $1', [account]);
      expect((await reconcileLedger(client)).map((m) => [m.problem, m.accountId])).toEqual([
        ['balance', account],
        ['originator', account],
        ['originator-negative', account],
      ]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    expect(await reconcileLedger(t.pool)).toEqual([]);
  });
});
