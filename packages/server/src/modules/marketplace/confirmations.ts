/**
 * With two-factor authentication on, a purchase and a cancellation need a second factor (SPEC §4
 * "Balance-affecting actions need SMS confirmation"; decision 0013): the SMS code of a verification
 * bound to exactly that purchase (investment and amount) or cancellation (the user's investment), or
 * a code of the authenticator app. The code is checked before the effect (src/modules/verification/step-up.ts, a
 * preHandler) and an SMS code is spent in the effect's own transaction or statement.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../platform/db/pool.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import type { BodyOf, Deps } from '../../platform/http/types.ts';
import type { Language } from '../../platform/messages.ts';
import {
  checkSwitchedStepUp,
  sendUserCode,
  stepUpCodeOf,
  twoFactorOn,
  userCodeBinding,
  type CodeRequest,
  type SentCode,
} from '../verification/index.ts';
import { cancellationCodeSms, purchaseCodeSms } from './messages.ts';
import { eurosToCents } from '../../platform/money.ts';

const twoFactorOff = () =>
  new ApiError(422, 'something-wrong', 'Two-factor authentication is off: this action needs no code');

export function purchaseBinding(investmentId: number, amountCents: bigint): string {
  return userCodeBinding('PURCHASE_CONFIRMATION', String(investmentId), amountCents);
}

export function cancellationBinding(userInvestmentId: number): string {
  return userCodeBinding('CANCELLATION_CONFIRMATION', String(userInvestmentId));
}

async function phoneAndLanguage(db: Queryable, userId: number) {
  const { rows } = await db.query<{ phone: string; language: Language }>(
    'SELECT phone, language FROM users WHERE id = $1 AND closed_at IS NULL',
    [userId],
  );
  if (!rows[0]) throw notFound('Customer not found');
  return rows[0];
}

/** POST /tokenRequest/{Id} with PURCHASE_CONFIRMATION: the code of buying `amountCents` of the investment. */
export async function sendPurchaseCode(
  deps: Deps,
  request: CodeRequest,
  reply: FastifyReply,
  userId: number,
  investmentId: number,
  amountCents: bigint,
  isResend: boolean,
): Promise<SentCode> {
  if (!(await twoFactorOn(deps.db, userId))) throw twoFactorOff();
  const { rows } = await deps.db.query<{ number: string }>('SELECT number FROM receivables WHERE id = $1', [
    investmentId,
  ]);
  if (!rows[0]) throw notFound('No such investment');
  const { number } = rows[0];
  const { phone, language } = await phoneAndLanguage(deps.db, userId);
  return sendUserCode(
    deps,
    request,
    reply,
    { userId, purpose: 'PURCHASE_CONFIRMATION', binding: purchaseBinding(investmentId, amountCents) },
    { to: phone, text: (code, minutes) => purchaseCodeSms(language, code, amountCents, number, minutes) },
    { action: 'verification.code-sent', details: { purpose: 'PURCHASE_CONFIRMATION', resend: isResend } },
  );
}

/**
 * POST /tokenRequest/{Id} with CANCELLATION_CONFIRMATION: the code of cancelling one of the user's
 * investments (another's, or none, is 404: nothing is told of it).
 */
export async function sendCancellationCode(
  deps: Deps,
  request: CodeRequest,
  reply: FastifyReply,
  userId: number,
  userInvestmentId: number,
  isResend: boolean,
): Promise<SentCode> {
  if (!(await twoFactorOn(deps.db, userId))) throw twoFactorOff();
  const { rows } = await deps.db.query<{ number: string; amount_cents: string }>(
    `SELECT r.number, ui.amount_cents::text FROM user_investments ui JOIN receivables r ON r.id = ui.receivable_id
      WHERE ui.id = $1 AND ui.user_id = $2`,
    [userInvestmentId, userId],
  );
  if (!rows[0]) throw notFound();
  const { number, amount_cents } = rows[0];
  const { phone, language } = await phoneAndLanguage(deps.db, userId);
  return sendUserCode(
    deps,
    request,
    reply,
    { userId, purpose: 'CANCELLATION_CONFIRMATION', binding: cancellationBinding(userInvestmentId) },
    {
      to: phone,
      text: (code, minutes) => cancellationCodeSms(language, code, BigInt(amount_cents), number, minutes),
    },
    { action: 'verification.code-sent', details: { purpose: 'CANCELLATION_CONFIRMATION', resend: isResend } },
  );
}

/** The preHandlers: the code of a purchase or cancellation is checked before its effect. */
export function confirmationPreHandlers(deps: Deps) {
  return {
    async createUserInvestment(request: FastifyRequest, reply: FastifyReply) {
      const body = request.body as BodyOf<'createUserInvestment'>;
      await checkSwitchedStepUp(deps, request, reply, 'the purchase', {
        purpose: 'PURCHASE_CONFIRMATION',
        binding: purchaseBinding(body.investmentId, eurosToCents(body.amount)),
        given: stepUpCodeOf(body),
      });
    },
    async cancelUserInvestment(request: FastifyRequest, reply: FastifyReply) {
      const { id } = request.params as { id: number };
      const body = (request.body ?? {}) as {
        verificationId?: string;
        code?: string;
        authenticatorCode?: string;
      };
      await checkSwitchedStepUp(deps, request, reply, 'the cancellation', {
        purpose: 'CANCELLATION_CONFIRMATION',
        binding: cancellationBinding(id),
        given: stepUpCodeOf(body),
      });
    },
  };
}
