import type { operations } from '@invest/api-client';
import { fromIsoDate, isRangeInverted } from '@invest/ui';

/*
 * The audit log's filters as the operator types them, and the query of GET /ops/audit-log (and its
 * CSV export) they make: each field checked as the contract checks it, an invalid one shown as an
 * error and left out rather than sent (which would only answer 400).
 */

export type AuditQuery = NonNullable<operations['listAuditLog']['parameters']['query']>;
export type ExportQuery = NonNullable<operations['exportAuditLog']['parameters']['query']>;

export interface AuditFilters {
  action: string;
  actor: string;
  userId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { action: '', actor: '', userId: '', from: '', to: '' };

export type AuditFilterError = 'invalid-action' | 'invalid-actor' | 'invalid-investor';

const ACTION = /^[a-z][a-z0-9.-]{0,63}$/;
const ACTOR = /^(user:[0-9]{1,18}|operator:[0-9]{1,18}|system|anonymous)$/;
const USER_ID = /^[1-9][0-9]{0,15}$/;

/** The query of the valid filters (no paging), and the errors of the others. */
export function auditQuery(filters: AuditFilters): {
  query: ExportQuery;
  errors: Partial<Record<'action' | 'actor' | 'userId', AuditFilterError>>;
} {
  const query: ExportQuery = {};
  const errors: Partial<Record<'action' | 'actor' | 'userId', AuditFilterError>> = {};
  const action = filters.action.trim();
  if (action) {
    if (ACTION.test(action)) query.action = action;
    else errors.action = 'invalid-action';
  }
  const actor = filters.actor.trim();
  if (actor) {
    if (ACTOR.test(actor)) query.actor = actor;
    else errors.actor = 'invalid-actor';
  }
  const userId = filters.userId.trim();
  if (userId) {
    if (USER_ID.test(userId) && Number.isSafeInteger(Number(userId))) query.userId = Number(userId);
    else errors.userId = 'invalid-investor';
  }
  // The period only when it is one: the date field shows its own error for an inverted one.
  if (!isRangeInverted(filters.from, filters.to)) {
    if (fromIsoDate(filters.from)) query.from = filters.from;
    if (fromIsoDate(filters.to)) query.to = filters.to;
  }
  return { query, errors };
}
