/**
 * Request logs carry no secrets (reset-link ids, confirmation tokens) and no personal data (e-mail
 * addresses, phone numbers), wherever they sit: query, path or logged fields.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../src/app.ts';
import { redactUrl } from '../../src/platform/http/exposure.ts';
import { createTestApp, DEMO_USERS, testContract, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('request logs', () => {
  it('redact link ids, tokens, e-mail addresses and phone numbers', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const app = await buildApp({
      config: t.config,
      db: t.pool,
      clock: t.clock,
      logger: { ...(loggerOptions('debug') as object), stream },
      contract: testContract(),
    });
    const resetId = randomBytes(32).toString('base64url');
    const confirmationId = randomBytes(32).toString('base64url');
    const shortToken = 'tk-9f8e7d';
    const email = 'ana.secret+tag@example.si';
    const phone = '+38640765432';
    const secrets = [
      resetId,
      confirmationId,
      shortToken,
      email,
      encodeURIComponent(email),
      phone,
      '38640765432',
    ];
    const localPart = 'ana.secret';

    const requests: { method?: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { url: `/password-reset/${resetId}` },
      { url: `/register/final?verificationId=${confirmationId}&uid=7` },
      { url: `/login?token=${shortToken}&uid=7` },
      { url: `/api/existsCustomerByUsername?username=${encodeURIComponent(email)}` },
      { url: `/api/lostPassword?username=${email}` },
      { url: `/api/lostPassword?username=${DEMO_USERS.demo}` },
      { url: `/api/phone_verify?phone=${encodeURIComponent(phone)}` },
      { url: `/api/phone_verify?phone=${phone}` },
      { url: `/api/dev/outbox?to=${encodeURIComponent(phone)}` },
      { url: `/api/getCustomerByUsername?Username=${encodeURIComponent(email)}` },
      { url: `/api/customer/${encodeURIComponent(email)}` },
      { url: `/api/customer/${email}/x` },
      { method: 'POST', url: '/api/confirmEmail', payload: { verificationId: confirmationId } },
      {
        method: 'POST',
        url: '/api/newCustomerMinimal',
        payload: { email, username: email, telephone: phone },
      },
    ];
    for (const { method = 'GET', url, payload } of requests) await app.inject({ method, url, payload });
    // Fields the service might log itself, and a database error echoing a value.
    app.log.info({ username: email, body: { email, telephone: phone, phone } }, 'explicit fields');
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: `Key (lower(email::text))=(${email}) already exists.`,
    });
    app.log.error({ err: duplicate }, 'explicit error');
    await app.close();

    expect(output).toContain('explicit fields');
    expect(output).toContain('explicit error');
    expect(output).toContain('/password-reset/[redacted]');
    expect(output).toContain('/api/existsCustomerByUsername?username=[redacted]');
    expect(output).toContain('/api/phone_verify?phone=[redacted]');
    expect(output).toContain('/register/final?verificationId=[redacted]&uid=7');
    for (const secret of [...secrets, DEMO_USERS.demo, encodeURIComponent(DEMO_USERS.demo), localPart]) {
      expect(output, secret).not.toContain(secret);
    }
  });

  it('keep what is neither secret nor personal readable', () => {
    expect(redactUrl('/api/customer/42')).toBe('/api/customer/42');
    expect(redactUrl('/api/investments?sort=date&limit=10&offset=20')).toBe(
      '/api/investments?sort=date&limit=10&offset=20',
    );
    expect(redactUrl('/api/incomeStatement?from=2026-01-01&to=2026-12-31')).toBe(
      '/api/incomeStatement?from=2026-01-01&to=2026-12-31',
    );
    expect(redactUrl('/assets/index-DpL3xK9a.js')).toBe('/assets/index-DpL3xK9a.js');
    expect(redactUrl('/api/dev/outbox?to=a%40b.si')).toBe('/api/dev/outbox?to=[redacted]');
    expect(redactUrl('/api/x?note=call+%2B386+40+111+222')).toBe('/api/x?note=call+[redacted]');
  });
});
