/**
 * Money, model-based (DESIGN §5): random sequences of deposits (camt.053 statement credits, replayed
 * files, unmatched lines to suspense and their assignment), withdrawals (within and above the
 * available funds, replayed Idempotency-Keys), payout batches and their confirmation (lines executed
 * or rejected, confirmed again) run through the real HTTP API on real PostgreSQL against a simple
 * oracle of each investor's cents. After every command each investor's GET /accountBalance equals the
 * oracle exactly, and so do the suspense and withdrawals-pending system accounts; after every run the
 * ledger reconciles.
 *
 * Each run has two fresh investors (A and B) in the file's one database. A payout batch takes every
 * PENDING withdrawal of the platform, so a run starts by paying out whatever an earlier (failed or
 * shrunk) run left pending. fast-check prints the seed and the shrunk counterexample on a failure;
 * replay it with `fc.assert(…, { seed, path })`.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investorReference } from '../../../src/modules/account/reference.ts';
import {
  createTestApp,
  DEMO_APPROVER,
  expectApiError,
  expectContractResponse,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { camtDocument, ownName, type Credit } from '../../helpers/camt.ts';
import { approvePayout, approveRejections } from '../../helpers/payouts.ts';
import { expectLedgerReconciled } from '../../helpers/ledger.ts';
import {
  balanceOf,
  fundedInvestor,
  newKey,
  TEST_IBANS,
  withdraw,
  type Investor,
  withdrawalCode,
} from '../../helpers/withdrawals.ts';

let t: TestApp;
let operator: OperatorSession;
let approver: OperatorSession;
beforeAll(async () => {
  // Shrinking a failure registers many investors: keep the registration limits out of the way.
  t = await createTestApp({ config: { rateLimitFactor: 1_000_000 } });
  operator = await signInOperator(t.app);
  approver = await signInOperator(t.app, DEMO_APPROVER.email);
});
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// Commands

type Who = 0 | 1;
type Outcome = 'EXECUTED' | 'REJECTED';

type Command =
  /** A new statement of 1–3 credits (to A, to B, or unmatched), sometimes repeating an old line. */
  | { kind: 'statement'; lines: Array<{ to: Who | 'nobody'; cents: number }>; repeatLine: number | null }
  /** An earlier statement file uploaded again, byte for byte. */
  | { kind: 'replayStatement'; pick: number }
  /** An operator assigns an open (or, `again`, an already assigned) suspense credit. */
  | { kind: 'assign'; pick: number; to: Who; again: boolean }
  /** A withdrawal within, above, or exactly at the available funds. */
  | { kind: 'withdraw'; who: Who; mode: 'within' | 'above' | 'all'; cents: number }
  /** An earlier withdrawal request sent again with its Idempotency-Key and body. */
  | { kind: 'replayWithdrawal'; pick: number }
  | { kind: 'batch' }
  /** Confirms some lines of a batch of the run (settled ones too: they must not change). */
  | { kind: 'confirm'; pick: number; lines: Array<{ pick: number; outcome: Outcome }> };

const who = fc.constantFrom<Who>(0, 1);
// Cents up to 5 000 €, biased to small amounts and to odd cents.
const cents = fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 500_000 }));

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('statement' as const),
      lines: fc.array(fc.record({ to: fc.oneof(who, who, fc.constant('nobody' as const)), cents }), {
        minLength: 1,
        maxLength: 3,
      }),
      repeatLine: fc.option(fc.nat(), { freq: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replayStatement' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('assign' as const),
      pick: fc.nat(),
      to: who,
      again: fc.constantFrom(false, false, false, true),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      who,
      mode: fc.constantFrom('within', 'within', 'within', 'above', 'all'),
      cents: fc.nat({ max: 1_000_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replayWithdrawal' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('batch' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('confirm' as const),
      pick: fc.nat(),
      lines: fc.array(
        fc.record({ pick: fc.nat(), outcome: fc.constantFrom<Outcome>('EXECUTED', 'REJECTED') }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  },
);

// ---------------------------------------------------------------------------------------------
// The oracle

interface Account {
  available: bigint;
  reserved: bigint;
  deposits: bigint;
  paid: bigint;
}

interface Model {
  accounts: [Account, Account];
  /** The suspense account's money booked in this run and not yet assigned. */
  suspense: bigint;
  /** Bank references booked (to an investor or to suspense) in this run, and to whom. */
  credits: Array<{ ref: string; cents: bigint; to: Who | 'nobody' }>;
  files: string[];
  /** Suspense credits of the run by id: their amount and whether they were assigned. */
  openSuspense: Array<{ id: number; cents: bigint; assigned: boolean }>;
  withdrawals: Map<
    number,
    { who: Who; cents: bigint; status: 'PENDING' | 'SENT' | 'PROCESSED' | 'DECLINED' }
  >;
  /** Withdrawal requests sent, for replays: key, body, and the first success's response (if any). */
  requests: Array<{ who: Who; key: string; amount: number; cents: bigint; created: string | null }>;
  batches: Array<{ id: number; lines: Array<{ endToEndId: string; withdrawalId: number }> }>;
}

const euros = (value: bigint) => Number(value) / 100;
const toCents = (value: number) => BigInt(Math.round(value * 100));
const decimal = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

let refSequence = 0;
const bankRef = () => `MODEL${process.pid}X${String(++refSequence).padStart(7, '0')}`;
let fileSequence = 0;

async function systemCents(code: string): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    'SELECT balance_cents::text FROM accounts WHERE code = $1',
    [code],
  );
  return BigInt(rows[0]!.balance_cents);
}

const uploadStatement = (xml: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ops/statements',
    headers: { ...operator.headers, 'content-type': 'application/xml' },
    payload: xml,
  });

interface ImportSummary {
  booked: number;
  suspense: number;
  alreadyImported: number;
  totalCredited: number;
  totalSuspense: number;
  lines: Array<{ bankReference: string; outcome: string; userId?: number; suspenseId?: number }>;
}

interface BatchView {
  lines: Array<{ withdrawalId: number; endToEndId: string; userId: number; status: string }>;
}

async function getBatch(id: number): Promise<BatchView> {
  const res = await t.app.inject({ url: `/api/ops/payouts/${id}`, headers: operator.headers });
  return expectContractResponse(res, 'getPayoutBatch', 200) as BatchView;
}

async function confirmLines(id: number, lines: Array<{ endToEndId: string; outcome: Outcome }>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/ops/payouts/${id}/confirm`,
    headers: operator.headers,
    payload: { lines },
  });
  expectContractResponse(res, 'confirmPayoutBatch', 200);
  // A line marked REJECTED by hand returns the money once a second operator approves (four-eyes).
  await approveRejections(t.app);
  return getBatch(id);
}

/** Pays out whatever earlier runs left PENDING, so this run's batches hold only its own. */
async function settleLeftovers(): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: '/api/ops/payouts', headers: operator.headers });
  if (res.statusCode === 422) return;
  expect(res.statusCode, res.body).toBe(201);
  const id = Number(res.headers['payout-batch-id']);
  await approvePayout(t.app, id);
  const batch = await getBatch(id);
  await confirmLines(
    id,
    batch.lines.map((l) => ({ endToEndId: l.endToEndId, outcome: 'EXECUTED' as const })),
  );
}

// ---------------------------------------------------------------------------------------------
// One run

async function run(commands: Command[]): Promise<void> {
  await settleLeftovers();
  const investors: [Investor, Investor] = [
    await fundedInvestor(t, { iban: TEST_IBANS[0] }),
    await fundedInvestor(t, { iban: TEST_IBANS[1] }),
  ];
  // Each pays in their own name, so their credits are booked to them (decision 0017).
  const names = [await ownName(t.pool, investors[0].userId), await ownName(t.pool, investors[1].userId)];
  const suspenseBase = await systemCents('suspense');
  const pendingBase = await systemCents('withdrawals-pending');
  const model: Model = {
    accounts: [0, 1].map(() => ({ available: 0n, reserved: 0n, deposits: 0n, paid: 0n })) as [
      Account,
      Account,
    ],
    suspense: 0n,
    credits: [],
    files: [],
    openSuspense: [],
    withdrawals: new Map(),
    requests: [],
    batches: [],
  };

  async function check(step: string): Promise<void> {
    for (const i of [0, 1] as const) {
      const a = model.accounts[i];
      const b = await balanceOf(t.app, investors[i]);
      expect(
        {
          availableFunds: toCents(b.availableFunds),
          depositsTotal: toCents(b.depositsTotal),
          withdrawalsTotal: toCents(b.withdrawalsTotal),
          totalBalance: toCents(b.totalBalance),
          maxWithdrawal: toCents(b.maxWithdrawal),
          netDeposits: toCents(b.netDeposits),
        },
        `investor ${'AB'[i]} after ${step}`,
      ).toEqual({
        availableFunds: a.available,
        depositsTotal: a.deposits,
        withdrawalsTotal: a.paid,
        totalBalance: a.available + a.reserved,
        maxWithdrawal: a.available > 0n ? a.available : 0n,
        netDeposits: a.deposits - a.paid,
      });
    }
    const reserved = model.accounts[0].reserved + model.accounts[1].reserved;
    expect(await systemCents('suspense'), `suspense after ${step}`).toBe(suspenseBase + model.suspense);
    expect(await systemCents('withdrawals-pending'), `withdrawals-pending after ${step}`).toBe(
      pendingBase + reserved,
    );
  }

  async function expectStatement(xml: string, fresh: Model['credits']): Promise<void> {
    const res = await uploadStatement(xml);
    const summary = expectContractResponse(res, 'importBankStatement', 200) as ImportSummary;
    const known = (ref: string) => model.credits.some((c) => c.ref === ref);
    const lines = fresh.map((c) => ({ ...c, old: known(c.ref) }));
    expect(summary).toMatchObject({
      booked: lines.filter((l) => !l.old && l.to !== 'nobody').length,
      suspense: lines.filter((l) => !l.old && l.to === 'nobody').length,
      alreadyImported: lines.filter((l) => l.old).length,
    });
    for (const line of lines) {
      const reported = summary.lines.find((l) => l.bankReference === line.ref);
      if (line.old) {
        expect(reported?.outcome ?? 'ALREADY_IMPORTED', line.ref).toBe('ALREADY_IMPORTED');
        continue;
      }
      model.credits.push({ ref: line.ref, cents: line.cents, to: line.to });
      if (line.to === 'nobody') {
        expect(reported, line.ref).toMatchObject({ outcome: 'SUSPENSE' });
        model.suspense += line.cents;
        model.openSuspense.push({ id: reported!.suspenseId!, cents: line.cents, assigned: false });
      } else {
        expect(reported, line.ref).toMatchObject({ outcome: 'BOOKED', userId: investors[line.to].userId });
        model.accounts[line.to].available += line.cents;
        model.accounts[line.to].deposits += line.cents;
      }
    }
    model.files.push(xml);
  }

  const codes = new Map<string, { verificationId: string; code: string }>();
  async function expectWithdrawal(who: Who, cents: bigint, key = newKey()): Promise<void> {
    const account = model.accounts[who];
    const amount = euros(cents);
    const replayOf = model.requests.find((r) => r.key === key);
    // A replay sends the very request again, code and all.
    const code = codes.get(key) ?? (await withdrawalCode(t, investors[who], amount));
    codes.set(key, code);
    const res = await withdraw(t.app, investors[who], { amount, ...code }, key);
    if (replayOf?.created) {
      // A replay of a success: the first response again, nothing moves.
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['idempotent-replayed']).toBe('true');
      expect(res.body).toBe(replayOf.created);
      return;
    }
    if (cents > account.available) {
      expectApiError(res, 422, 'something-wrong');
    } else {
      const body = expectContractResponse(res, 'createWithdrawal', 201) as { Id: number; value: number };
      expect(toCents(body.value)).toBe(cents);
      account.available -= cents;
      account.reserved += cents;
      model.withdrawals.set(body.Id, { who, cents, status: 'PENDING' });
    }
    if (replayOf) replayOf.created = res.statusCode === 201 ? res.body : null;
    else model.requests.push({ who, key, amount, cents, created: res.statusCode === 201 ? res.body : null });
  }

  for (const [step, c] of commands.entries()) {
    const label = `#${step} ${JSON.stringify(c)}`;
    switch (c.kind) {
      case 'statement': {
        const fresh: Model['credits'] = c.lines.map((l) => ({
          ref: bankRef(),
          cents: BigInt(l.cents),
          to: l.to,
        }));
        // A line the bank sent before (in an earlier file) coming again in a new one.
        const repeated = c.repeatLine !== null && model.credits.length > 0;
        if (repeated) fresh.push(model.credits[c.repeatLine! % model.credits.length]!);
        const credits: Credit[] = fresh.map((f) => ({
          ref: f.ref,
          amount: decimal(f.cents),
          ...(f.to === 'nobody'
            ? { text: 'no reference' }
            : { structured: investorReference(investors[f.to].userId), debtorName: names[f.to] }),
        }));
        const xml = camtDocument(credits, {
          iban: t.config.platformAccount.iban,
          id: `MODEL-${process.pid}-${++fileSequence}`,
        });
        await expectStatement(xml, fresh);
        break;
      }
      case 'replayStatement': {
        if (model.files.length === 0) continue;
        const xml = model.files[c.pick % model.files.length]!;
        const res = await uploadStatement(xml);
        const summary = expectContractResponse(res, 'importBankStatement', 200) as ImportSummary;
        expect(summary, label).toMatchObject({ booked: 0, suspense: 0, totalCredited: 0, totalSuspense: 0 });
        expect(summary.alreadyImported, label).toBeGreaterThan(0);
        break;
      }
      case 'assign': {
        const candidates = model.openSuspense.filter((s) => s.assigned === c.again);
        if (candidates.length === 0) continue;
        const credit = candidates[c.pick % candidates.length]!;
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/ops/suspense/${credit.id}/assign`,
          headers: operator.headers,
          payload: { userId: investors[c.to].userId },
        });
        if (c.again) {
          expectApiError(res, 409, 'suspense-already-assigned');
        } else {
          if (credit.cents > t.config.suspenseApprovalAboveCents) {
            // Above SUSPENSE_APPROVAL_ABOVE: nothing moves until the second operator approves (decision 0018).
            const request = expectContractResponse(res, 'assignSuspenseCredit', 202) as { Id: number };
            await check(`assign ${credit.id} waiting for approval`);
            const approved = await t.app.inject({
              method: 'POST',
              url: `/api/ops/held-credit-approvals/${request.Id}/approve`,
              headers: approver.headers,
            });
            expectContractResponse(approved, 'approveHeldCreditApproval', 200);
          } else expectContractResponse(res, 'assignSuspenseCredit', 200);
          credit.assigned = true;
          model.suspense -= credit.cents;
          model.accounts[c.to].available += credit.cents;
          model.accounts[c.to].deposits += credit.cents;
        }
        break;
      }
      case 'withdraw': {
        const available = model.accounts[c.who].available;
        let amount: bigint;
        if (c.mode === 'within' && available > 0n) amount = 1n + (BigInt(c.cents) % available);
        else if (c.mode === 'all' && available > 0n) amount = available;
        else amount = available + 1n + (BigInt(c.cents) % 100_000n);
        await expectWithdrawal(c.who, amount);
        break;
      }
      case 'replayWithdrawal': {
        if (model.requests.length === 0) continue;
        const request = model.requests[c.pick % model.requests.length]!;
        await expectWithdrawal(request.who, request.cents, request.key);
        break;
      }
      case 'batch': {
        const pending = [...model.withdrawals.entries()].filter(([, w]) => w.status === 'PENDING');
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/ops/payouts',
          headers: operator.headers,
        });
        if (pending.length === 0) {
          expectApiError(res, 422, 'something-wrong');
          break;
        }
        expect(res.statusCode, res.body).toBe(201);
        const id = Number(res.headers['payout-batch-id']);
        await approvePayout(t.app, id);
        const batch = await getBatch(id);
        // Exactly the run's pending withdrawals, each once, now SENT.
        expect(
          batch.lines.map((l) => l.withdrawalId).sort((x, y) => x - y),
          label,
        ).toEqual(pending.map(([wid]) => wid).sort((x, y) => x - y));
        for (const [, w] of pending) w.status = 'SENT';
        expect(batch.lines.every((l) => l.status === 'SENT')).toBe(true);
        model.batches.push({
          id,
          lines: batch.lines.map((l) => ({ endToEndId: l.endToEndId, withdrawalId: l.withdrawalId })),
        });
        break;
      }
      case 'confirm': {
        if (model.batches.length === 0) continue;
        const batch = model.batches[c.pick % model.batches.length]!;
        // One outcome per line (the first asked), in the order asked.
        const chosen = new Map<string, { withdrawalId: number; outcome: Outcome }>();
        for (const l of c.lines) {
          const line = batch.lines[l.pick % batch.lines.length]!;
          if (!chosen.has(line.endToEndId))
            chosen.set(line.endToEndId, { withdrawalId: line.withdrawalId, outcome: l.outcome });
        }
        const view = await confirmLines(
          batch.id,
          [...chosen].map(([endToEndId, { outcome }]) => ({ endToEndId, outcome })),
        );
        for (const { withdrawalId, outcome } of chosen.values()) {
          const w = model.withdrawals.get(withdrawalId)!;
          if (w.status !== 'SENT') continue; // settled once: a second confirmation changes nothing
          const account = model.accounts[w.who];
          account.reserved -= w.cents;
          if (outcome === 'EXECUTED') {
            w.status = 'PROCESSED';
            account.paid += w.cents;
          } else {
            w.status = 'DECLINED';
            account.available += w.cents;
          }
        }
        for (const line of view.lines) {
          const w = model.withdrawals.get(line.withdrawalId);
          if (w) expect(line.status, `${label} line ${line.endToEndId}`).toBe(w.status);
        }
        break;
      }
    }
    await check(label);
  }
  await expectLedgerReconciled(t.pool);
}

describe('money against an oracle (fast-check)', () => {
  it('keeps every balance equal to the oracle through random deposits, withdrawals and payouts', async () => {
    const property = fc.asyncProperty(
      // Each run starts with money for both investors, so most withdrawals have something to take.
      cents,
      cents,
      fc.array(command, { minLength: 5, maxLength: 24, size: 'max' }),
      async (a, b, commands) => {
        await run([
          {
            kind: 'statement',
            lines: [
              { to: 0, cents: a },
              { to: 1, cents: b },
            ],
            repeatLine: null,
          },
          ...commands,
        ]);
      },
    );
    const seed = process.env.MONEY_MODEL_SEED ? { seed: Number(process.env.MONEY_MODEL_SEED) } : {};
    // The runs themselves have no time limit: a busy machine makes them slower, never wrong.
    const found = await fc.check(property, { numRuns: 20, ...seed, endOnFailure: true });
    if (!found.failed) return;
    // A failure: shrink it from where it was found, re-running whole sequences, for at most a minute;
    // the smallest counterexample found by then is reported (a failure either way).
    const shrunk = await fc.check(property, {
      numRuns: 20,
      seed: found.seed,
      ...(found.counterexamplePath ? { path: found.counterexamplePath } : {}),
      interruptAfterTimeLimit: 60_000,
    });
    throw new Error(fc.defaultReportMessage(shrunk.failed ? shrunk : found) ?? 'the property failed');
  }, 600_000);
});
