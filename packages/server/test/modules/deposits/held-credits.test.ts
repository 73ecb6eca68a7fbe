/**
 * Held bank money above SUSPENSE_APPROVAL_ABOVE (issue 21, docs/decisions/0018): a suspense credit
 * assigned, or a third-party payment booked, above the threshold is a request one operator makes and
 * a second approves (booked then, once) or declines (the credit stays held); at or below it, it is
 * booked at once as before. A credit the bank takes back while its request waits is never booked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@invest/api-client';
import { investorReference } from '../../../src/modules/account/reference.ts';
import { loadConfig, suspenseApprovalFrom } from '../../../src/platform/config.ts';
import {
  createTestApp,
  DEMO_APPROVER,
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
import { camtDocument, camtFixture, type Credit } from '../../helpers/camt.ts';
import { expectLedgerReconciled } from '../../helpers/ledger.ts';
import { importStatement } from '../../helpers/originators.ts';

type Schemas = components['schemas'];
type Approval = Schemas['HeldCreditApproval'];

let t: TestApp;
let demo: Session;
let business: Session;
let operator: OperatorSession;
let approver: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
  business = await signIn(t.app, DEMO_USERS.business);
  operator = await signInOperator(t.app);
  approver = await signInOperator(t.app, DEMO_APPROVER.email);
});
afterAll(async () => {
  // close() reconciles the ledger too.
  await t?.close();
});

let sequence = 0;
const next = (prefix: string) => `${prefix}${process.pid}${String(++sequence).padStart(4, '0')}`;
const STRANGER_IBAN = 'SI56192001234567892';

/** Uploads one statement of the credits; the ids of the held credits it made, in order. */
async function held(credits: Credit[]): Promise<number[]> {
  const summary = await importStatement(
    t,
    operator,
    camtDocument(credits, { iban: t.config.platformAccount.iban, id: next('STMT-HELD-') }),
  );
  return summary.lines.map((l) => l.suspenseId!);
}

const unmatched = (amount: string): Credit => ({ ref: next('HELD'), amount, text: 'no reference at all' });
const thirdParty = (userId: number, amount: string): Credit => ({
  ref: next('HELD'),
  amount,
  structured: investorReference(userId),
  debtorName: 'Marko Horvat',
  debtorIban: STRANGER_IBAN,
});

const post = (by: OperatorSession, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/ops${url}`, headers: by.headers, payload });
const assign = (by: OperatorSession, id: number, userId: number) =>
  post(by, `/suspense/${id}/assign`, { userId });
const book = (by: OperatorSession, id: number) => post(by, `/third-party-payments/${id}/book`);
const approve = (by: OperatorSession, id: number) => post(by, `/held-credit-approvals/${id}/approve`);
const decline = (by: OperatorSession, id: number, reason: string) =>
  post(by, `/held-credit-approvals/${id}/decline`, { reason });

async function cashCents(userId: number): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    `SELECT balance_cents FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'`,
    [userId],
  );
  return BigInt(rows[0]?.balance_cents ?? 0);
}

async function postingsOf(bankCreditId: number): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_transactions WHERE external_ref = $1',
    [`suspense:${bankCreditId}`],
  );
  return rows[0]!.n;
}

async function suspenseList(): Promise<Schemas['SuspenseCredit'][]> {
  return contentOf(
    expectContractResponse(
      await t.app.inject({ url: '/api/ops/suspense?size=100', headers: operator.headers }),
      'listSuspenseCredits',
      200,
    ),
  ) as Schemas['SuspenseCredit'][];
}

async function thirdPartyList(): Promise<Schemas['ThirdPartyPayment'][]> {
  return contentOf(
    expectContractResponse(
      await t.app.inject({ url: '/api/ops/third-party-payments?size=100', headers: operator.headers }),
      'listThirdPartyPayments',
      200,
    ),
  ) as Schemas['ThirdPartyPayment'][];
}

async function approvals(status?: Schemas['HeldCreditApprovalStatus']): Promise<Approval[]> {
  return contentOf(
    expectContractResponse(
      await t.app.inject({
        url: `/api/ops/held-credit-approvals?size=100${status ? `&status=${status}` : ''}`,
        headers: approver.headers,
      }),
      'listHeldCreditApprovals',
      200,
    ),
  ) as Approval[];
}

describe('SUSPENSE_APPROVAL_ABOVE', () => {
  it('is 1 000 € by default, in euros with at most two decimals', () => {
    expect(loadConfig({}).suspenseApprovalAboveCents).toBe(100_000n);
    expect(t.config.suspenseApprovalAboveCents).toBe(100_000n);
    expect(suspenseApprovalFrom('250.5')).toBe(25_050n);
    expect(suspenseApprovalFrom('0')).toBe(0n);
    expect(() => suspenseApprovalFrom('1,000')).toThrow(/SUSPENSE_APPROVAL_ABOVE/);
    expect(() => suspenseApprovalFrom('-5')).toThrow(/SUSPENSE_APPROVAL_ABOVE/);
  });
});

describe('a suspense credit above the threshold', () => {
  it('waits for a second operator: one cannot book it or approve it, the second books it once', async () => {
    const [id] = await held([unmatched('1500.00')]);
    const cash = await cashCents(demo.userId);

    const asked = await assign(operator, id!, demo.userId);
    const request = expectContractResponse(asked, 'assignSuspenseCredit', 202) as Approval;
    expect(request).toMatchObject({
      bankCreditId: id,
      kind: 'SUSPENSE',
      amount: 1500,
      userId: demo.userId,
      investorName: 'Ana Novak',
      status: 'PENDING_APPROVAL',
      requestedBy: operator.operatorId,
      decidedBy: null,
      depositId: null,
    });
    // Nothing moved: no posting, no deposit, her cash as it was.
    expect(await postingsOf(id!)).toBe(0);
    expect(await cashCents(demo.userId)).toBe(cash);
    const { rows } = await t.pool.query('SELECT deposit_id FROM bank_credits WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ deposit_id: null });
    // It stays in the suspense list, marked as waiting, and cannot be assigned again meanwhile.
    expect((await suspenseList()).find((c) => c.Id === id)?.pendingApprovalId).toBe(request.Id);
    expectApiError(await assign(operator, id!, business.userId), 409, 'held-credit-approval-waiting');
    expectApiError(await assign(approver, id!, demo.userId), 409, 'held-credit-approval-waiting');
    expect((await approvals('PENDING_APPROVAL')).map((a) => a.Id)).toContain(request.Id);
    expect((await auditEvents(t, 'held-credit.assignment-requested')).at(-1)).toMatchObject({
      actor: `operator:${operator.operatorId}`,
      user_id: String(demo.userId),
      details: { approvalId: request.Id, bankCreditId: id, kind: 'SUSPENSE', amountCents: 150_000 },
    });

    // The one who asked decides neither way.
    expectApiError(await approve(operator, request.Id), 403, 'four-eyes');
    expectApiError(await decline(operator, request.Id, 'changed my mind'), 403, 'four-eyes');
    expect(await cashCents(demo.userId)).toBe(cash);

    // The second operator approves; two approvals at once book it once.
    const both = await Promise.all([approve(approver, request.Id), approve(approver, request.Id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const done = both.find((r) => r.statusCode === 200)!;
    const approved = expectContractResponse(done, 'approveHeldCreditApproval', 200) as Approval;
    expectApiError(
      both.find((r) => r.statusCode === 409)!,
      409,
      'approval-closed',
    );
    expect(approved).toMatchObject({ status: 'APPROVED', decidedBy: approver.operatorId });
    expect(approved.depositId).toEqual(expect.any(Number));
    expect(await cashCents(demo.userId)).toBe(cash + 150_000n);
    expect(await postingsOf(id!)).toBe(1);
    expect((await suspenseList()).map((c) => c.Id)).not.toContain(id);
    expectApiError(await assign(operator, id!, demo.userId), 409, 'suspense-already-assigned');
    expectApiError(await decline(approver, request.Id, 'too late'), 409, 'approval-closed');

    expect((await auditEvents(t, 'held-credit.assignment-approved')).at(-1)).toMatchObject({
      actor: `operator:${approver.operatorId}`,
      details: { approvalId: request.Id, bankCreditId: id, requestedBy: operator.operatorId },
    });
    expect((await auditEvents(t, 'suspense.assigned')).at(-1)).toMatchObject({
      actor: `operator:${approver.operatorId}`,
      details: { bankCreditId: id, depositId: approved.depositId, amountCents: 150_000 },
    });
    await expectLedgerReconciled(t.ownerPool);
  });

  it('is booked at once at the threshold, and waits one cent above it', async () => {
    const [at, above] = await held([unmatched('1000.00'), unmatched('1000.01')]);
    const cash = await cashCents(business.userId);
    const booked = await assign(operator, at!, business.userId);
    expect(expectContractResponse(booked, 'assignSuspenseCredit', 200)).toMatchObject({
      suspenseId: at,
      deposit: { value: 1000, status: 'PROCESSED' },
    });
    expect(await cashCents(business.userId)).toBe(cash + 100_000n);
    expectContractResponse(await assign(operator, above!, business.userId), 'assignSuspenseCredit', 202);
    expect(await cashCents(business.userId)).toBe(cash + 100_000n);
  });

  it('makes one request when two operators assign it at the same moment', async () => {
    const [id] = await held([unmatched('1200.00')]);
    const both = await Promise.all([
      assign(operator, id!, demo.userId),
      assign(approver, id!, business.userId),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    expectApiError(
      both.find((r) => r.statusCode === 409)!,
      409,
      'held-credit-approval-waiting',
    );
    const { rows } = await t.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM held_credit_approvals WHERE bank_credit_id = $1',
      [id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('asks for an investor who exists only', async () => {
    const [id] = await held([unmatched('2000.00')]);
    expectApiError(await assign(operator, id!, 999_999), 404, 'not-found');
    expect((await suspenseList()).find((c) => c.Id === id)?.pendingApprovalId).toBeNull();
  });
});

describe('a third-party payment above the threshold', () => {
  it('declined by the second operator stays held, books nothing, and may be asked for again', async () => {
    const [id] = await held([thirdParty(demo.userId, '2500.00')]);
    const cash = await cashCents(demo.userId);
    const request = expectContractResponse(
      await book(operator, id!),
      'bookThirdPartyPayment',
      202,
    ) as Approval;
    expect(request).toMatchObject({ kind: 'THIRD_PARTY', userId: demo.userId, payerName: 'Marko Horvat' });
    expect((await thirdPartyList()).find((p) => p.Id === id)?.pendingApprovalId).toBe(request.Id);
    expectApiError(await book(approver, id!), 409, 'held-credit-approval-waiting');

    expectApiError(await decline(approver, request.Id, '  '), 400, 'validation-error');
    const declined = expectContractResponse(
      await decline(approver, request.Id, 'The investor does not know the payer'),
      'declineHeldCreditApproval',
      200,
    ) as Approval;
    expect(declined).toMatchObject({
      status: 'DECLINED',
      decidedBy: approver.operatorId,
      declineReason: 'The investor does not know the payer',
      depositId: null,
    });
    expect(await cashCents(demo.userId)).toBe(cash);
    expect(await postingsOf(id!)).toBe(0);
    expect((await thirdPartyList()).find((p) => p.Id === id)?.pendingApprovalId).toBeNull();
    expectApiError(await approve(approver, request.Id), 409, 'approval-closed');
    expect((await auditEvents(t, 'held-credit.assignment-declined')).at(-1)).toMatchObject({
      actor: `operator:${approver.operatorId}`,
      details: {
        approvalId: request.Id,
        kind: 'THIRD_PARTY',
        reason: 'The investor does not know the payer',
      },
    });

    // Asked for again (the investor confirmed after all), by the other operator this time.
    const again = expectContractResponse(await book(approver, id!), 'bookThirdPartyPayment', 202) as Approval;
    expectContractResponse(await approve(operator, again.Id), 'approveHeldCreditApproval', 200);
    expect(await cashCents(demo.userId)).toBe(cash + 250_000n);
  });
});

describe('a credit the bank takes back while its assignment waits', () => {
  it('closes the request (CANCELLED) and is never booked', async () => {
    const values = {
      IBAN: t.config.platformAccount.iban,
      DATE: '2026-03-10',
      AMOUNT: '1800.00',
      TX_REF: next('2026031000'),
      TXID: next('SI0310'),
      E2E: next('E2E-'),
      PAYER: 'Nekdo Neznan',
      PAYER_IBAN: 'SI56020170014356205',
      REFERENCE: 'INVOICE 2026-77',
    };
    const credit = await importStatement(
      t,
      operator,
      camtFixture('credit-notification.camt054.xml', {
        ...values,
        NTF_ID: next('NTF-'),
        ENTRY_REF: next('NTRY-'),
      }),
    );
    const id = credit.lines[0]!.suspenseId!;
    const cash = await cashCents(business.userId);
    const request = expectContractResponse(
      await assign(operator, id, business.userId),
      'assignSuspenseCredit',
      202,
    ) as Approval;

    const reversal = await importStatement(
      t,
      operator,
      camtFixture('credit-reversal.camt053.xml', {
        ...values,
        DATE: '2026-03-12',
        STMT_ID: next('STMT-'),
        ENTRY_REF: next('RVSL-'),
        RVSL: 'true',
      }),
    );
    expect(reversal).toMatchObject({ reversed: 1 });
    const cancelled = (await approvals('CANCELLED')).find((a) => a.Id === request.Id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', decidedBy: null, depositId: null });
    expect(cancelled!.decidedAt).not.toBeNull();
    expectApiError(await approve(approver, request.Id), 409, 'approval-closed');
    expect(await cashCents(business.userId)).toBe(cash);
    expect(await postingsOf(id)).toBe(0);
    expect((await auditEvents(t, 'held-credit.assignment-cancelled')).at(-1)).toMatchObject({
      details: { approvalId: request.Id, bankCreditId: id, reason: 'credit-reversed' },
    });
    await expectLedgerReconciled(t.ownerPool);
  });
});

describe('the four-eyes rule in the database', () => {
  it('refuses a decision by the operator who asked, and a second open request of one credit', async () => {
    const [id] = await held([unmatched('3000.00')]);
    const request = expectContractResponse(
      await assign(operator, id!, demo.userId),
      'assignSuspenseCredit',
      202,
    ) as Approval;
    await expect(
      t.pool.query(
        `UPDATE held_credit_approvals SET status = 'DECLINED', decided_by = requested_by, decided_at = now(),
                decline_reason = 'self' WHERE id = $1`,
        [request.Id],
      ),
    ).rejects.toMatchObject({ constraint: 'held_credit_approvals_four_eyes' });
    await expect(
      t.pool.query(
        `INSERT INTO held_credit_approvals (bank_credit_id, user_id, status, requested_by, requested_at)
         VALUES ($1, $2, 'PENDING_APPROVAL', $3, now())`,
        [id, business.userId, approver.operatorId],
      ),
    ).rejects.toMatchObject({ constraint: 'held_credit_approvals_open' });
  });
});
