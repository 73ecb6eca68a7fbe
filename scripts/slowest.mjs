/**
 * Prints the ten slowest test files of each runner from their JSON reports (scripts/test.sh writes
 * them under test-reports/): Vitest's (per project, scripts/vitest-file-times.ts) and Playwright's (per project, all its tests'
 * attempts summed). A runner whose report is missing is skipped.
 * Usage: node scripts/slowest.mjs [reportDir]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-reports';
const TOP = 10;

function print(title, rows) {
  console.log(`\n${title}`);
  for (const [ms, name] of rows.sort((a, b) => b[0] - a[0]).slice(0, TOP))
    console.log(`${(ms / 1000).toFixed(1).padStart(7)}s  ${name}`);
}

// Written by scripts/vitest-file-times.ts, one per Vitest run (test.sh runs two): [{ file, project, ms }].
const vitestFiles = existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => /^vitest.*\.json$/.test(name))
      .sort()
  : [];
const byProject = new Map();
for (const name of vitestFiles)
  for (const { file, project, ms } of JSON.parse(readFileSync(path.join(dir, name), 'utf8'))) {
    if (!byProject.has(project)) byProject.set(project, []);
    byProject.get(project).push([ms, file]);
  }
for (const [project, rows] of byProject) print(`slowest Vitest files (${project})`, rows);

const playwrightFile = path.join(dir, 'playwright.json');
if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  const files = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) {
          const key = `${test.projectName ?? ''} ${here}`.trim();
          files.set(key, (files.get(key) ?? 0) + (result.duration ?? 0));
        }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  print(
    'slowest Playwright files (project, file)',
    [...files].map(([name, ms]) => [ms, name]),
  );
}
