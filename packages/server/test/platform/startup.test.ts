/**
 * Production refuses to start without a real e-mail transport, and never with the development outbox
 * (DESIGN §4): the process exits at once with a clear message, before touching any database.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../../src/platform/config.ts';

async function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(serverRoot, 'src/main.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      // Should the check be missing, fail fast on an unreachable database, never start one.
      DATABASE_URL: 'postgres://invest:invest@127.0.0.1:9/invest',
      DATA_DIR: path.join(os.tmpdir(), 'invest-startup-test-unused'),
      PORT: '0',
      JOBS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

describe('starting in production', () => {
  it('refuses without SMTP_URL, saying so', async () => {
    const { code, output } = await start({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toContain('refusing to start');
    expect(output).toContain('NODE_ENV=production needs an e-mail transport: set SMTP_URL');
  });

  it('refuses DEV_OUTBOX=1, even with SMTP', async () => {
    const { code, output } = await start({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.invest.test:587',
      DEV_OUTBOX: '1',
    });
    expect(code).toBe(1);
    expect(output).toContain('DEV_OUTBOX is refused with NODE_ENV=production');
    expect(output).not.toContain('needs an e-mail transport');
  });

  it('refuses DEV_CLOCK=1 (the development clock), even when everything else is in order', async () => {
    const { code, output } = await start({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.invest.test:587',
      PLATFORM_IBAN: 'SI56191000000123438',
      DEV_CLOCK: '1',
    });
    expect(code).toBe(1);
    expect(output).toContain('refusing to start');
    expect(output).toContain('DEV_CLOCK is refused with NODE_ENV=production');
  });

  it('refuses production without the platform bank account', async () => {
    const { code, output } = await start({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.invest.test:587' });
    expect(code).toBe(1);
    expect(output).toContain('refusing to start');
    expect(output).toContain('PLATFORM_IBAN');
  });

  it('refuses production without TOTP_KEYS (the development key is public)', async () => {
    const { code, output } = await start({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.invest.test:587',
      PLATFORM_IBAN: 'SI56191000000123438',
    });
    expect(code).toBe(1);
    expect(output).toContain('refusing to start');
    expect(output).toContain('TOTP_KEYS must hold the keys');
  });

  it('gets past the start-up checks with SMTP, the bank account and the keys (and warns that SMS answer 501)', async () => {
    const { code, output } = await start({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.invest.test:587',
      PLATFORM_IBAN: 'SI56191000000123438',
      TOTP_KEYS: `1:${Buffer.alloc(32, 7).toString('base64')}`,
    });
    // It goes on to the database, which this test made unreachable.
    expect(code).toBe(1);
    expect(output).not.toContain('refusing to start');
    expect(output).toContain("answer 501 'not-implemented'");
  });

  it('takes the keys under their former name, OPERATOR_TOTP_KEYS', async () => {
    const { code, output } = await start({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.invest.test:587',
      PLATFORM_IBAN: 'SI56191000000123438',
      OPERATOR_TOTP_KEYS: `1:${Buffer.alloc(32, 7).toString('base64')}`,
    });
    expect(code).toBe(1);
    expect(output).not.toContain('refusing to start');
  });
});
