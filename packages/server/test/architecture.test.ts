/**
 * The service's structure (DESIGN §1, README "Modules"), drawn from its imports: src/platform/ and
 * src/modules/<area>/, each module reached from outside only through its index.ts, the platform
 * importing no module, no import cycle, route files exporting no domain code, and the README's map of
 * the modules (what each may use) true of the code. The lint rule that reports the same in an editor
 * (eslint.config.js `boundaries/server-module-imports`) is proven to fire here too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(serverRoot, '../..');
const src = path.join(serverRoot, 'src');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Every relative import of every file under src (static, type-only, re-exports and dynamic). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of tsFiles(src)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles
        .map((f) => f.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => path.resolve(path.dirname(file), name)),
    );
  }
  return graph;
}

/** 'platform', 'root' (the composition root and entry points) or the module's name. */
function unitOf(file: string): string {
  const [top, name] = path.relative(src, file).split(path.sep);
  if (top === 'platform') return 'platform';
  if (top === 'modules') return name!;
  return 'root';
}

const rel = (file: string) => path.relative(src, file);

/** Strongly connected components of more than one node, or a node importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The README's map: module → the modules it may use (the table under "## Modules"). */
function readmeMap(): Map<string, string[]> {
  const readme = readFileSync(path.join(serverRoot, 'README.md'), 'utf8');
  const section = readme.split(/^## Modules$/m)[1]?.split(/^## /m)[0] ?? '';
  const map = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([a-z-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!name) continue;
    const uses = [...(cells[3] ?? '').matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!);
    map.set(name, uses);
  }
  return map;
}

describe('the service by business modules', () => {
  const graph = importGraph();
  const modules = readdirSync(path.join(src, 'modules')).sort();

  it('has no import cycle, whatever kind of import', () => {
    expect(cycles(graph).map((c) => c.map(rel).sort())).toEqual([]);
    // The check itself finds one: two files importing each other.
    const a = path.join(src, 'a.ts');
    const b = path.join(src, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toHaveLength(1);
  });

  it('keeps the platform free of modules, and reaches a module only through its index.ts', () => {
    const problems: string[] = [];
    for (const [file, imports] of graph) {
      for (const target of imports) {
        const from = unitOf(file);
        const to = unitOf(target);
        if (to === 'platform' || to === 'root' || to === from) continue;
        if (from === 'platform') problems.push(`platform imports a module: ${rel(file)} → ${rel(target)}`);
        else if (
          path.basename(target) !== 'index.ts' ||
          path.dirname(target) !== path.join(src, 'modules', to)
        )
          problems.push(`deep import: ${rel(file)} → ${rel(target)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lets route files export handlers and their registration only, never domain code', () => {
    const problems: string[] = [];
    for (const file of tsFiles(path.join(src, 'modules')).filter((f) =>
      /(^|-)routes\.ts$/.test(path.basename(f)),
    )) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^export\s+(?:async\s+)?(function|const|let|class)\s+([\w$]+)/gm)) {
        const [, kind, name] = m;
        const allowed =
          (kind === 'function' && (/Handlers$/.test(name!) || /^register[A-Z]/.test(name!))) ||
          (kind === 'const' && /^[A-Z][A-Z0-9_]*$/.test(name!));
        if (!allowed) problems.push(`${rel(file)} exports ${kind} ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('matches the README: every module listed, and each uses only the modules the map allows', () => {
    const map = readmeMap();
    expect([...map.keys()].sort()).toEqual(modules);
    const used = new Map<string, Set<string>>(modules.map((m) => [m, new Set()]));
    for (const [file, imports] of graph) {
      const from = unitOf(file);
      if (!used.has(from)) continue;
      for (const target of imports) {
        const to = unitOf(target);
        if (to !== from && to !== 'platform' && to !== 'root') used.get(from)!.add(to);
      }
    }
    for (const m of modules) {
      expect([...used.get(m)!].sort(), `modules/${m} imports`).toEqual([...(map.get(m) ?? [])].sort());
    }
  });
});

describe('the lint rule of the service modules', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  async function problems(file: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    return (result?.messages ?? []).map((m) => m.ruleId);
  }

  it('refuses a deep import into another module, from a module or the composition root', async () => {
    for (const [file, source] of [
      ['packages/server/src/modules/wallet/probe.ts', '../ledger/ledger.ts'],
      ['packages/server/src/app.ts', './modules/ledger/reconcile.ts'],
    ]) {
      const code = `import { x } from '${source}';\nexport const y = x;\n`;
      expect(await problems(file!, code), source).toContain('boundaries/server-module-imports');
    }
  }, 60_000);

  it('refuses an import from the platform into any module, even its index.ts', async () => {
    const code = "import { x } from '../modules/ledger/index.ts';\nexport const y = x;\n";
    expect(await problems('packages/server/src/platform/probe.ts', code)).toContain(
      'boundaries/server-module-imports',
    );
  }, 60_000);

  it("allows a module's own files, another module's index.ts and the platform", async () => {
    const code = [
      "import { a } from './balance.ts';",
      "import { b } from '../ledger/index.ts';",
      "import { c } from '../../platform/money.ts';",
      'export const x = [a, b, c];',
      '',
    ].join('\n');
    expect(await problems('packages/server/src/modules/wallet/probe.ts', code)).toEqual([]);
  }, 60_000);

  it("takes the contract's types from the package, not a path into its source", async () => {
    const code =
      "import type { components } from '../../../../api-client/src/generated/schema.ts';\nexport type X = components;\n";
    expect(await problems('packages/server/src/modules/wallet/probe.ts', code)).toContain(
      'no-restricted-imports',
    );
  }, 60_000);
});
