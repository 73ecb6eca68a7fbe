/**
 * Proof with several processes (issue 25, deliverable 5): one scenario, run at two scales — by the
 * Vitest file test/platform/multi-process.test.ts (embedded PostgreSQL, CI) and by `pnpm prod:smoke`
 * (scripts/prod-smoke.ts, Debian's PostgreSQL server).
 *
 * Three service processes (src/main.ts, each on its own port, connecting as the service's
 * least-privilege role) share one database. Concurrent investors, spread round-robin over the
 * processes by the client, register, get a deposit booked, sign in, buy parts of the same
 * receivables, cancel purchases within the cancellation window and withdraw — while one process is
 * sent SIGTERM and another SIGKILL mid-run, both restarted. A request that meets a refused connection,
 * a cut connection or a 503 (a draining process) is sent again, to the next process, with the same
 * Idempotency-Key. Afterwards the bank invariant is checked against the database (checkInvariant).
 *
 * What stands in for the world outside: the phone confirmation registration needs and the
 * withdrawal's SMS code are written into their tables (as test/helpers/registration.ts and
 * withdrawalCode do; the SMS round trips have tests of their own), and the deposit is booked as the
 * bank statement import would book it (as test/helpers/withdrawals.ts fundedInvestor does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { operatorTotpSecret } from '../src/modules/auth/operators.ts';
import { DEMO_OPERATOR, DEMO_PASSWORD } from '../src/modules/demo/seed.ts';
import { investorCashAccountId, postTransaction, systemAccountId } from '../src/modules/ledger/index.ts';
import { reconcileLedger } from '../src/modules/ledger/reconcile.ts';
import { newSmsCode, smsCodeHash, userCodeBinding } from '../src/modules/verification/index.ts';
import { loadConfig } from '../src/platform/config.ts';
import { withTransaction } from '../src/platform/db/pool.ts';
import { sha256 } from '../src/platform/security.ts';
import { totpCode } from '../src/platform/totp.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_CLIENT = 'Basic aW52ZXN0LXdlYjo=';
const INVESTOR_PASSWORD = 'Smoke-Test-2026!';
const PAYOUT_IBAN = 'SI56191000000123438';
/** How long one action may keep being retried (processes restarting) before it counts as unresolved. */
const ACTION_DEADLINE_MS = 180_000;
/** The share of money calls' 2xx answers the client throws away, to send the request again. */
const DROP_RATE = 0.1;

export interface ScenarioOptions {
  /** The database's owner (migrations run as it at each start; the service runs as its own role). */
  ownerUrl: string;
  /** The owner's pool, for the setup the outside world does and for the checks. */
  ownerPool: pg.Pool;
  /** The three processes' ports. */
  ports: [number, number, number];
  investors: number;
  receivables: number;
  /** Each receivable's size in euros (small enough that some sell out during the run). */
  receivableEuros: number;
  /** Each investor's deposit in euros. */
  depositEuros: number;
  /** How long investors keep acting after both restarted processes are ready again. */
  afterRestartsMs: number;
  /**
   * Load shedding on (MAX_EVENT_LOOP_DELAY_MS at its default): a 503 from a process that is not
   * draining then counts as shedding, not as a failure. Off, every 503 must come from a draining process.
   */
  shedding: boolean;
  /** Extra environment of the service processes (JOBS…). */
  env?: Record<string, string>;
  /**
   * What happens while the investors act, instead of the SIGTERM and SIGKILL with their restarts
   * (the restore drill takes a pg_dump here). The investors stop when it resolves.
   */
  midRun?: (run: RunningScenario) => Promise<void>;
  log?: (line: string) => void;
}

/** What a midRun sees of the run in progress. */
export interface RunningScenario {
  /** Names this run's investors' e-mails: `smoke-<runId>-<n>@example.com`. */
  runId: string;
  receivables: number[];
  /** Acknowledged purchases, cancellations and withdrawals so far. */
  progress(): number;
  /** A copy of what has been acknowledged (2xx) so far. */
  acknowledged(): Acknowledged;
}

/** Ids of what the service acknowledged: registrations by e-mail, the others by their ids. */
export interface Acknowledged {
  registered: Set<string>;
  purchases: Set<number>;
  cancels: Set<number>;
  withdrawals: Set<number>;
}

type ActionKind = 'register' | 'login' | 'buy' | 'cancel' | 'withdraw';

export interface ScenarioReport {
  acknowledged: Record<ActionKind, number>;
  /** Final 4xx answers by key (sold out, not enough money, cancel window over…): refused, not booked. */
  refused: Record<string, number>;
  /** Answers that came from a replay of a request sent again with the same key. */
  replayed: number;
  /** Connection errors (refused or cut) — each request was sent again with the same key. */
  connectionErrors: number;
  /** 503s from a process between its SIGTERM and its exit. */
  drain503: number;
  /** 503s from a process that was not draining (load shedding), with a few of their bodies. */
  other503: number;
  other503Samples: string[];
  /**
   * 2xx answers of money calls the client threw away on purpose (as if the connection had dropped
   * after the commit) and sent again, with the same key, to the next process…
   */
  dropped: number;
  /** …and those whose second answer was not the stored first one (Idempotent-Replayed, same body). */
  replayMismatches: string[];
  /** 5xx other than 503. */
  other5xx: { status: number; body: string }[];
  /** 409 idempotency-key-in-use (the first request with the key still ran): retried. */
  keyInUse: number;
  unresolved: number;
  /** Per restart: the signal, how the process ended and the time from spawn to /health/ready 200. */
  restarts: { process: number; signal: string; exit: string; readyMs: number; drainMs?: number }[];
  runMs: number;
  checks: Check[];
  /** What was acknowledged by the end of the run, and this run's id and receivables. */
  final: Acknowledged;
  runId: string;
  receivables: number[];
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface Service {
  index: number;
  port: number;
  child: ChildProcess;
  draining: boolean;
  exited: Promise<string>;
  output: string[];
}

/** What a service process needs of the options. */
export type ServiceOptions = Pick<ScenarioOptions, 'ownerUrl' | 'ports' | 'shedding' | 'env'>;

function serviceEnv(options: ServiceOptions, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    DATABASE_URL: options.ownerUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    APP_DIST: '/nonexistent',
    // No SMTP or SMS provider here: messages go to the outbox table, which NODE_ENV=production
    // refuses (src/platform/startup-checks.ts) — so the processes run with the default NODE_ENV.
    DEV_OUTBOX: '1',
    // Every investor of the run comes from 127.0.0.1: the per-IP limits are not what is measured.
    RATE_LIMIT_FACTOR: '1000',
    ...(options.shedding ? {} : { MAX_EVENT_LOOP_DELAY_MS: '0' }),
    // Time for a balancer to see readiness turn false before the port closes.
    SHUTDOWN_DRAIN_MS: '1000',
    // Node's compile cache (type stripping included): a restart loads the service's modules faster.
    NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'invest-node-compile-cache'),
    ...options.env,
  };
}

async function ready(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health/ready`)).status === 200;
  } catch {
    return false;
  }
}

/** Spawns src/main.ts on `options.ports[index]`. */
export function startService(options: ServiceOptions, index: number): Service {
  const port = options.ports[index]!;
  // The real node binary, so that the signals reach the service itself (STACK-NOTES).
  const child = spawn(process.execPath, [path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: serviceEnv(options, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (c: Buffer) => {
    output.push(c.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
  return { index, port, child, draining: false, exited, output };
}

/** Waits for /health/ready 200 (throws with the process's output if it exits or times out); its ms. */
export async function untilReady(service: Service, timeoutMs = 300_000): Promise<number> {
  const started = Date.now();
  while (!(await ready(service.port))) {
    if (service.child.exitCode !== null || service.child.signalCode !== null)
      throw new Error(`process ${service.index} exited before ready:\n${service.output.join('')}`);
    if (Date.now() - started > timeoutMs)
      throw new Error(`process ${service.index} not ready in ${timeoutMs} ms:\n${service.output.join('')}`);
    await sleep(25);
  }
  return Date.now() - started;
}

interface Answer {
  status: number;
  body: unknown;
  replayed: boolean;
  /** An earlier attempt of this request got no answer (connection error) or a 503. */
  retried: boolean;
}

/** The client: round-robin over the processes, the same key again after a lost answer or a 503. */
class Client {
  private next = 0;
  private readonly services: Service[];
  private readonly report: ScenarioReport;
  constructor(services: Service[], report: ScenarioReport) {
    this.services = services;
    this.report = report;
  }

  async send(
    method: string,
    url: string,
    init: { headers?: Record<string, string>; json?: unknown; form?: URLSearchParams } = {},
  ): Promise<Answer | undefined> {
    const deadline = Date.now() + ACTION_DEADLINE_MS;
    // A money call's answer is thrown away now and then, and the request sent again with its key.
    const money = init.headers?.['idempotency-key'] !== undefined;
    let dropped: { status: number; text: string } | undefined;
    for (let attempt = 0; Date.now() < deadline; attempt++) {
      const service = this.services[this.next++ % this.services.length]!;
      const draining = service.draining;
      let res: Response;
      try {
        res = await fetch(`http://127.0.0.1:${service.port}${url}`, {
          method,
          headers: {
            ...init.headers,
            ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: init.json !== undefined ? JSON.stringify(init.json) : init.form?.toString(),
          signal: AbortSignal.timeout(30_000),
        });
      } catch {
        this.report.connectionErrors++;
        await sleep(20 + Math.min(attempt, 10) * 20);
        continue;
      }
      const text = await res.text().catch(() => '');
      if (res.status === 503) {
        if (draining || service.draining) this.report.drain503++;
        else {
          this.report.other503++;
          if (this.report.other503Samples.length < 3)
            this.report.other503Samples.push(
              `retry-after ${res.headers.get('retry-after')} ${text.slice(0, 120)}`,
            );
        }
        await sleep(20);
        continue;
      }
      if (res.status >= 500) {
        this.report.other5xx.push({ status: res.status, body: text.slice(0, 300) });
        return undefined;
      }
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      if (res.status === 409 && (body as { key?: string })?.key === 'idempotency-key-in-use') {
        this.report.keyInUse++;
        await sleep(100);
        continue;
      }
      const replayed = res.headers.get('idempotent-replayed') === 'true';
      if (replayed) this.report.replayed++;
      if (dropped && (!replayed || dropped.status !== res.status || dropped.text !== text))
        this.report.replayMismatches.push(
          `${method} ${url}: first ${dropped.status} ${dropped.text.slice(0, 80)}, again ${res.status}${replayed ? ' (replayed)' : ''} ${text.slice(0, 80)}`,
        );
      if (money && !dropped && res.status < 300 && Math.random() < DROP_RATE) {
        dropped = { status: res.status, text };
        this.report.dropped++;
        continue;
      }
      return { status: res.status, body, replayed, retried: attempt > 0 };
    }
    this.report.unresolved++;
    return undefined;
  }
}

interface Investor {
  email: string;
  userId: number;
  headers: Record<string, string>;
}

interface Ledger {
  purchases: Map<number, { userId: number; receivableId: number; cents: bigint }>;
  cancels: Set<number>;
  withdrawals: Map<number, { userId: number; cents: bigint }>;
  registered: Set<string>;
  deposits: Map<number, bigint>;
}

function refuse(report: ScenarioReport, action: ActionKind, answer: Answer) {
  const body = answer.body as { key?: string; message?: string } | undefined;
  // 'something-wrong' names several refusals: the start of the message tells which.
  const which = body?.key === 'something-wrong' ? ` (${body.message?.split(/[:(]/)[0]?.trim()})` : '';
  const key = `${action} ${answer.status} ${body?.key ?? ''}${which}`.trim();
  report.refused[key] = (report.refused[key] ?? 0) + 1;
}

const euros = (cents: bigint) => Number(cents) / 100;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const today = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function listReceivables(options: ScenarioOptions, client: Client, runId: string): Promise<number[]> {
  const { rows } = await options.ownerPool.query<{ totp_secret: Buffer }>(
    'UPDATE operators SET totp_last_step = 0 WHERE lower(email) = lower($1) RETURNING totp_secret',
    [DEMO_OPERATOR.email],
  );
  const otp = totpCode(operatorTotpSecret(loadConfig({}).totpKeys, rows[0]!.totp_secret), new Date());
  const login = await client.send('POST', '/api/ops/oauth/token', {
    headers: { authorization: WEB_CLIENT },
    form: new URLSearchParams({
      grant_type: 'password',
      username: DEMO_OPERATOR.email,
      password: DEMO_PASSWORD,
      otp,
    }),
  });
  if (login?.status !== 200) throw new Error(`operator login: ${JSON.stringify(login)}`);
  const token = login.body as { access_token: string; token_type: string };
  const { rows: originators } = await options.ownerPool.query<{ id: string }>(
    'SELECT id FROM originators ORDER BY id LIMIT 1',
  );
  const ids: number[] = [];
  for (let i = 0; i < options.receivables; i++) {
    const res = await client.send('POST', '/api/ops/receivables', {
      // Not a money call (no Idempotency-Key): after a lost answer the retry meets the number taken.
      headers: { authorization: `${token.token_type} ${token.access_token}` },
      json: {
        number: `SMOKE-${runId}-${i}`,
        originatorId: Number(originators[0]!.id),
        type: 'invoiceFactoring',
        totalAmount: options.receivableEuros,
        interestRate: 9.5,
        rank: 'B+',
        issueDate: today(),
        maturityDate: today(90),
        protection: 'BG',
        country: 'SI',
      },
    });
    if (res?.status === 409 && res.retried && (res.body as { key?: string }).key === 'receivable-exists') {
      const { rows: listed } = await options.ownerPool.query<{ id: string }>(
        'SELECT id FROM receivables WHERE number = $1',
        [`SMOKE-${runId}-${i}`],
      );
      ids.push(Number(listed[0]!.id));
      continue;
    }
    if (res?.status !== 201) throw new Error(`createReceivable: ${JSON.stringify(res)}`);
    ids.push((res.body as { Id: number }).Id);
  }
  return ids;
}

/** Registration through the API, with the phone confirmation it needs written into its table. */
async function register(
  options: ScenarioOptions,
  client: Client,
  report: ScenarioReport,
  book: Ledger,
  email: string,
  phone: string,
): Promise<boolean> {
  const verificationId = randomBytes(32).toString('base64url');
  await options.ownerPool.query(
    `INSERT INTO phone_verifications (id_hash, phone, code_hash, created_at, expires_at, verified_at)
     VALUES ($1, $2, $3, now(), now() + interval '10 minutes', now())`,
    [sha256(verificationId), phone, randomBytes(32)],
  );
  const res = await client.send('POST', '/api/newCustomerMinimal', {
    json: {
      username: email,
      humanFirstName: 'Nina',
      humanLastName: 'Zupan',
      email,
      telephone: phone,
      dateOfBirth: { dayOfMonth: 3, month: 4, year: 1988 },
      password: INVESTOR_PASSWORD,
      address: {
        unitNumber: null,
        streetName: 'Slovenska cesta',
        streetNumber: '12',
        postalCode: '1000',
        townOrSuburb: 'Ljubljana',
        regionOrState: 'Slovenia',
      },
      investorType: 'Personal',
      phoneVerificationId: verificationId,
    },
  });
  if (!res) return false;
  // Registration is not a money call (no Idempotency-Key): after a lost answer the retry meets the
  // account the first attempt made and answers 409 email-taken — registered once, as asked.
  const lostThenTaken =
    res.status === 409 && (res.body as { key?: string }).key === 'email-taken' && res.retried;
  if (res.status === 201 || lostThenTaken) {
    report.acknowledged.register++;
    book.registered.add(email);
    return true;
  }
  refuse(report, 'register', res);
  return false;
}

/** What the bank statement import does for a transfer in, and the back office's confirmation. */
async function fund(options: ScenarioOptions, email: string, cents: bigint, book: Ledger): Promise<number> {
  return withTransaction(options.ownerPool, async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `UPDATE users SET status = 'confirmed', confirmed_at = now() WHERE lower(email) = lower($1) RETURNING id`,
      [email],
    );
    const userId = Number(rows[0]!.id);
    await db.query(
      `INSERT INTO bank_accounts (user_id, iban, bank_name, holder_name, is_main, created_at, payout_since,
         withdrawals_from)
       SELECT $1, $2, 'Test banka', first_name || ' ' || last_name, true, now() - interval '1 day',
              now() - interval '1 day', now() - interval '1 day' FROM users WHERE id = $1`,
      [userId, PAYOUT_IBAN],
    );
    const cash = await investorCashAccountId(db, userId);
    const bank = await systemAccountId(db, 'bank-transfers');
    const txId = await postTransaction(db, {
      kind: 'deposit',
      occurredAt: new Date(),
      externalRef: `smoke:${email}`,
      entries: [
        { accountId: cash, amountCents: cents },
        { accountId: bank, amountCents: -cents },
      ],
    });
    await db.query(
      `INSERT INTO deposits (user_id, amount_cents, status, received_at, ledger_transaction_id)
       VALUES ($1, $2, 'PROCESSED', now(), $3)`,
      [userId, cents.toString(), txId],
    );
    book.deposits.set(userId, cents);
    return userId;
  });
}

/** The withdrawal's SMS code, written as the SMS would have brought it (see withdrawalCode). */
async function withdrawalCode(options: ScenarioOptions, userId: number, cents: bigint) {
  const verificationId = randomBytes(32).toString('base64url');
  const code = newSmsCode();
  await options.ownerPool.query(
    `INSERT INTO verification_codes (id_hash, user_id, purpose, code_hash, amount_cents, iban, created_at, expires_at)
     VALUES ($1, $2, 'WITHDRAWAL_CONFIRMATION', $3, $4, $5, now(), now() + interval '5 minutes')`,
    [
      sha256(verificationId),
      userId,
      smsCodeHash(verificationId, code, userCodeBinding('WITHDRAWAL_CONFIRMATION', cents, PAYOUT_IBAN)),
      cents.toString(),
      PAYOUT_IBAN,
    ],
  );
  return { verificationId, code };
}

async function investorRun(
  options: ScenarioOptions,
  client: Client,
  report: ScenarioReport,
  book: Ledger,
  runId: string,
  n: number,
  receivables: number[],
  running: () => boolean,
) {
  const email = `smoke-${runId}-${n}@example.com`;
  const phone = `+38651${String(300000 + n)}`;
  if (!(await register(options, client, report, book, email, phone))) return;
  const userId = await fund(options, email, BigInt(options.depositEuros) * 100n, book);
  const login = await client.send('POST', '/api/oauth/token', {
    headers: { authorization: WEB_CLIENT },
    form: new URLSearchParams({
      grant_type: 'password',
      scope: 'read write',
      username: email,
      password: INVESTOR_PASSWORD,
    }),
  });
  if (login?.status !== 200) {
    if (login) refuse(report, 'login', login);
    return;
  }
  report.acknowledged.login++;
  const token = login.body as { access_token: string; token_type: string };
  const investor: Investor = {
    email,
    userId,
    headers: { authorization: `${token.token_type} ${token.access_token}`, userid: String(userId) },
  };
  const mine: number[] = [];
  let step = 0;
  while (running()) {
    // A moment between one click and the next.
    await sleep(20 + Math.random() * 60);
    const key = `smoke-${runId}-${n}-${step++}`;
    const headers = { ...investor.headers, 'idempotency-key': key };
    const roll = Math.random();
    if (roll < 0.2 && mine.length > 0) {
      const id = mine.splice(Math.floor(Math.random() * mine.length), 1)[0]!;
      const res = await client.send('DELETE', `/api/user_investments/${id}`, { headers });
      if (!res) continue;
      if (res.status === 200) {
        report.acknowledged.cancel++;
        book.cancels.add(id);
      } else refuse(report, 'cancel', res);
    } else if (roll < 0.35) {
      const cents = BigInt(500 + Math.floor(Math.random() * 1500));
      const { verificationId, code } = await withdrawalCode(options, userId, cents);
      const res = await client.send('POST', `/api/withdrawals/${userId}`, {
        headers,
        json: { amount: euros(cents), verificationId, code },
      });
      if (!res) continue;
      if (res.status === 201) {
        report.acknowledged.withdraw++;
        book.withdrawals.set((res.body as { Id: number }).Id, { userId, cents });
      } else refuse(report, 'withdraw', res);
    } else {
      const receivableId = pick(receivables);
      const cents = BigInt(1000 + Math.floor(Math.random() * 5) * 1000);
      const res = await client.send('POST', '/api/user_investments', {
        headers,
        json: { investmentId: receivableId, amount: euros(cents) },
      });
      if (!res) continue;
      if (res.status === 201) {
        const id = (res.body as { Id: number }).Id;
        report.acknowledged.buy++;
        book.purchases.set(id, { userId, receivableId, cents });
        mine.push(id);
      } else refuse(report, 'buy', res);
    }
  }
}

/**
 * The invariants that hold for any consistent snapshot of the database, whatever was acknowledged:
 * every balance equals its ledger entries and every transaction sums to zero, all entries sum to
 * zero, no receivable (of `receivables`) oversold. Checked after the run and on a restored dump.
 */
export async function checkLedgerSnapshot(db: pg.Pool, receivables: number[]): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const mismatches = await reconcileLedger(db);
  check(
    'every account balance equals its ledger entries; every transaction sums to zero',
    mismatches.length === 0,
    `${mismatches.length} mismatches`,
  );
  const { rows: sums } = await db.query<{ total: string; entries: string }>(
    'SELECT coalesce(sum(amount_cents), 0)::text AS total, count(*)::text AS entries FROM ledger_entries',
  );
  check(
    'all ledger entries sum to zero',
    sums[0]!.total === '0',
    `${sums[0]!.entries} entries, sum ${sums[0]!.total}`,
  );

  const { rows: sold } = await db.query<{
    id: string;
    total_cents: string;
    available_cents: string;
    held: string;
  }>(
    `SELECT r.id, r.total_cents::text, r.available_cents::text,
            coalesce(sum(ui.amount_cents) FILTER (WHERE ui.status <> 'CANCELED'), 0)::text AS held
       FROM receivables r LEFT JOIN user_investments ui ON ui.receivable_id = r.id
      WHERE r.id = ANY($1::bigint[]) GROUP BY r.id`,
    [receivables],
  );
  const oversold = sold.filter(
    (r) =>
      BigInt(r.held) > BigInt(r.total_cents) ||
      BigInt(r.available_cents) < 0n ||
      BigInt(r.total_cents) - BigInt(r.available_cents) !== BigInt(r.held),
  );
  const soldOut = sold.filter((r) => r.available_cents === '0').length;
  check(
    'no receivable oversold (held = total − available, never above total)',
    oversold.length === 0,
    `${sold.length} receivables, ${soldOut} sold out, ${oversold.length} wrong`,
  );
  return checks;
}

/** The bank invariant, read from the database as its owner. */
async function checkInvariant(
  options: ScenarioOptions,
  report: ScenarioReport,
  book: Ledger,
  runId: string,
  receivables: number[],
) {
  const db = options.ownerPool;
  const check = (name: string, ok: boolean, detail: string) => report.checks.push({ name, ok, detail });

  const { rows: users } = await db.query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE email LIKE $1`,
    [`smoke-${runId}-%`],
  );
  check(
    'every acknowledged registration is one account',
    users.length === book.registered.size && users.every((u) => book.registered.has(u.email)),
    `${book.registered.size} acknowledged, ${users.length} accounts`,
  );
  const userIds = users.map((u) => u.id);

  const { rows: holdings } = await db.query<{ id: string; status: string; amount_cents: string }>(
    `SELECT id, status, amount_cents::text FROM user_investments WHERE user_id = ANY($1::bigint[])`,
    [userIds],
  );
  const byId = new Map(holdings.map((h) => [Number(h.id), h]));
  const purchasesOnce =
    holdings.length === book.purchases.size &&
    [...book.purchases].every(([id, p]) => byId.get(id)?.amount_cents === p.cents.toString());
  check(
    'every acknowledged purchase is booked once, and nothing else',
    purchasesOnce,
    `${book.purchases.size} acknowledged, ${holdings.length} holdings`,
  );
  const canceled = holdings.filter((h) => h.status === 'CANCELED').map((h) => Number(h.id));
  check(
    'every acknowledged cancellation is done, and no other',
    canceled.length === book.cancels.size && canceled.every((id) => book.cancels.has(id)),
    `${book.cancels.size} acknowledged, ${canceled.length} canceled holdings`,
  );

  const { rows: withdrawals } = await db.query<{ id: string; amount_cents: string }>(
    `SELECT id, amount_cents::text FROM withdrawals WHERE user_id = ANY($1::bigint[])`,
    [userIds],
  );
  check(
    'every acknowledged withdrawal is booked once, and nothing else',
    withdrawals.length === book.withdrawals.size &&
      withdrawals.every((w) => book.withdrawals.get(Number(w.id))?.cents.toString() === w.amount_cents),
    `${book.withdrawals.size} acknowledged, ${withdrawals.length} withdrawals`,
  );

  // Each investor's cash: the deposit, less what the acknowledged purchases that stand took, less the
  // acknowledged withdrawals.
  const expected = new Map<number, bigint>(book.deposits);
  for (const [id, p] of book.purchases)
    if (!book.cancels.has(id)) expected.set(p.userId, expected.get(p.userId)! - p.cents);
  for (const w of book.withdrawals.values()) expected.set(w.userId, expected.get(w.userId)! - w.cents);
  const { rows: cash } = await db.query<{ user_id: string; balance_cents: string }>(
    `SELECT user_id, balance_cents::text FROM accounts WHERE kind = 'investor-cash' AND user_id = ANY($1::bigint[])`,
    [userIds],
  );
  const wrongCash = cash.filter((a) => expected.get(Number(a.user_id))?.toString() !== a.balance_cents);
  check(
    "every investor's cash is the deposit less the acknowledged actions",
    wrongCash.length === 0 && cash.length === book.deposits.size,
    `${cash.length} cash accounts, ${wrongCash.length} differ`,
  );

  report.checks.push(...(await checkLedgerSnapshot(db, receivables)));
  check('no 5xx other than 503', report.other5xx.length === 0, `${report.other5xx.length} other 5xx`);
  check(
    options.shedding
      ? '503s only from a draining process or from load shedding'
      : '503s only from a draining process',
    options.shedding || report.other503 === 0,
    `${report.drain503} while draining, ${report.other503} ${options.shedding ? 'shed (event loop lag)' : 'from a process not draining'}`,
  );
  check(
    'an answer lost after its commit, asked again with its key, is replayed, not booked again',
    report.replayMismatches.length === 0,
    `${report.dropped} answers dropped and asked again, ${report.replayMismatches.length} not replayed`,
  );
  check('every action got a final answer', report.unresolved === 0, `${report.unresolved} unresolved`);
}

/** Runs the whole scenario; throws only when the processes cannot be started. */
export async function runScenario(options: ScenarioOptions): Promise<ScenarioReport> {
  const log = options.log ?? (() => {});
  const runId = randomBytes(3).toString('hex');
  const report: ScenarioReport = {
    acknowledged: { register: 0, login: 0, buy: 0, cancel: 0, withdraw: 0 },
    refused: {},
    replayed: 0,
    connectionErrors: 0,
    drain503: 0,
    other503: 0,
    other503Samples: [],
    dropped: 0,
    replayMismatches: [],
    other5xx: [],
    keyInUse: 0,
    unresolved: 0,
    restarts: [],
    runMs: 0,
    checks: [],
    final: { registered: new Set(), purchases: new Set(), cancels: new Set(), withdrawals: new Set() },
    runId,
    receivables: [],
  };
  const book: Ledger = {
    purchases: new Map(),
    cancels: new Set(),
    withdrawals: new Map(),
    registered: new Set(),
    deposits: new Map(),
  };
  // Three processes started at once: their migrations meet the advisory lock.
  const services = [0, 1, 2].map((i) => startService(options, i));
  try {
    const readyMs = await Promise.all(services.map((s) => untilReady(s))).catch(async (err: Error) => {
      const { rows } = await options.ownerPool.query(
        `SELECT pid, usename, state, wait_event_type, wait_event, left(query, 100) AS query
           FROM pg_stat_activity WHERE datname = current_database()`,
      );
      throw new Error(`${err.message}\n${JSON.stringify(rows, null, 1)}`);
    });
    log(`3 processes ready on ports ${options.ports.join(', ')} (${readyMs.join(' / ')} ms from spawn)`);
    const client = new Client(services, report);
    const receivables = await listReceivables(options, client, runId);
    log(
      `${receivables.length} receivables of ${options.receivableEuros} € listed; ${options.investors} investors start`,
    );

    let running = true;
    const started = Date.now();
    const progress = () =>
      report.acknowledged.buy + report.acknowledged.cancel + report.acknowledged.withdraw;
    const investors = Array.from({ length: options.investors }, (_, n) =>
      investorRun(options, client, report, book, runId, n, receivables, () => running),
    );

    const acknowledged = (): Acknowledged => ({
      registered: new Set(book.registered),
      purchases: new Set(book.purchases.keys()),
      cancels: new Set(book.cancels),
      withdrawals: new Set(book.withdrawals.keys()),
    });
    report.receivables = receivables;
    // Mid-run: SIGTERM to process 0, SIGKILL to process 1, each restarted on its port.
    const chaos = options.midRun
      ? options.midRun({ runId, receivables, progress, acknowledged })
      : (async () => {
          const minimum = Math.max(10, options.investors);
          while (progress() < minimum) await sleep(20);
          const term = services[0]!;
          log(`after ${progress()} money actions: SIGTERM to process 0`);
          const termAt = Date.now();
          term.draining = true;
          term.child.kill('SIGTERM');
          const termExit = await term.exited;
          const drainMs = Date.now() - termAt;
          services[0] = startService(options, 0);
          const termReady = await untilReady(services[0]);
          report.restarts.push({
            process: 0,
            signal: 'SIGTERM',
            exit: termExit,
            readyMs: termReady,
            drainMs,
          });
          log(`process 0: ${termExit} after ${drainMs} ms, restarted, ready in ${termReady} ms`);

          while (progress() < 2 * minimum + 10) await sleep(20);
          const kill = services[1]!;
          log(`after ${progress()} money actions: SIGKILL to process 1`);
          kill.child.kill('SIGKILL');
          const killExit = await kill.exited;
          await sleep(200);
          services[1] = startService(options, 1);
          const killReady = await untilReady(services[1]);
          report.restarts.push({ process: 1, signal: 'SIGKILL', exit: killExit, readyMs: killReady });
          log(`process 1: ${killExit}, restarted, ready in ${killReady} ms`);
          await sleep(options.afterRestartsMs);
        })();
    try {
      await chaos;
    } finally {
      running = false;
      await Promise.all(investors);
    }
    report.runMs = Date.now() - started;
    report.final = acknowledged();
    await checkInvariant(options, report, book, runId, receivables);
    return report;
  } finally {
    for (const s of services)
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
    await Promise.all(services.map((s) => Promise.race([s.exited, sleep(15_000)])));
    for (const s of services)
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  }
}

/** The report as the script prints it and the test logs it. */
export function formatReport(report: ScenarioReport): string {
  const lines = [
    `run: ${(report.runMs / 1000).toFixed(1)} s`,
    `acknowledged (2xx): ${Object.entries(report.acknowledged)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    `refused (final 4xx): ${
      Object.entries(report.refused)
        .sort()
        .map(([k, v]) => `${k} ×${v}`)
        .join(', ') || 'none'
    }`,
    `connection errors (sent again with the same key): ${report.connectionErrors}`,
    `503 while draining: ${report.drain503}; other 503: ${report.other503}; other 5xx: ${report.other5xx.length}`,
    `2xx answers dropped by the client and asked again with the same key: ${report.dropped}`,
    `answers replayed from a stored key: ${report.replayed}; 409 idempotency-key-in-use (retried): ${report.keyInUse}`,
    ...report.restarts.map(
      (r) =>
        `${r.signal} → process ${r.process} ended (${r.exit}${r.drainMs !== undefined ? ` after ${r.drainMs} ms` : ''}); restarted, ready in ${r.readyMs} ms`,
    ),
    'checks:',
    ...report.checks.map((c) => `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name} — ${c.detail}`),
  ];
  for (const e of report.other5xx.slice(0, 5)) lines.push(`  5xx ${e.status}: ${e.body}`);
  for (const e of report.other503Samples) lines.push(`  503 not draining: ${e}`);
  for (const e of report.replayMismatches.slice(0, 5)) lines.push(`  not replayed: ${e}`);
  return lines.join('\n');
}
