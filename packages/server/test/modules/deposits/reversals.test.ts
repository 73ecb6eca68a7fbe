/**
 * The bank's own corrections in a statement (src/modules/deposits/reversals.ts, docs/decisions/0015),
 * from bank files as the banks write them (test/fixtures/camt): one key per bank transaction, so the
 * credit of the day's camt.054 is not booked again from the evening's batched camt.053; a reversal
 * (RvslInd) undoes the credit's booking once; a return of one of our payouts gives the money back once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investorReference } from '../../../src/modules/account/reference.ts';
import {
  createTestApp,
  DEMO_APPROVER,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { camtFixture } from '../../helpers/camt.ts';
import {
  investorCashAccountId,
  postTransaction,
  systemAccountId,
} from '../../../src/modules/ledger/index.ts';
import { importStatement } from '../../helpers/originators.ts';
import {
  balanceOf,
  fundedInvestor,
  newKey,
  TEST_IBANS,
  withdraw,
  withdrawalCode,
  type Investor,
} from '../../helpers/withdrawals.ts';

let t: TestApp;
let operator: OperatorSession;
let approver: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t.app);
  approver = await signInOperator(t.app, DEMO_APPROVER.email);
});
afterAll(async () => {
  // close() reconciles the ledger: every undoing posting balances.
  await t?.close();
});

let sequence = 0;
/** Unique bank references per test, as a bank numbers its entries. */
const next = (prefix: string) => `${prefix}${process.pid}${String(sequence++).padStart(4, '0')}`;

const PAYER_IBAN = 'SI56020170014356205';

/** The values of one incoming transfer, the same in every file that reports it. */
function transfer(investor: Investor | null, amount: string, reference?: string) {
  return {
    IBAN: t.config.platformAccount.iban,
    DATE: '2026-03-10',
    AMOUNT: amount,
    TX_REF: next('2026031000'),
    E2E: next('E2E-'),
    TXID: next('SI0310'),
    // The investor pays in her own name (registerInvestor registers Nina Zupan), as banks print it;
    // a payer of another name would wait as a third-party payment (decision 0017).
    PAYER: investor ? 'ZUPAN NINA' : 'Ana Novak',
    PAYER_IBAN,
    REFERENCE: reference ?? investorReference(investor!.userId),
  };
}

const notification = (tx: ReturnType<typeof transfer>) =>
  camtFixture('credit-notification.camt054.xml', { ...tx, NTF_ID: next('NTF-'), ENTRY_REF: next('NTRY-') });

function batchedStatement(tx: ReturnType<typeof transfer>, other: { amount: string; text: string }) {
  const toCents = (a: string) => Math.round(Number(a) * 100);
  const total = toCents(tx.AMOUNT) + toCents(other.amount);
  return camtFixture('batched-credits.camt053.xml', {
    ...tx,
    STMT_ID: next('STMT-'),
    ENTRY_REF: next('BATCH-'),
    TOTAL: (total / 100).toFixed(2),
    CLOSING: ((12_500_000 + total) / 100).toFixed(2),
    OTHER_TX_REF: next('2026031000'),
    OTHER_TXID: next('SI0310'),
    OTHER_AMOUNT: other.amount,
    OTHER_PAYER: 'Marko Kos',
    OTHER_PAYER_IBAN: 'DE89370400440532013000',
    OTHER_TEXT: other.text,
  });
}

function reversalOf(tx: ReturnType<typeof transfer>, options: { rvsl?: string; entryRef?: string } = {}) {
  return camtFixture('credit-reversal.camt053.xml', {
    ...tx,
    DATE: '2026-03-12',
    STMT_ID: next('STMT-'),
    ENTRY_REF: options.entryRef ?? next('RVSL-'),
    RVSL: options.rvsl ?? 'true',
  });
}

const upload = (xml: string) => importStatement(t, operator, xml);

async function cashCents(userId: number): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    `SELECT balance_cents FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'`,
    [userId],
  );
  return BigInt(rows[0]?.balance_cents ?? '0');
}

async function depositsOf(userId: number): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM deposits WHERE user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}

async function suspenseCents(): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    `SELECT balance_cents FROM accounts WHERE code = 'suspense'`,
  );
  return BigInt(rows[0]!.balance_cents);
}

describe('one key per bank transaction', () => {
  it('books the camt.054 + camt.053 pair once: the credit alone in the notification, batched in the statement', async () => {
    const investor = await fundedInvestor(t);
    const tx = transfer(investor, '250.00');

    const intraday = await upload(notification(tx));
    expect(intraday).toMatchObject({ messageType: 'camt.054', booked: 1, alreadyImported: 0 });
    expect(intraday.lines[0]).toMatchObject({ bankReference: tx.TX_REF, outcome: 'BOOKED' });

    const evening = await upload(batchedStatement(tx, { amount: '12.34', text: 'Darilo' }));
    expect(evening).toMatchObject({ messageType: 'camt.053', booked: 0, suspense: 1, alreadyImported: 1 });
    expect(evening.lines.map((l) => [l.bankReference, l.outcome])).toEqual([
      [tx.TX_REF, 'ALREADY_IMPORTED'],
      [expect.any(String), 'SUSPENSE'],
    ]);
    expect(await cashCents(investor.userId)).toBe(25_000n);
    expect(await depositsOf(investor.userId)).toBe(1);
  });

  it('books it once the other way round too (the statement first, the late notification after)', async () => {
    const investor = await fundedInvestor(t);
    const tx = transfer(investor, '80.00');
    expect(await upload(batchedStatement(tx, { amount: '1.00', text: 'x' }))).toMatchObject({ booked: 1 });
    expect(await upload(notification(tx))).toMatchObject({ booked: 0, alreadyImported: 1 });
    expect(await cashCents(investor.userId)).toBe(8_000n);
    expect(await depositsOf(investor.userId)).toBe(1);
  });
});

describe('a reversal of a credit (DBIT, RvslInd)', () => {
  it('undoes the deposit once, however often and in whichever file the bank reports it', async () => {
    const investor = await fundedInvestor(t);
    const tx = transfer(investor, '100.00');
    await upload(notification(tx));
    expect(await cashCents(investor.userId)).toBe(10_000n);

    const first = await upload(reversalOf(tx));
    expect(first).toMatchObject({
      reversed: 1,
      unmatched: 0,
      totalReversed: 100,
      totalShortfall: 0,
      ignored: 0,
    });
    expect(first.reversals[0]).toMatchObject({
      kind: 'REVERSAL',
      outcome: 'REVERSED',
      userId: investor.userId,
      amount: 100,
      shortfall: 0,
    });
    expect(await cashCents(investor.userId)).toBe(0n);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(0);

    // The same file again, and the reversal reported again (RvslInd written 1, another entry reference).
    const again = await upload(reversalOf(tx));
    expect(again).toMatchObject({ reversed: 0 });
    expect(again.reversals[0]!.outcome).toBe('ALREADY_IMPORTED');
    expect(await upload(reversalOf(tx, { rvsl: '1' }))).toMatchObject({ reversed: 0 });
    expect(await cashCents(investor.userId)).toBe(0n);
    const { rows } = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bank_returns r JOIN bank_credits c ON c.id = r.bank_credit_id
        WHERE c.bank_ref = $1`,
      [tx.TX_REF],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("takes what the investor's cash holds and leaves the rest owed, never below zero", async () => {
    const investor = await fundedInvestor(t);
    const tx = transfer(investor, '100.00');
    await upload(notification(tx));
    // The investor already asked for 70 € of it to be paid out.
    const { verificationId, code } = await withdrawalCode(t, investor, 70);
    const res = await withdraw(t.app, investor, { amount: 70, verificationId, code });
    expect(res.statusCode, res.body).toBe(201);
    expect(await cashCents(investor.userId)).toBe(3_000n);
    const suspenseBefore = await suspenseCents();

    const result = await upload(reversalOf(tx));
    expect(result).toMatchObject({ reversed: 1, totalReversed: 100, totalShortfall: 70 });
    expect(result.reversals[0]).toMatchObject({ outcome: 'REVERSED', shortfall: 70 });
    expect(await cashCents(investor.userId)).toBe(0n);
    // The 70 € the investor owes sits against suspense for the operator.
    expect(await suspenseCents()).toBe(suspenseBefore - 7_000n);
    const { rows } = await t.pool.query<{ shortfall_cents: string }>(
      `SELECT r.shortfall_cents FROM bank_returns r JOIN bank_credits c ON c.id = r.bank_credit_id
        WHERE c.bank_ref = $1`,
      [tx.TX_REF],
    );
    expect(rows[0]!.shortfall_cents).toBe('7000');
  });

  it('covers what is left when the investor spends while the reversal books, never a 5xx', async () => {
    const investor = await fundedInvestor(t);
    const tx = transfer(investor, '100.00');
    await upload(notification(tx));
    expect(await cashCents(investor.userId)).toBe(10_000n);
    // Another process spends 60 € of it and holds the cash account's row while the reversal starts:
    // the reversal waits for it, then covers the 40 € left and leaves 60 € owed. (Should a spend slip in
    // between the reversal's reading and its posting, the posting's refusal makes it read again.)
    const spender = await t.ownerPool.connect();
    try {
      await spender.query('BEGIN');
      await postTransaction(spender, {
        kind: 'withdrawal',
        occurredAt: t.clock.now(),
        description: 'A withdrawal racing the reversal',
        externalRef: `race-${next('W')}`,
        entries: [
          { accountId: await investorCashAccountId(spender, investor.userId), amountCents: -6_000n },
          { accountId: await systemAccountId(spender, 'withdrawals-pending'), amountCents: 6_000n },
        ],
      });
      const reversing = upload(reversalOf(tx));
      // The reversal is waiting for the row lock the spender holds.
      await expect
        .poll(async () => {
          const { rows } = await t.ownerPool.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'",
          );
          return rows[0]!.n;
        })
        .toBeGreaterThan(0);
      await spender.query('COMMIT');
      const result = await reversing;
      expect(result).toMatchObject({ reversed: 1, totalReversed: 100, totalShortfall: 60 });
    } finally {
      spender.release();
    }
    expect(await cashCents(investor.userId)).toBe(0n);
  });

  it('undoes a credit still in suspense: it leaves the suspense list and cannot be assigned', async () => {
    const tx = transfer(null, '45.60', 'INVOICE 2026-118');
    const booked = await upload(notification(tx));
    expect(booked).toMatchObject({ suspense: 1 });
    const suspenseId = booked.lines[0]!.suspenseId!;
    const suspenseBefore = await suspenseCents();

    expect(await upload(reversalOf(tx))).toMatchObject({ reversed: 1, totalShortfall: 0 });
    expect(await suspenseCents()).toBe(suspenseBefore - 4_560n);
    const list = await t.app.inject({ url: '/api/ops/suspense?size=100', headers: operator.headers });
    expect((list.json() as { content: Array<{ Id: number }> }).content.map((s) => s.Id)).not.toContain(
      suspenseId,
    );
    const investor = await fundedInvestor(t);
    const assign = await t.app.inject({
      method: 'POST',
      url: `/api/ops/suspense/${suspenseId}/assign`,
      headers: { ...operator.headers, 'idempotency-key': newKey() },
      payload: { userId: investor.userId },
    });
    expect(assign.statusCode).toBe(404);
    expect(await cashCents(investor.userId)).toBe(0n);
  });

  it('books nothing for a reversal that matches no credit and keeps it for the operator', async () => {
    const tx = transfer(null, '9.99', 'RF00NOTHING');
    const result = await upload(reversalOf(tx));
    expect(result).toMatchObject({ reversed: 0, unmatched: 1 });
    expect(result.reversals[0]).toMatchObject({ kind: 'REVERSAL', outcome: 'UNMATCHED', amount: 9.99 });
    expect(await upload(reversalOf(tx))).toMatchObject({ unmatched: 0 });
    const { rows } = await t.pool.query<{ outcome: string }>(
      `SELECT outcome FROM bank_returns WHERE bank_ref LIKE 'reversal:txid:' || $1 || '/%'`,
      [tx.TXID],
    );
    expect(rows.map((r) => r.outcome)).toEqual(['UNMATCHED']);
  });
});

describe('a return of one of our payouts (CRDT, RtrInf)', () => {
  /** An investor with `cents`, one withdrawal of `amount` € in a payout batch the second operator approved. */
  async function sentPayout(amount: number) {
    const investor = await fundedInvestor(t, { cents: 20_000n });
    const { verificationId, code } = await withdrawalCode(t, investor, amount);
    const res = await withdraw(t.app, investor, { amount, verificationId, code });
    expect(res.statusCode, res.body).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/ops/payouts',
      headers: { ...operator.headers, 'idempotency-key': newKey() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const batchId = Number(created.headers['payout-batch-id']);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/ops/payouts/${batchId}/approve`,
      headers: { ...approver.headers, 'idempotency-key': newKey() },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const { rows } = await t.pool.query<{ id: string; end_to_end_id: string }>(
      `SELECT id, end_to_end_id FROM withdrawals WHERE user_id = $1`,
      [investor.userId],
    );
    return { investor, batchId, withdrawalId: Number(rows[0]!.id), endToEndId: rows[0]!.end_to_end_id };
  }

  const returnOf = (endToEndId: string, amount: string, txRef: string, reason = 'AC04') =>
    camtFixture('payout-return.camt054.xml', {
      IBAN: t.config.platformAccount.iban,
      DATE: '2026-03-13',
      NTF_ID: next('NTF-'),
      ENTRY_REF: next('NTRY-'),
      TX_REF: txRef,
      E2E: endToEndId,
      TXID: next('RTRN'),
      AMOUNT: amount,
      PAYEE: 'Ana Novak',
      PAYEE_IBAN: TEST_IBANS[0],
      REASON: reason,
      REASON_TEXT: 'Account closed',
    });

  async function withdrawal(id: number) {
    const { rows } = await t.pool.query<{ status: string; decline_reason: string | null }>(
      'SELECT status, decline_reason FROM withdrawals WHERE id = $1',
      [id],
    );
    return rows[0]!;
  }

  it('declines a sent line and refunds the investor once, without a second operator', async () => {
    const { investor, withdrawalId, endToEndId } = await sentPayout(50);
    expect(endToEndId).toBe(`INVEST-WD-${withdrawalId}`);
    expect(await cashCents(investor.userId)).toBe(15_000n);

    const txRef = next('RTRN-');
    const result = await upload(returnOf(endToEndId, '50.00', txRef));
    expect(result).toMatchObject({ returned: 1, totalReturned: 50, booked: 0, suspense: 0 });
    expect(result.reversals[0]).toMatchObject({
      kind: 'RETURN',
      outcome: 'RETURNED',
      reasonCode: 'AC04',
      withdrawalId,
      userId: investor.userId,
    });
    expect(await withdrawal(withdrawalId)).toEqual({
      status: 'DECLINED',
      decline_reason: 'Returned by the bank (AC04)',
    });
    expect(await cashCents(investor.userId)).toBe(20_000n);

    // Reported again (the same notification, and in another message with the same transaction).
    expect(await upload(returnOf(endToEndId, '50.00', txRef))).toMatchObject({ returned: 0 });
    expect(await upload(returnOf(endToEndId, '50.00', txRef, 'MD07'))).toMatchObject({
      returned: 0,
      booked: 0,
      suspense: 0,
    });
    expect(await cashCents(investor.userId)).toBe(20_000n);
  });

  it('gives the money back for a line the operator had confirmed as executed when it comes back', async () => {
    const { investor, batchId, withdrawalId, endToEndId } = await sentPayout(30);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/ops/payouts/${batchId}/confirm`,
      headers: { ...operator.headers, 'idempotency-key': newKey() },
      payload: { lines: [{ endToEndId, outcome: 'EXECUTED' }] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await cashCents(investor.userId)).toBe(17_000n);

    const txRef = next('RTRN-');
    expect(await upload(returnOf(endToEndId, '30.00', txRef, 'AC01'))).toMatchObject({ returned: 1 });
    // It was paid and then came back: the line stays settled, the return is recorded against it.
    expect(await withdrawal(withdrawalId)).toMatchObject({ status: 'PROCESSED' });
    const { rows } = await t.pool.query<{ outcome: string; reason_code: string }>(
      'SELECT outcome, reason_code FROM bank_returns WHERE withdrawal_id = $1',
      [withdrawalId],
    );
    expect(rows).toEqual([{ outcome: 'RETURNED', reason_code: 'AC01' }]);
    expect(await cashCents(investor.userId)).toBe(20_000n);
    expect(await upload(returnOf(endToEndId, '30.00', txRef, 'AC01'))).toMatchObject({ returned: 0 });
    expect(await cashCents(investor.userId)).toBe(20_000n);
  });

  it('sends a return that matches no payout line to suspense, never losing it', async () => {
    const before = await suspenseCents();
    const result = await upload(returnOf('INVEST-WD-99999999', '17.00', next('RTRN-')));
    expect(result).toMatchObject({ returned: 0, suspense: 1, totalSuspense: 17 });
    expect(result.reversals[0]).toMatchObject({ kind: 'RETURN', outcome: 'CREDIT' });
    expect(await suspenseCents()).toBe(before + 1_700n);
  });

  it('leaves a line alone when the returned amount is not the line amount (suspense instead)', async () => {
    const { investor, withdrawalId, endToEndId } = await sentPayout(40);
    const result = await upload(returnOf(endToEndId, '39.50', next('RTRN-')));
    expect(result).toMatchObject({ returned: 0, suspense: 1 });
    expect(await withdrawal(withdrawalId)).toMatchObject({ status: 'SENT' });
    expect(await cashCents(investor.userId)).toBe(16_000n);
  });
});
