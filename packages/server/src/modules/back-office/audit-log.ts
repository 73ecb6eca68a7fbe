/**
 * The operator's reading of the audit log (src/platform/audit.ts writes it): a filtered page, newest first, and
 * the same filters as CSV, oldest first, with the account history export's CSV rules
 * (src/modules/wallet/history-export.ts: RFC 4180, BOM, formula guard). Filters use the indexes of migrations 0004
 * and 0016 (user, action, actor, time).
 */
import type { components } from '@invest/api-client';
import type { Queryable } from '../../platform/db/pool.ts';
import { badRequest } from '../../platform/errors.ts';
import { cursorScope, keysetPage, type Keyset } from '../../platform/cursor.ts';
import { csvBuffer, csvText } from '../wallet/index.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';

/** The CSV's columns, in order (openapi.yaml documents them; only ever added at the end). */
export const AUDIT_EXPORT_COLUMNS = [
  'id',
  'created_at',
  'action',
  'actor',
  'user_id',
  'ip',
  'request_id',
  'details',
] as const;

/** An export holds at most this many events (narrow the filters beyond). */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

export interface AuditFilter {
  /** An action, or a prefix ending in `.` (`deduction.`). */
  action?: string;
  actor?: string;
  userId?: number;
  /** Calendar days in Ljubljana, both included. */
  from?: string;
  to?: string;
}

interface AuditRow {
  id: string;
  created_at: Date;
  action: string;
  actor: string;
  user_id: string | null;
  ip: string | null;
  request_id: string | null;
  details: Record<string, string | number | boolean | null>;
}

/** The WHERE's conditions and their parameters (values always bound, never spliced). */
function whereOf(filter: AuditFilter): { clauses: string[]; params: unknown[] } {
  const { action, actor, userId, from, to } = filter;
  if (from !== undefined && to !== undefined && from > to)
    throw badRequest('query.to must not be before query.from');
  const params: unknown[] = [];
  const clauses: string[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // The action pattern (contract) has no `%` or `_`, so a prefix is a plain LIKE.
  if (action !== undefined)
    clauses.push(action.endsWith('.') ? `action LIKE ${bind(action)} || '%'` : `action = ${bind(action)}`);
  if (actor !== undefined) clauses.push(`actor = ${bind(actor)}`);
  if (userId !== undefined) clauses.push(`user_id = ${bind(userId)}`);
  if (from !== undefined)
    clauses.push(`created_at >= (${bind(from)}::date)::timestamp AT TIME ZONE ${bind(PLATFORM_TIME_ZONE)}`);
  if (to !== undefined)
    clauses.push(`created_at < (${bind(to)}::date + 1)::timestamp AT TIME ZONE ${bind(PLATFORM_TIME_ZONE)}`);
  return { clauses, params };
}

const COLUMNS = 'id, created_at, action, actor, user_id, ip, request_id, details';

function entryJson(r: AuditRow): components['schemas']['AuditEntry'] {
  return {
    Id: Number(r.id),
    createdAt: r.created_at.toISOString(),
    action: r.action,
    actor: r.actor,
    userId: r.user_id === null ? null : Number(r.user_id),
    ip: r.ip,
    requestId: r.request_id,
    details: r.details,
  };
}

/** GET /ops/audit-log's order (newest first: the id, as the audit_log's primary key) and cursor. */
const AUDIT_KEYSET: Keyset = { list: 'audit-log', keys: [{ sql: 'id', shape: 'id' }], direction: 'DESC' };

/**
 * GET /ops/audit-log: `size` events newest first after `cursor` (the `next` of the page before, for
 * the same filters; another's is a 400).
 */
export async function listAuditLog(
  db: Queryable,
  filter: AuditFilter,
  cursor: string | undefined,
  size: number,
): Promise<components['schemas']['AuditEntryPage']> {
  const { clauses, params } = whereOf(filter);
  const scope = cursorScope({ ...filter });
  const { rows, next } = await keysetPage<AuditRow>(db, AUDIT_KEYSET, scope, cursor, size, {
    select: `SELECT ${COLUMNS} FROM audit_log`,
    where: clauses,
    params,
  });
  return { content: rows.map(entryJson), next };
}

/** GET /ops/audit-log/export: the filtered events, oldest first, as CSV; 400 beyond AUDIT_EXPORT_MAX_ROWS. */
export async function auditLogCsv(
  db: Queryable,
  filter: AuditFilter,
): Promise<{ csv: Buffer; rows: number }> {
  const { clauses, params } = whereOf(filter);
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const { rows } = await db.query<AuditRow>(
    `SELECT ${COLUMNS} FROM audit_log ${where} ORDER BY id ASC LIMIT $${params.length + 1}`,
    [...params, AUDIT_EXPORT_MAX_ROWS + 1],
  );
  if (rows.length > AUDIT_EXPORT_MAX_ROWS)
    throw badRequest(`More than ${AUDIT_EXPORT_MAX_ROWS} events: narrow the filters (a shorter period)`);
  const csv = csvBuffer([
    AUDIT_EXPORT_COLUMNS,
    ...rows.map((r) => [
      r.id,
      r.created_at.toISOString(),
      csvText(r.action),
      csvText(r.actor),
      r.user_id ?? '',
      csvText(r.ip ?? ''),
      csvText(r.request_id ?? ''),
      csvText(JSON.stringify(r.details)),
    ]),
  ]);
  return { csv, rows: rows.length };
}
