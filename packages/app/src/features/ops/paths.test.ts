import { describe, expect, it } from 'vitest';
import { OPS_HOME, safeOpsPath } from './paths';

describe('safeOpsPath', () => {
  it('follows a console path with its query', () => {
    expect(safeOpsPath('/ops/investors/42')).toBe('/ops/investors/42');
    expect(safeOpsPath('/ops/audit?action=payout-approved')).toBe('/ops/audit?action=payout-approved');
  });

  it('goes to the first queue for anything else', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/ops/x',
      '//evil.example/ops',
      '/ops//evil.example',
      '/u/dashboard',
      '/opsx',
      '/ops/login?next=/ops/bank',
      'javascript:alert(1)',
    ]) {
      expect(safeOpsPath(next), String(next)).toBe(OPS_HOME);
    }
  });
});
