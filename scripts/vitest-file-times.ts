/**
 * A Vitest reporter that records how long each test file took (as the default reporter prints it:
 * hooks and tests, without the worker's start) with its project, for scripts/slowest.mjs. Writes
 * VITEST_FILE_TIMES (a JSON file) when the run ends.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class FileTimes implements Reporter {
  private readonly rows: { file: string; project: string; ms: number }[] = [];

  onTestModuleEnd(testModule: TestModule): void {
    this.rows.push({
      file: path.relative(process.cwd(), testModule.moduleId),
      project: testModule.project.name,
      ms: Math.round(testModule.diagnostic().duration),
    });
  }

  onTestRunEnd(): void {
    const out = process.env.VITEST_FILE_TIMES;
    if (!out) return;
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(this.rows));
  }
}
