/**
 * The operator's calls on investors, deductions and the audit log (`/api/ops/…`, issue 13). The rules
 * live in src/modules/back-office/back-office.ts and src/modules/back-office/audit-log.ts; balance and history are the investor's own
 * (src/modules/wallet/routes.ts), read for the investor the operator names.
 */
import { recordAudit } from '../../platform/audit.ts';
import { auditLogCsv, listAuditLog } from './audit-log.ts';
import {
  approveDeduction,
  blockInvestor,
  closeInvestor,
  investorProfile,
  listDeductions,
  rejectDeduction,
  requestDeduction,
  requireInvestor,
  restrictInvestor,
  searchInvestors,
  sendInactivityNotice,
  unblockInvestor,
} from './back-office.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { eurosToCents } from '../../platform/money.ts';
import { operatorId } from '../../platform/http/auth.ts';
import { depsInTransaction } from '../../platform/http/idempotency.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';
import { accountBalanceOf, accountHistoryPage } from '../wallet/index.ts';

async function profileOf(db: Queryable, clock: Clock, userId: number) {
  const profile = await investorProfile(db, userId, clock.now());
  if (!profile) throw notFound('No such investor');
  return profile;
}

export function backOfficeHandlers(deps: Deps): Handlers {
  const { db, clock } = deps;
  return {
    async listInvestors(request) {
      const { q, status, sort, direction, cursor, size = 20 } = request.query;
      return searchInvestors(db, { q, status, sort, direction, cursor, size, now: clock.now() });
    },

    async getInvestorProfile(request) {
      return profileOf(db, clock, request.params.id);
    },

    async getInvestorBalance(request) {
      await requireInvestor(db, request.params.id);
      return accountBalanceOf(deps, request.params.id);
    },

    async getInvestorHistory(request) {
      await requireInvestor(db, request.params.id);
      const { cursor, size = 20 } = request.query;
      return accountHistoryPage(db, request.params.id, cursor, size);
    },

    async blockInvestor(request) {
      await blockInvestor(deps, request, operatorId(request), request.params.id, request.body.reason);
      return profileOf(db, clock, request.params.id);
    },

    async unblockInvestor(request) {
      await unblockInvestor(deps, request, operatorId(request), request.params.id, request.body.reason);
      return profileOf(db, clock, request.params.id);
    },

    async restrictInvestor(request) {
      await restrictInvestor(deps, request, operatorId(request), request.params.id, request.body);
      return profileOf(db, clock, request.params.id);
    },

    async closeInvestor(request) {
      await closeInvestor(deps, request, operatorId(request), request.params.id, request.body.reason);
      return profileOf(db, clock, request.params.id);
    },

    async sendInactivityNotice(request) {
      await sendInactivityNotice(deps, request, operatorId(request), request.params.id);
      return profileOf(db, clock, request.params.id);
    },

    async createDeduction(request, reply, tx) {
      const { amount, reason } = request.body;
      const deduction = await requestDeduction(
        depsInTransaction(deps, tx),
        request,
        operatorId(request),
        request.params.id,
        eurosToCents(amount),
        reason,
      );
      reply.code(201);
      return deduction;
    },

    async listDeductions(request) {
      const { status, userId, cursor, size = 20 } = request.query;
      return listDeductions(db, { status, userId, cursor, size });
    },

    async approveDeduction(request, _reply, tx) {
      return approveDeduction(depsInTransaction(deps, tx), request, operatorId(request), request.params.id);
    },

    async rejectDeduction(request, _reply, tx) {
      const { id } = request.params;
      return rejectDeduction(
        depsInTransaction(deps, tx),
        request,
        operatorId(request),
        id,
        request.body.reason,
      );
    },

    async listAuditLog(request) {
      const { cursor, size = 20, ...filter } = request.query;
      return listAuditLog(db, filter, cursor, size);
    },

    /** The export itself is an operator action on personal data: audited with its filters. */
    async exportAuditLog(request, reply) {
      const operator = operatorId(request);
      const { csv, rows } = await auditLogCsv(db, request.query);
      await recordAudit(db, clock, request, {
        action: 'audit-log.exported',
        userId: null,
        actor: `operator:${operator}`,
        details: { rows, filters: new URLSearchParams(request.query as Record<string, string>).toString() },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  };
}
