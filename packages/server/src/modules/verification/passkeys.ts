/**
 * Passkeys (WebAuthn, FIDO2; docs/decisions/0026-passkeys.md): the credentials of investors and
 * operators (`passkeys`, migration 0037) and the challenges their browsers sign (`passkey_challenges`).
 * Verification is @simplewebauthn/server's; this file keeps what it needs: the relying party of the
 * configuration (PASSKEY_RP_ID, PASSKEY_ORIGINS), user verification required, resident keys.
 *
 * A challenge lives 5 minutes and is taken once, by ONE conditional UPDATE (`used_at IS NULL`) that
 * also checks its owner, purpose and binding: an assertion made for a challenge of one action (a
 * withdrawal of 100 € to one IBAN, bound as its SMS code would be: src/modules/verification/sms-codes.ts
 * userCodeBinding) finds no challenge when it is offered for another, and a replay finds it used.
 * The signature counter must go forward when it counts (both non-zero): a counter that goes
 * backwards means a cloned key, refused and audited (`passkey.counter-regressed`).
 *
 * Nothing of a credential or a challenge reaches the log or the audit log beyond the passkey's id.
 */
import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { components } from '@invest/api-client';
import { recordAudit, type AuditRequest } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import { randomSecret, sha256 } from '../../platform/security.ts';
import type { UserCodePurpose } from './sms-codes.ts';

export type PasskeyAssertion = components['schemas']['PasskeyAssertion'];
export type PasskeyRegistration = components['schemas']['PasskeyRegistration'];
type PasskeyJson = components['schemas']['Passkey'];

/** What a challenge is for: a sign-in, an enrolment, or the action of a token type. */
export type PasskeyPurpose = 'login' | 'operator-login' | 'registration' | UserCodePurpose;

/** Whose passkey: an investor's or an operator's. */
export type PasskeyOwner = { userId: number } | { operatorId: number };

export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const MAX_PASSKEYS = 10;

export const passkeyInvalid = (message = 'The passkey could not be verified; try again') =>
  new ApiError(422, 'passkey-invalid', message);
export const passkeyLimit = () =>
  new ApiError(409, 'passkey-limit', `At most ${MAX_PASSKEYS} passkeys can be added; remove one first`);

interface Deps {
  db: Queryable;
  clock: Clock;
  config: Pick<Config, 'passkeys'>;
}

function ownerColumns(owner: PasskeyOwner | null): [number | null, number | null] {
  if (owner === null) return [null, null];
  return 'userId' in owner ? [owner.userId, null] : [null, owner.operatorId];
}

const OWNER_SQL = 'user_id IS NOT DISTINCT FROM $2 AND operator_id IS NOT DISTINCT FROM $3';

/** The WebAuthn user handle of an owner: stable, opaque (no e-mail, no id in clear), 16 bytes. */
function userHandle(owner: PasskeyOwner): Uint8Array<ArrayBuffer> {
  const name = 'userId' in owner ? `invest-user:${owner.userId}` : `invest-operator:${owner.operatorId}`;
  return new Uint8Array(createHash('sha256').update(name).digest().subarray(0, 16));
}

async function storeChallenge(
  { db, clock }: Deps,
  owner: PasskeyOwner | null,
  purpose: PasskeyPurpose,
  binding: string,
  challenge: string,
): Promise<string> {
  const now = clock.now();
  const challengeId = randomSecret();
  const [userId, operatorId] = ownerColumns(owner);
  // The table keeps only what may still be asked for (and a day for the curious).
  await db.query('DELETE FROM passkey_challenges WHERE expires_at < $1', [
    new Date(now.getTime() - 86_400_000),
  ]);
  await db.query(
    `INSERT INTO passkey_challenges (id_hash, challenge, user_id, operator_id, purpose, binding, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      sha256(challengeId),
      challenge,
      userId,
      operatorId,
      purpose,
      binding,
      now,
      new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
    ],
  );
  return challengeId;
}

/**
 * Takes a challenge once (the UPDATE is the single use): the live one under this id for exactly this
 * owner, purpose and binding. Null when there is none (unknown, used, expired, another's, for another
 * action).
 */
async function takeChallenge(
  { db, clock }: Deps,
  challengeId: string,
  owner: PasskeyOwner | null,
  purpose: PasskeyPurpose,
  binding: string,
): Promise<string | null> {
  const now = clock.now();
  const [userId, operatorId] = ownerColumns(owner);
  const { rows } = await db.query<{ challenge: string }>(
    `UPDATE passkey_challenges SET used_at = $6
      WHERE id_hash = $1 AND ${OWNER_SQL} AND purpose = $4 AND binding = $5
        AND used_at IS NULL AND expires_at > $6
      RETURNING challenge`,
    [sha256(challengeId), userId, operatorId, purpose, binding, now],
  );
  return rows[0]?.challenge ?? null;
}

interface PasskeyRow {
  id: string;
  user_id: string | null;
  operator_id: string | null;
  credential_id: Buffer;
  public_key: Buffer;
  counter: string;
  transports: string[];
  backed_up: boolean;
  device_browser: string | null;
  device_os: string | null;
  device_mobile: boolean;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = `id, user_id::text, operator_id::text, credential_id, public_key, counter::text, transports,
  backed_up, device_browser, device_os, device_mobile, name, created_at, last_used_at`;

function toJson(row: PasskeyRow): PasskeyJson {
  return {
    id: row.id,
    name: row.name,
    device: { browser: row.device_browser, os: row.device_os, mobile: row.device_mobile },
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    backedUp: row.backed_up,
  };
}

async function ownRows(db: Queryable, owner: PasskeyOwner): Promise<PasskeyRow[]> {
  const [userId, operatorId] = ownerColumns(owner);
  const { rows } = await db.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM passkeys
      WHERE user_id IS NOT DISTINCT FROM $1 AND operator_id IS NOT DISTINCT FROM $2
      ORDER BY created_at DESC, id`,
    [userId, operatorId],
  );
  return rows;
}

/** The owner's passkeys, the newest first (the contract's `Passkey`). */
export async function listPasskeys(db: Queryable, owner: PasskeyOwner): Promise<PasskeyJson[]> {
  return (await ownRows(db, owner)).map(toJson);
}

/** How many passkeys the investor has (none: a challenge for an action has nothing to list). */
export async function passkeyCount(db: Queryable, owner: PasskeyOwner): Promise<number> {
  return (await ownRows(db, owner)).length;
}

/** One passkey of the owner's, or 404 (another's id answers as an unknown one). */
export async function ownPasskey(
  db: Queryable,
  owner: PasskeyOwner,
  passkeyId: string,
): Promise<PasskeyJson> {
  const [userId, operatorId] = ownerColumns(owner);
  const { rows } = await db.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM passkeys WHERE id = $1 AND ${OWNER_SQL}`,
    [passkeyId, userId, operatorId],
  );
  if (!rows[0]) throw notFound('No such passkey');
  return toJson(rows[0]);
}

export async function renamePasskey(
  db: Queryable,
  owner: PasskeyOwner,
  passkeyId: string,
  name: string,
): Promise<PasskeyJson> {
  const [userId, operatorId] = ownerColumns(owner);
  const { rows } = await db.query<PasskeyRow>(
    `UPDATE passkeys SET name = $4 WHERE id = $1 AND ${OWNER_SQL} RETURNING ${COLUMNS}`,
    [passkeyId, userId, operatorId, name.trim().slice(0, 64)],
  );
  if (!rows[0]) throw notFound('No such passkey');
  return toJson(rows[0]);
}

/** Deletes one of the owner's passkeys in `tx`; 404 for another's. Returns what it was. */
export async function deletePasskey(
  tx: Queryable,
  owner: PasskeyOwner,
  passkeyId: string,
): Promise<PasskeyJson> {
  const [userId, operatorId] = ownerColumns(owner);
  const { rows } = await tx.query<PasskeyRow>(
    `DELETE FROM passkeys WHERE id = $1 AND ${OWNER_SQL} RETURNING ${COLUMNS}`,
    [passkeyId, userId, operatorId],
  );
  if (!rows[0]) throw notFound('No such passkey');
  return toJson(rows[0]);
}

type CreationOptions = components['schemas']['PasskeyCreationOptions'];
type RequestOptions = components['schemas']['PasskeyRequestOptions'];

/**
 * The options of an enrolment (`navigator.credentials.create()`): a resident key with user
 * verification, the configured relying party, the owner's passkeys excluded; 409 at the limit.
 */
export async function startPasskeyRegistration(
  deps: Deps,
  owner: PasskeyOwner,
  user: { name: string; displayName: string },
): Promise<{ challengeId: string; options: CreationOptions }> {
  const existing = await ownRows(deps.db, owner);
  if (existing.length >= MAX_PASSKEYS) throw passkeyLimit();
  const { rpId, rpName } = deps.config.passkeys;
  const options = await generateRegistrationOptions({
    rpName,
    rpID: rpId,
    userName: user.name,
    userDisplayName: user.displayName,
    userID: userHandle(owner),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credential_id.toString('base64url'),
      transports: p.transports,
    })),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  const challengeId = await storeChallenge(deps, owner, 'registration', '', options.challenge);
  return { challengeId, options: options as CreationOptions };
}

/** A verified attestation: what insertPasskey stores. */
export interface NewPasskey {
  credentialId: Buffer;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
}

/**
 * Verifies the browser's answer to an enrolment's options (challenge taken once, origin, relying
 * party, user verification, attestation `none` or a verified one): 422 `passkey-invalid` otherwise.
 * Stores nothing: the caller inserts it (insertPasskey) in the transaction of its e-mail and audit.
 */
export async function verifyPasskeyRegistration(
  deps: Deps,
  request: AuditRequest,
  owner: PasskeyOwner,
  body: PasskeyRegistration,
): Promise<NewPasskey> {
  const challenge = await takeChallenge(deps, body.challengeId, owner, 'registration', '');
  const refuse = async (reason: 'challenge' | 'verification') => {
    await recordAudit(deps.db, deps.clock, request, {
      action: 'passkey.refused',
      ...auditOwner(owner, { purpose: 'registration', reason }),
    });
    return passkeyInvalid();
  };
  if (challenge === null) throw await refuse('challenge');
  const { rpId, origins } = deps.config.passkeys;
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: body.credential as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      requireUserPresence: true,
      requireUserVerification: true,
    });
  } catch {
    throw await refuse('verification');
  }
  if (!verified.verified) throw await refuse('verification');
  const info = verified.registrationInfo;
  return {
    credentialId: Buffer.from(info.credential.id, 'base64url'),
    publicKey: Buffer.from(info.credential.publicKey),
    counter: info.credential.counter,
    transports: (body.credential.response.transports ?? []).slice(0, 8),
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
  };
}

/**
 * Stores a verified passkey in `tx` under the owner, at most MAX_PASSKEYS (409, counted under a lock
 * of the owner's passkeys); a credential already enrolled answers 422 `passkey-invalid`.
 */
export async function insertPasskey(
  tx: Queryable,
  now: Date,
  owner: PasskeyOwner,
  passkey: NewPasskey,
  named: { name: string; device: { browser: string | null; os: string | null; mobile: boolean } },
): Promise<PasskeyJson> {
  const [userId, operatorId] = ownerColumns(owner);
  await tx.query('SELECT pg_advisory_xact_lock($1, $2::int)', [
    userId === null ? 73_160_255 : 73_160_254,
    userId ?? operatorId,
  ]);
  if ((await ownRows(tx, owner)).length >= MAX_PASSKEYS) throw passkeyLimit();
  const { rows } = await tx.query<PasskeyRow>(
    `INSERT INTO passkeys (user_id, operator_id, credential_id, public_key, counter, transports, device_type,
       backed_up, device_browser, device_os, device_mobile, name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (credential_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      userId,
      operatorId,
      passkey.credentialId,
      passkey.publicKey,
      passkey.counter,
      passkey.transports,
      passkey.deviceType,
      passkey.backedUp,
      named.device.browser,
      named.device.os,
      named.device.mobile,
      named.name.trim().slice(0, 64),
      now,
    ],
  );
  if (!rows[0]) throw passkeyInvalid('This passkey is already added');
  return toJson(rows[0]);
}

/**
 * A challenge for `navigator.credentials.get()`: with `owner`, bound to the action (`purpose`,
 * `binding`) and listing the owner's passkeys (404 when there is none); without, a sign-in's, listing
 * none (the browser offers what it holds for the relying party).
 */
export async function startPasskeyAssertion(
  deps: Deps,
  owner: PasskeyOwner | null,
  purpose: PasskeyPurpose,
  binding = '',
): Promise<{ challengeId: string; options: RequestOptions }> {
  const allow = owner === null ? [] : await ownRows(deps.db, owner);
  if (owner !== null && allow.length === 0) throw notFound('No passkey is added');
  const options = await generateAuthenticationOptions({
    rpID: deps.config.passkeys.rpId,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    allowCredentials: allow.map((p) => ({
      id: p.credential_id.toString('base64url'),
      transports: p.transports as NonNullable<
        Parameters<typeof generateAuthenticationOptions>[0]['allowCredentials']
      >[number]['transports'],
    })),
  });
  const challengeId = await storeChallenge(deps, owner, purpose, binding, options.challenge);
  return { challengeId, options: options as RequestOptions };
}

function auditOwner<T extends object>(
  owner: PasskeyOwner | null,
  details: T,
): { userId: number | null; details: T & { operatorId?: number } } {
  if (owner !== null && 'operatorId' in owner) {
    return { userId: null, details: { ...details, operatorId: owner.operatorId } };
  }
  return { userId: owner?.userId ?? null, details };
}

/** Why an assertion was refused, and whose passkey it named when it named one we know. */
export class PasskeyRefusal extends Error {
  readonly owner: PasskeyOwner | null;
  constructor(owner: PasskeyOwner | null) {
    super('passkey assertion refused');
    this.owner = owner;
  }
}

/**
 * Verifies an assertion: takes its challenge (for `owner` — null for a sign-in — with this purpose and
 * binding), finds the passkey (the owner's own; for a sign-in any investor's, for an operator's
 * sign-in `credentialOf`'s), checks signature, origin, relying party and user verification, then
 * moves the counter forward and notes the use in one conditional UPDATE. Every refusal is audited and
 * throws a PasskeyRefusal naming the passkey's owner when the credential was found. Returns the owner.
 */
export async function verifyPasskeyAssertion(
  deps: Deps,
  request: AuditRequest,
  assertion: PasskeyAssertion,
  expected: {
    owner: PasskeyOwner | null;
    purpose: PasskeyPurpose;
    binding?: string;
    /** Whose passkey a sign-in's must be: any investor's (`user`) or this operator's. */
    credentialOf?: 'user' | { operatorId: number };
  },
): Promise<{ owner: PasskeyOwner; passkeyId: string }> {
  const { owner, purpose, binding = '' } = expected;
  const audit = async (
    reason: 'challenge' | 'credential' | 'verification',
    whose: PasskeyOwner | null,
    passkeyId?: string,
  ) => {
    await recordAudit(deps.db, deps.clock, request, {
      action: 'passkey.refused',
      ...auditOwner(whose, { purpose, reason, ...(passkeyId ? { keyId: passkeyId } : {}) }),
    });
    return new PasskeyRefusal(whose);
  };
  const challenge = await takeChallenge(deps, assertion.challengeId, owner, purpose, binding);
  if (challenge === null) throw await audit('challenge', owner);

  const credentialId = Buffer.from(assertion.credential.rawId, 'base64url');
  const { rows } = await deps.db.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM passkeys WHERE credential_id = $1`,
    [credentialId],
  );
  const row = rows[0];
  const found: PasskeyOwner | null = row
    ? row.user_id !== null
      ? { userId: Number(row.user_id) }
      : { operatorId: Number(row.operator_id) }
    : null;
  const wanted = owner ?? expected.credentialOf ?? 'user';
  const belongs =
    found !== null &&
    (wanted === 'user'
      ? 'userId' in found
      : 'userId' in wanted
        ? 'userId' in found && found.userId === wanted.userId
        : 'operatorId' in found && found.operatorId === wanted.operatorId);
  if (!row || !belongs)
    throw await audit('credential', owner ?? (typeof wanted === 'object' ? wanted : null));

  const { rpId, origins } = deps.config.passkeys;
  let info;
  try {
    const verified = await verifyAuthenticationResponse({
      response: assertion.credential as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      // The counter is checked below, where a regression can be audited.
      credential: {
        id: row.credential_id.toString('base64url'),
        publicKey: new Uint8Array(row.public_key),
        counter: 0,
        transports: row.transports as never,
      },
      requireUserVerification: true,
    });
    if (!verified.verified) throw new Error('not verified');
    info = verified.authenticationInfo;
  } catch {
    throw await audit('verification', found, row.id);
  }

  const stored = Number(row.counter);
  const given = info.newCounter;
  const { rowCount } = await deps.db.query(
    `UPDATE passkeys SET counter = GREATEST(counter, $2), last_used_at = $3, backed_up = $4
      WHERE id = $1 AND (counter = 0 OR $2 = 0 OR counter < $2)`,
    [row.id, given, deps.clock.now(), info.credentialBackedUp],
  );
  if (rowCount !== 1) {
    await recordAudit(deps.db, deps.clock, request, {
      action: 'passkey.counter-regressed',
      ...auditOwner(found, { keyId: row.id, stored, given }),
    });
    throw new PasskeyRefusal(found);
  }
  return { owner: found!, passkeyId: row.id };
}
