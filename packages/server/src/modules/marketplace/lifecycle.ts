/**
 * The life of a receivable after it is listed (SPEC §1, §4, §9): interest accrual, maturity, delay,
 * extensions, loss events, BG buyback, collection, repayment, insurance and write-off.
 *
 * States (the terms' labels, reading one) and what moves them:
 *   ACTIVE      → PAYING_OUT  on the maturity day (daily job)
 *   PAYING_OUT  → LATE        the day after maturity while unpaid (late_since = maturity + 1)
 *   LATE        → on day 31 of the delay (late_since + 30): BG → the provider buys back (REPAID);
 *                 PG and none → COLLECTION
 *   any open    → LOSS_EVENT  recorded by the operator (loss_event_on): BG → buyback on day 31
 *                 after it (loss_event_on + 31) or day 31 of a delay, whichever comes first;
 *                 PG → COLLECTION 30 days after it (or day 31 of a delay), then the insurer pays;
 *                 none → COLLECTION at once
 *   COLLECTION  → REPAID (recovered, or PG: the insurer paid) or NON_PAYMENT (none: written off)
 *   ACTIVE, PAYING_OUT, LATE, COLLECTION, LOSS_EVENT → REPAID when the originator pays
 * Extensions (at most 6, each 1–30 days) move the maturity date of an ACTIVE, PAYING_OUT or LATE
 * receivable and restart it as ACTIVE (no longer late); the rules above then place it again.
 *
 * Time-driven moves are a pure function of the dates (`nextTransition`): each has the business day
 * it takes effect, so the daily job applies them in order up to today, and a job that missed days or
 * runs twice ends in the same place with the same days recorded. Each receivable is settled in its
 * own transaction with its row locked (FOR UPDATE): a second process running the job at the same
 * time waits for the row, then finds nothing left to do, and every ledger posting of an ending has a
 * unique external reference per holding (`holding:<id>:principal|interest|tax`) as the last guard
 * against paying twice. Operator calls settle the receivable to today first, then act.
 *
 * Money (migrations/0008 describes the postings). A repayment returns each ACTIVE holding's principal
 * and splits the rest in proportion to the interest each earned (largest remainder, src/modules/marketplace/split.ts); a BG buyback pays each holding its
 * principal plus its own interest (interestCents at the holding's rate) to the buyback day. A
 * repayment first draws what it pays from the originator's account, which only the bank statement
 * fills (migrations/0023): originator → originator-payments (the principal) and → interest (the
 * interest), in one transaction, never more than the account holds (checked under its lock, which
 * every ending takes with the others). Each holder then gets separate ledger transactions, so the
 * account history shows them apart:
 *   principal  invested → cash          'repayment' (INVESTMENT_END); 'buyback' when the provider
 *                                       bought back (BG) or the insurer paid (PG)
 *   interest   system interest → cash   'interest' (EARNED_INTERESTS)
 *   tax        cash → system tax        'tax' (TAX), personal investors only: the configured rate
 *                                       (PERSONAL_INTEREST_TAX_RATE) of the interest, half-up to the cent
 *   write-off  invested → system losses 'write_off' (never on the cash account)
 * Lock order (src/modules/marketplace/marketplace.ts): the receivable, its holdings, then every account the ending
 * touches at once in ascending id order, so endings of two receivables with common holders (and the
 * shared interest and tax accounts) cannot deadlock.
 */
import type pg from 'pg';
import type { components } from '@invest/api-client';
import {
  recordAudit,
  type AuditAction,
  type AuditActor,
  type AuditEvent,
  type AuditRequest,
} from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { retryOnDeadlock, withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError, badRequest, notFound } from '../../platform/errors.ts';
import { accruedInterestCents, daysBetween, interestCents } from './interest.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { centsToDecimal } from '../../platform/money.ts';
import { originatorAccountId, postTransaction, type LedgerKind } from '../ledger/index.ts';
import { PLATFORM_TIME_ZONE, platformToday, addDays } from '../../platform/calendar.ts';
import { investmentEndedEmail, investmentWrittenOffEmail } from './messages.ts';
import type { Language } from '../../platform/messages.ts';
import { notifyInvestor } from '../notifications/index.ts';
import { sendEmail } from '../../platform/outbox.ts';
import { splitByWeight } from './split.ts';
import type { JobDefinition } from '../../platform/jobs.ts';

export type ReceivableState = components['schemas']['InvestmentState'];
type Protection = 'PG' | 'BG' | null;
type EndOutcome = 'REPAID' | 'BOUGHT_BACK' | 'INSURED' | 'WRITTEN_OFF';
export type LifecycleEventKind =
  | 'MATURED'
  | 'LATE'
  | 'DELAY'
  | 'EXTENSION'
  | 'LOSS_EVENT'
  | 'COLLECTION'
  | 'REPAYMENT'
  | 'INSURANCE'
  | 'BUYBACK'
  | 'WRITE_OFF';

/** Calendar days of the rules (SPEC §9, terms). */
export const MAX_EXTENSIONS = 6;
export const MAX_EXTENSION_DAYS = 30;
/** Day 31 of a delay is `late_since + 30` (late_since is day 1). */
const DELAY_DAYS_TO_DAY_31 = 30;
/** BG: the provider buys back on day 31 after a loss event. */
const LOSS_EVENT_DAYS_TO_BUYBACK = 31;
/** PG: collection starts 30 days after a loss event. */
const LOSS_EVENT_DAYS_TO_COLLECTION = 30;

/** What the lifecycle needs of the service: the tax rate, and where to schedule e-mail delivery. */
export interface LifecycleDeps {
  db: pg.Pool;
  clock: Clock;
  config: Pick<Config, 'personalInterestTaxRateBp'>;
  jobs: Pick<Jobs, 'scheduleDelivery'>;
}

/** Who acts: an operator (with the request, for the audit log) or the platform's rules. */
export interface Actor {
  actor: AuditActor;
  request: AuditRequest | null;
}
export const SYSTEM: Actor = { actor: 'system', request: null };

/** One step of a receivable's life, as recorded in receivable_events. */
export interface LifecycleStep {
  receivableId: number;
  number: string;
  kind: LifecycleEventKind;
  effectiveOn: string;
  from: ReceivableState;
  to: ReceivableState;
  amountCents: bigint | null;
  holdings: number | null;
}

export const receivableStateConflict = (message: string) => new ApiError(409, 'receivable-state', message);
const extensionLimit = () =>
  new ApiError(
    409,
    'extension-limit',
    `The repayment date can be extended at most ${MAX_EXTENSIONS} times; this receivable has used them all`,
  );
/** 422: a repayment needs more than has arrived from the originator (and not been distributed). */
export const fundsInsufficient = (originator: string, arrivedCents: bigint, neededCents: bigint) =>
  new ApiError(
    422,
    'originator-funds-insufficient',
    `Only ${centsToDecimal(arrivedCents)} € has arrived from ${originator} and not been distributed; ` +
      `this repayment needs ${centsToDecimal(neededCents)} €`,
  );
const belowPrincipal = (principalCents: bigint) =>
  new ApiError(
    422,
    'repayment-below-principal',
    `The amount is less than the principal the investors hold (${principalCents} cents)`,
  );

/** Tax withheld from `interest` at `rateBp` (2500 = 25 %), rounded half-up to the cent. */
export function taxCents(interest: bigint, rateBp: number): bigint {
  return (interest * BigInt(rateBp) + 5_000n) / 10_000n;
}

/** The dates that drive a receivable's time-based moves. */
export interface Timeline {
  state: ReceivableState;
  protection: Protection;
  maturityOn: string;
  lateSince: string | null;
  lossEventOn: string | null;
}

export interface Transition {
  kind: 'MATURED' | 'LATE' | 'COLLECTION' | 'BUYBACK';
  /** The business day it takes effect. */
  on: string;
  to: ReceivableState;
}

/** The next time-driven move due on or before `today`, or null (see the top of this file). */
export function nextTransition(r: Timeline, today: string): Transition | null {
  let next: Transition;
  switch (r.state) {
    case 'ACTIVE':
      next = { kind: 'MATURED', on: r.maturityOn, to: 'PAYING_OUT' };
      break;
    case 'PAYING_OUT':
      next = { kind: 'LATE', on: addDays(r.maturityOn, 1), to: 'LATE' };
      break;
    case 'LATE': {
      const on = addDays(r.lateSince ?? addDays(r.maturityOn, 1), DELAY_DAYS_TO_DAY_31);
      next =
        r.protection === 'BG'
          ? { kind: 'BUYBACK', on, to: 'REPAID' }
          : { kind: 'COLLECTION', on, to: 'COLLECTION' };
      break;
    }
    case 'LOSS_EVENT': {
      const lossOn = r.lossEventOn ?? r.maturityOn;
      const fromLoss =
        r.protection === 'BG'
          ? addDays(lossOn, LOSS_EVENT_DAYS_TO_BUYBACK)
          : r.protection === 'PG'
            ? addDays(lossOn, LOSS_EVENT_DAYS_TO_COLLECTION)
            : lossOn;
      // A delay that was already running keeps its day 31, whichever comes first.
      const fromDelay = r.lateSince === null ? null : addDays(r.lateSince, DELAY_DAYS_TO_DAY_31);
      const on = fromDelay !== null && fromDelay < fromLoss ? fromDelay : fromLoss;
      next =
        r.protection === 'BG'
          ? { kind: 'BUYBACK', on, to: 'REPAID' }
          : { kind: 'COLLECTION', on, to: 'COLLECTION' };
      break;
    }
    default:
      return null;
  }
  return next.on <= today ? next : null;
}

// ---------------------------------------------------------------------------------------------
// Rows.

export interface ReceivableRow {
  id: string;
  number: string;
  originator_id: string;
  state: ReceivableState;
  protection: Protection;
  issued_on: string;
  maturity_on: string;
  late_since: string | null;
  loss_event_on: string | null;
  extensions: number;
}

const RECEIVABLE_COLUMNS = `id::text, number, originator_id::text, state, protection, issued_on::text, maturity_on::text,
  late_since::text, loss_event_on::text, extensions`;

function timeline(r: ReceivableRow): Timeline {
  return {
    state: r.state,
    protection: r.protection,
    maturityOn: r.maturity_on,
    lateSince: r.late_since,
    lossEventOn: r.loss_event_on,
  };
}

async function lockReceivable(tx: Queryable, id: number | string): Promise<ReceivableRow | null> {
  const { rows } = await tx.query<ReceivableRow>(
    `SELECT ${RECEIVABLE_COLUMNS} FROM receivables WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

interface Holding {
  id: string;
  receivableId: string;
  userId: string;
  principalCents: bigint;
  rateBp: number;
  /** The purchase date on the platform's calendar: interest runs from it. */
  boughtOn: string;
  accruedCents: bigint;
  accruedThrough: string | null;
}

/**
 * The ACTIVE holdings of the receivables, by id, locked (the receivables' rows are locked first)
 * unless `lock` is false (a reading that decides nothing).
 */
async function lockActiveHoldings(tx: Queryable, receivableIds: string[], lock = true): Promise<Holding[]> {
  const { rows } = await tx.query<{
    id: string;
    receivable_id: string;
    user_id: string;
    amount_cents: string;
    interest_rate_bp: number;
    bought_on: string;
    accrued_interest_cents: string;
    accrued_through: string | null;
  }>(
    `SELECT id::text, receivable_id::text, user_id::text, amount_cents::text, interest_rate_bp,
            to_char(bought_at AT TIME ZONE $2, 'YYYY-MM-DD') AS bought_on,
            accrued_interest_cents::text, accrued_through::text
       FROM user_investments
      WHERE receivable_id = ANY($1::bigint[]) AND status = 'ACTIVE'
      ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
    [receivableIds, PLATFORM_TIME_ZONE],
  );
  return rows.map((h) => ({
    id: h.id,
    receivableId: h.receivable_id,
    userId: h.user_id,
    principalCents: BigInt(h.amount_cents),
    rateBp: h.interest_rate_bp,
    boughtOn: h.bought_on,
    accruedCents: BigInt(h.accrued_interest_cents),
    accruedThrough: h.accrued_through,
  }));
}

/** Interest of a holding from its purchase date to `until` (none before the purchase). */
function holdingInterest(h: Holding, until: string): bigint {
  return interestCents(h.principalCents, h.rateBp, Math.max(0, daysBetween(h.boughtOn, until)));
}

/**
 * What the originator owes at the maturity date: the principal of the active holdings plus each
 * one's interest to maturity (the OpsReceivable's `amountDue`, src/modules/marketplace/marketplace.ts).
 */
function amountDueCents(holdings: Holding[], maturityOn: string): bigint {
  return holdings.reduce((sum, h) => sum + h.principalCents + holdingInterest(h, maturityOn), 0n);
}

async function recordEvent(
  tx: Queryable,
  clock: Clock,
  actor: Actor,
  r: ReceivableRow,
  step: Omit<LifecycleStep, 'receivableId' | 'number'>,
  days: number | null = null,
): Promise<LifecycleStep> {
  await tx.query(
    `INSERT INTO receivable_events (receivable_id, kind, effective_on, from_state, to_state, amount_cents, days,
       holdings, actor, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      r.id,
      step.kind,
      step.effectiveOn,
      step.from,
      step.to,
      step.amountCents?.toString() ?? null,
      days,
      step.holdings,
      actor.actor,
      clock.now(),
    ],
  );
  return { receivableId: Number(r.id), number: r.number, ...step };
}

// ---------------------------------------------------------------------------------------------
// Accrual.

/**
 * Recomputes the accrued interest of the holdings (of receivables locked by the caller) to
 * min(today, maturity): a recomputation, not an increment, so running it twice or late is harmless.
 * Returns how many holdings changed.
 */
async function accrue(tx: Queryable, holdings: Holding[], maturityOf: Map<string, string>, today: string) {
  const changed = holdings.flatMap((h) => {
    const cents = accruedInterestCents(
      h.principalCents,
      h.rateBp,
      h.boughtOn,
      maturityOf.get(h.receivableId)!,
      today,
    );
    return cents === h.accruedCents && h.accruedThrough === today ? [] : [{ id: h.id, cents }];
  });
  if (changed.length === 0) return 0;
  await tx.query(
    `UPDATE user_investments ui SET accrued_interest_cents = v.cents, accrued_through = $3
       FROM unnest($1::bigint[], $2::bigint[]) AS v(id, cents)
      WHERE ui.id = v.id`,
    [changed.map((c) => c.id), changed.map((c) => c.cents.toString()), today],
  );
  return changed.length;
}

// ---------------------------------------------------------------------------------------------
// Ending holdings: the money.

export interface Payout {
  holding: Holding;
  /** Principal returned (or written off). */
  principal: bigint;
  /** Interest paid on top (0 for a write-off). */
  interest: bigint;
}

const PRINCIPAL_KIND: Record<EndOutcome, LedgerKind> = {
  REPAID: 'repayment',
  BOUGHT_BACK: 'buyback',
  INSURED: 'buyback',
  WRITTEN_OFF: 'write_off',
};

const PRINCIPAL_DESCRIPTION: Record<EndOutcome, string> = {
  REPAID: 'Repayment of receivable',
  BOUGHT_BACK: 'Buyback of receivable',
  INSURED: 'Insurance payment of receivable',
  WRITTEN_OFF: 'Write-off of receivable',
};

/** A repayment's draw from the originator's account (see the top of this file). */
interface Draw {
  repaymentId: string;
  originatorName: string;
}

/**
 * Ends the holdings: with `draw`, first what they are paid from the originator's account (refused
 * when more than it holds); then the ledger postings of each (see the top of this file), the
 * holdings' status, an audit event per holding, and per holder a notification and an e-mail (update
 * e-mails on; a write-off is always e-mailed). Returns the total paid to (or written off from) the
 * holders and the draw's ledger transaction.
 */
async function endHoldings(
  tx: Queryable,
  deps: LifecycleDeps,
  actor: Actor,
  r: ReceivableRow,
  payouts: Payout[],
  outcome: EndOutcome,
  endedOn: string,
  draw: Draw | null = null,
): Promise<{ total: bigint; drawTransactionId: string | null }> {
  if (payouts.length === 0) return { total: 0n, drawTransactionId: null };
  const { clock } = deps;
  const now = clock.now();
  const userIds = [...new Set(payouts.map((p) => p.holding.userId))];
  const { rows: holderRows } = await tx.query<{
    user_id: string;
    cash: string;
    invested: string;
    investor_type: 'Personal' | 'Business';
    language: Language;
    email: string;
    first_name: string;
  }>(
    `SELECT u.id::text AS user_id, open_investor_account(u.id)::text AS cash,
            open_investor_invested_account(u.id)::text AS invested,
            u.investor_type, u.language, u.email, u.first_name
       FROM users u WHERE u.id = ANY($1::bigint[])`,
    [userIds],
  );
  const holders = new Map(holderRows.map((h) => [h.user_id, h]));
  const { rows: systemRows } = await tx.query<{ code: string; id: string }>(
    `SELECT code, id::text FROM accounts WHERE code IN ('interest', 'tax', 'losses', 'originator-payments')`,
  );
  const system = new Map(systemRows.map((s) => [s.code, s.id]));
  const interestAccount = system.get('interest')!;
  const taxAccount = system.get('tax')!;
  const lossesAccount = system.get('losses')!;
  const originatorPayments = system.get('originator-payments')!;
  const originatorAccount = draw ? await originatorAccountId(tx, r.originator_id) : null;
  // Every account this ending touches, locked at once in ascending id order (see the top): two
  // repayments drawing from one originator's account take it in the same order as everything else.
  await tx.query('SELECT lock_accounts($1::bigint[])', [
    [
      ...holderRows.flatMap((h) => [h.cash, h.invested]),
      interestAccount,
      taxAccount,
      lossesAccount,
      ...(originatorAccount ? [originatorAccount, originatorPayments] : []),
    ],
  ]);
  let drawTransactionId: string | null = null;
  if (draw && originatorAccount) {
    const principal = payouts.reduce((sum, p) => sum + p.principal, 0n);
    const interest = payouts.reduce((sum, p) => sum + p.interest, 0n);
    const { rows: arrived } = await tx.query<{ balance_cents: string }>(
      'SELECT balance_cents::text FROM accounts WHERE id = $1',
      [originatorAccount],
    );
    const arrivedCents = BigInt(arrived[0]!.balance_cents);
    if (arrivedCents < principal + interest)
      throw fundsInsufficient(draw.originatorName, arrivedCents, principal + interest);
    drawTransactionId = await postTransaction(tx, {
      kind: 'originator_repayment',
      occurredAt: now,
      description: `Repayment of receivable ${r.number} by ${draw.originatorName}`,
      externalRef: `repayment:${draw.repaymentId}`,
      entries: [
        { accountId: originatorAccount, amountCents: -(principal + interest) },
        { accountId: originatorPayments, amountCents: principal },
        ...(interest > 0n ? [{ accountId: interestAccount, amountCents: interest }] : []),
      ],
    });
  }

  const ended: Array<{ id: string; transactionId: string; interest: bigint }> = [];
  const perHolder = new Map<string, { principal: bigint; interest: bigint; tax: bigint }>();
  let total = 0n;
  for (const { holding, principal, interest } of payouts) {
    const holder = holders.get(holding.userId)!;
    const ref = `holding:${holding.id}`;
    const writeOff = outcome === 'WRITTEN_OFF';
    const transactionId = await postTransaction(tx, {
      kind: PRINCIPAL_KIND[outcome],
      occurredAt: now,
      description: `${PRINCIPAL_DESCRIPTION[outcome]} ${r.number}`,
      externalRef: `${ref}:principal`,
      entries: [
        { accountId: holder.invested, amountCents: -principal },
        { accountId: writeOff ? lossesAccount : holder.cash, amountCents: principal },
      ],
    });
    if (interest > 0n) {
      await postTransaction(tx, {
        kind: 'interest',
        occurredAt: now,
        description: `Interest of receivable ${r.number}`,
        externalRef: `${ref}:interest`,
        entries: [
          { accountId: interestAccount, amountCents: -interest },
          { accountId: holder.cash, amountCents: interest },
        ],
      });
    }
    const tax =
      holder.investor_type === 'Personal' ? taxCents(interest, deps.config.personalInterestTaxRateBp) : 0n;
    if (tax > 0n) {
      await postTransaction(tx, {
        kind: 'tax',
        occurredAt: now,
        description: `Tax withheld on interest of receivable ${r.number}`,
        externalRef: `${ref}:tax`,
        entries: [
          { accountId: holder.cash, amountCents: -tax },
          { accountId: taxAccount, amountCents: tax },
        ],
        // Withheld from the interest just credited, whatever else the balance owes (SPEC §1).
        checkFunds: false,
      });
    }
    ended.push({ id: holding.id, transactionId, interest });
    const sums = perHolder.get(holding.userId) ?? { principal: 0n, interest: 0n, tax: 0n };
    perHolder.set(holding.userId, {
      principal: sums.principal + principal,
      interest: sums.interest + interest,
      tax: sums.tax + tax,
    });
    total += principal + interest;
    await recordAudit(tx, clock, actor.request, {
      action: 'investment.ended',
      userId: Number(holding.userId),
      actor: actor.actor,
      details: {
        userInvestmentId: Number(holding.id),
        receivableId: Number(r.id),
        outcome,
        principalCents: Number(principal),
        interestCents: Number(interest),
        taxCents: Number(tax),
      },
    });
  }

  // A written-off holding earned nothing; the others show the interest they were paid.
  await tx.query(
    `UPDATE user_investments ui SET status = $4, ended_at = $5, end_transaction_id = v.tx,
            accrued_interest_cents = v.interest, accrued_through = $6
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS v(id, tx, interest)
      WHERE ui.id = v.id`,
    [
      ended.map((e) => e.id),
      ended.map((e) => e.transactionId),
      ended.map((e) => e.interest.toString()),
      outcome,
      now,
      endedOn,
    ],
  );

  for (const [userId, sums] of perHolder) {
    const holder = holders.get(userId)!;
    if (outcome === 'WRITTEN_OFF') {
      // The notification types have no write-off: that news goes by e-mail, always.
      const mail = investmentWrittenOffEmail(holder.language, holder.first_name, r.number, sums.principal);
      await sendEmail(tx, deps, { to: holder.email, ...mail, userId: Number(userId) });
      continue;
    }
    await notifyInvestor(
      tx,
      deps,
      Number(userId),
      'INVESTMENT_REPAID',
      (to) =>
        investmentEndedEmail(to.language, to.firstName, {
          receivableNumber: r.number,
          outcome,
          principalCents: sums.principal,
          interestCents: sums.interest,
          taxCents: sums.tax,
        }),
      { receivableId: r.id, amountCents: sums.principal },
    );
  }
  return { total, drawTransactionId };
}

/** Ends the receivable (REPAID or NON_PAYMENT) and records the step. */
async function endReceivable(
  tx: Queryable,
  clock: Clock,
  actor: Actor,
  r: ReceivableRow,
  step: {
    kind: LifecycleEventKind;
    effectiveOn: string;
    to: 'REPAID' | 'NON_PAYMENT';
    amountCents: bigint;
    holdings: number;
  },
): Promise<LifecycleStep> {
  await tx.query('UPDATE receivables SET state = $2, ended_at = $3 WHERE id = $1', [
    r.id,
    step.to,
    clock.now(),
  ]);
  const recorded = await recordEvent(tx, clock, actor, r, { ...step, from: r.state });
  r.state = step.to;
  return recorded;
}

// ---------------------------------------------------------------------------------------------
// Settling: the time-driven moves up to today.

/**
 * Applies every time-driven move due on or before `today` to the locked receivable `r`, in order,
 * then brings its holdings' accrued interest to today. The moves are the platform's rules, so they
 * are recorded and audited as the system's even inside an operator's call.
 */
async function settle(
  tx: Queryable,
  deps: LifecycleDeps,
  r: ReceivableRow,
  today: string,
): Promise<LifecycleStep[]> {
  const { clock } = deps;
  const steps: LifecycleStep[] = [];
  for (let move = nextTransition(timeline(r), today); move; move = nextTransition(timeline(r), today)) {
    if (move.kind === 'BUYBACK') {
      const holdings = await lockActiveHoldings(tx, [r.id]);
      const { total } = await endHoldings(
        tx,
        deps,
        SYSTEM,
        r,
        holdings.map((h) => ({
          holding: h,
          principal: h.principalCents,
          interest: holdingInterest(h, move.on),
        })),
        'BOUGHT_BACK',
        move.on,
      );
      steps.push(
        await endReceivable(tx, clock, SYSTEM, r, {
          kind: 'BUYBACK',
          effectiveOn: move.on,
          to: 'REPAID',
          amountCents: total,
          holdings: holdings.length,
        }),
      );
      await recordAudit(tx, clock, null, {
        action: 'receivable.bought-back',
        userId: null,
        details: {
          receivableId: Number(r.id),
          amountCents: Number(total),
          holdings: holdings.length,
          boughtBackOn: move.on,
        },
      });
      break;
    }
    const lateSince = move.kind === 'LATE' ? move.on : r.late_since;
    await tx.query('UPDATE receivables SET state = $2, late_since = $3 WHERE id = $1', [
      r.id,
      move.to,
      lateSince,
    ]);
    steps.push(
      await recordEvent(tx, clock, SYSTEM, r, {
        kind: move.kind,
        effectiveOn: move.on,
        from: r.state,
        to: move.to,
        amountCents: null,
        holdings: null,
      }),
    );
    r.state = move.to;
    r.late_since = lateSince;
  }
  if (r.state !== 'REPAID' && r.state !== 'NON_PAYMENT') {
    await accrue(tx, await lockActiveHoldings(tx, [r.id]), new Map([[r.id, r.maturity_on]]), today);
  }
  return steps;
}

// ---------------------------------------------------------------------------------------------
// The daily job.

export interface DayReport {
  /** The business day the job ran for (Ljubljana). */
  date: string;
  steps: LifecycleStep[];
  /** Holdings whose accrued interest changed. */
  accruedHoldings: number;
}

/** Receivables whose holdings are brought up to date per transaction (their rows locked together). */
const ACCRUAL_BATCH = 200;

/**
 * The daily job (src/platform/jobs.ts runs it every night and at start; the simulation once per simulated
 * day): the time-driven moves of every receivable that is not ended, each in its own transaction,
 * then the accrued interest of every ACTIVE holding to today, a batch of receivables at a time.
 * Idempotent and safe to run in several processes at once (see the top of this file).
 */
export async function runReceivablesDay(
  pool: pg.Pool,
  clock: Clock,
  config: Pick<Config, 'personalInterestTaxRateBp'>,
  jobs: Pick<Jobs, 'scheduleDelivery'>,
): Promise<DayReport> {
  const deps: LifecycleDeps = { db: pool, clock, config, jobs };
  const today = platformToday(clock);
  const steps: LifecycleStep[] = [];

  // Candidates without locks (index receivables_live); each is checked again under its lock.
  const { rows: live } = await pool.query<ReceivableRow>(
    `SELECT ${RECEIVABLE_COLUMNS} FROM receivables
      WHERE ended_at IS NULL AND (state <> 'ACTIVE' OR maturity_on <= $1)
      ORDER BY id`,
    [today],
  );
  for (const candidate of live) {
    if (!nextTransition(timeline(candidate), today)) continue;
    steps.push(
      ...(await withTransaction(pool, async (tx) => {
        const r = await lockReceivable(tx, candidate.id);
        return r ? settle(tx, deps, r, today) : [];
      })),
    );
  }

  let accruedHoldings = 0;
  let after = '0';
  for (;;) {
    const { rows: batch } = await pool.query<{ receivable_id: string }>(
      `SELECT DISTINCT ui.receivable_id::text FROM user_investments ui
        WHERE ui.status = 'ACTIVE' AND ui.receivable_id > $2
          AND ui.accrued_through IS DISTINCT FROM $1::date
        ORDER BY 1 LIMIT $3`,
      [today, after, ACCRUAL_BATCH],
    );
    if (batch.length === 0) break;
    const ids = batch.map((b) => b.receivable_id);
    after = ids[ids.length - 1]!;
    accruedHoldings += await withTransaction(pool, async (tx) => {
      const { rows: locked } = await tx.query<{ id: string; maturity_on: string }>(
        `SELECT id::text, maturity_on::text FROM receivables
          WHERE id = ANY($1::bigint[]) AND ended_at IS NULL ORDER BY id FOR UPDATE`,
        [ids],
      );
      const maturityOf = new Map(locked.map((r) => [r.id, r.maturity_on]));
      const holdings = await lockActiveHoldings(tx, [...maturityOf.keys()]);
      return accrue(tx, holdings, maturityOf, today);
    });
  }
  return { date: today, steps, accruedHoldings };
}

// ---------------------------------------------------------------------------------------------
// The operator's calls.

/**
 * Runs `act` on the receivable in one transaction: its row locked, the time-driven moves applied up
 * to today first (given to `act`). 404 when there is no such receivable. A transaction
 * PostgreSQL ends to break a deadlock runs again (a purchase locks the buyer's accounts before the
 * receivable, the reverse of this order: src/modules/marketplace/purchases.ts), so the operator does not get a 500.
 */
export async function withReceivable<T>(
  deps: LifecycleDeps,
  receivableId: number,
  act: (tx: pg.PoolClient, r: ReceivableRow, today: string, settled: LifecycleStep[]) => Promise<T>,
): Promise<T> {
  return retryOnDeadlock(() =>
    withTransaction(deps.db, async (tx) => {
      const r = await lockReceivable(tx, receivableId);
      if (!r) throw notFound('No such receivable');
      const today = platformToday(deps.clock);
      return act(tx, r, today, await settle(tx, deps, r, today));
    }),
  );
}

/** withReceivable for an act that records steps: the settled ones, then its own. */
function operate(
  deps: LifecycleDeps,
  receivableId: number,
  act: (tx: pg.PoolClient, r: ReceivableRow, today: string) => Promise<LifecycleStep[]>,
): Promise<LifecycleStep[]> {
  return withReceivable(deps, receivableId, async (tx, r, today, settled) => [
    ...settled,
    ...(await act(tx, r, today)),
  ]);
}

function requireState(r: ReceivableRow, allowed: readonly ReceivableState[], action: string): void {
  if (!allowed.includes(r.state))
    throw receivableStateConflict(`A receivable in state ${r.state} cannot ${action}`);
}

/** A business date of a record: not after today, not before the receivable was issued. */
function checkRecordDate(r: ReceivableRow, date: string, today: string, field: string): void {
  if (date > today) throw badRequest(`body.${field} must not be in the future (today is ${today})`);
  if (date < r.issued_on) throw badRequest(`body.${field} must not be before the issue date ${r.issued_on}`);
}

/**
 * An operator's record that moves the locked receivable `r` without money (a delay, an extension, a
 * loss event), after the caller wrote the row and brought `r`'s other fields in line with it: the
 * step from `r`'s state to `move.to` is recorded and audited as the operator's, then the time-driven
 * rules run from the new state (a receivable extended to a date still past is late again at once).
 */
async function recordMove<A extends AuditAction>(
  tx: Queryable,
  deps: LifecycleDeps,
  actor: Actor,
  r: ReceivableRow,
  today: string,
  move: { kind: LifecycleEventKind; effectiveOn: string; to: ReceivableState; days?: number },
  audit: Pick<AuditEvent<A>, 'action' | 'details'>,
): Promise<LifecycleStep[]> {
  const { days = null, ...step } = move;
  const recorded = await recordEvent(
    tx,
    deps.clock,
    actor,
    r,
    { ...step, from: r.state, amountCents: null, holdings: null },
    days,
  );
  r.state = move.to;
  await recordAudit(tx, deps.clock, actor.request, { ...audit, userId: null, actor: actor.actor });
  return [recorded, ...(await settle(tx, deps, r, today))];
}

export interface RepaymentInput {
  amountCents: bigint;
  paidOn: string;
  payer: 'ORIGINATOR' | 'INSURER';
}

/** What a repayment of the locked, settled receivable pays each holding, and what the schedule allows. */
export interface RepaymentPlan {
  payouts: Payout[];
  /** The principal held plus each holding's interest to the later of the maturity date and the day paid. */
  scheduledCents: bigint;
}

/**
 * Checks a repayment of the locked, settled receivable `r` against its state, its dates and the
 * principal held (409, 400, 422) and plans it. Each holding gets its principal back; what the payment
 * holds beyond the principal is interest, shared in proportion to the interest each holding earned at
 * its own rate from its purchase date to the maturity date (the amountDue of the receivable sums
 * exactly these). So a payment of exactly amountDue pays every holder exactly their own interest,
 * whenever they bought and at whichever rate; a larger or smaller interest part is shared in the same
 * proportions. Holdings that earned nothing yet (bought on the maturity day) share by principal only
 * if all are such. The schedule runs to the maturity date, or to the day paid when that is later (a
 * late originator owes the days it is late).
 */
export async function planRepayment(
  tx: Queryable,
  r: ReceivableRow,
  today: string,
  { amountCents, paidOn, payer }: RepaymentInput,
): Promise<RepaymentPlan> {
  requireState(r, ['ACTIVE', 'PAYING_OUT', 'LATE', 'COLLECTION', 'LOSS_EVENT'], 'be repaid');
  if (payer === 'INSURER' && !(r.protection === 'PG' && r.state === 'COLLECTION'))
    throw receivableStateConflict('The insurer pays only a PG receivable in collection');
  checkRecordDate(r, paidOn, today, 'paidOn');
  const holdings = await lockActiveHoldings(tx, [r.id]);
  const principal = holdings.reduce((sum, h) => sum + h.principalCents, 0n);
  if (amountCents < principal) throw belowPrincipal(principal);
  const interestParts = shareInterest(holdings, r.maturity_on, amountCents - principal);
  const scheduleEnd = paidOn > r.maturity_on ? paidOn : r.maturity_on;
  return {
    payouts: holdings.map((h, i) => ({
      holding: h,
      principal: h.principalCents,
      interest: interestParts[i]!,
    })),
    scheduledCents: holdings.reduce((sum, h) => sum + h.principalCents + holdingInterest(h, scheduleEnd), 0n),
  };
}

/**
 * How the interest part `pool` of a repayment is shared over the holdings (planRepayment): in
 * proportion to the interest each earned at its own rate from its purchase date to the maturity date,
 * to the cent (split.ts); by principal only when none earned anything yet.
 */
function shareInterest(holdings: Holding[], maturityOn: string, pool: bigint): bigint[] {
  if (holdings.length === 0) return [];
  if (pool === 0n) return holdings.map(() => 0n);
  const owed = holdings.map((h) =>
    interestCents(h.principalCents, h.rateBp, daysBetween(h.boughtOn, maturityOn)),
  );
  return splitByWeight(pool, owed.some((o) => o > 0n) ? owed : holdings.map((h) => h.principalCents));
}

/**
 * What a repayment of the schedule to the maturity date (the receivable's amountDue) would pay each
 * ACTIVE holding of the receivable, by holding id: planRepayment's split, read without locks (a
 * holding's repayment schedule shows it; nothing is decided by it).
 */
export async function scheduledPayouts(
  db: Queryable,
  receivableId: string,
  maturityOn: string,
): Promise<Map<string, { principal: bigint; interest: bigint }>> {
  const holdings = await lockActiveHoldings(db, [receivableId], false);
  const pool = holdings.reduce((sum, h) => sum + holdingInterest(h, maturityOn), 0n);
  const interest = shareInterest(holdings, maturityOn, pool);
  return new Map(holdings.map((h, i) => [h.id, { principal: h.principalCents, interest: interest[i]! }]));
}

/**
 * Books a planned repayment (row `repayment.id` of receivable_repayments) of the locked receivable:
 * drawn from the originator's account, each holding ended (REPAID, or INSURED when the insurer paid a
 * PG receivable in COLLECTION), the receivable REPAID. Returns the step and the draw's ledger
 * transaction (none when nobody held the receivable: nothing to distribute).
 */
export async function bookRepayment(
  tx: Queryable,
  deps: LifecycleDeps,
  actor: Actor,
  r: ReceivableRow,
  { amountCents, paidOn, payer }: RepaymentInput,
  plan: RepaymentPlan,
  repayment: { id: string; originatorName: string },
): Promise<{ step: LifecycleStep; drawTransactionId: string | null }> {
  const { drawTransactionId } = await endHoldings(
    tx,
    deps,
    actor,
    r,
    plan.payouts,
    payer === 'INSURER' ? 'INSURED' : 'REPAID',
    paidOn,
    { repaymentId: repayment.id, originatorName: repayment.originatorName },
  );
  const step = await endReceivable(tx, deps.clock, actor, r, {
    kind: payer === 'INSURER' ? 'INSURANCE' : 'REPAYMENT',
    effectiveOn: paidOn,
    to: 'REPAID',
    amountCents,
    holdings: plan.payouts.length,
  });
  await recordAudit(tx, deps.clock, actor.request, {
    action: 'receivable.repayment-recorded',
    userId: null,
    actor: actor.actor,
    details: {
      receivableId: Number(r.id),
      repaymentId: Number(repayment.id),
      payer,
      amountCents: Number(amountCents),
      paidOn,
      holdings: plan.payouts.length,
    },
  });
  return { step, drawTransactionId };
}

/** The originator is late from `since` (recordDelay): ACTIVE or PAYING_OUT → LATE. */
export async function recordDelay(
  deps: LifecycleDeps,
  actor: Actor,
  receivableId: number,
  since: string,
): Promise<LifecycleStep[]> {
  return operate(deps, receivableId, async (tx, r, today) => {
    requireState(r, ['ACTIVE', 'PAYING_OUT'], 'be marked late');
    if (since <= r.maturity_on)
      throw badRequest(`body.since must be after the maturity date ${r.maturity_on}`);
    await tx.query(`UPDATE receivables SET state = 'LATE', late_since = $2 WHERE id = $1`, [r.id, since]);
    r.late_since = since;
    return recordMove(
      tx,
      deps,
      actor,
      r,
      today,
      { kind: 'DELAY', effectiveOn: since, to: 'LATE' },
      { action: 'receivable.delay-recorded', details: { receivableId: Number(r.id), since } },
    );
  });
}

/**
 * Moves the maturity date by `days` (recordExtension): at most MAX_EXTENSIONS times, from ACTIVE,
 * PAYING_OUT or LATE. The receivable starts again as ACTIVE with no delay; the time-driven rules
 * then place it by the new date (still past: paying out or late again, from the new date).
 */
export async function recordExtension(
  deps: LifecycleDeps,
  actor: Actor,
  receivableId: number,
  days: number,
): Promise<LifecycleStep[]> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_EXTENSION_DAYS)
    throw badRequest(`body.days must be between 1 and ${MAX_EXTENSION_DAYS}`);
  return operate(deps, receivableId, async (tx, r, today) => {
    requireState(r, ['ACTIVE', 'PAYING_OUT', 'LATE'], 'be extended');
    if (r.extensions >= MAX_EXTENSIONS) throw extensionLimit();
    const maturityOn = addDays(r.maturity_on, days);
    await tx.query(
      `UPDATE receivables SET state = 'ACTIVE', late_since = NULL, maturity_on = $2, extensions = extensions + 1
        WHERE id = $1`,
      [r.id, maturityOn],
    );
    r.late_since = null;
    r.maturity_on = maturityOn;
    r.extensions += 1;
    return recordMove(
      tx,
      deps,
      actor,
      r,
      today,
      { kind: 'EXTENSION', effectiveOn: today, to: 'ACTIVE', days },
      {
        action: 'receivable.extended',
        details: { receivableId: Number(r.id), days, extensions: r.extensions, maturityOn },
      },
    );
  });
}

/**
 * The debtor or originator failed on `occurredOn` (recordLossEvent): from ACTIVE, PAYING_OUT, LATE
 * or COLLECTION (once per receivable) → LOSS_EVENT; the rules then run from that day (BG buyback,
 * PG collection after 30 days, none: collection at once).
 */
export async function recordLossEvent(
  deps: LifecycleDeps,
  actor: Actor,
  receivableId: number,
  occurredOn: string,
): Promise<LifecycleStep[]> {
  return operate(deps, receivableId, async (tx, r, today) => {
    requireState(r, ['ACTIVE', 'PAYING_OUT', 'LATE', 'COLLECTION'], 'have a loss event');
    if (r.loss_event_on !== null)
      throw receivableStateConflict(`A loss event was already recorded on ${r.loss_event_on}`);
    checkRecordDate(r, occurredOn, today, 'occurredOn');
    await tx.query(`UPDATE receivables SET state = 'LOSS_EVENT', loss_event_on = $2 WHERE id = $1`, [
      r.id,
      occurredOn,
    ]);
    r.loss_event_on = occurredOn;
    return recordMove(
      tx,
      deps,
      actor,
      r,
      today,
      { kind: 'LOSS_EVENT', effectiveOn: occurredOn, to: 'LOSS_EVENT' },
      { action: 'receivable.loss-event-recorded', details: { receivableId: Number(r.id), occurredOn } },
    );
  });
}

/**
 * Collection of a receivable without protection failed (recordNonPayment): every ACTIVE holding's
 * principal is written off (WRITTEN_OFF), the receivable ends NON_PAYMENT. Protected receivables are
 * bought back or insured instead (409).
 */
export async function recordNonPayment(
  deps: LifecycleDeps,
  actor: Actor,
  receivableId: number,
): Promise<LifecycleStep[]> {
  return operate(deps, receivableId, async (tx, r, today) => {
    if (r.protection !== null)
      throw receivableStateConflict(
        `A ${r.protection} receivable is ${r.protection === 'BG' ? 'bought back' : 'paid by the insurer'}, not written off`,
      );
    requireState(r, ['COLLECTION'], 'be written off (only after collection started)');
    const holdings = await lockActiveHoldings(tx, [r.id]);
    const { total } = await endHoldings(
      tx,
      deps,
      actor,
      r,
      holdings.map((h) => ({ holding: h, principal: h.principalCents, interest: 0n })),
      'WRITTEN_OFF',
      today,
    );
    const step = await endReceivable(tx, deps.clock, actor, r, {
      kind: 'WRITE_OFF',
      effectiveOn: today,
      to: 'NON_PAYMENT',
      amountCents: total,
      holdings: holdings.length,
    });
    await recordAudit(tx, deps.clock, actor.request, {
      action: 'receivable.written-off',
      userId: null,
      actor: actor.actor,
      details: { receivableId: Number(r.id), principalCents: Number(total), holdings: holdings.length },
    });
    return [step];
  });
}

/**
 * The receivables that reached their maturity today and are paying out, with what each owes (the
 * OpsReceivable's amountDue): the development simulation (src/modules/dev/dev-clock.ts) has their
 * originators pay it.
 */
export async function receivablesDueToday(
  db: Queryable,
  clock: Clock,
): Promise<Array<{ id: number; number: string; originatorId: number; amountDueCents: bigint }>> {
  const { rows } = await db.query<ReceivableRow>(
    `SELECT ${RECEIVABLE_COLUMNS} FROM receivables WHERE state = 'PAYING_OUT' AND maturity_on = $1 ORDER BY id`,
    [platformToday(clock)],
  );
  const due = [];
  for (const r of rows) {
    const holdings = await lockActiveHoldings(db, [r.id], false);
    due.push({
      id: Number(r.id),
      number: r.number,
      originatorId: Number(r.originator_id),
      amountDueCents: amountDueCents(holdings, r.maturity_on),
    });
  }
  return due;
}

export const RECEIVABLES_DAY = 'receivables-day';

/**
 * The life of receivables (accrual, maturity, delays, BG buyback, collection): every night just after
 * midnight in Ljubljana, and once at start so a night the service was down is caught up.
 */
export function receivablesDayJob(config: Pick<Config, 'personalInterestTaxRateBp'>): JobDefinition {
  return {
    queue: RECEIVABLES_DAY,
    cron: '5 0 * * *',
    tz: PLATFORM_TIME_ZONE,
    startupKey: 'startup-receivables-day',
    async run({ pool, clock, jobs, log }) {
      const report = await runReceivablesDay(pool, clock, config, jobs);
      log.info(
        { date: report.date, steps: report.steps.length, accruedHoldings: report.accruedHoldings },
        'receivables day',
      );
    },
  };
}
