/**
 * Proof with several processes, the CI scale (issue 25): three service processes on one embedded
 * PostgreSQL, concurrent investors spread round-robin, one process sent SIGTERM and another SIGKILL
 * mid-run and both restarted, then the bank invariant checked against the database. The scenario is
 * scripts/multi-process-scenario.ts, which `pnpm prod:smoke` runs at a larger scale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, runScenario } from '../../scripts/multi-process-scenario.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('several processes on one database', () => {
  it('keep the bank invariant while one drains on SIGTERM and another is killed, both restarted', async () => {
    const report = await runScenario({
      ownerUrl: t.database.connectionString,
      ownerPool: t.ownerPool,
      ports: [3300, 3301, 3302],
      investors: 8,
      receivables: 3,
      receivableEuros: 300,
      depositEuros: 200,
      afterRestartsMs: 500,
      // Parallel test files on two cores lag every event loop: shedding off, so every 503 must be a drain's.
      shedding: false,
      // The seed's past is the test clock's March; the job runner would spend the run catching up.
      // The drain must end by itself (code 0 below): the production cap of 25 s would cut one that
      // parallel test files on two cores slow down (seen once at load 40), and make it a flake.
      env: { JOBS: 'off', SHUTDOWN_TIMEOUT_MS: '90000' },
      log: (line) => console.log(line),
    });
    console.log(formatReport(report));
    expect(report.restarts.map((r) => [r.signal, r.exit])).toEqual([
      ['SIGTERM', 'code 0'],
      ['SIGKILL', 'signal SIGKILL'],
    ]);
    expect(report.acknowledged.register).toBe(8);
    expect(report.acknowledged.buy).toBeGreaterThan(10);
    expect(report.acknowledged.cancel).toBeGreaterThan(0);
    expect(report.acknowledged.withdraw).toBeGreaterThan(0);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.drain503 + report.connectionErrors).toBeGreaterThan(0);
    expect(report.dropped).toBeGreaterThan(0);
    expect(report.checks.length).toBeGreaterThanOrEqual(11);
  }, 400_000);
});
