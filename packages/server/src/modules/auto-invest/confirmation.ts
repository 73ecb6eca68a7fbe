/**
 * With two-factor authentication on, choosing a strategy needs a second factor (SPEC §4; decision
 * 0013): it authorises the provider to buy with the investor's balance. The SMS code is bound to the
 * strategy's type; the authenticator app's code stands in for it.
 */
import type { FastifyReply } from 'fastify';
import type { AuditRequest } from '../../platform/audit.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import type { Deps } from '../../platform/http/types.ts';
import type { Language } from '../../platform/messages.ts';
import {
  checkStepUp,
  confirmationRequired,
  sendUserCode,
  twoFactorOn,
  userCodeBinding,
  type StepUpCode,
  type StepUpProof,
  type CodeRequest,
  type SentCode,
} from '../verification/index.ts';
import { strategyCodeSms } from './messages.ts';

type StrategyType = 'SHORT_TERM' | 'LONG_TERM' | 'CUSTOM';

const strategyBinding = (type: StrategyType) => userCodeBinding('AUTO_INVEST_CONFIRMATION', type);

/** The binding of a strategy's confirmation (its SMS code, a passkey's challenge): two-factor must be on. */
export async function strategyConfirmationBinding(
  db: Queryable,
  userId: number,
  type: StrategyType,
): Promise<string> {
  if (!(await twoFactorOn(db, userId))) throw twoFactorOff();
  return strategyBinding(type);
}

const twoFactorOff = () =>
  new ApiError(422, 'something-wrong', 'Two-factor authentication is off: this action needs no code');

/** POST /tokenRequest/{Id} with AUTO_INVEST_CONFIRMATION: the code of choosing a strategy of `type`. */
export async function sendStrategyCode(
  deps: Deps,
  request: CodeRequest,
  reply: FastifyReply,
  userId: number,
  type: StrategyType,
  isResend: boolean,
): Promise<SentCode> {
  const binding = await strategyConfirmationBinding(deps.db, userId, type);
  const { rows } = await deps.db.query<{ phone: string; language: Language }>(
    'SELECT phone, language FROM users WHERE id = $1 AND closed_at IS NULL',
    [userId],
  );
  if (!rows[0]) throw notFound('Customer not found');
  const { phone, language } = rows[0];
  return sendUserCode(
    deps,
    request,
    reply,
    { userId, purpose: 'AUTO_INVEST_CONFIRMATION', binding },
    { to: phone, text: (code, minutes) => strategyCodeSms(language, code, type, minutes) },
    { action: 'verification.code-sent', details: { purpose: 'AUTO_INVEST_CONFIRMATION', resend: isResend } },
  );
}

/**
 * The confirmation of choosing a strategy, checked before the choice's transaction (which spends an
 * SMS code): null with two-factor off, else 422 `confirmation-code-required` without a code.
 */
export async function confirmStrategy(
  deps: Deps,
  request: AuditRequest,
  reply: FastifyReply,
  userId: number,
  type: StrategyType,
  given: StepUpCode | null,
): Promise<StepUpProof | null> {
  if (!(await twoFactorOn(deps.db, userId))) return null;
  if (given === null) throw confirmationRequired('the strategy');
  return checkStepUp(deps, request, reply, userId, {
    purpose: 'AUTO_INVEST_CONFIRMATION',
    binding: strategyBinding(type),
    given,
  });
}
