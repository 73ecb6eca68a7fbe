/**
 * The investor's passkeys (issue 23, docs/decisions/0026-passkeys.md): adding one needs a step-up
 * confirmation of PASSKEY_CHANGE (the SMS code, the authenticator app or a recovery code, or a passkey
 * already added), as removing one does — recovery codes therefore remove passkeys when every device is
 * lost. The passkey is named by the device of the request that added it (the sessions list's parser,
 * src/modules/account/sessions.ts) until renamed; the investor is e-mailed, in the profile's language,
 * which device was added or removed. The WebAuthn work is src/modules/verification/passkeys.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@invest/api-client';
import { recordAudit, type AuditRequest } from '../../platform/audit.ts';
import { withTransaction } from '../../platform/db/pool.ts';
import type { Language } from '../../platform/messages.ts';
import { sendEmail } from '../../platform/outbox.ts';
import type { Deps } from '../../platform/http/types.ts';
import {
  checkStepUp,
  deletePasskey,
  insertPasskey,
  listPasskeys,
  MAX_PASSKEYS,
  passkeyCount,
  passkeyLimit,
  spendStepUp,
  startPasskeyRegistration,
  verifyPasskeyRegistration,
  type PasskeyRegistration,
  type StepUpCode,
} from '../verification/index.ts';
import { accountHolder, stepUpCheck } from './account-security.ts';
import { deviceWords, passkeyChangedEmail } from './messages.ts';
import { deviceOf, type Device } from './sessions.ts';

type Passkey = components['schemas']['Passkey'];

/**
 * A new passkey's name in the owner's language, as the app names a signed-in device: "Chrome on
 * macOS" / "Chrome v sistemu macOS", from the User-Agent; "Passkey" / "Ključ za dostop" when it names
 * nothing we know. The investor may rename it.
 */
export function deviceName(device: Device, language: Language = 'EN'): string {
  return deviceWords(device, language) ?? (language === 'SL' ? 'Ključ za dostop' : 'Passkey');
}

/** POST /passkeys/{userId}: after a PASSKEY_CHANGE confirmation, the options of an enrolment. */
export async function startInvestorPasskey(
  deps: Deps,
  request: AuditRequest,
  reply: FastifyReply,
  userId: number,
  given: StepUpCode,
) {
  const owner = { userId };
  const holder = await accountHolder(deps.db, userId);
  // 409 at the limit before the code is tried (startPasskeyRegistration checks again).
  if ((await passkeyCount(deps.db, owner)) >= MAX_PASSKEYS) throw passkeyLimit();
  const proof = await checkStepUp(deps, request, reply, userId, stepUpCheck('PASSKEY_CHANGE', given));
  return withTransaction(deps.db, async (tx) => {
    await spendStepUp(tx, deps.clock.now(), proof);
    return startPasskeyRegistration({ ...deps, db: tx }, owner, {
      name: holder.email,
      displayName: holder.firstName || holder.email,
    });
  });
}

/** PUT /passkeys/{userId}: the verified passkey stored, audited, e-mailed. */
export async function finishInvestorPasskey(
  deps: Deps,
  request: AuditRequest & Pick<FastifyRequest, 'headers'>,
  userId: number,
  body: PasskeyRegistration,
): Promise<Passkey> {
  const owner = { userId };
  const verified = await verifyPasskeyRegistration(deps, request, owner, body);
  const device = deviceOf(request.headers['user-agent']);
  return withTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const holder = await accountHolder(tx, userId, true);
    const passkey = await insertPasskey(tx, now, owner, verified, {
      name: body.name ?? deviceName(device, holder.language),
      device,
    });
    await recordAudit(tx, deps.clock, request, {
      action: 'passkey.added',
      userId,
      details: { keyId: passkey.id, backedUp: passkey.backedUp },
    });
    await sendEmail(tx, deps, {
      to: holder.email,
      ...passkeyChangedEmail(holder.language, holder.firstName, true, passkey),
      userId,
    });
    return passkey;
  });
}

/** DELETE /passkeys/{userId}/{passkeyId}: with a PASSKEY_CHANGE confirmation; answers the passkeys left. */
export async function removeInvestorPasskey(
  deps: Deps,
  request: AuditRequest,
  reply: FastifyReply,
  userId: number,
  passkeyId: string,
  given: StepUpCode,
): Promise<Passkey[]> {
  const owner = { userId };
  const proof = await checkStepUp(deps, request, reply, userId, stepUpCheck('PASSKEY_CHANGE', given));
  return withTransaction(deps.db, async (tx) => {
    await spendStepUp(tx, deps.clock.now(), proof);
    const holder = await accountHolder(tx, userId, true);
    const removed = await deletePasskey(tx, owner, passkeyId);
    await recordAudit(tx, deps.clock, request, {
      action: 'passkey.removed',
      userId,
      details: { keyId: removed.id },
    });
    await sendEmail(tx, deps, {
      to: holder.email,
      ...passkeyChangedEmail(holder.language, holder.firstName, false, removed),
      userId,
    });
    return listPasskeys(tx, owner);
  });
}
