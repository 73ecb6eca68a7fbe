/**
 * Starts the end-to-end run's servers side by side (playwright.config.ts hands it their commands as
 * E2E_LAUNCH in JSON) and answers on its own port once every one of them answers on its URL.
 *
 * Why: Playwright starts the entries of `webServer` one after another, each once the one before it is
 * ready. Each of our servers migrates and seeds a fresh database first (about 15 s of CPU), so the four
 * took over a minute in a row before the first journey; side by side they share the two cores instead.
 *
 * Playwright stops this process's group when the run ends, which stops every server with it. A server
 * that exits before it is ready stops the launch with its exit code, and its output says why.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

const { servers, readyPort, timeoutMs } = JSON.parse(process.env.E2E_LAUNCH ?? 'null') ?? {};
if (!Array.isArray(servers) || !readyPort) throw new Error('E2E_LAUNCH names no servers');

const children = servers.map(({ name, command, env }) => {
  const child = spawn('sh', ['-c', command], { env: { ...process.env, ...env }, stdio: 'pipe' });
  const forward = (from, to) =>
    from.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) to.write(`[${name}] ${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    console.error(`[${name}] exited (${signal ?? code}) — stopping the run's servers`);
    stopAll();
    process.exit(typeof code === 'number' && code !== 0 ? code : 1);
  });
  return child;
});

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(0)));

/** As Playwright's own check: ready once the URL answers 2xx, 3xx or 400–403. */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.status < 404;
  } catch {
    return false;
  }
}

const deadline = Date.now() + timeoutMs;
const waiting = new Set(servers.map((server) => server.url));
while (waiting.size > 0) {
  if (Date.now() > deadline) {
    console.error(`not ready within ${timeoutMs / 1000} s: ${[...waiting].join(', ')}`);
    stopAll();
    process.exit(1);
  }
  for (const url of [...waiting]) if (await answers(url)) waiting.delete(url);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
}
createServer((_, response) => response.end('ready')).listen(readyPort, '127.0.0.1');
