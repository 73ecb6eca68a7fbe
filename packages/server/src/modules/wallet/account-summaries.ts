/**
 * The account summary e-mail (setting NONE, DAILY, WEEKLY or MONTHLY) is sent by the daily
 * `account-summaries` job (runAccountSummaries) for the last complete period of each investor's
 * frequency, in the investor's language, with the cash balance and the period's movements. A row of
 * `account_summaries` is written in the transaction that queues the e-mail, so a period is summarised
 * once however many processes run the job.
 */
import type pg from 'pg';
import { addDays, platformToday, PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
import type { Clock } from '../../platform/clock.ts';
import { withTransaction } from '../../platform/db/pool.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { formatEuros, personalEmail, type Language } from '../../platform/messages.ts';
import { sendEmail } from '../../platform/outbox.ts';
import { HISTORY_TYPE_LABELS, loadAccountStatement } from './account-statement.ts';
import type { JobDefinition } from '../../platform/jobs.ts';

type Frequency = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/**
 * The last complete period of a frequency before `today` (a local calendar date): yesterday, last
 * week (Monday to Sunday) or last month. Both ends inclusive.
 */
export function lastCompletePeriod(frequency: Frequency, today: string): { from: string; to: string } {
  const to = addDays(today, -1);
  if (frequency === 'DAILY') return { from: to, to };
  if (frequency === 'WEEKLY') {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    const monday = addDays(today, -weekday);
    return { from: addDays(monday, -7), to: addDays(monday, -1) };
  }
  const firstOfThisMonth = `${today.slice(0, 8)}01`;
  const lastOfPrevious = addDays(firstOfThisMonth, -1);
  return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
}

const SUMMARY_TEXT = {
  EN: {
    subject: {
      DAILY: 'Your daily account summary',
      WEEKLY: 'Your weekly account summary',
      MONTHLY: 'Your monthly account summary',
    },
    period: (from: string, to: string) =>
      from === to ? `Your Invest account on ${from}:` : `Your Invest account from ${from} to ${to}:`,
    opening: 'Available funds at the start',
    closing: 'Available funds at the end',
    none: 'No movements in this period.',
    settings: 'You can change how often you get this summary on the Account page.',
  },
  SL: {
    subject: {
      DAILY: 'Dnevni povzetek vašega računa',
      WEEKLY: 'Tedenski povzetek vašega računa',
      MONTHLY: 'Mesečni povzetek vašega računa',
    },
    period: (from: string, to: string) =>
      from === to ? `Vaš račun Invest dne ${from}:` : `Vaš račun Invest od ${from} do ${to}:`,
    opening: 'Razpoložljiva sredstva na začetku',
    closing: 'Razpoložljiva sredstva na koncu',
    none: 'V tem obdobju ni bilo gibanj.',
    settings: 'Kako pogosto prejemate povzetek, lahko spremenite na strani Račun.',
  },
} as const;

/** `YYYY-MM-DD` as the language writes a date. */
function displayDate(language: Language, isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return language === 'SL' ? `${Number(d)}. ${Number(m)}. ${y}` : `${d}/${m}/${y}`;
}

/** The summary e-mail's text: balances around the period and its movements summed by type. */
export function accountSummaryEmail(
  language: Language,
  firstName: string,
  frequency: Frequency,
  statement: Awaited<ReturnType<typeof loadAccountStatement>>,
): { subject: string; body: string } {
  const sums = new Map<keyof (typeof HISTORY_TYPE_LABELS)['EN'], bigint>();
  for (const m of statement.movements) sums.set(m.type, (sums.get(m.type) ?? 0n) + m.amountCents);
  const text = (lang: Language) => {
    const t = SUMMARY_TEXT[lang];
    const euros = (cents: bigint) => formatEuros(lang, cents);
    const lines = [...sums].map(([type, cents]) => `${HISTORY_TYPE_LABELS[lang][type]}: ${euros(cents)}`);
    return {
      subject: t.subject[frequency],
      paragraphs: [
        t.period(displayDate(lang, statement.from), displayDate(lang, statement.to)),
        [
          `${t.opening}: ${euros(statement.openingCents)}`,
          ...(lines.length > 0 ? lines : [t.none]),
          `${t.closing}: ${euros(statement.closingCents)}`,
        ],
        t.settings,
      ],
    };
  };
  return personalEmail(language, firstName, { EN: text('EN'), SL: text('SL') });
}

/**
 * The daily job: for every open profile whose summary setting is not NONE, the last complete period of
 * its frequency is summarised once (an investor registered after the period's end gets none for it).
 * Returns how many e-mails were queued.
 */
export async function runAccountSummaries(
  db: pg.Pool,
  deps: { clock: Clock; jobs: Pick<Jobs, 'scheduleDelivery'> },
): Promise<number> {
  const today = platformToday(deps.clock);
  const periods = (['DAILY', 'WEEKLY', 'MONTHLY'] as const).map((f) => ({
    f,
    ...lastCompletePeriod(f, today),
  }));
  const { rows: due } = await db.query<{ id: string; frequency: Frequency; from: string; to: string }>(
    `SELECT u.id, u.notify_account_summary AS frequency, p.from::text AS from, p.to::text AS to
       FROM users u
       JOIN unnest($1::text[], $2::date[], $3::date[]) AS p(f, "from", "to") ON p.f = u.notify_account_summary
      WHERE u.closed_at IS NULL
        AND u.created_at < ((p.to + 1)::timestamp AT TIME ZONE $4)
        AND NOT EXISTS (SELECT 1 FROM account_summaries s
                         WHERE s.user_id = u.id AND s.frequency = p.f AND s.period_start = p.from)
      ORDER BY u.id`,
    [periods.map((p) => p.f), periods.map((p) => p.from), periods.map((p) => p.to), PLATFORM_TIME_ZONE],
  );
  let sent = 0;
  for (const row of due) {
    const userId = Number(row.id);
    const queued = await withTransaction(db, async (tx) => {
      const { rows: claimed } = await tx.query<{ email: string; first_name: string; language: Language }>(
        // Claimed only while the profile is open and its setting still asks for this frequency.
        `WITH claim AS (
           INSERT INTO account_summaries (user_id, frequency, period_start, period_end, sent_at)
           SELECT id, $2, $3, $4, $5 FROM users
            WHERE id = $1 AND closed_at IS NULL AND notify_account_summary = $2
           ON CONFLICT DO NOTHING RETURNING user_id)
         SELECT u.email, u.first_name, u.language FROM users u JOIN claim c ON c.user_id = u.id`,
        [userId, row.frequency, row.from, row.to, deps.clock.now()],
      );
      const user = claimed[0];
      // Another process claimed the period, or the setting changed since the list was read.
      if (!user) return false;
      const statement = await loadAccountStatement(tx, userId, { from: row.from, to: row.to });
      const mail = accountSummaryEmail(user.language, user.first_name, row.frequency, statement);
      await sendEmail(tx, deps, { to: user.email, ...mail, userId });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/**
 * Every morning for the day, week or month that has just ended, each investor's period once however
 * many processes run this.
 */
export const accountSummariesJob: JobDefinition = {
  queue: 'account-summaries',
  cron: '15 6 * * *',
  tz: PLATFORM_TIME_ZONE,
  async run({ pool, clock, jobs, log }) {
    const sent = await runAccountSummaries(pool, { clock, jobs });
    log.info({ sent }, 'account summaries');
  },
};
