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

/**
 * What a purchase's confirmation (its SMS code or a passkey's challenge) is bound to, once the
 * request is one to confirm: two-factor on, the investment known.
 */
async function purchaseSubject(db: Queryable, userId: number, investmentId: number, amountCents: bigint) {
  if (!(await twoFactorOn(db, userId))) throw twoFactorOff();
  const { rows } = await db.query<{ number: string }>('SELECT number FROM receivables WHERE id = $1', [
    investmentId,
  ]);
  if (!rows[0]) throw notFound('No such investment');
  return { number: rows[0].number, binding: purchaseBinding(investmentId, amountCents) };
}

/** The binding of a purchase's confirmation (POST /passkeyChallenge/{userId}), as its SMS code's. */
export async function purchaseConfirmationBinding(
  db: Queryable,
  userId: number,
  investmentId: number,
  amountCents: bigint,
): Promise<string> {
  return (await purchaseSubject(db, userId, investmentId, amountCents)).binding;
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
  const { number, binding } = await purchaseSubject(deps.db, userId, investmentId, amountCents);
  const { phone, language } = await phoneAndLanguage(deps.db, userId);
  return sendUserCode(
    deps,
    request,
    reply,
    { userId, purpose: 'PURCHASE_CONFIRMATION', binding },
    { to: phone, text: (code, minutes) => purchaseCodeSms(language, code, amountCents, number, minutes) },
    { action: 'verification.code-sent', details: { purpose: 'PURCHASE_CONFIRMATION', resend: isResend } },
  );
}

/** What a cancellation's confirmation is bound to: one of the user's own investments (else 404). */
async function cancellationSubject(db: Queryable, userId: number, userInvestmentId: number) {
  if (!(await twoFactorOn(db, userId))) throw twoFactorOff();
  const { rows } = await db.query<{ number: string; amount_cents: string }>(
    `SELECT r.number, ui.amount_cents::text FROM user_investments ui JOIN receivables r ON r.id = ui.receivable_id
      WHERE ui.id = $1 AND ui.user_id = $2`,
    [userInvestmentId, userId],
  );
  if (!rows[0]) throw notFound();
  return {
    number: rows[0].number,
    amountCents: BigInt(rows[0].amount_cents),
    binding: cancellationBinding(userInvestmentId),
  };
}

/** The binding of a cancellation's confirmation (POST /passkeyChallenge/{userId}), as its SMS code's. */
export async function cancellationConfirmationBinding(
  db: Queryable,
  userId: number,
  userInvestmentId: number,
): Promise<string> {
  return (await cancellationSubject(db, userId, userInvestmentId)).binding;
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
  const { number, amountCents, binding } = await cancellationSubject(deps.db, userId, userInvestmentId);
  const { phone, language } = await phoneAndLanguage(deps.db, userId);
  return sendUserCode(
    deps,
    request,
    reply,
    { userId, purpose: 'CANCELLATION_CONFIRMATION', binding },
    {
      to: phone,
      text: (code, minutes) => cancellationCodeSms(language, code, amountCents, number, minutes),
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
      const body = (request.body ?? {}) as Parameters<typeof stepUpCodeOf>[0];
      await checkSwitchedStepUp(deps, request, reply, 'the cancellation', {
        purpose: 'CANCELLATION_CONFIRMATION',
        binding: cancellationBinding(id),
        given: stepUpCodeOf(body),
      });
    },
  };
}
