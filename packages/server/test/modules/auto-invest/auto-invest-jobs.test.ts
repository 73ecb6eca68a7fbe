/**
 * The auto-invest job as the service runs it (src/platform/jobs.ts with the service's options): listing a
 * receivable wakes the engine through the database trigger's NOTIFY, and it buys for a strategy
 * without anyone calling it; a deposit wakes it for the investor.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTransaction } from '../../../src/platform/db/pool.ts';
import { startJobs } from '../../../src/app.ts';
import {
  investorCashAccountId,
  postTransaction,
  systemAccountId,
} from '../../../src/modules/ledger/ledger.ts';
import { devOutboxTransport } from '../../../src/platform/outbox.ts';
import { createTestApp, expectContractResponse, signInOperator, type TestApp } from '../../helpers/app.ts';
import { listReceivable } from '../../helpers/marketplace.ts';
import { fundedInvestor } from '../../helpers/withdrawals.ts';

const silentLog = { debug() {}, info() {}, warn() {}, error() {} };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    jobs: (connectionString, pool, clock) =>
      startJobs({
        connectionString,
        pool,
        clock,
        transport: devOutboxTransport,
        log: silentLog,
        pollingIntervalSeconds: 0.5,
        receivables: { personalInterestTaxRateBp: 2500 },
      }),
  });
  // Only the receivable listed here pays 14 % to 15 %.
  await t.ownerPool.query('UPDATE receivables SET interest_rate_bp = 1399 WHERE interest_rate_bp = 1400');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function autoHeld(userId: number): Promise<string[]> {
  const { rows } = await t.pool.query<{ amount_cents: string }>(
    'SELECT amount_cents::text FROM user_investments WHERE user_id = $1 AND auto_invest ORDER BY id',
    [userId],
  );
  return rows.map((r) => r.amount_cents);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}

it('buys a listed receivable and newly deposited funds without being called', async () => {
  const investor = await fundedInvestor(t, { cents: 5_000n });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/userAutoInvests/${investor.userId}`,
    headers: investor.headers,
    payload: {
      type: 'CUSTOM',
      termDays: [180],
      loanTypes: ['INVOICE_FACTORING'],
      protectionTypes: ['BG'],
      interestRateRange: { from: 14, to: 15 },
    },
  });
  expectContractResponse(res, 'setAutoInvest', 200);
  const operator = await signInOperator(t.app);
  await listReceivable(t, operator, { totalAmount: 500, interestRate: 14.5 });
  await waitFor(async () => (await autoHeld(investor.userId)).length === 1);
  expect(await autoHeld(investor.userId)).toEqual(['5000']);

  // A second receivable while the funds are spent: nothing to buy with, until a deposit arrives.
  await listReceivable(t, operator, { totalAmount: 500, interestRate: 14.5 });
  await waitFor(async () => (await t.pool.query('SELECT 1 FROM auto_invest_queue')).rowCount === 0);
  expect(await autoHeld(investor.userId)).toEqual(['5000']);
  await withTransaction(t.ownerPool, async (client) => {
    await postTransaction(client, {
      kind: 'deposit',
      occurredAt: t.clock.now(),
      externalRef: `auto-invest-jobs:${investor.userId}`,
      entries: [
        { accountId: await investorCashAccountId(client, investor.userId), amountCents: 2_000n },
        { accountId: await systemAccountId(client, 'bank-transfers'), amountCents: -2_000n },
      ],
    });
  });
  await waitFor(async () => (await autoHeld(investor.userId)).length === 2);
  expect(await autoHeld(investor.userId)).toEqual(['5000', '2000']);
}, 60_000);
