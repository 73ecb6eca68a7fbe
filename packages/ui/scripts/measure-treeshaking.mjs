// Measures what a fresh Vite app pulls from the built kit (dist/) when it imports one component,
// against an app that uses every export. React is external in both, so the figures are the kit's
// own code plus the third-party code it brings (Radix, visx, react-day-picker …).
// Usage: pnpm --filter @invest/ui build && node scripts/measure-treeshaking.mjs
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const dist = resolve(import.meta.dirname, '../dist/index.js');
const cases = {
  'Button only': `import { Button } from '@invest/ui';\nexport const used = [Button];`,
  'Money only': `import { Money } from '@invest/ui';\nexport const used = [Money];`,
  'Dialog only': `import { Dialog, DialogContent } from '@invest/ui';\nexport const used = [Dialog, DialogContent];`,
  'LineChart only': `import { LineChart } from '@invest/ui';\nexport const used = [LineChart];`,
  everything: `import * as kit from '@invest/ui';\nexport const used = Object.values(kit);`,
};
// Markers of heavy dependencies that must not appear in a bundle that does not use them.
const markers = {
  visx: /@visx|d3-scale|scaleLinear/,
  'react-day-picker': /rdp-|DayPicker/,
  radix: /@radix-ui|DismissableLayer/,
};

const rows = [];
for (const [name, source] of Object.entries(cases)) {
  const root = mkdtempSync(join(tmpdir(), 'kit-shake-'));
  writeFileSync(join(root, 'entry.js'), source);
  await build({
    root,
    logLevel: 'silent',
    resolve: { alias: { '@invest/ui': dist } },
    build: {
      outDir: join(root, 'out'),
      minify: true,
      lib: { entry: join(root, 'entry.js'), formats: ['es'], fileName: 'bundle' },
      rollupOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
    },
  });
  const file = readdirSync(join(root, 'out')).find((f) => /\.m?js$/.test(f));
  const code = readFileSync(join(root, 'out', file));
  const found = Object.entries(markers)
    .filter(([, re]) => re.test(code.toString()))
    .map(([m]) => m);
  rows.push({
    import: name,
    'min KB': (code.length / 1024).toFixed(1),
    'gzip KB': (gzipSync(code).length / 1024).toFixed(1),
    'heavy deps inside': found.join(', ') || '—',
  });
  rmSync(root, { recursive: true, force: true });
}
console.table(rows);
