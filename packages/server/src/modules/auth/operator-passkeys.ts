/**
 * Operators' passkeys (decision 0026): an operator may sign in at `/ops` with the password and a
 * passkey instead of the authenticator's code (POST /ops/oauth/token with `passkey`); adding and
 * removing one needs the operator's current authenticator code, which stays every operator's
 * always-present second factor. The WebAuthn work is src/modules/verification/passkeys.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { components } from '@invest/api-client';
import { recordAudit, type AuditRequest } from '../../platform/audit.ts';
import { realNow } from '../../platform/clock.ts';
import { withTransaction } from '../../platform/db/pool.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/types.ts';
import { verifyTotp } from '../../platform/totp.ts';
import { deviceName, deviceOf } from '../account/index.ts';
import {
  deletePasskey,
  insertPasskey,
  listPasskeys,
  PasskeyRefusal,
  startPasskeyRegistration,
  verifyPasskeyAssertion,
  verifyPasskeyRegistration,
  type PasskeyAssertion,
  type PasskeyRegistration,
} from '../verification/index.ts';
import { operatorTotpSecret } from './operators.ts';

type Passkey = components['schemas']['Passkey'];

const wrongCode = () => new ApiError(422, 'phone-confirmation-code-invalid', 'Wrong authenticator code');

/**
 * The operator's current authenticator code, used once (its step moves forward in one conditional
 * UPDATE, as at sign-in): 422 when wrong or already used.
 */
async function checkOperatorOtp(deps: Deps, operatorId: number, otp: string): Promise<void> {
  const { rows } = await deps.db.query<{ totp_secret: Buffer; totp_last_step: string; email: string }>(
    'SELECT totp_secret, totp_last_step, email FROM operators WHERE id = $1 AND disabled_at IS NULL',
    [operatorId],
  );
  const row = rows[0];
  if (!row) throw notFound('No such operator');
  const step = verifyTotp(
    operatorTotpSecret(deps.config.totpKeys, row.totp_secret),
    otp,
    realNow(deps.clock),
    Number(row.totp_last_step),
  );
  if (step === null) throw wrongCode();
  const { rowCount } = await deps.db.query(
    'UPDATE operators SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2',
    [operatorId, step],
  );
  if (rowCount !== 1) throw wrongCode();
}

async function operatorNames(deps: Deps, operatorId: number): Promise<{ email: string; name: string }> {
  const { rows } = await deps.db.query<{ email: string; name: string }>(
    'SELECT email, name FROM operators WHERE id = $1 AND disabled_at IS NULL',
    [operatorId],
  );
  if (!rows[0]) throw notFound('No such operator');
  return rows[0];
}

export function listOperatorPasskeys(deps: Deps, operatorId: number): Promise<Passkey[]> {
  return listPasskeys(deps.db, { operatorId });
}

/** POST /ops/passkeys: after the operator's current code, the options of an enrolment. */
export async function startOperatorPasskey(deps: Deps, operatorId: number, otp: string) {
  const { email, name } = await operatorNames(deps, operatorId);
  await checkOperatorOtp(deps, operatorId, otp);
  return startPasskeyRegistration(deps, { operatorId }, { name: email, displayName: name || email });
}

/** PUT /ops/passkeys: the verified passkey stored and audited. */
export async function finishOperatorPasskey(
  deps: Deps,
  request: AuditRequest & Pick<FastifyRequest, 'headers'>,
  operatorId: number,
  body: PasskeyRegistration,
): Promise<Passkey> {
  const owner = { operatorId };
  const verified = await verifyPasskeyRegistration(deps, request, owner, body);
  const device = deviceOf(request.headers['user-agent']);
  return withTransaction(deps.db, async (tx) => {
    const passkey = await insertPasskey(tx, deps.clock.now(), owner, verified, {
      name: body.name ?? deviceName(device),
      device,
    });
    await recordAudit(tx, deps.clock, request, {
      action: 'passkey.added',
      userId: null,
      actor: `operator:${operatorId}`,
      details: { keyId: passkey.id, backedUp: passkey.backedUp, operatorId },
    });
    return passkey;
  });
}

/** DELETE /ops/passkeys/{passkeyId}: with the operator's current code; answers the passkeys left. */
export async function removeOperatorPasskey(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  passkeyId: string,
  otp: string,
): Promise<Passkey[]> {
  const owner = { operatorId };
  await checkOperatorOtp(deps, operatorId, otp);
  return withTransaction(deps.db, async (tx) => {
    const removed = await deletePasskey(tx, owner, passkeyId);
    await recordAudit(tx, deps.clock, request, {
      action: 'passkey.removed',
      userId: null,
      actor: `operator:${operatorId}`,
      details: { keyId: removed.id, operatorId },
    });
    return listPasskeys(tx, owner);
  });
}

/** The `passkey` form field: a PasskeyAssertion as JSON text, or null when it is not one. */
function assertionOf(text: string): PasskeyAssertion | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const id = /^[A-Za-z0-9_-]{16,128}$/;
  const b64 = /^[A-Za-z0-9_-]{1,16384}$/;
  if (typeof value !== 'object' || value === null) return null;
  const { challengeId, credential } = value as { challengeId?: unknown; credential?: unknown };
  if (typeof challengeId !== 'string' || !id.test(challengeId)) return null;
  if (typeof credential !== 'object' || credential === null) return null;
  const { rawId, id: credentialId, type, response } = credential as Record<string, unknown>;
  if (typeof rawId !== 'string' || !b64.test(rawId) || credentialId !== rawId || type !== 'public-key')
    return null;
  if (typeof response !== 'object' || response === null) return null;
  const r = response as Record<string, unknown>;
  for (const field of ['clientDataJSON', 'authenticatorData', 'signature'] as const) {
    if (typeof r[field] !== 'string' || !b64.test(r[field])) return null;
  }
  if (r.userHandle !== undefined && typeof r.userHandle !== 'string') return null;
  return value as PasskeyAssertion;
}

/**
 * The operator's sign-in by passkey: the assertion (JSON text) for a challenge of
 * POST /ops/passkeyLogin/options, made by one of THIS operator's passkeys. The passkey's id, or null
 * when it is refused (the caller counts it as a wrong code).
 */
export async function operatorPasskeySignIn(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  text: string,
): Promise<string | null> {
  const assertion = assertionOf(text);
  if (assertion === null) return null;
  try {
    const signedIn = await verifyPasskeyAssertion(deps, request, assertion, {
      owner: null,
      purpose: 'operator-login',
      credentialOf: { operatorId },
    });
    return signedIn.passkeyId;
  } catch (err) {
    if (err instanceof PasskeyRefusal) return null;
    throw err;
  }
}
