/**
 * The investor's withdrawals (SPEC §2 Withdrawals panel, §4, §5, §7): the SMS code that confirms one
 * (POST /tokenRequest/{Id}, WITHDRAWAL_CONFIRMATION; its other token types are the account's step-up
 * codes, src/modules/account/account-security.ts), the list and the withdrawal itself. The rules
 * live in src/modules/withdrawals/withdrawals.ts; the `{userId}`/`{Id}` is the caller's own (x-owner, checked before).
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sendStepUpCode } from '../account/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { eurosToCents } from '../../platform/money.ts';
import {
  countWithdrawalCodeAttempt,
  createWithdrawal,
  sendWithdrawalCode,
  withdrawalJson,
} from './withdrawals.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
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

export function withdrawalHandlers(deps: Deps): Handlers {
  const { db } = deps;
  return {
    async requestVerificationCode(request, reply) {
      const { tokenType, isResend, amount } = request.body;
      if (tokenType !== 'WITHDRAWAL_CONFIRMATION') {
        if (amount !== undefined)
          throw badRequest('body.amount is allowed only with WITHDRAWAL_CONFIRMATION');
        // Two-factor change, account deletion and password change (src/modules/account/account-security.ts).
        return sendStepUpCode(deps, request, reply, request.auth!.userId, tokenType, isResend);
      }
      if (amount === undefined) throw badRequest('body.amount is required with WITHDRAWAL_CONFIRMATION');
      return sendWithdrawalCode(deps, request, reply, request.auth!.userId, eurosToCents(amount), isResend);
    },

    async listWithdrawals(request) {
      const { userId } = request.params;
      const { sort = 'date', direction = 'desc', limit = 20, offset = 0 } = request.query;
      const { rows } = await db.query<{
        id: string;
        status: 'PENDING' | 'SENT' | 'PROCESSED' | 'DECLINED';
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
      const { amount, verificationId, code } = request.body;
      const created = await createWithdrawal(deps, request, tx, request.auth!.userId, eurosToCents(amount), {
        verificationId,
        code,
      });
      reply.code(201);
      return withdrawalJson(created);
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
      if (request.auth === null || body.verificationId === undefined || body.code === undefined) return;
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
