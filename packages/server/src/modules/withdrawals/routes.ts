/**
 * The investor's withdrawals (SPEC §2 Withdrawals panel, §4, §5, §7): the SMS code that confirms one
 * (POST /tokenRequest/{Id}, WITHDRAWAL_CONFIRMATION; its other token types are the account's step-up
 * codes, src/modules/account/account-security.ts), the list and the withdrawal itself. The rules
 * live in src/modules/withdrawals/withdrawals.ts; the `{userId}`/`{Id}` is the caller's own (x-owner, checked before).
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { accountActionBinding, sendStepUpCode } from '../account/index.ts';
import { sendStrategyCode, strategyConfirmationBinding } from '../auto-invest/index.ts';
import {
  cancellationConfirmationBinding,
  purchaseConfirmationBinding,
  sendCancellationCode,
  sendPurchaseCode,
} from '../marketplace/index.ts';
import { startPasskeyAssertion, stepUpCodeOf, type StepUpCode } from '../verification/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { eurosToCents } from '../../platform/money.ts';
import { realNow } from '../../platform/clock.ts';
import {
  changePayoutAccount,
  payoutAccount,
  payoutAccountChangeSubject,
  payoutAccountJson,
  sendPayoutAccountCode,
} from './payout-account.ts';
import {
  cancelWithdrawal,
  checkWithdrawalPasskey,
  countWithdrawalCodeAttempt,
  createWithdrawal,
  sendWithdrawalCode,
  withdrawalJson,
  withdrawalSubject,
  type PasskeyConfirmed,
} from './withdrawals.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
import { hasStoredResponse } from '../../platform/http/idempotency.ts';
import type { BodyOf, Deps, Handlers, OperationId } from '../../platform/http/types.ts';

/**
 * ORDER BY of each sort (whitelisted: never built from the request's text), as the deposits list:
 * ties fall back to the newest first and the id makes the order total.
 */
const WITHDRAWAL_ORDER: Record<'date' | 'amount' | 'status', Record<'asc' | 'desc', string>> = {
  date: { asc: 'requested_at ASC, id ASC', desc: 'requested_at DESC, id DESC' },
  amount: {
    asc: 'amount_cents ASC, requested_at DESC, id DESC',
    desc: 'amount_cents DESC, requested_at DESC, id DESC',
  },
  // The investor's status: SENT reads PENDING (src/modules/withdrawals/withdrawals.ts withdrawalJson).
  status: {
    asc: `(CASE status WHEN 'SENT' THEN 'PENDING' ELSE status END) ASC, requested_at DESC, id DESC`,
    desc: `(CASE status WHEN 'SENT' THEN 'PENDING' ELSE status END) DESC, requested_at DESC, id DESC`,
  },
};

type TokenRequest = BodyOf<'requestVerificationCode'>;

/** What a withdrawal's passkey confirmed in the preHandler, for its handler (as rememberStepUp). */
const passkeysConfirmed = new WeakMap<FastifyRequest, PasskeyConfirmed>();
/** The fields that name an action: a code request's and a passkey challenge's (the same rules). */
type ActionRequest = Pick<TokenRequest, keyof typeof CODE_SUBJECTS | 'tokenType'>;

/** The fields of a code request that name what its code confirms, and the token types that take each. */
const CODE_SUBJECTS: Record<
  'amount' | 'iban' | 'holderName' | 'investmentId' | 'strategy',
  ReadonlyArray<TokenRequest['tokenType']>
> = {
  amount: ['WITHDRAWAL_CONFIRMATION', 'PURCHASE_CONFIRMATION'],
  iban: ['PAYOUT_ACCOUNT_CHANGE'],
  holderName: ['PAYOUT_ACCOUNT_CHANGE'],
  investmentId: ['PURCHASE_CONFIRMATION', 'CANCELLATION_CONFIRMATION'],
  strategy: ['AUTO_INVEST_CONFIRMATION'],
};

/** 400 for a field the token type does not take, or one it needs but lacks. */
function onlyWith(body: ActionRequest, tokenType: TokenRequest['tokenType']): void {
  for (const [field, types] of Object.entries(CODE_SUBJECTS)) {
    const given = body[field as keyof typeof CODE_SUBJECTS] !== undefined;
    const wanted = types.includes(tokenType);
    if (given && !wanted) throw badRequest(`body.${field} is allowed only with ${types.join(' or ')}`);
    if (!given && wanted) throw badRequest(`body.${field} is required with ${tokenType}`);
  }
}

export function withdrawalHandlers(deps: Deps): Handlers {
  const { db } = deps;

  /**
   * What the confirmation of an action is bound to, as its SMS code would be (each module's one
   * computation, with the rules that refuse the action before anything is sent).
   */
  async function actionBinding(userId: number, body: ActionRequest): Promise<string> {
    const { tokenType, amount, iban, holderName, investmentId, strategy } = body;
    onlyWith(body, tokenType);
    switch (tokenType) {
      case 'WITHDRAWAL_CONFIRMATION':
        return (await withdrawalSubject(db, deps.clock, userId, eurosToCents(amount!))).binding;
      case 'PAYOUT_ACCOUNT_CHANGE':
        return (await payoutAccountChangeSubject(db, userId, { iban: iban!, holderName: holderName! }))
          .binding;
      case 'PURCHASE_CONFIRMATION':
        return purchaseConfirmationBinding(db, userId, investmentId!, eurosToCents(amount!));
      case 'CANCELLATION_CONFIRMATION':
        return cancellationConfirmationBinding(db, userId, investmentId!);
      case 'AUTO_INVEST_CONFIRMATION':
        return strategyConfirmationBinding(db, userId, strategy!);
      default:
        return (await accountActionBinding(db, userId, tokenType)).binding;
    }
  }

  return {
    async requestPasskeyChallenge(request) {
      const userId = request.auth!.userId;
      const binding = await actionBinding(userId, request.body);
      return startPasskeyAssertion(deps, { userId }, request.body.tokenType, binding);
    },

    async requestVerificationCode(request, reply) {
      const { tokenType, isResend, amount, iban, holderName, investmentId, strategy } = request.body;
      const userId = request.auth!.userId;
      onlyWith(request.body, tokenType);
      switch (tokenType) {
        case 'WITHDRAWAL_CONFIRMATION':
          return sendWithdrawalCode(deps, request, reply, userId, eurosToCents(amount!), isResend);
        case 'PAYOUT_ACCOUNT_CHANGE':
          return sendPayoutAccountCode(
            deps,
            request,
            reply,
            userId,
            { iban: iban!, holderName: holderName! },
            isResend,
          );
        case 'PURCHASE_CONFIRMATION':
          return sendPurchaseCode(
            deps,
            request,
            reply,
            userId,
            investmentId!,
            eurosToCents(amount!),
            isResend,
          );
        case 'CANCELLATION_CONFIRMATION':
          return sendCancellationCode(deps, request, reply, userId, investmentId!, isResend);
        case 'AUTO_INVEST_CONFIRMATION':
          return sendStrategyCode(deps, request, reply, userId, strategy!, isResend);
        default:
          // Two-factor change, account deletion and password change (src/modules/account/account-security.ts).
          return sendStepUpCode(deps, request, reply, userId, tokenType, isResend);
      }
    },

    async getPayoutAccount(request) {
      const account = await payoutAccount(db, request.params.userId);
      return { payoutAccount: account && payoutAccountJson(account, realNow(deps.clock)) };
    },

    async changePayoutAccount(request, reply) {
      const { iban, holderName } = request.body;
      const account = await changePayoutAccount(
        deps,
        request,
        reply,
        request.auth!.userId,
        { iban, holderName },
        stepUpCodeOf(request.body) as StepUpCode,
      );
      return { payoutAccount: payoutAccountJson(account, realNow(deps.clock)) };
    },

    async listWithdrawals(request) {
      const { userId } = request.params;
      const { sort = 'date', direction = 'desc', limit = 20, offset = 0 } = request.query;
      const { rows } = await db.query<{
        id: string;
        status: 'PENDING' | 'SENT' | 'PROCESSED' | 'DECLINED' | 'CANCELLED';
        date: string;
        amount_cents: string;
      }>(
        `SELECT id, status, to_char(requested_at AT TIME ZONE $2, 'YYYY-MM-DD') AS date, amount_cents::text
           FROM withdrawals WHERE user_id = $1
          ORDER BY ${WITHDRAWAL_ORDER[sort][direction]}
          LIMIT $3 OFFSET $4`,
        [userId, PLATFORM_TIME_ZONE, limit, offset],
      );
      return rows.map((r) =>
        withdrawalJson({ id: r.id, status: r.status, date: r.date, amountCents: r.amount_cents }),
      );
    },

    async createWithdrawal(request, reply, tx) {
      const { body } = request;
      const confirmation =
        'passkey' in body
          ? { passkey: passkeysConfirmed.get(request) ?? null }
          : { verificationId: body.verificationId, code: body.code };
      const created = await createWithdrawal(
        deps,
        request,
        tx,
        request.auth!.userId,
        eurosToCents(body.amount),
        confirmation,
      );
      reply.code(201);
      return withdrawalJson(created);
    },

    async cancelWithdrawal(request, _reply, tx) {
      const { userId, withdrawalId } = request.params;
      return withdrawalJson(await cancelWithdrawal(deps, request, tx, userId, withdrawalId));
    },
  };
}

/**
 * Hooks that run after authentication, ownership and validation, before the handler (and before the
 * transaction src/platform/http/idempotency.ts opens for it). The withdrawal's SMS code try is counted here, in a
 * statement of its own, so the count survives the refusal that rolls the request back.
 */
export function withdrawalPreHandlers(deps: Deps): Partial<Record<OperationId, preHandlerAsyncHookHandler>> {
  return {
    async createWithdrawal(request: FastifyRequest) {
      const body = request.body as BodyOf<'createWithdrawal'>;
      if (request.auth === null) return;
      if ('passkey' in body) {
        // A replay of an answered Idempotency-Key gets its stored response: its challenge was used.
        if (await hasStoredResponse(deps.db, deps.clock, request)) return;
        const userId = request.auth.userId;
        const confirmed = await checkWithdrawalPasskey(
          deps,
          request,
          userId,
          eurosToCents(body.amount),
          body.passkey,
        );
        if (confirmed !== null) passkeysConfirmed.set(request, confirmed);
        return;
      }
      await countWithdrawalCodeAttempt(
        deps,
        request,
        request.auth.userId,
        body.verificationId,
        body.code,
        eurosToCents(body.amount),
      );
    },
  };
}
