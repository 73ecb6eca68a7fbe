/**
 * `pnpm prod:restore-drill`: the way back from a lost database, tried (issue 25, deliverable 6).
 *
 * 1. A throwaway cluster of Debian's PostgreSQL (scripts/debian-postgres.ts), migrated and seeded, with
 *    three service processes on it and concurrent investors buying, cancelling and withdrawing (the
 *    load of scripts/multi-process-scenario.ts, without its SIGTERM and SIGKILL).
 * 2. While they act: `pg_dumpall --roles-only` (roles are the cluster's, not in a database's dump) and
 *    `pg_dump --format=custom` of the service's database — what was acknowledged before pg_dump
 *    started is noted; the investors go on during the dump and after it.
 * 3. A second, fresh cluster: the roles applied with psql, the dump restored with `pg_restore`, a
 *    service process started on it (it migrates: nothing to do; /health/ready must answer 200).
 * 4. Checks on the restored database: migrations current, the ledger reconciliation clean, all entries
 *    sum to zero, no receivable oversold, every dumped investor's cash is the deposit less the dumped
 *    standing purchases and withdrawals; and the counts — everything acknowledged before the dump
 *    started is in it, and nothing is in it that was not acknowledged by the end of the run (a
 *    pg_dump is one snapshot: what committed after it started is not in it, which WAL archiving and
 *    point-in-time recovery would add back; see the README's Operations).
 *
 * Ports: the clusters on DRILL_PG_PORT (3750) and the next one, the three processes on DRILL_PORT
 * (3760) and the next two, the restored one on DRILL_PORT + 3. Scale: DRILL_INVESTORS (20),
 * DRILL_RECEIVABLES (6). Exits 1 when a check fails or the drill cannot run (no Debian PostgreSQL).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { systemClock } from '../src/platform/clock.ts';
import { migrate, readMigrations } from '../src/platform/db/migrate.ts';
import { createPool } from '../src/platform/db/pool.ts';
import { seedDemoData } from '../src/modules/demo/index.ts';
import { run, startDebianCluster, debianPostgres, type Cluster } from './debian-postgres.ts';
import {
  checkLedgerSnapshot,
  formatReport,
  runScenario,
  startService,
  untilReady,
  type Acknowledged,
  type Check,
} from './multi-process-scenario.ts';

const PG_PORT = Number(process.env.DRILL_PG_PORT ?? 3750);
const BASE_PORT = Number(process.env.DRILL_PORT ?? 3760);
const INVESTORS = Number(process.env.DRILL_INVESTORS ?? 20);
const RECEIVABLES = Number(process.env.DRILL_RECEIVABLES ?? 6);

/** Runs a program without blocking the event loop (the investors keep acting meanwhile). */
function runAsync(cmd: string, args: string[]): Promise<{ ok: boolean; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', (err) => resolve({ ok: false, out: `${out}${String(err)}` }));
    child.on('exit', (code) => resolve({ ok: code === 0, out }));
  });
}

const count = (a: Acknowledged) =>
  `register ${a.registered.size}, buy ${a.purchases.size}, cancel ${a.cancels.size}, withdraw ${a.withdrawals.size}`;

const subset = <T>(a: Set<T>, b: Set<T>) => [...a].filter((x) => !b.has(x));

export interface DrillResult {
  checks: Check[];
  lines: string[];
}

/** What the restored database holds of the run, by the ids the scenario's book uses. */
async function dumped(pool: ReturnType<typeof createPool>, runId: string): Promise<Acknowledged> {
  const { rows: users } = await pool.query<{ id: string; email: string }>(
    'SELECT id, email FROM users WHERE email LIKE $1',
    [`smoke-${runId}-%`],
  );
  const ids = users.map((u) => u.id);
  const { rows: holdings } = await pool.query<{ id: string; status: string }>(
    'SELECT id, status FROM user_investments WHERE user_id = ANY($1::bigint[])',
    [ids],
  );
  const { rows: withdrawals } = await pool.query<{ id: string }>(
    'SELECT id FROM withdrawals WHERE user_id = ANY($1::bigint[])',
    [ids],
  );
  return {
    registered: new Set(users.map((u) => u.email)),
    purchases: new Set(holdings.map((h) => Number(h.id))),
    cancels: new Set(holdings.filter((h) => h.status === 'CANCELED').map((h) => Number(h.id))),
    withdrawals: new Set(withdrawals.map((w) => Number(w.id))),
  };
}

async function main() {
  const say = (line: string) => console.log(line);
  const started = Date.now();
  const bin = debianPostgres(say);
  if (!bin) {
    say("FAILED: the drill needs Debian's postgresql (pg_dump, pg_restore, psql), which is not here");
    process.exitCode = 1;
    return;
  }
  const clusters: Cluster[] = [];
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-restore-drill-'));
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  try {
    const source = await startDebianCluster(bin, PG_PORT, say);
    if (!source) throw new Error('the source cluster did not start');
    clusters.push(source);
    say(`source: ${source.label}, 127.0.0.1:${source.port}`);
    const sourcePool = createPool(source.ownerUrl, { max: 5 });
    let report;
    const dumpFile = path.join(work, 'invest.pgdump');
    const rolesFile = path.join(work, 'roles.sql');
    let before: Acknowledged | undefined;
    let atDumpEnd: Acknowledged | undefined;
    try {
      await migrate(sourcePool);
      await seedDemoData(sourcePool, systemClock);
      report = await runScenario({
        ownerUrl: source.ownerUrl,
        ownerPool: sourcePool,
        ports: [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2],
        investors: INVESTORS,
        receivables: RECEIVABLES,
        receivableEuros: 2000,
        depositEuros: 800,
        afterRestartsMs: 0,
        shedding: true,
        log: say,
        async midRun(running) {
          while (running.progress() < 2 * INVESTORS) await sleep(20);
          const roles = await runAsync(path.join(bin, 'pg_dumpall'), [
            '--roles-only',
            '--dbname',
            source.adminUrl,
            '--file',
            rolesFile,
          ]);
          if (!roles.ok) throw new Error(`pg_dumpall --roles-only failed:\n${roles.out}`);
          before = running.acknowledged();
          say(`pg_dump starts under load after ${running.progress()} money actions`);
          const dumpStarted = Date.now();
          const dump = await runAsync(path.join(bin, 'pg_dump'), [
            '--format=custom',
            '--dbname',
            source.ownerUrl,
            '--file',
            dumpFile,
          ]);
          if (!dump.ok) throw new Error(`pg_dump failed:\n${dump.out}`);
          atDumpEnd = running.acknowledged();
          const size = (await fs.stat(dumpFile)).size;
          say(
            `pg_dump done in ${Date.now() - dumpStarted} ms (${(size / 1024).toFixed(0)} KiB); ${running.progress()} money actions by then`,
          );
          // The investors go on a little after the dump: what they do is not in it.
          const after = running.progress();
          while (running.progress() < after + INVESTORS) await sleep(20);
        },
      });
    } finally {
      await sourcePool.end();
    }
    say('the source under load:');
    say(formatReport(report));
    checks.push(...report.checks.map((c) => ({ ...c, name: `source: ${c.name}` })));

    const target = await startDebianCluster(bin, PG_PORT + 1, say);
    if (!target) throw new Error('the fresh cluster did not start');
    clusters.push(target);
    say(`fresh cluster: 127.0.0.1:${target.port}`);
    const restoreStarted = Date.now();
    // The roles (invest_service, invest_app…): `postgres` exists already, its error is expected.
    const roles = run(path.join(bin, 'psql'), ['--quiet', '--dbname', target.adminUrl, '--file', rolesFile]);
    const roleErrors = roles.out.split('\n').filter((l) => l.includes('ERROR'));
    check(
      'roles applied (only `postgres` existed)',
      roleErrors.every((l) => l.includes('role "postgres" already exists')),
      `${roleErrors.length} error(s)${roleErrors.length ? `: ${roleErrors.join('; ')}` : ''}`,
    );
    const restore = run(path.join(bin, 'pg_restore'), [
      '--exit-on-error',
      '--single-transaction',
      '--dbname',
      target.ownerUrl,
      dumpFile,
    ]);
    check('pg_restore into the fresh database', restore.ok, restore.ok ? 'exit 0' : restore.out.slice(-600));
    say(`restored in ${Date.now() - restoreStarted} ms`);

    const restored = startService(
      { ownerUrl: target.ownerUrl, ports: [BASE_PORT + 3, 0, 0], shedding: true },
      0,
    );
    try {
      const readyMs = await untilReady(restored);
      const ready = await fetch(`http://127.0.0.1:${BASE_PORT + 3}/health/ready`);
      check(
        'the service starts on the restored database: /health/ready',
        ready.status === 200,
        `${ready.status} after ${readyMs} ms`,
      );
    } catch (err) {
      check(
        'the service starts on the restored database: /health/ready',
        false,
        (err as Error).message.slice(0, 600),
      );
    }
    restored.child.kill('SIGTERM');
    await Promise.race([restored.exited, sleep(30_000)]);
    if (restored.child.exitCode === null && restored.child.signalCode === null)
      restored.child.kill('SIGKILL');

    const targetPool = createPool(target.ownerUrl, { max: 5 });
    try {
      const { rows } = await targetPool.query<{ version: string }>(
        'SELECT version::text FROM schema_migrations',
      );
      const known = (await readMigrations()).map((m) => String(m.version));
      const applied = new Set(rows.map((r) => r.version));
      check(
        'migrations current',
        known.every((v) => applied.has(v)),
        `${applied.size} applied, ${known.length} in the code`,
      );
      checks.push(
        ...(await checkLedgerSnapshot(targetPool, report.receivables)).map((c) => ({
          ...c,
          name: `restored: ${c.name}`,
        })),
      );

      const { rows: cash } = await targetPool.query<{ user_id: string; balance: string; expected: string }>(
        `SELECT u.id AS user_id, a.balance_cents::text AS balance,
                ((SELECT coalesce(sum(amount_cents), 0) FROM deposits d WHERE d.user_id = u.id)
                 - (SELECT coalesce(sum(amount_cents), 0) FROM user_investments ui
                     WHERE ui.user_id = u.id AND ui.status <> 'CANCELED')
                 - (SELECT coalesce(sum(amount_cents), 0) FROM withdrawals w WHERE w.user_id = u.id))::text AS expected
           FROM users u JOIN accounts a ON a.user_id = u.id AND a.kind = 'investor-cash'
          WHERE u.email LIKE $1`,
        [`smoke-${report.runId}-%`],
      );
      const differ = cash.filter((c) => c.balance !== c.expected);
      check(
        "restored: every investor's cash is the deposit less the dumped purchases and withdrawals",
        differ.length === 0 && cash.length > 0,
        `${cash.length} cash accounts, ${differ.length} differ`,
      );

      const inDump = await dumped(targetPool, report.runId);
      const b = before!;
      const end = report.final;
      say(`acknowledged before pg_dump started: ${count(b)}`);
      say(`acknowledged when pg_dump ended:     ${count(atDumpEnd!)}`);
      say(`acknowledged by the end of the run:  ${count(end)}`);
      say(`in the restored dump:                ${count(inDump)}`);
      for (const kind of ['registered', 'purchases', 'cancels', 'withdrawals'] as const) {
        const missing = subset(b[kind] as Set<unknown>, inDump[kind] as Set<unknown>);
        const unknown = subset(inDump[kind] as Set<unknown>, end[kind] as Set<unknown>);
        check(
          `${kind}: all acknowledged before the dump are in it, nothing unacknowledged is`,
          missing.length === 0 && unknown.length === 0,
          `${b[kind].size} before ≤ ${inDump[kind].size} dumped ≤ ${end[kind].size} by the end; ${missing.length} missing, ${unknown.length} never acknowledged`,
        );
      }
      check(
        'the dump is a snapshot: what was acknowledged after it ended is not in it',
        inDump.purchases.size < end.purchases.size ||
          inDump.cancels.size < end.cancels.size ||
          inDump.withdrawals.size < end.withdrawals.size,
        `${end.purchases.size - inDump.purchases.size} purchases, ${end.cancels.size - inDump.cancels.size} cancellations and ${end.withdrawals.size - inDump.withdrawals.size} withdrawals after the snapshot (WAL archiving keeps those)`,
      );
    } finally {
      await targetPool.end();
    }
  } catch (err) {
    check('the drill ran', false, (err as Error).message.slice(0, 800));
  } finally {
    for (const c of clusters.reverse()) await c.stop();
    await fs.rm(work, { recursive: true, force: true });
  }
  say('checks:');
  for (const c of checks) say(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name} — ${c.detail}`);
  const failed = checks.some((c) => !c.ok);
  say(`${failed ? 'FAILED' : 'PASSED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exitCode = failed ? 1 : 0;
}

await main();
