import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, withTransaction } from '../../../src/platform/db/pool.ts';
import { provisionServiceRole } from '../../../src/platform/db/roles.ts';
import { noJobs } from '../../../src/platform/jobs.ts';
import { depositReceivedEmail } from '../../../src/modules/deposits/messages.ts';
import { notifyInvestor } from '../../../src/modules/notifications/notifications.ts';
import { lastCompletePeriod, runAccountSummaries } from '../../../src/modules/wallet/account-summaries.ts';
import { createTestApp, expectApiError, expectContractResponse, type TestApp } from '../../helpers/app.ts';
import { fundedInvestor, type Investor } from '../../helpers/withdrawals.ts';
import { signInOperator } from '../../helpers/app.ts';
import { bought, cancel, listReceivable } from '../../helpers/marketplace.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function emailsTo(who: Investor) {
  const { rows } = await t.pool.query<{ subject: string; body: string }>(
    `SELECT subject, body FROM outbox WHERE recipient = $1 AND channel = 'email' ORDER BY id`,
    [who.email],
  );
  return rows;
}

async function setSettings(who: Investor, settings: Record<string, string | boolean>) {
  for (const [column, value] of Object.entries(settings)) {
    await t.ownerPool.query(`UPDATE users SET ${column} = $2 WHERE id = $1`, [who.userId, value]);
  }
}

const notify = (who: Investor, type: Parameters<typeof notifyInvestor>[3], withEmail = true) =>
  withTransaction(t.pool, (tx) =>
    notifyInvestor(
      tx,
      { clock: t.clock, jobs: noJobs },
      who.userId,
      type,
      withEmail ? (to) => depositReceivedEmail(to.language, to.firstName, 12_345n) : undefined,
    ),
  );

describe('GET /notifications/{userId} and marking them read', () => {
  it('lists newest first with read/unread; marking up to the newest shown leaves later ones unread', async () => {
    const investor = await fundedInvestor(t);
    await notify(investor, 'DEPOSIT_RECEIVED');
    t.clock.advance(60_000);
    await notify(investor, 'INVESTMENT_PURCHASED', false);
    t.clock.advance(60_000);
    await notify(investor, 'AUTO_INVEST_RECONFIRM', false);

    const list = async () => {
      const res = await t.app.inject({
        url: `/api/notifications/${investor.userId}`,
        headers: investor.headers,
      });
      return (
        expectContractResponse(res, 'listNotifications', 200) as {
          content: Array<{ Id: number; type: string; read: boolean }>;
        }
      ).content;
    };
    const first = await list();
    expect(first.map((n) => n.type)).toEqual([
      'AUTO_INVEST_RECONFIRM',
      'INVESTMENT_PURCHASED',
      'DEPOSIT_RECEIVED',
    ]);
    expect(first.every((n) => !n.read)).toBe(true);

    // The menu showed up to the purchase; the reconfirmation arrived "later" in this reading.
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${investor.userId}/read`,
      headers: investor.headers,
      payload: { lastId: first[1]!.Id },
    });
    expect(expectContractResponse(marked, 'markNotificationsRead', 200)).toEqual({ unread: 1 });
    expect((await list()).map((n) => n.read)).toEqual([false, true, true]);
  });

  it('names the receivable and the amount of a purchase and of its cancellation; the others name none', async () => {
    const operator = await signInOperator(t.app);
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator);
    await notify(investor, 'DEPOSIT_RECEIVED', false);
    t.clock.advance(60_000);
    const holding = await bought(t.app, investor, receivable.Id, 25);
    t.clock.advance(60_000);
    expect((await cancel(t.app, investor, holding)).statusCode).toBe(200);
    const res = await t.app.inject({
      url: `/api/notifications/${investor.userId}?size=3`,
      headers: investor.headers,
    });
    const about = { receivable: { Id: receivable.Id, number: receivable.number }, amount: 25 };
    expect(
      (
        expectContractResponse(res, 'listNotifications', 200) as { content: Array<Record<string, unknown>> }
      ).content.map(({ type, receivable: r, amount }) => ({ type, receivable: r, amount })),
    ).toEqual([
      { type: 'INVESTMENT_CANCELED', ...about },
      { type: 'INVESTMENT_PURCHASED', ...about },
      { type: 'DEPOSIT_RECEIVED', receivable: null, amount: null },
    ]);
  });

  it('pages by keyset: the pages join without gaps or repeats while notifications arrive between them', async () => {
    const investor = await fundedInvestor(t);
    for (let i = 0; i < 7; i++) {
      await notify(investor, 'DEPOSIT_RECEIVED', false);
      // Every other one in the same instant as the one before: the id breaks the tie.
      if (i % 2 === 1) t.clock.advance(1_000);
    }
    const page = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/notifications/${investor.userId}${query}`,
        headers: investor.headers,
      });
      return expectContractResponse(res, 'listNotifications', 200) as {
        content: Array<{ Id: number }>;
        next: string | null;
      };
    };
    const { rows } = await t.pool.query<{ id: string }>(
      'SELECT id FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
      [investor.userId],
    );
    const all = rows.map((r) => Number(r.id));
    expect(all).toHaveLength(7);

    const first = await page('?size=3');
    expect(first.content.map((n) => n.Id)).toEqual(all.slice(0, 3));
    // Five more arrive (newer, two in the same instant as each other) before the next page is read.
    for (let i = 0; i < 5; i++) {
      await notify(investor, 'INVESTMENT_PURCHASED', false);
      if (i % 2 === 0) t.clock.advance(1_000);
    }
    const second = await page(`?size=3&cursor=${first.next}`);
    const third = await page(`?size=3&cursor=${second.next}`);
    expect([...second.content, ...third.content].map((n) => n.Id)).toEqual(all.slice(3));
    expect(third.next).toBeNull();
    // An offset of 3 would have shown three of the first page again; the new ones head a first page.
    const fresh = await page('?size=5');
    expect(fresh.content.map((n) => n.Id).every((id) => id > Math.max(...all))).toBe(true);
    expect((await page(`?size=12`)).next).toBeNull();

    // A cursor of another investor's notifications, of another list or not a cursor at all: 400.
    const other = await fundedInvestor(t);
    await notify(other, 'DEPOSIT_RECEIVED', false);
    await notify(other, 'DEPOSIT_RECEIVED', false);
    const otherFirst = await t.app.inject({
      url: `/api/notifications/${other.userId}?size=1`,
      headers: other.headers,
    });
    const otherCursor = (expectContractResponse(otherFirst, 'listNotifications', 200) as { next: string })
      .next;
    expect(otherCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const [, , at, id] = JSON.parse(Buffer.from(first.next!, 'base64url').toString()) as string[];
    expect(encode(['notifications', investor.userId, at, id])).toBe(first.next);
    for (const cursor of [
      otherCursor,
      encode(['account-history', investor.userId, id]), // another list's
      encode(['audit-log', investor.userId, at, id]),
      encode(['notifications', investor.userId, 'yesterday', id]), // not a time
      encode(['notifications', investor.userId, at]), // no id
      'abc',
      `${first.next}A`,
    ]) {
      const res = await t.app.inject({
        url: `/api/notifications/${investor.userId}?cursor=${cursor}`,
        headers: investor.headers,
      });
      expectApiError(res, 400, 'validation-error');
    }
  });

  it('refuses another investor’s notifications, to read or to mark', async () => {
    const investor = await fundedInvestor(t);
    const other = await fundedInvestor(t);
    await notify(other, 'DEPOSIT_RECEIVED', false);
    const read = await t.app.inject({ url: `/api/notifications/${other.userId}`, headers: investor.headers });
    expectApiError(read, 403, 'forbidden');
    const mark = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${other.userId}/read`,
      headers: investor.headers,
      payload: { lastId: 1 },
    });
    expectApiError(mark, 403, 'forbidden');
  });
});

describe('notification e-mails respect the settings', () => {
  it('e-mails a kind only while its switch is on; service messages always', async () => {
    const investor = await fundedInvestor(t);
    await setSettings(investor, { notify_deposits: false, notify_updates: false, notify_withdrawals: false });
    const before = (await emailsTo(investor)).length;
    expect(await notify(investor, 'DEPOSIT_RECEIVED')).toBe(false);
    expect(await notify(investor, 'WITHDRAWAL_PROCESSED')).toBe(false);
    expect(await notify(investor, 'INVESTMENT_REPAID')).toBe(false);
    expect(await emailsTo(investor)).toHaveLength(before);
    // The header menu has them all the same.
    const { rows } = await t.pool.query('SELECT 1 FROM notifications WHERE user_id = $1', [investor.userId]);
    expect(rows).toHaveLength(3);

    await setSettings(investor, { notify_deposits: true, language: 'SL' });
    expect(await notify(investor, 'DEPOSIT_RECEIVED')).toBe(true);
    expect((await emailsTo(investor)).at(-1)?.subject).toBe('Vaše nakazilo je prispelo');
    // News is off by default; a strategy to reconfirm is e-mailed whatever the switches say.
    expect(await notify(investor, 'NEWS')).toBe(false);
    expect(await notify(investor, 'AUTO_INVEST_RECONFIRM')).toBe(true);
  });
});

describe('the account summary e-mail', () => {
  it('knows the last complete day, week (Monday to Sunday) and month', () => {
    expect(lastCompletePeriod('DAILY', '2026-03-11')).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    // 2026-03-11 is a Wednesday.
    expect(lastCompletePeriod('WEEKLY', '2026-03-11')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(lastCompletePeriod('WEEKLY', '2026-03-09')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(lastCompletePeriod('MONTHLY', '2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastCompletePeriod('MONTHLY', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('sends each investor the summary of their frequency once per period, in their language', async () => {
    // Registered and funded on Tuesday 10 March 2026 (the test clock's start).
    const daily = await fundedInvestor(t, { cents: 150_000n, language: 'SL' });
    const weekly = await fundedInvestor(t, { cents: 20_000n });
    const none = await fundedInvestor(t, { cents: 20_000n });
    await setSettings(daily, { notify_account_summary: 'DAILY' });
    await setSettings(weekly, { notify_account_summary: 'WEEKLY' });
    await setSettings(none, { notify_account_summary: 'NONE' });

    // Wednesday 11 March, 06:15 in Ljubljana: Tuesday is complete; the week of 2 March ended before
    // the weekly investor registered, so there is nothing to summarise for them yet.
    t.clock.set('2026-03-11T05:15:00Z');
    await runAccountSummaries(t.pool, { clock: t.clock, jobs: noJobs });
    const dailyMail = await emailsTo(daily);
    expect(dailyMail.map((m) => m.subject)).toContain('Dnevni povzetek vašega računa');
    const summary = dailyMail.find((m) => m.subject === 'Dnevni povzetek vašega računa')!;
    expect(summary.body).toContain('10. 3. 2026');
    expect(summary.body).toMatch(/Polog: 1500,00\s€/);
    expect(summary.body).toMatch(/Razpoložljiva sredstva na koncu: 1500,00\s€/);
    expect((await emailsTo(weekly)).some((m) => m.subject.includes('summary'))).toBe(false);

    // The same day again, from two processes at once: nothing more.
    const second = createPool(await provisionServiceRole(t.database.connectionString), { max: 5 });
    try {
      await Promise.all([
        runAccountSummaries(t.pool, { clock: t.clock, jobs: noJobs }),
        runAccountSummaries(second, { clock: t.clock, jobs: noJobs }),
      ]);
    } finally {
      await second.end();
    }
    expect((await emailsTo(daily)).filter((m) => m.subject === summary.subject)).toHaveLength(1);

    // Monday 16 March: the week of 9–15 March is complete; the daily investor gets Sunday's.
    t.clock.set('2026-03-16T05:15:00Z');
    await Promise.all([
      runAccountSummaries(t.pool, { clock: t.clock, jobs: noJobs }),
      runAccountSummaries(t.pool, { clock: t.clock, jobs: noJobs }),
    ]);
    const weeklyMail = (await emailsTo(weekly)).filter((m) => m.subject === 'Your weekly account summary');
    expect(weeklyMail).toHaveLength(1);
    expect(weeklyMail[0]!.body).toContain('from 09/03/2026 to 15/03/2026');
    expect(weeklyMail[0]!.body).toContain('Available funds at the end: €200.00');
    const dailyOnes = (await emailsTo(daily)).filter((m) => m.subject === summary.subject);
    expect(dailyOnes).toHaveLength(2);
    expect(dailyOnes[1]!.body).toContain('V tem obdobju ni bilo gibanj.');
    expect((await emailsTo(none)).some((m) => /summary|povzetek/i.test(m.subject))).toBe(false);

    const { rows } = await t.pool.query<{ user_id: string; frequency: string; period_start: string }>(
      `SELECT user_id, frequency, period_start::text FROM account_summaries WHERE user_id = ANY($1) ORDER BY 1, 3`,
      [[daily.userId, weekly.userId, none.userId]],
    );
    expect(rows.map((r) => [Number(r.user_id), r.frequency, r.period_start])).toEqual([
      [daily.userId, 'DAILY', '2026-03-10'],
      [daily.userId, 'DAILY', '2026-03-15'],
      [weekly.userId, 'WEEKLY', '2026-03-09'],
    ]);
  });
});
