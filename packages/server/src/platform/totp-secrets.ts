/**
 * Where authenticator (TOTP) secrets are stored, and how: sealed (src/platform/secret-box.ts) under the keys
 * of TOTP_KEYS (src/platform/config.ts), each kind with a purpose of its own, so a secret copied from one
 * table to the other does not open. Operators' secrets are sealed since migration 0017, investors'
 * since migration 0019. A 20-byte value is a secret in clear from before: it still works, and the
 * service seals it, and re-seals values under a key that is no longer the first (rotation), at every
 * start before it serves (sealStoredTotpSecrets).
 */
import { withTransaction, type Pool } from './db/pool.ts';
import { openSecret, sealSecret, type Keyring } from './secret-box.ts';
import { TOTP_SECRET_BYTES } from './totp.ts';

/** The tables that keep secrets: their key column, secret column and sealing purpose (fixed names). */
const STORES = {
  operator: { table: 'operators', key: 'id', column: 'totp_secret', purpose: 'operator-totp' },
  investor: { table: 'authenticators', key: 'user_id', column: 'secret', purpose: 'investor-totp' },
} as const;
export type TotpSecretOwner = keyof typeof STORES;

/** The secret as stored: sealed under the first key. */
export function sealTotpSecret(keyring: Keyring, owner: TotpSecretOwner, secret: Uint8Array): Buffer {
  return sealSecret(keyring, STORES[owner].purpose, secret);
}

/** The secret in clear, from the stored value (sealed, or in clear from before sealing). */
export function openTotpSecret(keyring: Keyring, owner: TotpSecretOwner, stored: Buffer): Buffer {
  return stored.length === TOTP_SECRET_BYTES ? stored : openSecret(keyring, STORES[owner].purpose, stored);
}

/**
 * Seals every `owner` secret still in clear and re-seals those under a key other than the first, in
 * one transaction as the owner of the schema; how many changed. Only those rows are read and locked
 * (a sealed value starts with its key id), so a start with nothing to do touches no investor's row.
 */
export async function sealStoredTotpSecrets(
  pool: Pool,
  keyring: Keyring,
  owner: TotpSecretOwner,
): Promise<number> {
  const { table, key, column } = STORES[owner];
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ key: string; secret: Buffer }>(
      `SELECT ${key}::text AS key, ${column} AS secret FROM ${table}
        WHERE length(${column}) = $1 OR get_byte(${column}, 0) <> $2
        ORDER BY ${key} FOR UPDATE`,
      [TOTP_SECRET_BYTES, keyring.current],
    );
    for (const row of rows) {
      await tx.query(`UPDATE ${table} SET ${column} = $2 WHERE ${key} = $1`, [
        row.key,
        sealTotpSecret(keyring, owner, openTotpSecret(keyring, owner, row.secret)),
      ]);
    }
    return rows.length;
  });
}
