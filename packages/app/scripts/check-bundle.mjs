// Budget check (DESIGN §6): the JavaScript the login route (/) needs before it can be used — the
// entry chunk, everything it imports, and the lazy chunks of the routes / renders (public frame and
// login page) with their imports — must stay within 120 KB gzip. Reads dist/.vite/manifest.json, so
// run it after `vite build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

// Each route's JavaScript: the entry, the texts of the default language, the lazy chunks of the
// frame and screen it renders, and everything those import.
const START = ['index.html', 'src/lib/i18n/bundles/en.ts'];
const PUBLIC = [...START, 'src/features/shell/public-shell.tsx'];
const ROUTES = {
  '/ (login)': [...PUBLIC, 'src/features/auth/login-page.tsx'],
  '/lost-password': [...PUBLIC, 'src/features/auth/lost-password-page.tsx'],
  '/sent-confirmation': [...PUBLIC, 'src/features/auth/sent-confirmation-page.tsx'],
  '/password-reset/:id': [...PUBLIC, 'src/features/auth/password-reset-page.tsx'],
  '/register': [...PUBLIC, 'src/features/register-entry/register-entry-page.tsx'],
  '/register/:step (wizard)': [...START, 'src/features/registration/registration-wizard.tsx'],
  '/registration/complete': [...PUBLIC, 'src/features/registration-complete/registration-complete-page.tsx'],
  '/terms': [...PUBLIC, 'src/features/terms/terms-page.tsx'],
  'not found': [...PUBLIC, 'src/features/not-found/not-found-page.tsx'],
  '/u/dashboard': [
    ...START,
    'src/features/shell/user-shell.tsx',
    'src/features/dashboard/dashboard-page.tsx',
  ],
};

function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
let failed = false;
for (const [route, keys] of Object.entries(ROUTES)) {
  const files = closure(keys);
  const sizes = files.map((file) => {
    const source = readFileSync(new URL(file, dist));
    return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  });
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
  console.log(`\n${route}: ${kb(total)} KB gzip in ${files.length} chunks`);
  for (const size of sizes.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(size.gzip).padStart(6)} KB  ${size.file}`);
  }
  if (route.startsWith('/ ') && total / 1024 > BUDGET_KB) {
    console.error(`The login route needs ${kb(total)} KB gzip, over the ${BUDGET_KB} KB budget.`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
