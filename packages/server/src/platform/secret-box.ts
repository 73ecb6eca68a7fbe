/**
 * Secrets the service must read back in clear (authenticator keys of operators and investors,
 * src/platform/totp-secrets.ts), stored encrypted at rest with AES-256-GCM under a key from the configuration
 * (TOTP_KEYS, src/platform/config.ts), so a copy of the database (a backup, a replica, a dump) does not let
 * anyone compute their codes.
 *
 * A sealed value is `key id (1 byte) ‖ nonce (12) ‖ ciphertext ‖ tag (16)`. The key id names the key
 * that sealed it, so keys can be rotated: put a new key first (it seals from then on), keep the old
 * ones after it (they still open), and the service re-seals every value under the first key at start
 * (src/platform/totp-secrets.ts sealStoredTotpSecrets); then the old key can go. The purpose is authenticated data,
 * so a value sealed for one purpose does not open as another.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface Keyring {
  /** The id of the key that seals (the first of TOTP_KEYS). */
  current: number;
  /** Every key that may open, by id (1–255): 32 bytes each. */
  keys: ReadonlyMap<number, Buffer>;
}

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Added length of a sealed value over its plaintext. */
export const SEALED_OVERHEAD = 1 + NONCE_BYTES + TAG_BYTES;

export function sealSecret(keyring: Keyring, purpose: string, plaintext: Uint8Array): Buffer {
  const key = keyring.keys.get(keyring.current);
  if (!key) throw new Error(`no key ${keyring.current} in the keyring`);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([keyring.current]), nonce, ciphertext, cipher.getAuthTag()]);
}

/** The key id a sealed value names. */
function sealedKeyId(sealed: Uint8Array): number {
  return sealed[0]!;
}

/** The plaintext; throws when the key is unknown or the value was altered (GCM tag). */
export function openSecret(keyring: Keyring, purpose: string, sealed: Uint8Array): Buffer {
  const value = Buffer.from(sealed);
  if (value.length <= SEALED_OVERHEAD) throw new Error('not a sealed secret');
  const key = keyring.keys.get(sealedKeyId(value));
  if (!key) throw new Error(`the secret is sealed with key ${sealedKeyId(value)}, which is not configured`);
  const decipher = createDecipheriv('aes-256-gcm', key, value.subarray(1, 1 + NONCE_BYTES));
  decipher.setAAD(Buffer.from(purpose, 'utf8'));
  decipher.setAuthTag(value.subarray(value.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(value.subarray(1 + NONCE_BYTES, value.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

/** The development key (public: it is in this file). */
export const DEV_KEY_ID = 1;
const DEV_KEY = Buffer.from('invest-development-totp-key-0001').toString('base64');

/**
 * TOTP_KEYS: `id:base64,id:base64,…` (ids 1–255, keys of 32 bytes, e.g. `openssl rand
 * -base64 32`); the first seals. Unset outside production: the development key below (public, so
 * production refuses to start without the variable, src/main.ts).
 */
export function keyringFrom(value: string | undefined): Keyring {
  const text = (value ?? '').trim() || `${DEV_KEY_ID}:${DEV_KEY}`;
  const keys = new Map<number, Buffer>();
  let current = 0;
  for (const entry of text.split(',').map((e) => e.trim())) {
    const match = /^(\d{1,3}):([A-Za-z0-9+/]+={0,2})$/.exec(entry);
    const id = Number(match?.[1]);
    const key = Buffer.from(match?.[2] ?? '', 'base64');
    if (!match || id < 1 || id > 255 || key.length !== 32)
      throw new Error('TOTP_KEYS is id:base64-of-32-bytes[,id:base64…] with ids 1 to 255');
    if (keys.has(id)) throw new Error(`TOTP_KEYS names key ${id} twice`);
    keys.set(id, key);
    current ||= id;
  }
  return { current, keys };
}
