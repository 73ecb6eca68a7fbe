/**
 * The investor's notifications (SPEC §2 header menu, §3 Notification, GET /notifications/{userId}) and
 * the e-mails that go with them (the notification settings of the Account page).
 *
 * notifyInvestor is the one way an event reaches an investor: the header-menu notification always,
 * and the e-mail when the investor's setting for its kind is on (deposits, withdrawals, updates about
 * investments, news); service messages the investor has to act on (identity checked, documents needed,
 * a strategy to reconfirm, a negative balance) are e-mailed whatever the settings. It runs in the
 * transaction of the event, so a rolled-back event leaves neither.
 */
import type { components } from '@invest/api-client';
import type { Clock } from '../../platform/clock.ts';
import { keysetPage, type Keyset } from '../../platform/cursor.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Language } from '../../platform/messages.ts';
import { centsToEuros } from '../../platform/money.ts';
import { sendEmail } from '../../platform/outbox.ts';

type Schemas = components['schemas'];
export type NotificationType = Schemas['NotificationType'];

/** The setting that switches a kind's e-mail off; null: always e-mailed (when it has an e-mail). */
const SETTING_OF: Record<
  NotificationType,
  'notify_deposits' | 'notify_withdrawals' | 'notify_updates' | 'notify_news' | null
> = {
  DEPOSIT_RECEIVED: 'notify_deposits',
  WITHDRAWAL_PROCESSED: 'notify_withdrawals',
  WITHDRAWAL_DECLINED: 'notify_withdrawals',
  INVESTMENT_PURCHASED: 'notify_updates',
  INVESTMENT_REPAID: 'notify_updates',
  INVESTMENT_CANCELED: 'notify_updates',
  NEWS: 'notify_news',
  ACCOUNT_CONFIRMED: null,
  DOCUMENTS_REQUIRED: null,
  AUTO_INVEST_RECONFIRM: null,
  NEGATIVE_BALANCE: null,
};

export interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

export type NotificationEmail = (recipient: Recipient) => { subject: string; body: string };

/** What a notification is about (migrations/0033): the receivable and the amount, for the app's words. */
export interface NotificationSubject {
  receivableId: number | string;
  amountCents: bigint;
}

/** A notification for the header menu only (events that have no e-mail: a purchase, a cancellation). */
export async function addNotification(
  tx: Queryable,
  clock: Clock,
  userId: number,
  type: NotificationType,
  subject: NotificationSubject | null = null,
): Promise<void> {
  await tx.query(
    `INSERT INTO notifications (user_id, type, created_at, receivable_id, amount_cents)
     VALUES ($1, $2, $3, $4, $5)`,
    [userId, type, clock.now(), subject?.receivableId ?? null, subject?.amountCents.toString() ?? null],
  );
}

/**
 * Records a notification for the header menu and, when `email` is given and the investor's setting
 * for the kind allows it, queues its e-mail (in the investor's language). Returns whether an e-mail
 * was queued.
 */
export async function notifyInvestor(
  tx: Queryable,
  deps: { clock: Clock; jobs: Pick<Jobs, 'scheduleDelivery'> },
  userId: number,
  type: NotificationType,
  email?: NotificationEmail,
  subject: NotificationSubject | null = null,
): Promise<boolean> {
  await addNotification(tx, deps.clock, userId, type, subject);
  if (!email) return false;
  const setting = SETTING_OF[type];
  const { rows } = await tx.query<{ email: string; first_name: string; language: Language; on: boolean }>(
    `SELECT email, first_name, language, ${setting ?? 'true'} AS on FROM users
      WHERE id = $1 AND closed_at IS NULL`,
    [userId],
  );
  const user = rows[0];
  if (!user?.on) return false;
  const message = email({ email: user.email, firstName: user.first_name, language: user.language });
  await sendEmail(tx, deps, { to: user.email, ...message, userId });
  return true;
}

/** GET /notifications/{userId}'s order (newest first; the index `notifications_user`) and cursor. */
const NOTIFICATION_KEYSET: Keyset = {
  list: 'notifications',
  keys: [
    { sql: 'n.created_at', shape: 'timestamp' },
    { sql: 'n.id', shape: 'id' },
  ],
  direction: 'DESC',
};

/**
 * GET /notifications/{userId}: `size` notifications newest first, after the position `cursor` (the
 * `next` of the page before; a cursor not written for this user's notifications is a 400), each with
 * whether it was read.
 */
export async function listNotifications(
  db: Queryable,
  userId: number,
  cursor: string | undefined,
  size: number,
): Promise<Schemas['NotificationPage']> {
  const { rows, next } = await keysetPage<{
    id: string;
    type: NotificationType;
    created_at: Date;
    read: boolean;
    receivable_id: string | null;
    receivable_number: string | null;
    amount_cents: string | null;
  }>(db, NOTIFICATION_KEYSET, userId, cursor, size, {
    select: `SELECT n.id, n.type, n.created_at, n.read_at IS NOT NULL AS read, n.receivable_id::text,
                    r.number AS receivable_number, n.amount_cents::text
               FROM notifications n LEFT JOIN receivables r ON r.id = n.receivable_id`,
    where: ['n.user_id = $1'],
    params: [userId],
  });
  return {
    content: rows.map((r) => ({
      Id: Number(r.id),
      type: r.type,
      date: r.created_at.toISOString(),
      read: r.read,
      receivable:
        r.receivable_id === null ? null : { Id: Number(r.receivable_id), number: r.receivable_number! },
      amount: r.amount_cents === null ? null : centsToEuros(r.amount_cents),
    })),
    next,
  };
}

/**
 * Marks the user's notifications up to `lastId` (the newest one the menu showed) read; later ones stay
 * unread. Answers how many are still unread.
 */
export async function markNotificationsRead(
  db: Queryable,
  clock: Clock,
  userId: number,
  lastId: number,
): Promise<{ unread: number }> {
  const { rows } = await db.query<{ unread: number }>(
    `WITH marked AS (
       UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND id <= $2 AND read_at IS NULL RETURNING id)
     SELECT (count(*) - (SELECT count(*) FROM marked))::int AS unread
       FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
    [userId, lastId, clock.now()],
  );
  return { unread: rows[0]!.unread };
}
