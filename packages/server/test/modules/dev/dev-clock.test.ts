/**
 * The development clock and the simulation (src/modules/dev/dev-clock.ts, POST /api/dev/simulate): on only with
 * DEV_CLOCK=1 and never in production; one offset in PostgreSQL that every process reads; running the
 * demo forward matures receivables and books the originators' repayments, except the ones told late.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { Clock } from '../../../src/platform/clock.ts';
import { loadConfig, type Config } from '../../../src/platform/config.ts';
import { createPool } from '../../../src/platform/db/pool.ts';
import { provisionServiceRole } from '../../../src/platform/db/roles.ts';
import { realNow } from '../../../src/platform/clock.ts';
import { DAY_MS, DevClock, devClockEnabled } from '../../../src/modules/dev/dev-clock.ts';
import { taxCents } from '../../../src/modules/marketplace/lifecycle.ts';
import { addDays, platformToday } from '../../../src/platform/calendar.ts';
import {
  createTestApp,
  expectApiError,
  expectContractResponse,
  signInOperator,
  testContract,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { fundedInvestor, type Investor } from '../../helpers/withdrawals.ts';

let t: TestApp;
let devClock: DevClock;
let devApp: FastifyInstance;
let ops: OperatorSession;
let investor: Investor;

async function appWith(config: Partial<Config>, clock: Clock = devClock): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...t.config, ...config },
    db: t.pool,
    clock,
    logger: false,
    contract: testContract(),
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  // Sessions must outlive the simulated days.
  t = await createTestApp({ config: { tokenTtlSeconds: 365 * 86_400 } });
  // Real time is the test's manual clock; the development clock runs ahead of it.
  devClock = await DevClock.start(t.pool, t.clock);
  devApp = await appWith({ devClock: true });
  ops = await signInOperator(devApp);
  investor = await fundedInvestor(t, { cents: 1_000_000n });
}, 60_000);
afterAll(async () => {
  devClock?.stop();
  await devApp?.close();
  await t?.close();
});

const simulate = (app: FastifyInstance, body: object) =>
  app.inject({ method: 'POST', url: '/api/dev/simulate', payload: body });

describe('switching the development clock on', () => {
  it('reads DEV_CLOCK and PERSONAL_INTEREST_TAX_RATE', () => {
    expect(loadConfig({}).devClock).toBe(false);
    expect(loadConfig({ DEV_CLOCK: '0' }).devClock).toBe(false);
    expect(loadConfig({ DEV_CLOCK: '1' }).devClock).toBe(true);
    expect(loadConfig({ DEV_CLOCK: 'true' }).devClock).toBe(true);
    expect(devClockEnabled(loadConfig({ DEV_CLOCK: '1', NODE_ENV: 'production' }))).toBe(false);
    expect(loadConfig({}).personalInterestTaxRateBp).toBe(2500);
    expect(loadConfig({ PERSONAL_INTEREST_TAX_RATE: '1900' }).personalInterestTaxRateBp).toBe(1900);
    expect(() => loadConfig({ PERSONAL_INTEREST_TAX_RATE: '10001' })).toThrow(/basis points/);
    expect(() => loadConfig({ PERSONAL_INTEREST_TAX_RATE: '25%' })).toThrow(/PERSONAL_INTEREST_TAX_RATE/);
  });

  it('answers 404 without DEV_CLOCK, in production, or when the service does not run on the development clock', async () => {
    for (const app of [
      t.app,
      await appWith({ devClock: true, nodeEnv: 'production' }),
      await appWith({ devClock: true }, t.clock),
    ]) {
      const res = await simulate(app, { days: 1 });
      expectContractResponse(res, 'simulateDays', 404);
      expectApiError(res, 404, 'not-found');
      if (app !== t.app) await app.close();
    }
    const { rows } = await t.pool.query<{ offset_ms: string }>('SELECT offset_ms::text FROM dev_clock');
    expect(rows[0]!.offset_ms).toBe('0');
  });
});

describe('the development clock', () => {
  it('is one offset for every process, and only moves forward', async () => {
    const other = createPool(await provisionServiceRole(t.database.connectionString), { max: 2 });
    const second = await DevClock.start(other, t.clock);
    try {
      expect(second.now().getTime()).toBe(devClock.now().getTime());
      await second.advance(other, 3_600_000);
      expect(second.now().getTime() - t.clock.now().getTime()).toBe(3_600_000);
      // The first process learns it on its next read (every second, or now).
      await devClock.refresh(t.pool);
      expect(devClock.now().getTime()).toBe(second.now().getTime());
      await expect(t.pool.query('UPDATE dev_clock SET offset_ms = 0')).rejects.toThrow(/only moves forward/);
    } finally {
      second.stop();
      await other.end();
    }
    // Back to whole days for the simulation below.
    await devClock.advance(t.pool, DAY_MS - 3_600_000);
  });

  it('keeps the real time for what devices outside count (authenticator codes)', () => {
    expect(devClock.now().getTime() - t.clock.now().getTime()).toBeGreaterThanOrEqual(DAY_MS);
    expect(realNow(devClock).getTime()).toBe(t.clock.now().getTime());
    expect(realNow(t.clock).getTime()).toBe(t.clock.now().getTime());
  });
});

describe('POST /api/dev/simulate', () => {
  it('runs the calendar forward: receivables mature and are repaid, except the late one', async () => {
    const start = platformToday(devClock);
    const originator = await devApp.inject({
      method: 'POST',
      url: '/api/ops/originators',
      headers: ops.headers,
      payload: { name: 'Simulacija d.o.o.', countryCode: 'SI' },
    });
    const originatorId = (originator.json() as { Id: number }).Id;
    const list = async (number: string) => {
      const res = await devApp.inject({
        method: 'POST',
        url: '/api/ops/receivables',
        headers: ops.headers,
        payload: {
          number,
          originatorId,
          type: 'reverseFactoring',
          totalAmount: 2000,
          interestRate: 8,
          rank: 'A',
          issueDate: start,
          maturityDate: addDays(start, 3),
          protection: 'BG',
          country: 'AT',
        },
      });
      return (expectContractResponse(res, 'createReceivable', 201) as { Id: number }).Id;
    };
    const onTime = await list('SIM-ON-TIME');
    const late = await list('SIM-LATE');
    for (const id of [onTime, late]) {
      const res = await devApp.inject({
        method: 'POST',
        url: '/api/user_investments',
        headers: { ...investor.headers, 'idempotency-key': `simulate-${id}` },
        payload: { investmentId: id, amount: 1000 },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await devApp.inject({ url: '/api/accountBalance', headers: investor.headers });
    const availableBefore = (before.json() as { availableFunds: number }).availableFunds;

    expectApiError(await simulate(devApp, { days: 0 }), 400, 'validation-error');
    const res = await simulate(devApp, { days: 4, late: ['SIM-LATE'] });
    const simulation = expectContractResponse(res, 'simulateDays', 200) as {
      from: string;
      to: string;
      days: Array<{ date: string; steps: Array<{ number: string; kind: string; amount: number | null }> }>;
    };
    expect(simulation.from).toBe(start);
    expect(simulation.to).toBe(addDays(start, 4));
    expect(simulation.days.map((d) => d.date)).toEqual([1, 2, 3, 4].map((n) => addDays(start, n)));
    const mine = (day: number) =>
      simulation.days[day]!.steps.filter((s) => s.number.startsWith('SIM-')).map((s) => [
        s.number,
        s.kind,
        s.amount,
      ]);
    // 1 000 € at 8 % for 3 days = 0.6575… € → 0.65 €.
    expect(mine(2)).toEqual([
      ['SIM-ON-TIME', 'MATURED', null],
      ['SIM-LATE', 'MATURED', null],
      ['SIM-ON-TIME', 'REPAYMENT', 1000.65],
    ]);
    expect(mine(3)).toEqual([['SIM-LATE', 'LATE', null]]);
    expect(platformToday(devClock)).toBe(addDays(start, 4));

    const after = await devApp.inject({ url: '/api/accountBalance', headers: investor.headers });
    expect(
      Math.round(((after.json() as { availableFunds: number }).availableFunds - availableBefore) * 100),
    ).toBe(100_000 + 65 - Number(taxCents(65n, 2500)));
    const receivable = async (id: number) =>
      (await devApp.inject({ url: `/api/ops/receivables/${id}`, headers: ops.headers })).json() as {
        state: string;
        lateSince: string | null;
      };
    expect((await receivable(onTime)).state).toBe('REPAID');
    expect(await receivable(late)).toMatchObject({ state: 'LATE', lateSince: addDays(start, 4) });
  });
});
