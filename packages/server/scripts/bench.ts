/**
 * `pnpm bench`: a measurement, not a test (DESIGN §6). Run after `pnpm build`; kept out of CI.
 *
 * 1. The JavaScript each route of the app loads (gzip), against the 120 KB budget of the login
 *    route and against a bare React 19 + react-router app (packages/app/bench/bare) built in the
 *    same run into a temporary directory — measured by packages/app/scripts/check-bundle.mjs.
 * 2. Starts the real server (embedded PostgreSQL in a temporary data directory, demo data, the bench
 *    seed of src/db/bench-seed.ts — 1,000,000 ledger entries; BENCH_SEED=off skips it — and
 *    DEV_OUTBOX=1) on loopback, then
 *    - Lighthouse (mobile profile, Chromium at CHROME_PATH or /usr/bin/chromium) on / and, signed in
 *      as the demo investor through the query-string login, on /u/dashboard: performance,
 *      accessibility, best practices, LCP and the scripts loaded;
 *    - p50/p95 latency of POST /api/oauth/token and GET /api/customer/{uid} with 20 concurrent
 *      connections, and of the wallet's /accountBalance, /accountHistory and /deposits/{userId} with
 *      50, for ~10 s each (autocannon); the marketplace's /investments (each sort) and
 *      /user_investments with 50;
 *    - purchases per second on one hot receivable against pgbench's TPC-B on the same PostgreSQL.
 *    and stops it (and its PostgreSQL) again.
 *
 * BENCH_API=off skips the latency part, BENCH_LIGHTHOUSE=off the Lighthouse part.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../src/db/embedded.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');
const appRoot = path.join(repoRoot, 'packages/app');
const appDist = path.resolve(repoRoot, process.env.APP_DIST || 'packages/app/dist');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CONNECTIONS = 20;
const WALLET_CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WEB_CLIENT = 'Basic aW52ZXN0LXdlYjo=';
const LOGIN_FORM =
  'grant_type=password&scope=read%20write&username=demo%40invest.si&password=DemoInvest2026%21';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    '| ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
  return [
    line(headers),
    '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|',
    ...cells.slice(1).map(line),
  ].join('\n');
}

async function startServer(port: number, dataDir: string) {
  // The real node binary (not pnpm's shim), so SIGTERM reaches the server itself.
  const child = spawn(process.execPath, [path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DEV_OUTBOX: '1',
      // The latency runs log in thousands of times from one address: measure the handler, not the
      // 429 of the per-IP and per-account limits (src/rate-limit.ts).
      RATE_LIMIT_FACTOR: '1000000',
      // 10,000 investors × 50 deposits: 1,000,000 ledger entries behind the wallet calls (DESIGN §6).
      SEED_BENCH: process.env.BENCH_SEED === 'off' ? 'false' : 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // The bench seed takes a minute or two on a 2-core machine.
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/existsCustomerByUsername?username=demo%40invest.si`);
      if (res.ok) return { child, base };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error('server did not start within 10 minutes');
}

async function measure(name: string, options: Parameters<typeof autocannon>[0]) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    times.push(ms);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name,
    requests: times.length,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? NaN,
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
    errors: result.errors + result.timeouts,
  };
}

interface Token {
  access_token: string;
  token_type: string;
  userId: number;
}

async function walletCalls(base: string, token: Token) {
  const headers = {
    authorization: `${token.token_type} ${token.access_token}`,
    userid: String(token.userId),
  };
  const calls = [
    '/api/accountBalance',
    '/api/accountHistory?page=0&size=20',
    `/api/deposits/${token.userId}?limit=20&offset=0`,
  ];
  const results = [];
  for (const call of calls)
    results.push(
      await measure(`GET ${call} (50 conn.)`, {
        url: `${base}${call}`,
        headers,
        connections: WALLET_CONNECTIONS,
      }),
    );
  return results;
}

async function login(base: string, form: string, path = '/api/oauth/token'): Promise<Token> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Token;
}

const BENCH_INVESTOR = (n: number) =>
  `grant_type=password&scope=read%20write&username=bench-${n}%40invest.test&password=BenchInvest2026%21`;

/** Marketplace lists at 50 clients: every sort of /investments, and a bench investor's holdings. */
async function marketplaceCalls(base: string, token: Token) {
  const investor = await login(base, BENCH_INVESTOR(1));
  const headers = (t: Token) => ({
    authorization: `${t.token_type} ${t.access_token}`,
    userid: String(t.userId),
  });
  const results = [];
  for (const sort of ['date', 'amount', 'rate'])
    results.push(
      await measure(`GET /api/investments?sort=${sort} (50 conn.)`, {
        url: `${base}/api/investments?sort=${sort}&direction=desc&limit=20&offset=0`,
        headers: headers(token),
        connections: WALLET_CONNECTIONS,
      }),
    );
  results.push(
    await measure('GET /api/user_investments (50 conn.)', {
      url: `${base}/api/user_investments?limit=20&offset=0`,
      headers: headers(investor),
      connections: WALLET_CONNECTIONS,
    }),
  );
  return results;
}

/**
 * Purchases on one hot receivable (DESIGN §6: ≥ 0.3 × pgbench TPC-B on the same PostgreSQL in the
 * same run). 50 bench investors buy 1 € each in a loop, one connection each, every purchase with its
 * own Idempotency-Key, for BENCH_DURATION seconds; then pgbench's TPC-B (scale 1, 50 clients) runs
 * against a database of its own in the same cluster.
 */
async function purchaseThroughput(base: string, dataDir: string) {
  const operator = await login(
    base,
    'grant_type=password&scope=read%20write&username=ops%40invest.si&password=DemoInvest2026%21',
    '/api/ops/oauth/token',
  );
  const ops = { authorization: `Bearer ${operator.access_token}`, 'content-type': 'application/json' };
  const originators = (await (
    await fetch(`${base}/api/ops/originators?limit=1`, { headers: ops })
  ).json()) as {
    Id: number;
  }[];
  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const created = await fetch(`${base}/api/ops/receivables`, {
    method: 'POST',
    headers: ops,
    body: JSON.stringify({
      number: `BENCH-HOT-${Date.now()}`,
      originatorId: originators[0]!.Id,
      type: 'invoiceFactoring',
      totalAmount: 10_000_000,
      interestRate: 9,
      rank: 'A',
      issueDate: iso(today),
      maturityDate: iso(new Date(today.getTime() + 90 * 86_400_000)),
      protection: 'BG',
      country: 'SI',
    }),
  });
  if (!created.ok) throw new Error(`hot receivable not listed: ${created.status} ${await created.text()}`);
  const receivable = (await created.json()) as { Id: number };
  const investors = await Promise.all(
    Array.from({ length: WALLET_CONNECTIONS }, (_, i) => login(base, BENCH_INVESTOR(i + 100))),
  );
  const body = JSON.stringify({ investmentId: receivable.Id, amount: 1 });
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const until = Date.now() + DURATION_S * 1000;
  await Promise.all(
    investors.map(async (t, i) => {
      for (let n = 0; Date.now() < until; n++) {
        const started = performance.now();
        const res = await fetch(`${base}/api/user_investments`, {
          method: 'POST',
          headers: {
            authorization: `${t.token_type} ${t.access_token}`,
            userid: String(t.userId),
            'content-type': 'application/json',
            'idempotency-key': `bench-${receivable.Id}-${i}-${n}`,
          },
          body,
        });
        await res.arrayBuffer();
        times.push(performance.now() - started);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const purchasesPerSecond = (statuses.get(201) ?? 0) / DURATION_S;

  // pgbench against the same embedded PostgreSQL (port from postmaster.pid, the saved password).
  const pid = readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n');
  const env = {
    ...process.env,
    PGHOST: '127.0.0.1',
    PGPORT: pid[3]!.trim(),
    PGUSER: 'postgres',
    PGPASSWORD: readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim(),
  };
  const admin = new pg.Client({
    host: env.PGHOST,
    port: Number(env.PGPORT),
    user: env.PGUSER,
    password: env.PGPASSWORD,
    database: 'postgres',
  });
  await admin.connect();
  await admin.query('CREATE DATABASE bench_tpcb');
  await admin.end();
  // Debian ships pgbench with the server package (postgresql-NN), outside PATH.
  const pgbench =
    process.env.PGBENCH ||
    spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/pgbench 2>/dev/null | tail -1'], {
      encoding: 'utf8',
    }).stdout.trim() ||
    'pgbench';
  const init = spawnSync(pgbench, ['-i', '-s', '1', '-q', 'bench_tpcb'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tpcb = NaN;
  if (init.status === 0) {
    const run = spawnSync(
      pgbench,
      ['-c', String(WALLET_CONNECTIONS), '-j', '2', '-T', String(DURATION_S), '-n', 'bench_tpcb'],
      { env, encoding: 'utf8' },
    );
    tpcb = Number(/tps = ([\d.]+)/.exec(run.stdout ?? '')?.[1] ?? NaN);
  } else {
    console.log(`pgbench could not initialise: ${init.stderr?.toString().trim()}`);
  }
  console.log(
    `\nPurchases on one hot receivable (${WALLET_CONNECTIONS} investors, 1 € each, ${DURATION_S} s)\n`,
  );
  console.log(
    table(
      ['measure', 'value'],
      [
        ['purchases/s (201)', purchasesPerSecond.toFixed(0)],
        ['statuses', [...statuses].map(([s, n]) => `${s}×${n}`).join(' ')],
        [
          'purchase p50 / p95 (ms)',
          `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)}`,
        ],
        ['pgbench TPC-B tps (scale 1, 50 clients)', Number.isNaN(tpcb) ? 'n/a' : tpcb.toFixed(0)],
        ['ratio (goal ≥ 0.3)', Number.isNaN(tpcb) ? 'n/a' : (purchasesPerSecond / tpcb).toFixed(2)],
      ],
    ),
  );
}

async function benchApi(base: string, token: Token) {
  console.log(`\nMeasuring ${CONNECTIONS} concurrent connections, ${DURATION_S} s per call …`);
  const results = [
    await measure('POST /api/oauth/token', {
      url: `${base}/api/oauth/token`,
      method: 'POST',
      headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: LOGIN_FORM,
    }),
    await measure(`GET /api/customer/${token.userId}`, {
      url: `${base}/api/customer/${token.userId}`,
      headers: { authorization: `${token.token_type} ${token.access_token}`, userid: String(token.userId) },
    }),
    // The wallet's calls at 50 concurrent clients (DESIGN §6 budget: p95 ≤ 50 ms).
    ...(await walletCalls(base, token)),
    ...(await marketplaceCalls(base, token)),
  ];
  console.log('\nAPI latency (ms; loopback, one server process, embedded PostgreSQL)\n');
  console.log(
    table(
      ['call', 'requests', 'req/s', 'p50', 'p95', 'max', 'statuses', 'errors'],
      results.map((r) => [
        r.name,
        r.requests,
        r.rps.toFixed(0),
        r.p50.toFixed(1),
        r.p95.toFixed(1),
        r.max.toFixed(1),
        r.statuses,
        r.errors,
      ]),
    ),
  );
  console.log(
    '\nThe token call verifies an Argon2id hash (m=19456, t=2) on purpose: its cost bounds its throughput.',
  );
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string; details?: { items?: Record<string, unknown>[] } }>;
}

/** One Lighthouse run (mobile profile: the default) through its CLI, on the Debian Chromium. */
function lighthouse(url: string, outFile: string): LighthouseReport | null {
  const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');
  const run = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      '--only-categories=performance,accessibility,best-practices',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'], timeout: 180_000 },
  );
  if (run.status !== 0 || !existsSync(outFile)) {
    console.log(`Lighthouse failed on ${url.replace(/token=[^&]+/, 'token=…')} (exit ${run.status}).`);
    return null;
  }
  return JSON.parse(readFileSync(outFile, 'utf8')) as LighthouseReport;
}

async function benchLighthouse(base: string, token: Token, tmp: string) {
  if (!existsSync(path.join(appDist, 'index.html'))) return;
  if (!existsSync(CHROME_PATH)) {
    console.log(`\nLighthouse: no Chromium at ${CHROME_PATH} (set CHROME_PATH); skipped.`);
    return;
  }
  // The SPEC's query-string login: the app stores the credentials and drops them from the address.
  const pages = [
    { name: '/', url: `${base}/` },
    {
      name: '/u/dashboard (signed in)',
      url: `${base}/u/dashboard?token=${encodeURIComponent(token.access_token)}&uid=${token.userId}`,
    },
  ];
  console.log('\nLighthouse (mobile profile, simulated slow 4G and 4× CPU slowdown) …');
  const rows: (string | number)[][] = [];
  for (const [index, page] of pages.entries()) {
    const report = lighthouse(page.url, path.join(tmp, `lighthouse-${index}.json`));
    if (!report) continue;
    const score = (id: string) => {
      const value = report.categories[id]?.score;
      return value === null || value === undefined ? '–' : Math.round(value * 100);
    };
    const scripts = report.audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    ) as { requestCount?: number; transferSize?: number } | undefined;
    rows.push([
      page.name,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      report.audits['first-contentful-paint']?.displayValue ?? '–',
      report.audits['largest-contentful-paint']?.displayValue ?? '–',
      report.audits['total-blocking-time']?.displayValue ?? '–',
      scripts ? `${scripts.requestCount} / ${((scripts.transferSize ?? 0) / 1024).toFixed(1)} KB` : '–',
    ]);
  }
  console.log(
    '\n' +
      table(
        [
          'page',
          'performance',
          'accessibility',
          'best practices',
          'FCP',
          'LCP',
          'TBT',
          'scripts (on the wire)',
        ],
        rows,
      ),
  );
  console.log('Goal (DESIGN §6): / ≥ 98 / 100 / 100; /u/dashboard ≥ 95.');
}

/**
 * The bundle part is the app's own measurer (one piece of code for it): per route, from Vite's
 * manifest, with the bare React 19 + react-router app (packages/app/bench/bare) built beside it.
 */
function benchBundle(tmp: string) {
  const measurer = path.join(appRoot, 'scripts/check-bundle.mjs');
  if (!existsSync(path.join(appDist, '.vite/manifest.json'))) {
    console.log(
      `\nBundle: ${path.relative(process.cwd(), appDist)} not built (run \`pnpm build\`); skipped.`,
    );
    return;
  }
  const bareDist = path.join(tmp, 'bare');
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const bare = spawnSync(
    process.execPath,
    [vite, 'build', '--config', path.join(appRoot, 'bench/bare/vite.config.ts'), '--outDir', bareDist],
    { cwd: appRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (bare.status !== 0) console.log('The bare reference app did not build; the ratio is left out.');
  console.log('\nJavaScript per route (gzip -9; budget of the login route: 120 KB, DESIGN §6)');
  // A measurement, not a test: an over-budget figure is printed, not turned into a failure here.
  spawnSync(process.execPath, [measurer], {
    stdio: 'inherit',
    env: { ...process.env, ...(bare.status === 0 ? { BARE_DIST: bareDist } : {}) },
  });
}

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-bench-out-'));
try {
  benchBundle(tmp);
  const api = process.env.BENCH_API !== 'off';
  const lighthouseOn = process.env.BENCH_LIGHTHOUSE !== 'off';
  if (api || lighthouseOn) {
    const dataDir = await fs.mkdtemp('/tmp/invest-bench-');
    await fs.chmod(dataDir, 0o755);
    const port = await freePort();
    console.log(`\nStarting the server on 127.0.0.1:${port} (embedded PostgreSQL in ${dataDir}) …`);
    const { child, base } = await startServer(port, dataDir);
    try {
      const token = await login(base, LOGIN_FORM);
      if (lighthouseOn) await benchLighthouse(base, token, tmp);
      if (api) {
        await benchApi(base, token);
        await purchaseThroughput(base, dataDir);
      }
    } finally {
      // The server itself (not its group): it drains, then stops its PostgreSQL.
      process.kill(child.pid!, 'SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await fs.rm(tmp, { recursive: true, force: true });
}
