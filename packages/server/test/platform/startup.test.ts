/**
 * src/main.ts applies the start-up checks (their rules: test/platform/startup-checks.test.ts) before
 * touching any database: a refused configuration exits at once with every reason, a complete one goes
 * on to the database.
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
      // Should the checks be missing, fail fast on an unreachable database, never start one.
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
  it('refuses without real transports, the bank account and the keys, saying why', async () => {
    const { code, output } = await start({ NODE_ENV: 'production', DEV_CLOCK: '1' });
    expect(code).toBe(1);
    expect(output).toContain('refusing to start');
    expect(output).toContain('NODE_ENV=production needs an e-mail transport: set SMTP_URL');
    expect(output).toContain('NODE_ENV=production needs an SMS provider: set SMS_PROVIDER=infobip');
    expect(output).toContain('PLATFORM_IBAN');
    expect(output).toContain('TOTP_KEYS must hold the keys');
    expect(output).toContain('DEV_CLOCK is refused with NODE_ENV=production');
    // Refused before it tried the database.
    expect(output).not.toContain('ECONNREFUSED');
  });

  it('gets past the checks with SMTP, an SMS provider, the bank account and the keys', async () => {
    const { code, output } = await start({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.invest.test:587',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_MESSAGING_SERVICE_SID: 'MG0123',
      PLATFORM_IBAN: 'SI56191000000123438',
      TOTP_KEYS: `1:${Buffer.alloc(32, 7).toString('base64')}`,
    });
    // It goes on to the database, which this test made unreachable.
    expect(code).toBe(1);
    expect(output).not.toContain('refusing to start');
    expect(output).toContain('connect ECONNREFUSED 127.0.0.1:9');
  });
});
