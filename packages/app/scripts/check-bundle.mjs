// Budget check (DESIGN §6): the JavaScript the login route (/) needs before it can be used — the
// entry chunk, everything it imports, and the lazy chunks of the routes / renders (public frame and
// login page) with their imports — must stay within 120 KB gzip. Reads dist/.vite/manifest.json, so
// run it after `vite build`. With BARE_DIST (a build of bench/bare: React 19 + react-router and
// nothing else, made by `pnpm bench` in the same run) it prints the login route against it (goal ≤ 1.25×).
// The dashboard has budgets of its own, below.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunksOf, OPS_ROUTE, ROUTES, START } from './routes.mjs';

const BUDGET_KB = 120;
/*
 * The dashboard (docs/decisions/0010-dashboard-javascript-budget.md): its first paint, and what it adds to
 * the signed-in frame before (the page) and after (its charts, lazy) the data arrives. The goal of
 * 1.6× the bare app is printed beside it; the boot and the frame alone are above it today.
 */
const DASHBOARD_BUDGET_KB = 230;
const DASHBOARD_PAGE_BUDGET_KB = 35;
const DASHBOARD_CHARTS_BUDGET_KB = 40;
const DASHBOARD_GOAL = 1.6;
const FRAME = [...START, 'src/features/shell/user-shell.tsx'];
const DASHBOARD = [...FRAME, 'src/features/dashboard/dashboard-page.tsx'];
const DASHBOARD_CHARTS = [
  ...DASHBOARD,
  'src/features/dashboard/history-chart.tsx',
  'src/features/dashboard/earnings-pie.tsx',
];
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

/** gzip of what `modules` need beyond what `before` needs. */
const extra = (modules, before) => {
  const had = new Set(chunksOf(manifest, before));
  return gzipOf(
    dist,
    chunksOf(manifest, modules).filter((file) => !had.has(file)),
  );
};
const dashboard = gzipOf(dist, chunksOf(manifest, DASHBOARD));
const dashboardPage = extra(DASHBOARD, FRAME);
const dashboardCharts = extra(DASHBOARD_CHARTS, DASHBOARD);
console.log(
  `\n/u/dashboard: ${kb(dashboard)} KB gzip (budget ${DASHBOARD_BUDGET_KB} KB) = boot ${kb(gzipOf(dist, chunksOf(manifest, START)))} KB` +
    ` + signed-in frame ${kb(extra(FRAME, START))} KB + the dashboard ${kb(dashboardPage)} KB (budget ${DASHBOARD_PAGE_BUDGET_KB} KB);` +
    ` its charts follow lazily: ${kb(dashboardCharts)} KB (budget ${DASHBOARD_CHARTS_BUDGET_KB} KB)`,
);
for (const [what, size, budget] of [
  ['The dashboard route needs', dashboard, DASHBOARD_BUDGET_KB],
  ["The dashboard's own code is", dashboardPage, DASHBOARD_PAGE_BUDGET_KB],
  ["The dashboard's charts are", dashboardCharts, DASHBOARD_CHARTS_BUDGET_KB],
]) {
  if (size / 1024 > budget) {
    console.error(`${what} ${kb(size)} KB gzip, over the ${budget} KB budget.`);
    failed = true;
  }
}

/*
 * Nothing of the back office in an investor's JavaScript (DESIGN §6): no chunk of a module under
 * src/features/ops or of the operator client, and no operator call's path in any chunk a route above
 * loads. The console itself is measured beside them.
 */
const isOpsModule = (key) =>
  key.startsWith('src/features/ops/') || key.endsWith('api-client/src/ops-client.ts');
const opsFiles = new Set(
  Object.entries(manifest)
    .filter(([key]) => isOpsModule(key))
    .map(([, chunk]) => chunk.file),
);
for (const { name: route, modules } of ROUTES) {
  for (const file of chunksOf(manifest, modules)) {
    const leaked = opsFiles.has(file) || /["'`]\/ops\//.test(readFileSync(new URL(file, dist), 'utf8'));
    if (leaked) {
      console.error(`${route} loads ${file}, which holds back-office code.`);
      failed = true;
    }
  }
}
const opsTotal = gzipOf(dist, chunksOf(manifest, OPS_ROUTE.modules));
console.log(
  `\n${OPS_ROUTE.name}: ${kb(opsTotal)} KB gzip; none of its ${opsFiles.size} chunks, and no /ops/ call, in the ${ROUTES.length} investor routes above`,
);

if (process.env.BARE_DIST) {
  const bareDist = pathToFileURL(`${process.env.BARE_DIST.replace(/\/$/, '')}/`);
  const bareManifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', bareDist), 'utf8'));
  const bareFiles = chunksOf(bareManifest, ['index.html']);
  const bare = gzipOf(bareDist, bareFiles);
  console.log(`\nBare React 19 + react-router (bench/bare, same build tools): ${kb(bare)} KB gzip`);
  console.log(
    `Login route: ${kb(login)} KB gzip = ${(login / bare).toFixed(2)}× the bare app (goal ≤ 1.25×, budget ${BUDGET_KB} KB)`,
  );
  console.log(
    `Dashboard route: ${kb(dashboard)} KB gzip = ${(dashboard / bare).toFixed(2)}× the bare app (goal ≤ ${DASHBOARD_GOAL}×, budget ${DASHBOARD_BUDGET_KB} KB)`,
  );
}
process.exit(failed ? 1 : 0);
