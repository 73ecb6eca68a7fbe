import type { Schemas } from '@invest/api-client';
import { fromIsoDate, parseAmountToCents } from '@invest/ui';

/*
 * What the operator may do with a receivable in each state — the service's rules (server
 * src/modules/marketplace/lifecycle.ts), so the detail page offers only what the service would accept:
 *   repayment   ACTIVE (early), PAYING_OUT, LATE, COLLECTION, LOSS_EVENT; the insurer pays only a PG
 *               receivable in COLLECTION; at least the principal held
 *   delay       ACTIVE, PAYING_OUT; from a day after the maturity date
 *   extension   ACTIVE, PAYING_OUT, LATE; at most 6, each 1–30 days
 *   loss event  ACTIVE, PAYING_OUT, LATE, COLLECTION; once
 *   non-payment COLLECTION of a receivable without protection
 * Dates of a record (paid on, occurred on) are not in the future nor before the issue date.
 */

type OpsReceivable = Schemas['OpsReceivable'];
type State = Schemas['InvestmentState'];

export type LifecycleAction = 'repayment' | 'delay' | 'extension' | 'lossEvent' | 'nonPayment';

export const MAX_EXTENSIONS = 6;
export const MAX_EXTENSION_DAYS = 30;

const REPAYABLE: readonly State[] = ['ACTIVE', 'PAYING_OUT', 'LATE', 'COLLECTION', 'LOSS_EVENT'];
const DELAYABLE: readonly State[] = ['ACTIVE', 'PAYING_OUT'];
const EXTENDABLE: readonly State[] = ['ACTIVE', 'PAYING_OUT', 'LATE'];
const LOSS_EVENT_FROM: readonly State[] = ['ACTIVE', 'PAYING_OUT', 'LATE', 'COLLECTION'];

type Facts = Pick<OpsReceivable, 'state' | 'protection' | 'extensions' | 'lossEventOn'>;

/** The actions the receivable's state allows, in the order the page shows them. */
export function allowedActions(r: Facts): LifecycleAction[] {
  const actions: LifecycleAction[] = [];
  if (REPAYABLE.includes(r.state)) actions.push('repayment');
  if (DELAYABLE.includes(r.state)) actions.push('delay');
  if (EXTENDABLE.includes(r.state) && r.extensions < MAX_EXTENSIONS) actions.push('extension');
  if (LOSS_EVENT_FROM.includes(r.state) && r.lossEventOn === null) actions.push('lossEvent');
  if (r.state === 'COLLECTION' && r.protection === null) actions.push('nonPayment');
  return actions;
}

/** Whether the insurer may be the payer (a PG receivable in collection). */
export function insurerMayPay(r: Pick<OpsReceivable, 'state' | 'protection'>): boolean {
  return r.protection === 'PG' && r.state === 'COLLECTION';
}

/** `date` plus `days` calendar days (yyyy-mm-dd, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type ActionError =
  | 'required'
  | 'invalid-date'
  | 'future-date'
  | 'before-issue'
  | 'not-after-maturity'
  | 'invalid-days'
  | 'invalid-amount'
  | 'below-principal'
  | 'above-funds';

/** A record's date (paid on, occurred on): a real day, not after today, not before the issue date. */
export function recordDateError(date: string, issueDate: string, today: string): ActionError | null {
  if (date.trim() === '') return 'required';
  if (fromIsoDate(date) === null) return 'invalid-date';
  if (date > today) return 'future-date';
  if (date < issueDate) return 'before-issue';
  return null;
}

/** The first day of a delay: a real day after the maturity date. */
export function delayDateError(since: string, maturityDate: string): ActionError | null {
  if (since.trim() === '') return 'required';
  if (fromIsoDate(since) === null) return 'invalid-date';
  if (since <= maturityDate) return 'not-after-maturity';
  return null;
}

/** An extension's days: a whole number from 1 to 30. */
export function extensionDaysError(text: string): ActionError | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (!/^\d{1,2}$/.test(trimmed)) return 'invalid-days';
  const days = Number(trimmed);
  return days >= 1 && days <= MAX_EXTENSION_DAYS ? null : 'invalid-days';
}

/**
 * A repayment's amount (typed text): an amount of at least the principal held (`soldCents`) and, when
 * somebody holds it, at most what has arrived from the originator (`fundsCents`): a repayment
 * distributes only that.
 */
export function repaymentAmountError(
  text: string,
  soldCents: number,
  fundsCents: number,
): ActionError | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  const cents = parseAmountToCents(trimmed);
  if (cents === null || cents < 1) return 'invalid-amount';
  if (cents < soldCents) return 'below-principal';
  if (soldCents > 0 && cents > fundsCents) return 'above-funds';
  return null;
}
