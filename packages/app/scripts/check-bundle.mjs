// Budget check (DESIGN §6): the JavaScript the login route (/) needs before it can be used — the
// entry chunk, everything it imports, and the lazy chunks of the routes / renders (public frame and
// login page) with their imports — must stay within 120 KB gzip. Reads dist/.vite/manifest.json, so
// run it after `vite build`. With BARE_DIST (a build of bench/bare: React 19 + react-router and
// nothing else, made by `pnpm bench` in the same run) it prints the login route against it (goal ≤ 1.25×).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunksOf, ROUTES } from './routes.mjs';

const BUDGET_KB = 120;
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipOf = (root, files) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(new URL(file, root)), { level: 9 }).length, 0);
let failed = false;
let login = 0;
for (const { name: route, modules } of ROUTES) {
  const files = chunksOf(manifest, modules);
  const sizes = files.map((file) => {
    const source = readFileSync(new URL(file, dist));
    return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  });
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
  console.log(`\n${route}: ${kb(total)} KB gzip in ${files.length} chunks`);
  for (const size of sizes.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(size.gzip).padStart(6)} KB  ${size.file}`);
  }
  if (route.startsWith('/ ')) login = total;
  if (route.startsWith('/ ') && total / 1024 > BUDGET_KB) {
    console.error(`The login route needs ${kb(total)} KB gzip, over the ${BUDGET_KB} KB budget.`);
    failed = true;
  }
}

if (process.env.BARE_DIST) {
  const bareDist = pathToFileURL(`${process.env.BARE_DIST.replace(/\/$/, '')}/`);
  const bareManifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', bareDist), 'utf8'));
  const bareFiles = chunksOf(bareManifest, ['index.html']);
  const bare = gzipOf(bareDist, bareFiles);
  console.log(`\nBare React 19 + react-router (bench/bare, same build tools): ${kb(bare)} KB gzip`);
  console.log(
    `Login route: ${kb(login)} KB gzip = ${(login / bare).toFixed(2)}× the bare app (goal ≤ 1.25×, budget ${BUDGET_KB} KB)`,
  );
}
process.exit(failed ? 1 : 0);
