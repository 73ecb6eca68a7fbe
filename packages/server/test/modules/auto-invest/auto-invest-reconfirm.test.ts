/**
 * The 2-year reconfirmation of an auto-invest strategy (SPEC §1, §9) on the simulated calendar
 * (src/modules/dev/dev-clock.ts): on the day the confirmation turns 2 years old the strategy reads
 * `needsReconfirmation`, the engine stops buying for it, and the investor gets one notification and
 * one e-mail; choosing the strategy again confirms it and the engine buys again.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { runAutoInvestQueue } from '../../../src/modules/auto-invest/auto-invest.ts';
import { DAY_MS, DevClock } from '../../../src/modules/dev/dev-clock.ts';
import { addDays, platformToday } from '../../../src/platform/calendar.ts';
import {
  createTestApp,
  expectContractResponse,
  signIn,
  signInOperator,
  testContract,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { originatorId, receivableNumber } from '../../helpers/marketplace.ts';
import { fundedInvestor, INVESTOR_PASSWORD } from '../../helpers/withdrawals.ts';

let t: TestApp;
let devClock: DevClock;
let devApp: FastifyInstance;
let ops: OperatorSession;
let investor: Session & { email: string };

beforeAll(async () => {
  // Sessions outlive the two simulated years.
  t = await createTestApp({ config: { tokenTtlSeconds: 3 * 366 * 86_400 } });
  devClock = await DevClock.start(t.pool, t.clock);
  devApp = await buildApp({
    config: { ...t.config, devClock: true },
    db: t.pool,
    clock: devClock,
    logger: false,
    contract: testContract(),
  });
  await devApp.ready();
  ops = await signInOperator(devApp);
  const funded = await fundedInvestor(t, { cents: 1_000_000n });
  investor = { ...(await signIn(devApp, funded.email, INVESTOR_PASSWORD)), email: funded.email };
}, 60_000);
afterAll(async () => {
  devClock?.stop();
  await devApp?.close();
  await t?.close();
});

const STRATEGY = {
  type: 'CUSTOM',
  termDays: [90, 180],
  loanTypes: ['INVOICE_FACTORING'],
  protectionTypes: ['PG'],
  interestRateRange: { from: 14, to: 15 },
  countryCodes: ['AT'],
  preferredAmount: 100,
};

async function setting() {
  const res = await devApp.inject({
    url: `/api/userAutoInvests/${investor.userId}`,
    headers: investor.headers,
  });
  return (expectContractResponse(res, 'getAutoInvest', 200) as { autoInvest: Record<string, unknown> })
    .autoInvest;
}

async function choose() {
  const res = await devApp.inject({
    method: 'POST',
    url: `/api/userAutoInvests/${investor.userId}`,
    headers: investor.headers,
    payload: STRATEGY,
  });
  return (expectContractResponse(res, 'setAutoInvest', 200) as { autoInvest: Record<string, unknown> })
    .autoInvest;
}

/** Lists a receivable the strategy matches, dated by the development clock. */
async function listMatching(): Promise<number> {
  const today = platformToday(devClock);
  const res = await devApp.inject({
    method: 'POST',
    url: '/api/ops/receivables',
    headers: ops.headers,
    payload: {
      number: receivableNumber(),
      originatorId: await originatorId(t),
      type: 'invoiceFactoring',
      totalAmount: 1000,
      interestRate: 14.5,
      rank: 'A',
      issueDate: today,
      maturityDate: addDays(today, 120),
      protection: 'PG',
      country: 'AT',
    },
  });
  return (expectContractResponse(res, 'createReceivable', 201) as { Id: number }).Id;
}

async function autoHoldings() {
  const { rows } = await t.pool.query<{ receivable_id: string }>(
    'SELECT receivable_id::text FROM user_investments WHERE user_id = $1 AND auto_invest ORDER BY id',
    [investor.userId],
  );
  return rows.map((r) => Number(r.receivable_id));
}

async function reminders() {
  const { rows: notes } = await t.pool.query(
    `SELECT created_at FROM notifications WHERE user_id = $1 AND type = 'AUTO_INVEST_RECONFIRM'`,
    [investor.userId],
  );
  const { rows: mails } = await t.pool.query<{ subject: string; body: string }>(
    `SELECT subject, body FROM outbox WHERE recipient = $1 AND subject LIKE '%auto-invest%' ORDER BY id`,
    [investor.email],
  );
  return { notifications: notes.length, mails };
}

const simulate = async (days: number) => {
  const res = await devApp.inject({ method: 'POST', url: '/api/dev/simulate', payload: { days } });
  expectContractResponse(res, 'simulateDays', 200);
};

it('pauses a strategy confirmed 2 years ago, reminds the investor once, and resumes when confirmed again', async () => {
  const confirmed = await choose();
  const confirmedAt = new Date(confirmed.confirmedAt as string);
  const first = await listMatching();
  await runAutoInvestQueue(t.pool, devClock);
  expect(await autoHoldings()).toEqual([first]);

  // Two days short of two calendar years (2026-03-10 → 2028-03-10 is 731 days).
  const twoYears = new Date(confirmedAt);
  twoYears.setUTCFullYear(twoYears.getUTCFullYear() + 2);
  const daysToGo = Math.round((twoYears.getTime() - devClock.now().getTime()) / DAY_MS);
  await devClock.advance(t.pool, (daysToGo - 2) * DAY_MS);
  await simulate(1);
  expect(await setting()).toMatchObject({ needsReconfirmation: false });
  expect(await reminders()).toEqual({ notifications: 0, mails: [] });
  const stillActive = await listMatching();
  await runAutoInvestQueue(t.pool, devClock);
  expect(await autoHoldings()).toEqual([first, stillActive]);

  // The day the confirmation turns two years old.
  await simulate(1);
  expect(devClock.now().getTime()).toBe(twoYears.getTime());
  expect(await setting()).toMatchObject({
    needsReconfirmation: true,
    confirmedAt: confirmedAt.toISOString(),
  });
  const reminded = await reminders();
  expect(reminded.notifications).toBe(1);
  expect(reminded.mails).toEqual([
    { subject: 'Please confirm your auto-invest strategy again', body: expect.stringContaining('paused') },
  ]);
  const paused = await listMatching();
  await runAutoInvestQueue(t.pool, devClock);
  expect(await autoHoldings()).toEqual([first, stillActive]);
  // The next day reminds nobody again.
  await simulate(1);
  expect((await reminders()).notifications).toBe(1);

  // Choosing it again confirms it: the engine buys what waited.
  const again = await choose();
  expect(again).toMatchObject({ needsReconfirmation: false, confirmedAt: devClock.now().toISOString() });
  await runAutoInvestQueue(t.pool, devClock);
  expect(await autoHoldings()).toEqual([first, stillActive, paused]);
}, 120_000);
