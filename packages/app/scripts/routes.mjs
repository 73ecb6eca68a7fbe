// What each route loads, by source module (keys of dist/.vite/manifest.json): read by the bundle
// measurer (check-bundle.mjs) and by the prerender (prerender.mjs, for the modulepreload links).
// `prerender: true` marks the public pages written to dist/<path>/index.html at build time; the signed-in
// pages with a `path` get their chunks listed in dist/shell.html.

/**
 * The texts of each language, two chunks each (src/lib/i18n/resources.ts): those every page starts
 * with, and the rest, which the signed-out login page loads with its form (docs/decisions/0006).
 */
export const TEXTS = {
  en: ['src/lib/i18n/bundles/en.ts', 'src/lib/i18n/bundles/en-later.ts'],
  sl: ['src/lib/i18n/bundles/sl.ts', 'src/lib/i18n/bundles/sl-later.ts'],
};
/** The page's script (src/boot.ts), the app it starts (src/main.tsx) and the default language's texts. */
export const START = ['index.html', 'src/main.tsx', ...TEXTS.en];
/** The frame of every signed-in page (/u/…). */
export const USER_SHELL = 'src/features/shell/user-shell.tsx';
const PUBLIC = [...START, 'src/features/shell/public-shell.tsx'];

export const ROUTES = [
  // Without the later texts, the form's library and the API client: they follow the form's use.
  {
    name: '/ (login)',
    path: '/',
    prerender: true,
    modules: [
      'index.html',
      'src/main.tsx',
      TEXTS.en[0],
      'src/features/shell/public-shell.tsx',
      'src/features/auth/login-page.tsx',
    ],
  },
  {
    name: '/lost-password',
    path: '/lost-password',
    prerender: true,
    modules: [...PUBLIC, 'src/features/auth/lost-password-page.tsx'],
  },
  {
    name: '/sent-confirmation',
    path: '/sent-confirmation',
    prerender: true,
    modules: [...PUBLIC, 'src/features/auth/sent-confirmation-page.tsx'],
  },
  { name: '/password-reset/:id', modules: [...PUBLIC, 'src/features/auth/password-reset-page.tsx'] },
  {
    name: '/register',
    path: '/register',
    prerender: true,
    modules: [...PUBLIC, 'src/features/register-entry/register-entry-page.tsx'],
  },
  {
    name: '/register/:step (wizard)',
    modules: [...START, 'src/features/registration/registration-wizard.tsx'],
  },
  {
    name: '/registration/complete',
    path: '/registration/complete',
    prerender: true,
    modules: [...PUBLIC, 'src/features/registration-complete/registration-complete-page.tsx'],
  },
  {
    name: '/terms',
    path: '/terms',
    prerender: true,
    modules: [...PUBLIC, 'src/features/terms/terms-page.tsx'],
  },
  { name: '/help/roi', modules: [...PUBLIC, 'src/features/roi-help/roi-help-page.tsx'] },
  {
    name: '/performance (signed out)',
    modules: [...PUBLIC, 'src/features/performance/performance-page.tsx'],
  },
  { name: 'not found', modules: [...PUBLIC, 'src/features/not-found/not-found-page.tsx'] },
  {
    name: '/u/dashboard',
    path: '/u/dashboard',
    modules: [...START, USER_SHELL, 'src/features/dashboard/dashboard-page.tsx'],
  },
  {
    name: '/u/performance',
    path: '/u/performance',
    modules: [...START, USER_SHELL, 'src/features/performance/performance-page.tsx'],
  },
  {
    name: '/u/deposits (wallet)',
    path: '/u/deposits',
    modules: [...START, USER_SHELL, 'src/features/wallet/wallet-page.tsx'],
  },
];

/** The back office (measured, and kept out of every route above by check-bundle.mjs). */
export const OPS_ROUTE = {
  name: '/ops (back office)',
  modules: [...START, 'src/features/ops/ops-root.tsx', 'src/features/ops/ops-shell.tsx'],
};

/**
 * The manifest key of a dynamic entry whose chunk lost its source module: with inlined common chunks
 * (vite.config.ts) Vite lists the app's start (src/main.tsx, imported by the page's script) under its
 * chunk's name. Found as the dynamic import of index.html's chunks that has the module's file name.
 */
function entryChunkKey(manifest, key) {
  const name = key.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const seen = new Set();
  const search = (k) => {
    if (seen.has(k) || !manifest[k]) return undefined;
    seen.add(k);
    const chunk = manifest[k];
    const found = (chunk.dynamicImports ?? []).find((d) => manifest[d]?.name === name && !manifest[d]?.src);
    return found ?? (chunk.imports ?? []).map(search).find(Boolean);
  };
  return search('index.html');
}

/** The files a set of modules needs: each module's chunk and its static imports, transitively. */
export function chunksOf(manifest, modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key] ?? manifest[entryChunkKey(manifest, key)];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}
