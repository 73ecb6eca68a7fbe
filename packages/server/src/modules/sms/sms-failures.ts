/**
 * The operator's view of text messages that did not reach their recipient (GET /ops/sms-failures):
 * refused by the provider, given up, reported undelivered, or waiting for a retry. Read from the
 * outbox (src/platform/outbox.ts), whose rows the delivery attempts and the providers' reports update.
 * The text itself is never shown (it carries a code), and the number only masked.
 */
import type { components } from '@invest/api-client';
import { cursorScope, keysetPage, newestFirst } from '../../platform/cursor.ts';
import type { Queryable } from '../../platform/db/pool.ts';

type SmsFailure = components['schemas']['SmsFailure'];
type SmsFailureState = components['schemas']['SmsFailureState'];

/**
 * A phone number as the operator sees it: the country code and the next digit, then the last three
 * (`+3864****456`) — enough to match a complaint, not to text the person.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return `+${'*'.repeat(digits.length)}`;
  return `+${digits.slice(0, 4)}${'*'.repeat(digits.length - 7)}${digits.slice(-3)}`;
}

/** The rows of the list; the same condition as the partial index outbox_sms_problems (migration 0020). */
const PROBLEMS = `channel = 'sms'
  AND (failure IS NOT NULL OR delivery_status = 'undelivered' OR (sent_at IS NULL AND attempts > 0))`;

const STATE = `CASE WHEN delivery_status = 'undelivered' THEN 'UNDELIVERED'
  WHEN failure = 'refused' THEN 'REFUSED'
  WHEN failure IS NOT NULL THEN 'FAILED'
  ELSE 'RETRYING' END`;

/** GET /ops/sms-failures: newest first. */
const SMS_FAILURE_KEYSET = newestFirst('ops-sms-failures', 'id');

export async function listSmsFailures(
  db: Queryable,
  filter: { state?: SmsFailureState; cursor?: string; size: number },
): Promise<{ content: SmsFailure[]; next: string | null }> {
  const scope = cursorScope({ state: filter.state });
  const { rows, next } = await keysetPage<{
    id: string;
    recipient: string;
    user_id: string | null;
    transport: string | null;
    state: SmsFailureState;
    reason: string | null;
    attempts: number;
    created_at: Date;
    failed_at: Date | null;
  }>(db, SMS_FAILURE_KEYSET, scope, filter.cursor, filter.size, {
    select: `SELECT id, recipient, user_id, transport, state, attempts, created_at,
                    CASE WHEN state = 'UNDELIVERED' THEN delivery_detail ELSE last_error END AS reason,
                    CASE WHEN state = 'UNDELIVERED' THEN delivery_reported_at ELSE failed_at END AS failed_at
               FROM (SELECT *, ${STATE} AS state FROM outbox WHERE ${PROBLEMS}) AS problems`,
    where: ['$1::text IS NULL OR state = $1'],
    params: [filter.state ?? null],
  });
  const content = rows.map((row) => ({
    Id: Number(row.id),
    to: maskPhone(row.recipient),
    userId: row.user_id === null ? null : Number(row.user_id),
    provider: row.transport,
    state: row.state,
    reason: row.reason,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    failedAt: row.failed_at?.toISOString() ?? null,
  }));
  return { content, next };
}
