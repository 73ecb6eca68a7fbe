// Build step after `vite build`: the public pages as HTML, so the first paint waits only for HTML and
// CSS (DESIGN §6). Builds src/prerender.tsx for Node (Vite SSR build), renders every route of
// routes.mjs marked `prerender` as a signed-out English visitor, and writes it into Vite's
// index.html as dist/<path>/index.html, with the page's title, the Inter font preloaded and the list
// of the route's chunks (with the English texts) that src/boot.ts fetches in parallel after the
// first paint, instead of one after another. The template with the brand over the app's loading
// spinner (src/prerender.tsx bootSpinner; no content) becomes dist/shell.html, which the server sends
// for every other client-side route (/u/…, /password-reset/…).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { chunksOf, ROUTES, START, TEXTS, USER_SHELL } from './routes.mjs';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(appRoot, 'dist');
const ssrOut = join(appRoot, 'node_modules/.prerender');

await build({
  root: appRoot,
  configFile: join(appRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
  },
});
const { bootSpinner, prerenderPage } = await import(pathToFileURL(join(ssrOut, 'prerender.js')).href);

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>'))
  throw new Error('dist/index.html lacks <div id="root"></div>');

// The Latin subset of Inter: every page's text (the Slovene letters č š ž come from latin-ext).
const font = readdirSync(join(dist, 'assets')).find((name) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(name),
);
if (!font) throw new Error('The Inter latin woff2 is not in dist/assets');
const fontPreload = `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`;

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const linked = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
const filesOf = (modules) => new Set(chunksOf(manifest, modules).filter((file) => !linked.has(file)));

/**
 * A list of chunks for src/boot.ts to preload after the first paint (as <link rel=modulepreload>
 * here they would compete with the CSS and font for bandwidth). `attributes` say when the list
 * applies (src/lib/route-chunks.ts); `except` are files fetched anyway or by another list.
 */
function chunkList(modules, { except = new Set(), attributes = '' } = {}) {
  const files = [...filesOf(modules)].filter((file) => !except.has(file));
  return `<meta name="route-chunks"${attributes} content="${files.map((file) => `/${file}`).join(' ')}">`;
}

const head = (links) => template.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);

// The pages that render only in the browser (/u/…) fetch the app's start after their first paint,
// listed first so that it is asked for first (on six connections the lists after it would
// otherwise go ahead of it). A signed-in visitor's page also needs the frame of every /u/ page, the
// page's own chunks (for the pages routes.mjs names) and the texts of the visitor's language: one
// list each.
const startModules = START.filter((module) => !Object.values(TEXTS).flat().includes(module));
const start = filesOf(startModules);
const frame = filesOf([USER_SHELL]);
const fetchedAnyway = new Set([
  ...start,
  ...Object.values(TEXTS).flatMap((modules) => [...filesOf(modules)]),
]);
const shellLists = [
  chunkList(startModules),
  chunkList([USER_SHELL], { except: fetchedAnyway, attributes: ' data-scope="/u/"' }),
  ...ROUTES.filter((route) => route.path?.startsWith('/u/')).map((route) =>
    chunkList(route.modules, {
      except: new Set([...fetchedAnyway, ...frame]),
      attributes: ` data-scope="${route.path}"`,
    }),
  ),
  ...Object.entries(TEXTS).map(([language, modules]) =>
    chunkList(modules, { except: start, attributes: ` data-lang="${language}"` }),
  ),
];
writeFileSync(
  join(dist, 'shell.html'),
  head([fontPreload, ...shellLists]).replace(
    '<div id="root"></div>',
    `<div id="root"></div>${bootSpinner()}`,
  ),
);

for (const route of ROUTES.filter((r) => r.prerender)) {
  const page = await prerenderPage(route.path);
  if (page.status !== 200) throw new Error(`${route.path} rendered with status ${page.status}`);
  let html = head([fontPreload, chunkList(route.modules)]).replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div>`,
  );
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  const dir = join(dist, route.path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
  console.log(`prerendered ${route.path} (${(html.length / 1024).toFixed(1)} KB)`);
}
rmSync(ssrOut, { recursive: true, force: true });
