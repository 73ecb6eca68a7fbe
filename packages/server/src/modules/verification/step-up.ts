/**
 * Step-up confirmation of a signed-in investor's action by a second factor: the SMS code of a
 * verification of the action's purpose (POST /tokenRequest/{Id}, src/modules/verification/sms-codes.ts), a code
 * of the investor's authenticator app (or one of its recovery codes, src/modules/verification/authenticator.ts),
 * or a passkey's assertion for a challenge bound to the action as its SMS code would be
 * (POST /passkeyChallenge/{userId}, src/modules/verification/passkeys.ts).
 *
 * Two steps, as for withdrawals: first the code is checked in statements of its own (an SMS code's
 * try is counted, never rolled back, and the fifth wrong one kills the code; an authenticator code is
 * checked and used up, its step moving only forward; a passkey's challenge is taken and its assertion
 * verified and used up the same way), then, in the transaction of the effect, an SMS code is spent, so a refusal by the effect rolls the spend back with it. A route whose transaction is
 * opened before its handler (an Idempotency-Key's) checks in a preHandler and keeps the proof on the
 * request (rememberStepUp); its handler takes it (takeStepUp) and spends it in its transaction.
 *
 * Which actions need it is decided by their modules: docs/decisions/0013-second-factor-and-payout-account.md.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit, type AuditRequest, type ConfirmedBy } from '../../platform/audit.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError } from '../../platform/errors.ts';
import { hasStoredResponse } from '../../platform/http/idempotency.ts';
import type { Deps } from '../../platform/http/types.ts';
import { checkAuthenticatorCode } from './authenticator.ts';
import { passkeyInvalid, PasskeyRefusal, verifyPasskeyAssertion, type PasskeyAssertion } from './passkeys.ts';
import {
  codeExpired,
  codeInvalid,
  SMS_CODE_MAX_ATTEMPTS,
  spendUserCode,
  tryUserCode,
  type UserCodePurpose,
} from './sms-codes.ts';

/** The purposes confirmed by either factor; a withdrawal's code is SMS only (bound to amount and IBAN). */
export type StepUpPurpose = Exclude<UserCodePurpose, 'WITHDRAWAL_CONFIRMATION'>;

/** The SMS code of a verification of the action's purpose. */
export interface SmsStepUpCode {
  verificationId: string;
  code: string;
}

/** A step-up confirmation: the SMS code, a code of the authenticator app (or a recovery code), or a passkey's assertion. */
export type StepUpCode = SmsStepUpCode | { authenticatorCode: string } | { passkey: PasskeyAssertion };

/** What is checked: the code given for `purpose`, under the purpose's binding (userCodeBinding). */
export interface StepUpCheck {
  purpose: StepUpPurpose;
  binding: string;
  given: StepUpCode;
}

/** A code that passed checkStepUp: what spendStepUp needs in the effect's transaction. */
export interface StepUpProof {
  readonly check: StepUpCheck;
  readonly userId: number;
  readonly confirmed: ConfirmedBy;
}

/** The confirmation in a request body that may carry one, or null when it carries none. */
export function stepUpCodeOf(body: {
  verificationId?: string;
  code?: string;
  authenticatorCode?: string;
  passkey?: PasskeyAssertion;
}): StepUpCode | null {
  if (body.passkey !== undefined) return { passkey: body.passkey };
  if (body.authenticatorCode !== undefined) return { authenticatorCode: body.authenticatorCode };
  if (body.verificationId !== undefined && body.code !== undefined)
    return { verificationId: body.verificationId, code: body.code };
  return null;
}

/**
 * Checks the code before the effect's transaction (pass nothing of that transaction): an SMS code's
 * try is counted and a wrong or expired one refused (422, audited); an authenticator code is checked
 * and used up (422 wrong, 429 throttled). A verification that is not live (unknown, of another
 * purpose or user, spent, superseded, dead) is left to spendStepUp, which refuses it.
 */
export async function checkStepUp(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  request: AuditRequest,
  reply: FastifyReply | undefined,
  userId: number,
  check: StepUpCheck,
): Promise<StepUpProof> {
  const { db, clock } = deps;
  const { given, purpose, binding } = check;
  if ('passkey' in given) {
    const keyId = await checkPasskeyStepUp(deps, request, userId, purpose, binding, given.passkey);
    return { check, userId, confirmed: { confirmedBy: 'passkey', keyId } };
  }
  if ('authenticatorCode' in given) {
    const keys = { clock, keyring: deps.config.totpKeys };
    await checkAuthenticatorCode(db, keys, request, reply, userId, given.authenticatorCode);
    return { check, userId, confirmed: { confirmedBy: 'authenticator' } };
  }
  const attempt = await tryUserCode(db, clock, { userId, purpose, binding, ...given });
  if (attempt && attempt.outcome !== 'verified') {
    await recordAudit(db, clock, request, {
      action: 'verification.code-refused',
      userId,
      details: { purpose, reason: attempt.outcome, attempts: attempt.attempts },
    });
    if (attempt.outcome === 'expired') throw codeExpired();
    throw codeInvalid(
      attempt.attempts < SMS_CODE_MAX_ATTEMPTS
        ? 'Wrong confirmation code'
        : 'Wrong confirmation code; request a new code',
    );
  }
  return { check, userId, confirmed: { confirmedBy: 'sms' } };
}

/**
 * A passkey's assertion for the action of `purpose` and `binding` (a withdrawal's too: its binding
 * carries amount and IBAN): its challenge is taken, the signature and counter checked, the use noted.
 * 422 `passkey-invalid` for any refusal (audited by verifyPasskeyAssertion). Returns the passkey's id.
 */
export async function checkPasskeyStepUp(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  request: AuditRequest,
  userId: number,
  purpose: UserCodePurpose,
  binding: string,
  assertion: PasskeyAssertion,
): Promise<string> {
  try {
    const { passkeyId } = await verifyPasskeyAssertion(deps, request, assertion, {
      owner: { userId },
      purpose,
      binding,
    });
    return passkeyId;
  } catch (err) {
    if (err instanceof PasskeyRefusal) {
      throw passkeyInvalid('The passkey does not confirm this action; confirm it again');
    }
    throw err;
  }
}

/** Spends a checked SMS code in the effect's transaction (an authenticator code or a passkey was used up already). */
export async function spendStepUp(tx: Queryable, now: Date, proof: StepUpProof): Promise<void> {
  const { given, purpose, binding } = proof.check;
  if ('authenticatorCode' in given || 'passkey' in given) return;
  await spendUserCode(tx, now, { userId: proof.userId, purpose, binding, ...given });
}

/** Both steps around an effect that runs in a transaction of its own. */
export async function withStepUpCode<T>(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  request: AuditRequest,
  userId: number,
  check: StepUpCheck,
  effect: (tx: Queryable, now: Date, confirmed: ConfirmedBy) => Promise<T>,
  reply?: FastifyReply,
): Promise<T> {
  const proof = await checkStepUp(deps, request, reply, userId, check);
  return withTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    await spendStepUp(tx, now, proof);
    return effect(tx, now, proof.confirmed);
  });
}

export const confirmationRequired = (what: string) =>
  new ApiError(
    422,
    'confirmation-code-required',
    `Two-factor authentication is on: confirm ${what} with a code`,
  );

/** Whether the investor switched two-factor authentication on (SPEC §4). */
export async function twoFactorOn(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ on: boolean }>(
    'SELECT two_factor_enabled AS on FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.on ?? false;
}

/**
 * The preHandler of an action the two-factor switch guards (decision 0013: a purchase, a
 * cancellation): with two-factor on, the request must carry a code of `purpose` for `binding`
 * (422 `confirmation-code-required`), which is checked here and kept for the handler to spend. A
 * replay of an answered Idempotency-Key is left to the key's wrapper: its code was spent the first time.
 */
export async function checkSwitchedStepUp(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
  check: { purpose: StepUpPurpose; binding: string; given: StepUpCode | null },
): Promise<void> {
  const userId = request.auth!.userId;
  if (!(await twoFactorOn(deps.db, userId))) return;
  if (await hasStoredResponse(deps.db, deps.clock, request)) return;
  const { given } = check;
  if (given === null) throw confirmationRequired(what);
  rememberStepUp(request, await checkStepUp(deps, request, reply, userId, { ...check, given }));
}

const proofs = new WeakMap<FastifyRequest, StepUpProof>();

/** Keeps a preHandler's proof for the request's handler. */
export function rememberStepUp(request: FastifyRequest, proof: StepUpProof): void {
  proofs.set(request, proof);
}

/** The proof a preHandler kept for this request, if any. */
export function takeStepUp(request: FastifyRequest): StepUpProof | null {
  return proofs.get(request) ?? null;
}
