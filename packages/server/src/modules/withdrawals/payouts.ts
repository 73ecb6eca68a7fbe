/**
 * Payouts (DESIGN §3): the operator gathers PENDING withdrawals into a batch, a SEPA credit-transfer
 * initiation (ISO 20022 pain.001.001.09, EPC SCT rules) the operator uploads to the platform's bank;
 * the withdrawals are then SENT. When the bank reports the outcome, the operator confirms each line:
 * executed → PROCESSED (withdrawals-pending → bank-transfers), rejected → DECLINED (the money returns:
 * withdrawals-pending → the investor's cash account).
 *
 * The requested execution date is 2 Slovenian bank business days ahead (SPEC §1, §9): weekends and
 * Slovenian public holidays (date-holidays, country SI) are skipped, on the injectable clock's
 * calendar date in Ljubljana.
 *
 * Four-eyes (issue 13): a second operator approves a batch before its file can be downloaded and its
 * lines confirmed; the operator who made it cannot (constraint payout_batches_four_eyes too). Until
 * then the batch can be declined, by its maker (withdrawn) or by a second operator (refused): its
 * withdrawals become PENDING again for the next batch. Making a batch moved no money (the amounts
 * stay in withdrawals-pending from the request), so declining books nothing. Approval and decline
 * take the batch's row lock, so of the two at once exactly one happens.
 *
 * Concurrency: a batch takes the PENDING rows FOR UPDATE, so of two batches at once the second waits
 * and then finds them SENT (READ COMMITTED re-checks the row). Each confirmed line is its own
 * transaction that locks its withdrawal and settles it only while SENT, so a line is settled once,
 * and one ledger posting per transaction keeps the fixed account lock order (no deadlocks).
 */
import { randomBytes } from 'node:crypto';
import { XMLBuilder } from 'fast-xml-parser';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { recordAudit, type AuditActor, type AuditRequest } from '../../platform/audit.ts';
import type { PlatformAccount } from '../../platform/config.ts';
import { cursorScope, keysetPage, newestFirst } from '../../platform/cursor.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError, badRequest, notFound } from '../../platform/errors.ts';
import { investorCashAccountId, postTransaction, systemAccountId } from '../ledger/index.ts';
import { centsToDecimal } from '../../platform/money.ts';
import { withdrawalSettledEmail } from './messages.ts';
import { PAYABLE_NOW } from './payout-lists.ts';
import {
  confirmReturnLineExecuted,
  markReturnsSent,
  PAYER_RETURN_LINE_PREFIX,
  releaseReturnsOfBatch,
  returnLineBankOnly,
  returnLinesOf,
  takePendingReturns,
  type PayerReturnView,
} from './payer-returns.ts';
import { notifyInvestor } from '../notifications/index.ts';
import type { Deps } from '../../platform/http/types.ts';
import { addBankBusinessDays, bankCalendarDate } from '../../platform/calendar.ts';

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';
/** SPEC §1: payout takes 2 bank business days. */
export const PAYOUT_BUSINESS_DAYS = 2;

// ---------------------------------------------------------------------------------------------
// pain.001

/**
 * Text in the SEPA basic character set (EPC "Latin" subset: a–z A–Z 0–9 / - ? : ( ) . , ' + space),
 * which every bank of the scheme must accept: accents are dropped (č → c), anything else becomes a space.
 */
export function sepaText(text: string, maxLength: number): string {
  return text
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

export interface PayoutFileLine {
  endToEndId: string;
  amountCents: bigint;
  creditorName: string;
  creditorIban: string;
  remittance: string;
}

export interface PayoutFile {
  messageId: string;
  createdAt: Date;
  requestedExecutionDate: string;
  debtor: PlatformAccount;
  lines: PayoutFileLine[];
}

/**
 * The pain.001.001.09 document: one payment information block (SEPA, charges SLEV, the platform's
 * account as debtor) with one CdtTrfTxInf per withdrawal. NbOfTxs and CtrlSum are given in the group
 * header and the block, both computed from the lines. Every IBAN (and the debtor's BIC) is checked.
 */
export function buildPain001(file: PayoutFile): string {
  if (file.lines.length === 0) throw new Error('a payout file needs at least one line');
  const debtorIban = electronicFormatIBAN(file.debtor.iban) ?? '';
  if (!isValidIBAN(debtorIban)) throw new Error('the platform account IBAN (PLATFORM_IBAN) is not valid');
  if (!isValidBIC(file.debtor.bic)) throw new Error('the platform account BIC (PLATFORM_BIC) is not valid');
  for (const line of file.lines) {
    if (!isValidIBAN(line.creditorIban)) throw new Error(`payout line ${line.endToEndId}: invalid IBAN`);
    if (line.amountCents <= 0n) throw new Error(`payout line ${line.endToEndId}: amount must be positive`);
  }
  const total = file.lines.reduce((sum, l) => sum + l.amountCents, 0n);
  const count = String(file.lines.length);
  const debtorName = sepaText(file.debtor.beneficiaryName, 70);
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Document: {
      '@_xmlns': PAIN001_NAMESPACE,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: file.messageId,
          CreDtTm: file.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          NbOfTxs: count,
          CtrlSum: centsToDecimal(total),
          InitgPty: { Nm: debtorName },
        },
        PmtInf: {
          PmtInfId: file.messageId,
          PmtMtd: 'TRF',
          BtchBookg: 'false',
          NbOfTxs: count,
          CtrlSum: centsToDecimal(total),
          PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
          ReqdExctnDt: { Dt: file.requestedExecutionDate },
          Dbtr: { Nm: debtorName },
          DbtrAcct: { Id: { IBAN: debtorIban }, Ccy: 'EUR' },
          DbtrAgt: { FinInstnId: { BICFI: file.debtor.bic } },
          ChrgBr: 'SLEV',
          CdtTrfTxInf: file.lines.map((line) => ({
            PmtId: { InstrId: line.endToEndId, EndToEndId: line.endToEndId },
            Amt: { InstdAmt: { '@_Ccy': 'EUR', '#text': centsToDecimal(line.amountCents) } },
            Cdtr: { Nm: sepaText(line.creditorName, 70) || 'Investor' },
            CdtrAcct: { Id: { IBAN: line.creditorIban } },
            RmtInf: { Ustrd: sepaText(line.remittance, 140) },
          })),
        },
      },
    },
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    indentBy: '  ',
  });
  return builder.build(document) as string;
}

// ---------------------------------------------------------------------------------------------
// Batches

const nothingToPay = () =>
  new ApiError(422, 'something-wrong', 'There are no pending withdrawals or returns to pay out');

export type LineOutcome = 'EXECUTED' | 'REJECTED';
type WithdrawalStatus = 'PENDING' | 'SENT' | 'PROCESSED' | 'DECLINED' | 'CANCELLED';
/** A batch's line is never CANCELLED (constraint withdrawals_in_batch: a cancelled one is in no batch). */
type LineStatus = Exclude<WithdrawalStatus, 'CANCELLED'>;

export interface PayoutBatchView {
  id: number;
  messageId: string;
  createdAt: Date;
  createdBy: number;
  createdByEmail: string;
  approvedBy: number | null;
  approvedByEmail: string | null;
  approvedAt: Date | null;
  declinedBy: number | null;
  declinedByEmail: string | null;
  declinedAt: Date | null;
  declineReason: string | null;
  requestedExecutionDate: string;
  transactionCount: number;
  totalCents: bigint;
  lines: Array<{
    withdrawalId: number;
    endToEndId: string;
    userId: number;
    amountCents: bigint;
    creditorIban: string;
    status: LineStatus;
  }>;
  /** Third-party payments returned to their payers (src/modules/withdrawals/payer-returns.ts). */
  returnLines: PayerReturnView[];
}

/**
 * Whose name goes on the transfer: the payout account's holder as the investor entered it when they
 * asked (their bank's spelling); for withdrawals from before that was kept, the company of a business
 * investor, else the person.
 */
function creditorName(row: {
  creditor_name: string | null;
  investor_type: string;
  company_name: string | null;
  first_name: string;
  last_name: string;
}) {
  if (row.creditor_name) return row.creditor_name;
  return row.investor_type === 'Business' && row.company_name
    ? row.company_name
    : `${row.first_name} ${row.last_name}`;
}

/**
 * POST /ops/payouts: every PENDING withdrawal into one new batch and its pain.001 file (kept until a
 * second operator approves the batch); they become SENT. Throws 422 when nothing is pending.
 *
 * A blocked investor's withdrawals, and a withdrawal-restricted one's, stay PENDING (reserved, out of
 * the file) until the measure is lifted: the provider stopped their money leaving (terms §8). The
 * investors' rows are read FOR SHARE, so a block committed while the batch is made either comes first
 * (and the withdrawal stays out) or waits for the batch. A line an operator holds (holdWithdrawal)
 * stays out the same way until released; hold, release and the investor's cancellation lock the
 * withdrawal's row, which the batch locks FOR UPDATE, so each either comes first or waits for it.
 */
export async function createPayoutBatch(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
): Promise<{ id: number; messageId: string }> {
  const { db, clock, config } = deps;
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{
      id: string;
      user_id: string;
      iban: string;
      amount_cents: string;
      creditor_name: string | null;
      investor_type: string;
      company_name: string | null;
      first_name: string;
      last_name: string;
    }>(
      `SELECT w.id, w.user_id, w.iban, w.amount_cents::text, w.creditor_name, u.investor_type, u.company_name, u.first_name, u.last_name
         FROM withdrawals w JOIN users u ON u.id = w.user_id
        WHERE ${PAYABLE_NOW}
        ORDER BY w.id
          FOR UPDATE OF w
          FOR SHARE OF u`,
    );
    // Third-party payments returned to their payers go out in the same file (payer-returns.ts).
    const returns = await takePendingReturns(tx);
    if (rows.length === 0 && returns.length === 0) throw nothingToPay();
    const now = clock.now();
    const requestedExecutionDate = addBankBusinessDays(bankCalendarDate(now), PAYOUT_BUSINESS_DAYS);
    const messageId = `PAYOUT-${bankCalendarDate(now).replace(/-/g, '')}-${randomBytes(5).toString('hex').toUpperCase()}`;
    const lines: PayoutFileLine[] = rows.map((r) => ({
      endToEndId: `INVEST-WD-${r.id}`,
      amountCents: BigInt(r.amount_cents),
      creditorName: creditorName(r),
      creditorIban: r.iban,
      remittance: `Invest withdrawal ${r.id}`,
    }));
    lines.push(...returns);
    const document = buildPain001({
      messageId,
      createdAt: now,
      requestedExecutionDate,
      debtor: config.platformAccount,
      lines,
    });
    const total = lines.reduce((sum, l) => sum + l.amountCents, 0n);
    const { rows: batch } = await tx.query<{ id: string }>(
      `INSERT INTO payout_batches (message_id, requested_execution_date, transaction_count, total_cents, document,
         created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [messageId, requestedExecutionDate, lines.length, total.toString(), document, operatorId, now],
    );
    const batchId = Number(batch[0]!.id);
    await tx.query(
      `UPDATE withdrawals SET status = 'SENT', payout_batch_id = $1, sent_at = $2,
              end_to_end_id = 'INVEST-WD-' || id::text
        WHERE id = ANY ($3::bigint[])`,
      [batchId, now, rows.map((r) => r.id)],
    );
    await markReturnsSent(tx, batchId, returns);
    await recordAudit(tx, clock, request, {
      action: 'payout.created',
      userId: null,
      actor: `operator:${operatorId}`,
      details: {
        payoutBatchId: batchId,
        transactionCount: lines.length,
        payerReturns: returns.length,
        totalCents: Number(total),
        requestedExecutionDate,
      },
    });
    return { id: batchId, messageId };
  });
}

const notApproved = () =>
  new ApiError(409, 'payout-not-approved', 'A second operator must approve the payout batch first');

/** The stored pain.001 of an approved batch; null when there is no such batch, 409 before approval. */
export async function payoutDocument(db: Queryable, batchId: number): Promise<string | null> {
  const { rows } = await db.query<{ document: string; approved: boolean }>(
    'SELECT document, approved_by IS NOT NULL AS approved FROM payout_batches WHERE id = $1',
    [batchId],
  );
  const batch = rows[0];
  if (!batch) return null;
  if (!batch.approved) throw notApproved();
  return batch.document;
}

const approvalClosed = (state: 'approved' | 'declined') =>
  new ApiError(409, 'approval-closed', `The payout batch is ${state} already`);

/** The batch row, locked for its approval or decline (404 when there is none). */
async function lockBatch(tx: Queryable, batchId: number) {
  const { rows } = await tx.query<{
    created_by: string;
    approved: boolean;
    declined: boolean;
    total_cents: string;
  }>(
    `SELECT created_by, approved_by IS NOT NULL AS approved, declined_by IS NOT NULL AS declined,
            total_cents::text
       FROM payout_batches WHERE id = $1 FOR UPDATE`,
    [batchId],
  );
  if (!rows[0]) throw notFound('No such payout batch');
  return rows[0];
}

/**
 * POST /ops/payouts/{id}/approve: the second operator's approval, once and never of a declined batch
 * (409 `approval-closed`), never by the operator who made the batch (403 `four-eyes`), under the
 * batch's row lock.
 */
export async function approvePayoutBatch(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  batchId: number,
): Promise<PayoutBatchView> {
  const { db, clock } = deps;
  await withTransaction(db, async (tx) => {
    const batch = await lockBatch(tx, batchId);
    if (Number(batch.created_by) === operatorId)
      throw new ApiError(403, 'four-eyes', 'Another operator must approve a payout batch you made');
    if (batch.approved) throw approvalClosed('approved');
    if (batch.declined) throw approvalClosed('declined');
    await tx.query('UPDATE payout_batches SET approved_by = $2, approved_at = $3 WHERE id = $1', [
      batchId,
      operatorId,
      clock.now(),
    ]);
    await recordAudit(tx, clock, request, {
      action: 'payout.approved',
      userId: null,
      actor: `operator:${operatorId}`,
      details: {
        payoutBatchId: batchId,
        createdBy: Number(batch.created_by),
        totalCents: Number(batch.total_cents),
      },
    });
  });
  return (await payoutBatchView(db, batchId))!;
}

/**
 * POST /ops/payouts/{id}/decline: closes a batch that is neither approved nor declined (else 409
 * `approval-closed`), by its maker or another operator, under the batch's row lock. Its withdrawals
 * leave it, PENDING again (the trigger of migrations/0017 allows that only out of a declined batch);
 * nothing is booked and the investors are not told, as for them the withdrawal was pending all along.
 */
export async function declinePayoutBatch(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  batchId: number,
  givenReason: string,
): Promise<PayoutBatchView> {
  const { db, clock } = deps;
  const reason = givenReason.trim();
  if (reason.length < 3) throw badRequest('reason: at least 3 characters besides spaces');
  await withTransaction(db, async (tx) => {
    const batch = await lockBatch(tx, batchId);
    if (batch.approved) throw approvalClosed('approved');
    if (batch.declined) throw approvalClosed('declined');
    const now = clock.now();
    await tx.query(
      'UPDATE payout_batches SET declined_by = $2, declined_at = $3, decline_reason = $4 WHERE id = $1',
      [batchId, operatorId, now, reason],
    );
    const released = await tx.query(
      `UPDATE withdrawals SET status = 'PENDING', payout_batch_id = NULL, sent_at = NULL, end_to_end_id = NULL
        WHERE payout_batch_id = $1 AND status = 'SENT'`,
      [batchId],
    );
    const returnsReleased = await releaseReturnsOfBatch(tx, batchId);
    await recordAudit(tx, clock, request, {
      action: 'payout.declined',
      userId: null,
      actor: `operator:${operatorId}`,
      details: {
        payoutBatchId: batchId,
        createdBy: Number(batch.created_by),
        withdrawals: released.rowCount ?? 0,
        payerReturns: returnsReleased,
        totalCents: Number(batch.total_cents),
        reason,
      },
    });
  });
  return (await payoutBatchView(db, batchId))!;
}

export async function payoutBatchView(db: Queryable, batchId: number): Promise<PayoutBatchView | null> {
  const { rows } = await db.query<{
    message_id: string;
    created_at: Date;
    created_by: string;
    created_by_email: string;
    approved_by: string | null;
    approved_by_email: string | null;
    approved_at: Date | null;
    declined_by: string | null;
    declined_by_email: string | null;
    declined_at: Date | null;
    decline_reason: string | null;
    requested_execution_date: string;
    transaction_count: number;
    total_cents: string;
  }>(
    `SELECT b.message_id, b.created_at, b.created_by, maker.email AS created_by_email, b.approved_by,
            approver.email AS approved_by_email, b.approved_at, b.declined_by,
            decliner.email AS declined_by_email, b.declined_at, b.decline_reason,
            b.requested_execution_date, b.transaction_count, b.total_cents::text
       FROM payout_batches b
       JOIN operators maker ON maker.id = b.created_by
       LEFT JOIN operators approver ON approver.id = b.approved_by
       LEFT JOIN operators decliner ON decliner.id = b.declined_by
      WHERE b.id = $1`,
    [batchId],
  );
  const batch = rows[0];
  if (!batch) return null;
  const { rows: lines } = await db.query<{
    id: string;
    end_to_end_id: string;
    user_id: string;
    amount_cents: string;
    iban: string;
    status: LineStatus;
  }>(
    `SELECT id, end_to_end_id, user_id, amount_cents::text, iban, status FROM withdrawals
      WHERE payout_batch_id = $1 ORDER BY id`,
    [batchId],
  );
  return {
    id: batchId,
    messageId: batch.message_id,
    createdAt: batch.created_at,
    createdBy: Number(batch.created_by),
    createdByEmail: batch.created_by_email,
    approvedBy: batch.approved_by === null ? null : Number(batch.approved_by),
    approvedByEmail: batch.approved_by_email,
    approvedAt: batch.approved_at,
    declinedBy: batch.declined_by === null ? null : Number(batch.declined_by),
    declinedByEmail: batch.declined_by_email,
    declinedAt: batch.declined_at,
    declineReason: batch.decline_reason,
    requestedExecutionDate: batch.requested_execution_date,
    transactionCount: batch.transaction_count,
    totalCents: BigInt(batch.total_cents),
    lines: lines.map((l) => ({
      withdrawalId: Number(l.id),
      endToEndId: l.end_to_end_id,
      userId: Number(l.user_id),
      amountCents: BigInt(l.amount_cents),
      creditorIban: l.iban,
      status: l.status,
    })),
    returnLines: await returnLinesOf(db, batchId),
  };
}

const rejectionWaiting = () =>
  new ApiError(
    409,
    'rejection-waiting',
    'A rejection of this line waits for a second operator: approve or decline it first',
  );

/** A withdrawal row locked for settling (FOR UPDATE). */
interface LockedLine {
  id: string;
  user_id: string;
  iban: string;
  amount_cents: string;
  status: WithdrawalStatus;
  payout_batch_id: string | null;
}

const LINE_COLUMNS = 'w.id, w.user_id, w.iban, w.amount_cents::text, w.status, w.payout_batch_id';

/** Whether the line has a rejection request waiting for a second operator. */
async function rejectionOpen(tx: Queryable, withdrawalId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM payout_line_rejections WHERE withdrawal_id = $1 AND status = 'PENDING_APPROVAL'`,
    [withdrawalId],
  );
  return rows.length > 0;
}

/**
 * Settles a SENT line whose row `tx` has locked: executed → PROCESSED (withdrawals-pending →
 * bank-transfers); rejected → DECLINED, the money back on the investor's cash account. The investor
 * is notified; audited with `actor` (the operator who confirmed it, or who approved the rejection).
 */
async function settleLockedLine(
  tx: Queryable,
  deps: Pick<Deps, 'clock' | 'jobs'>,
  request: AuditRequest | null,
  actor: { operatorId: number | null },
  w: LockedLine,
  outcome: LineOutcome,
  reason: string,
): Promise<string> {
  const { clock, jobs } = deps;
  const amountCents = BigInt(w.amount_cents);
  const userId = Number(w.user_id);
  const batchId = Number(w.payout_batch_id);
  const pending = await systemAccountId(tx, 'withdrawals-pending');
  const executed = outcome === 'EXECUTED';
  const counterparty = executed
    ? await systemAccountId(tx, 'bank-transfers')
    : await investorCashAccountId(tx, userId);
  const now = clock.now();
  const ledgerTransactionId = await postTransaction(tx, {
    kind: 'withdrawal',
    occurredAt: now,
    description: executed ? 'Withdrawal paid out' : 'Withdrawal returned (rejected by the bank)',
    externalRef: `withdrawal:${w.id}:${executed ? 'paid' : 'returned'}`,
    entries: [
      { accountId: pending, amountCents: -amountCents },
      { accountId: counterparty, amountCents },
    ],
  });
  const status = executed ? 'PROCESSED' : 'DECLINED';
  await tx.query(
    `UPDATE withdrawals SET status = $2, settle_transaction_id = $3, settled_at = $4, settled_by = $5,
            decline_reason = $6
      WHERE id = $1`,
    [w.id, status, ledgerTransactionId, now, actor.operatorId, executed ? null : reason],
  );
  await notifyInvestor(
    tx,
    { clock, jobs },
    userId,
    executed ? 'WITHDRAWAL_PROCESSED' : 'WITHDRAWAL_DECLINED',
    (to) => withdrawalSettledEmail(to.language, to.firstName, amountCents, w.iban, status),
  );
  const details = {
    withdrawalId: Number(w.id),
    payoutBatchId: batchId,
    amountCents: Number(amountCents),
    ledgerTransactionId: Number(ledgerTransactionId),
  };
  const auditActor: AuditActor = actor.operatorId === null ? 'system' : `operator:${actor.operatorId}`;
  if (executed) {
    await recordAudit(tx, clock, request, {
      action: 'withdrawal.processed',
      userId,
      actor: auditActor,
      details,
    });
  } else {
    await recordAudit(tx, clock, request, {
      action: 'withdrawal.declined',
      userId,
      actor: auditActor,
      details: { ...details, reason },
    });
  }
  return ledgerTransactionId;
}

type LineResult = 'processed' | 'rejection-requested' | 'unchanged';

/**
 * One line of an operator's confirmation, in its own transaction under the withdrawal's row lock.
 * EXECUTED settles it. REJECTED by hand (no bank return in a statement) moves no money: it opens a
 * rejection request a second operator decides (four-eyes, approveLineRejection), so one operator
 * cannot mark a line the bank executed as rejected and pay the investor again. A line already
 * settled, or already waiting for a rejection's decision, is left unchanged (a repeated
 * confirmation changes nothing); an EXECUTED line with a rejection waiting answers 409.
 */
async function confirmLine(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  batchId: number,
  endToEndId: string,
  outcome: LineOutcome,
  reason: string,
): Promise<LineResult> {
  const { db, clock } = deps;
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<LockedLine>(
      `SELECT ${LINE_COLUMNS} FROM withdrawals w
        WHERE w.payout_batch_id = $1 AND w.end_to_end_id = $2
          FOR UPDATE OF w`,
      [batchId, endToEndId],
    );
    const w = rows[0];
    if (!w) throw badRequest(`No line ${endToEndId} in payout batch ${batchId}`);
    if (w.status !== 'SENT') return 'unchanged';
    const open = await rejectionOpen(tx, w.id);
    if (outcome === 'EXECUTED') {
      if (open) throw rejectionWaiting();
      await settleLockedLine(tx, deps, request, { operatorId }, w, 'EXECUTED', reason);
      return 'processed';
    }
    if (open) return 'unchanged';
    const { rows: made } = await tx.query<{ id: string }>(
      `INSERT INTO payout_line_rejections (withdrawal_id, reason, status, requested_by, requested_at)
       VALUES ($1, $2, 'PENDING_APPROVAL', $3, $4) RETURNING id`,
      [w.id, reason, operatorId, clock.now()],
    );
    await recordAudit(tx, clock, request, {
      action: 'payout-line.rejection-requested',
      userId: Number(w.user_id),
      actor: `operator:${operatorId}`,
      details: {
        rejectionId: Number(made[0]!.id),
        withdrawalId: Number(w.id),
        payoutBatchId: batchId,
        amountCents: Number(w.amount_cents),
        reason,
      },
    });
    return 'rejection-requested';
  });
}

export type PayoutReturn =
  | { outcome: 'RETURNED'; withdrawalId: number; userId: number; ledgerTransactionId: string | null }
  | { outcome: 'NO_MATCH' };

/**
 * A payout line the beneficiary's bank returned (a return in a statement, src/modules/deposits/reversals.ts),
 * inside the caller's transaction, found by the line's EndToEndId and its amount:
 *   - SENT: settled as REJECTED by the same settlement as an approved rejection, AT ONCE: the bank's
 *     statement is the evidence a second operator stands in for; a rejection request an operator opened
 *     for the line is closed, superseded by the bank's return;
 *   - PROCESSED (confirmed executed before the money came back): the amount comes back from the bank
 *     to the investor's cash; the line stays PROCESSED (a settled withdrawal never changes,
 *     migrations/0017: it was paid, and then returned), the return's row in bank_returns tells it;
 *   - DECLINED (already declined): its money went back then; nothing more.
 * An unknown EndToEndId, another amount or a line not yet sent is NO_MATCH: the caller books the
 * credit as any other (to suspense), so it is never lost. The caller books each return once.
 */
export async function returnPayoutLine(
  tx: Queryable,
  deps: Pick<Deps, 'clock' | 'jobs'>,
  request: AuditRequest | null,
  operatorId: number,
  bankReturn: { endToEndId: string; amountCents: bigint; reason: string },
): Promise<PayoutReturn> {
  const { clock, jobs } = deps;
  const { rows } = await tx.query<LockedLine>(
    `SELECT ${LINE_COLUMNS} FROM withdrawals w
      WHERE w.end_to_end_id = $1 AND w.amount_cents = $2 FOR UPDATE OF w`,
    [bankReturn.endToEndId, bankReturn.amountCents.toString()],
  );
  const w = rows[0];
  if (!w || w.payout_batch_id === null) return { outcome: 'NO_MATCH' };
  const withdrawalId = Number(w.id);
  const userId = Number(w.user_id);
  if (w.status === 'SENT') {
    const ledgerTransactionId = await settleLockedLine(
      tx,
      deps,
      request,
      { operatorId },
      w,
      'REJECTED',
      bankReturn.reason,
    );
    await tx.query(
      `UPDATE payout_line_rejections SET status = 'DECLINED', decided_at = $2,
              decline_reason = 'Superseded by the bank''s return in a statement'
        WHERE withdrawal_id = $1 AND status = 'PENDING_APPROVAL'`,
      [w.id, clock.now()],
    );
    return { outcome: 'RETURNED', withdrawalId, userId, ledgerTransactionId };
  }
  if (w.status === 'DECLINED')
    return { outcome: 'RETURNED', withdrawalId, userId, ledgerTransactionId: null };
  if (w.status !== 'PROCESSED') return { outcome: 'NO_MATCH' };
  const ledgerTransactionId = await postTransaction(tx, {
    kind: 'withdrawal',
    occurredAt: clock.now(),
    description: "Withdrawal returned by the beneficiary's bank",
    externalRef: `withdrawal:${w.id}:returned`,
    entries: [
      { accountId: await systemAccountId(tx, 'bank-transfers'), amountCents: -bankReturn.amountCents },
      { accountId: await investorCashAccountId(tx, userId), amountCents: bankReturn.amountCents },
    ],
  });
  await notifyInvestor(tx, { clock, jobs }, userId, 'WITHDRAWAL_DECLINED', (to) =>
    withdrawalSettledEmail(to.language, to.firstName, bankReturn.amountCents, w.iban, 'DECLINED'),
  );
  return { outcome: 'RETURNED', withdrawalId, userId, ledgerTransactionId };
}

/**
 * POST /ops/payouts/{id}/confirm: the bank's outcome per line (by EndToEndId). Lines already settled
 * are left as they are (a repeated confirmation changes nothing); lines not named stay SENT.
 */
export async function confirmPayoutBatch(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  batchId: number,
  lines: Array<{ endToEndId: string; outcome: LineOutcome; reason?: string }>,
): Promise<PayoutBatchView> {
  const { db, clock } = deps;
  const before = await payoutBatchView(db, batchId);
  if (!before) throw notFound('No such payout batch');
  if (before.approvedBy === null) throw notApproved();
  const known = new Set(before.lines.map((l) => l.endToEndId));
  const returnLines = new Set(before.returnLines.map((l) => l.endToEndId));
  const seen = new Set<string>();
  for (const line of lines) {
    if (!known.has(line.endToEndId) && !returnLines.has(line.endToEndId))
      throw badRequest(`lines: ${line.endToEndId} is not a line of payout batch ${batchId}`);
    if (seen.has(line.endToEndId)) throw badRequest(`lines: ${line.endToEndId} is named twice`);
    seen.add(line.endToEndId);
    // Marking a return line rejected by hand would need the four-eyes request of withdrawals'
    // lines (payout_line_rejections); only the bank's return in a statement rejects one.
    if (returnLines.has(line.endToEndId) && line.outcome === 'REJECTED') throw returnLineBankOnly();
  }
  let processed = 0;
  let rejectionsRequested = 0;
  let unchanged = 0;
  for (const line of lines) {
    if (line.endToEndId.startsWith(PAYER_RETURN_LINE_PREFIX)) {
      const result = await confirmReturnLineExecuted(deps, request, operatorId, batchId, line.endToEndId);
      if (result === 'processed') processed += 1;
      else unchanged += 1;
      continue;
    }
    const result = await confirmLine(
      deps,
      request,
      operatorId,
      batchId,
      line.endToEndId,
      line.outcome,
      line.reason ?? 'Rejected by the bank',
    );
    if (result === 'unchanged') unchanged += 1;
    else if (result === 'processed') processed += 1;
    else rejectionsRequested += 1;
  }
  await recordAudit(db, clock, request, {
    action: 'payout.confirmed',
    userId: null,
    actor: `operator:${operatorId}`,
    details: { payoutBatchId: batchId, processed, rejectionsRequested, unchanged },
  });
  return (await payoutBatchView(db, batchId))!;
}

// ---------------------------------------------------------------------------------------------
// Rejections by hand: four-eyes

export type LineRejectionStatus = 'PENDING_APPROVAL' | 'APPROVED' | 'DECLINED';

export interface LineRejectionView {
  id: number;
  withdrawalId: number;
  payoutBatchId: number;
  endToEndId: string;
  userId: number;
  investorName: string;
  amountCents: bigint;
  reason: string;
  status: LineRejectionStatus;
  requestedBy: number;
  requestedByEmail: string;
  requestedAt: Date;
  decidedBy: number | null;
  decidedAt: Date | null;
  declineReason: string | null;
}

const REJECTION_SELECT = `
  SELECT r.id, r.withdrawal_id, w.payout_batch_id, w.end_to_end_id, w.user_id,
         coalesce(w.creditor_name, u.first_name || ' ' || u.last_name) AS investor_name,
         w.amount_cents::text, r.reason, r.status, r.requested_by, o.email AS requested_by_email,
         r.requested_at, r.decided_by, r.decided_at, r.decline_reason
    FROM payout_line_rejections r
    JOIN withdrawals w ON w.id = r.withdrawal_id
    JOIN users u ON u.id = w.user_id
    JOIN operators o ON o.id = r.requested_by`;

interface RejectionRow {
  id: string;
  withdrawal_id: string;
  payout_batch_id: string;
  end_to_end_id: string;
  user_id: string;
  investor_name: string;
  amount_cents: string;
  reason: string;
  status: LineRejectionStatus;
  requested_by: string;
  requested_by_email: string;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  decline_reason: string | null;
}

function rejectionView(r: RejectionRow): LineRejectionView {
  return {
    id: Number(r.id),
    withdrawalId: Number(r.withdrawal_id),
    payoutBatchId: Number(r.payout_batch_id),
    endToEndId: r.end_to_end_id,
    userId: Number(r.user_id),
    investorName: r.investor_name,
    amountCents: BigInt(r.amount_cents),
    reason: r.reason,
    status: r.status,
    requestedBy: Number(r.requested_by),
    requestedByEmail: r.requested_by_email,
    requestedAt: r.requested_at,
    decidedBy: r.decided_by === null ? null : Number(r.decided_by),
    decidedAt: r.decided_at,
    declineReason: r.decline_reason,
  };
}

/** GET /ops/payout-rejections: newest first, optionally of one status (PENDING_APPROVAL: the queue). */
export async function listLineRejections(
  db: Queryable,
  filter: { status?: LineRejectionStatus; cursor?: string; size: number },
): Promise<{ rows: LineRejectionView[]; next: string | null }> {
  const scope = cursorScope({ status: filter.status });
  const { rows, next } = await keysetPage<RejectionRow>(
    db,
    REJECTION_KEYSET,
    scope,
    filter.cursor,
    filter.size,
    {
      select: REJECTION_SELECT,
      where: ['$1::text IS NULL OR r.status = $1'],
      params: [filter.status ?? null],
    },
  );
  return { rows: rows.map(rejectionView), next };
}

/** GET /ops/payout-rejections: newest first. */
const REJECTION_KEYSET = newestFirst('ops-payout-rejections', 'r.id');

async function rejectionById(db: Queryable, id: number): Promise<LineRejectionView> {
  const { rows } = await db.query<RejectionRow>(`${REJECTION_SELECT} WHERE r.id = $1`, [id]);
  return rejectionView(rows[0]!);
}

/**
 * Locks a rejection request and its line for a decision, in the order every settling takes
 * (withdrawal first, then the request): 404, 403 `four-eyes` for the operator who asked (unless
 * `maySelf`), 409 `approval-closed` once decided.
 */
async function lockRejection(tx: Queryable, id: number, operatorId: number, maySelf: boolean) {
  const { rows: found } = await tx.query<{ withdrawal_id: string }>(
    'SELECT withdrawal_id FROM payout_line_rejections WHERE id = $1',
    [id],
  );
  if (!found[0]) throw notFound('No such rejection request');
  const { rows: lines } = await tx.query<LockedLine>(
    `SELECT ${LINE_COLUMNS} FROM withdrawals w WHERE w.id = $1 FOR UPDATE OF w`,
    [found[0].withdrawal_id],
  );
  const { rows } = await tx.query<{ requested_by: string; status: LineRejectionStatus }>(
    'SELECT requested_by, status FROM payout_line_rejections WHERE id = $1 FOR UPDATE',
    [id],
  );
  const r = rows[0]!;
  if (!maySelf && Number(r.requested_by) === operatorId)
    throw new ApiError(403, 'four-eyes', 'Another operator must decide on a rejection you asked for');
  if (r.status !== 'PENDING_APPROVAL')
    throw new ApiError(409, 'approval-closed', `The rejection is ${r.status.toLowerCase()} already`);
  return { line: lines[0]!, requestedBy: Number(r.requested_by) };
}

/**
 * POST /ops/payout-rejections/{id}/approve: a second operator confirms the line was rejected; only
 * now is it DECLINED and the money returned to the investor (once: the line's and the request's row
 * locks, and the ledger's unique reference).
 */
export async function approveLineRejection(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  id: number,
): Promise<LineRejectionView> {
  const { db, clock } = deps;
  await withTransaction(db, async (tx) => {
    const { line, requestedBy } = await lockRejection(tx, id, operatorId, false);
    const { rows } = await tx.query<{ reason: string }>(
      `UPDATE payout_line_rejections SET status = 'APPROVED', decided_by = $2, decided_at = $3
        WHERE id = $1 RETURNING reason`,
      [id, operatorId, clock.now()],
    );
    await recordAudit(tx, clock, request, {
      action: 'payout-line.rejection-approved',
      userId: Number(line.user_id),
      actor: `operator:${operatorId}`,
      details: { rejectionId: id, withdrawalId: Number(line.id), requestedBy },
    });
    // The line is SENT while its request is open (a settling refuses or skips it meanwhile).
    await settleLockedLine(tx, deps, request, { operatorId }, line, 'REJECTED', rows[0]!.reason);
  });
  return rejectionById(db, id);
}

/**
 * POST /ops/payout-rejections/{id}/decline: a second operator (or the one who asked, withdrawing it)
 * closes the request; nothing is booked and the line stays SENT for the bank's real outcome.
 */
export async function declineLineRejection(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  id: number,
  givenReason: string,
): Promise<LineRejectionView> {
  const { db, clock } = deps;
  const reason = givenReason.trim();
  if (reason.length < 3) throw badRequest('reason: at least 3 characters besides spaces');
  await withTransaction(db, async (tx) => {
    const { line, requestedBy } = await lockRejection(tx, id, operatorId, true);
    await tx.query(
      `UPDATE payout_line_rejections SET status = 'DECLINED', decided_by = $2, decided_at = $3,
              decline_reason = $4
        WHERE id = $1`,
      [id, operatorId === requestedBy ? null : operatorId, clock.now(), reason],
    );
    await recordAudit(tx, clock, request, {
      action: 'payout-line.rejection-declined',
      userId: Number(line.user_id),
      actor: `operator:${operatorId}`,
      details: { rejectionId: id, withdrawalId: Number(line.id), requestedBy, reason },
    });
  });
  return rejectionById(db, id);
}

// ---------------------------------------------------------------------------------------------
// Holding a line

const notHoldable = () =>
  new ApiError(
    409,
    'withdrawal-state',
    'Only a pending withdrawal (in no payout batch) can be held or released',
  );

/**
 * POST /ops/withdrawals/{id}/hold: the operator keeps a PENDING withdrawal out of payout batches,
 * with a reason, until released; the money stays reserved. Under the withdrawal's row lock, which
 * a batch takes too (FOR UPDATE), so a hold and a batch at once never both take it. Audited.
 */
export async function holdWithdrawal(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  withdrawalId: number,
  givenReason: string,
): Promise<void> {
  const { db, clock } = deps;
  const reason = givenReason.trim();
  if (reason.length < 3) throw badRequest('reason: at least 3 characters besides spaces');
  await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ user_id: string; status: string; amount_cents: string; held: boolean }>(
      `SELECT user_id, status, amount_cents::text, held_at IS NOT NULL AS held
         FROM withdrawals WHERE id = $1 FOR UPDATE`,
      [withdrawalId],
    );
    const w = rows[0];
    if (!w) throw notFound('No such withdrawal');
    if (w.status !== 'PENDING' || w.held) throw notHoldable();
    await tx.query('UPDATE withdrawals SET held_at = $2, held_by = $3, hold_reason = $4 WHERE id = $1', [
      withdrawalId,
      clock.now(),
      operatorId,
      reason,
    ]);
    await recordAudit(tx, clock, request, {
      action: 'withdrawal.held',
      userId: Number(w.user_id),
      actor: `operator:${operatorId}`,
      details: { withdrawalId, amountCents: Number(w.amount_cents), reason },
    });
  });
}

/** POST /ops/withdrawals/{id}/release: a held withdrawal goes into the next payout batch again. Audited. */
export async function releaseWithdrawal(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  withdrawalId: number,
): Promise<void> {
  const { db, clock } = deps;
  await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ user_id: string; amount_cents: string; hold_reason: string | null }>(
      `SELECT user_id, amount_cents::text, hold_reason FROM withdrawals WHERE id = $1 FOR UPDATE`,
      [withdrawalId],
    );
    const w = rows[0];
    if (!w) throw notFound('No such withdrawal');
    if (w.hold_reason === null) throw notHoldable();
    await tx.query(
      'UPDATE withdrawals SET held_at = NULL, held_by = NULL, hold_reason = NULL WHERE id = $1',
      [withdrawalId],
    );
    await recordAudit(tx, clock, request, {
      action: 'withdrawal.released',
      userId: Number(w.user_id),
      actor: `operator:${operatorId}`,
      details: { withdrawalId, amountCents: Number(w.amount_cents), heldReason: w.hold_reason },
    });
  });
}
