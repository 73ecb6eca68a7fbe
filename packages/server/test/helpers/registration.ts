import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sha256 } from '../../src/platform/security.ts';
import type { TestApp } from './app.ts';

let sequence = 0;

/** A mobile number no other test of the file uses (the per-number SMS limits never meet). */
export function uniquePhone(): string {
  return `+38651${String(200000 + sequence++)}`;
}

/** The newest message of a channel to a recipient, from the outbox table. */
export async function lastMessage(t: TestApp, recipient: string, channel: 'sms' | 'email') {
  const { rows } = await t.pool.query<{ subject: string | null; body: string }>(
    'SELECT subject, body FROM outbox WHERE recipient = $1 AND channel = $2 ORDER BY id DESC LIMIT 1',
    [recipient, channel],
  );
  return rows[0];
}

/**
 * Creates a new personal investor through createCustomer. The phone confirmation it needs is written
 * straight into the table (the SMS round trip is registration.test.ts's subject, and whether SMS can be
 * sent depends on the configured transports). Returns createCustomer's response and the id of the
 * e-mail confirmation link.
 */
export async function registerInvestor(
  t: TestApp,
  email: string,
  password: string,
  inject: { remoteAddress?: string } = {},
): Promise<{ res: LightMyRequestResponse; confirmationId: string | null }> {
  const phone = uniquePhone();
  const verificationId = randomBytes(32).toString('base64url');
  const now = t.clock.now();
  await t.ownerPool.query(
    `INSERT INTO phone_verifications (id_hash, phone, code_hash, created_at, expires_at, verified_at)
     VALUES ($1, $2, $3, $4, $5, $4)`,
    [sha256(verificationId), phone, randomBytes(32), now, new Date(now.getTime() + 10 * 60 * 1000)],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/newCustomerMinimal',
    payload: {
      username: email,
      humanFirstName: 'Nina',
      humanLastName: 'Zupan',
      email,
      telephone: phone,
      dateOfBirth: { dayOfMonth: 3, month: 4, year: 1988 },
      password,
      address: {
        unitNumber: null,
        streetName: 'Slovenska cesta',
        streetNumber: '12',
        postalCode: '1000',
        townOrSuburb: 'Ljubljana',
        regionOrState: 'Slovenia',
      },
      investorType: 'Personal',
      phoneVerificationId: verificationId,
    },
    ...inject,
  });
  const mail = await lastMessage(t, email, 'email');
  const confirmationId = /verificationId=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] ?? null;
  return { res, confirmationId };
}
