/**
 * `pnpm bench`: a measurement, not a test (DESIGN §6).
 *
 * 1. Starts the real server (embedded PostgreSQL in a temporary data directory, demo data) on
 *    loopback and measures p50/p95 latency of POST /api/oauth/token and GET /api/customer/{uid} with
 *    20 concurrent connections for ~10 s each (autocannon).
 * 2. If packages/app/dist exists: the JavaScript each route of the app loads (gzip), against the 120 KB
 *    budget of the login route — measured by packages/app/scripts/check-bundle.mjs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../src/db/embedded.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDist = path.resolve(serverRoot, '../..', process.env.APP_DIST || 'packages/app/dist');
const CONNECTIONS = 20;
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
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/existsCustomerByUsername?username=demo%40invest.si`);
      if (res.ok) return { child, base };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error('server did not start within 60 s');
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

async function benchApi() {
  const dataDir = await fs.mkdtemp('/tmp/invest-bench-');
  await fs.chmod(dataDir, 0o755);
  const port = await freePort();
  console.log(`Starting the server on 127.0.0.1:${port} (embedded PostgreSQL in ${dataDir}) …`);
  const { child, base } = await startServer(port, dataDir);
  try {
    const login = await fetch(`${base}/api/oauth/token`, {
      method: 'POST',
      headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: LOGIN_FORM,
    });
    const token = (await login.json()) as { access_token: string; token_type: string; userId: number };
    console.log(`Measuring ${CONNECTIONS} concurrent connections, ${DURATION_S} s per call …`);
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
  } finally {
    // The server itself (not its group): it drains, then stops its PostgreSQL.
    process.kill(child.pid!, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** The bundle part is the app's own measurer (one piece of code for it): per route, from Vite's manifest. */
function benchBundle() {
  const measurer = path.resolve(serverRoot, '../app/scripts/check-bundle.mjs');
  if (!existsSync(path.join(appDist, '.vite/manifest.json'))) {
    console.log(
      `\nBundle: ${path.relative(process.cwd(), appDist)} not built (run \`pnpm build\`); skipped.`,
    );
    return;
  }
  console.log('\nJavaScript per route (gzip -9; budget of the login route: 120 KB, DESIGN §6)');
  // A measurement, not a test: an over-budget figure is printed, not turned into a failure here.
  spawnSync(process.execPath, [measurer], { stdio: 'inherit' });
}

// BENCH_API=off measures only the bundle (e.g. right after a front-end build).
if (process.env.BENCH_API !== 'off') await benchApi();
benchBundle();
