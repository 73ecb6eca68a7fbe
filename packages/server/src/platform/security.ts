import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * OWASP's Argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. `Algorithm` is an ambient const
 * enum, which isolated modules cannot read, hence the literal (Argon2id = 2).
 */
const ARGON2: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A real Argon2id hash of a random secret: unknown usernames are verified against it so a login for
 * a missing account costs the same as one with a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** SPEC §5: at least 8 characters, letters plus a number or symbol. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < 8) return 'The password must have at least 8 characters';
  if (!/\p{L}/u.test(password)) return 'The password must contain letters';
  if (!/[\p{N}\p{P}\p{S}]/u.test(password))
    return 'The password must contain a number or a symbol besides letters';
  return null;
}

/** An opaque secret with 256 random bits, URL-safe. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** SHA-256 of the lower-cased username: how usernames without a profile are keyed and shown. */
export function usernameDigest(username: string): Buffer {
  return sha256(username.toLowerCase());
}

/** The fixed public web client (interfaces.md): `Basic base64("invest-web:")`. */
export const WEB_CLIENT_ID = 'invest-web';

/** Checks an `Authorization: Basic …` header for the public web client (its secret is empty). */
export function isWebClient(header: string | undefined): boolean {
  if (!header) return false;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const expected = Buffer.from(`${WEB_CLIENT_ID}:`);
  const given = Buffer.from(decoded);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
