/**
 * Operator calls for originators and receivables (`/api/ops/originators`, `/api/ops/receivables…`):
 * add and list originators, list a receivable on the marketplace, read receivables and their holders.
 * Operator routes authenticate with requireOperator (src/auth.ts); every change is audited with the
 * operator as actor, in the transaction of the change.
 */
import { recordAudit } from '../audit.ts';
import { withTransaction, type Queryable } from '../db/pool.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { eurosToCents } from '../ledger.ts';
import { percentToBp } from '../interest.ts';
import {
  listOpsReceivables,
  listOriginators,
  listReceivableHolders,
  marketplaceToday,
  opsReceivable,
  ORIGINATOR_COLUMNS,
  originatorJson,
  type OpsReceivable,
} from '../marketplace.ts';
import { operatorId } from './ops.ts';
import type { Deps, Handlers } from './types.ts';

const originatorExists = () =>
  new ApiError(409, 'originator-exists', 'An originator of that name exists already');
const receivableExists = () =>
  new ApiError(409, 'receivable-exists', 'A receivable with that number exists already');

/** The receivable as the operator sees it (the answer of every operator call on one), or 404. */
export async function receivableOr404(db: Queryable, id: number): Promise<OpsReceivable> {
  const receivable = await opsReceivable(db, id);
  if (!receivable) throw notFound('No such receivable');
  return receivable;
}

export function receivableOpsHandlers({ db, clock }: Deps): Handlers {
  return {
    async listOriginators(request) {
      const { limit = 20, offset = 0 } = request.query;
      return listOriginators(db, limit, offset);
    },

    async createOriginator(request, reply) {
      const operator = operatorId(request);
      const b = request.body;
      const created = await withTransaction(db, async (tx) => {
        // Names are unique case-insensitively (originators_name_key); a taken one inserts nothing.
        const { rows } = await tx.query(
          `INSERT INTO originators (name, country_code, partner_since, failure_score, credit_ranking, company_size,
             employees, total_income_cents, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT DO NOTHING
           RETURNING ${ORIGINATOR_COLUMNS}`,
          [
            b.name.trim(),
            b.countryCode,
            b.partnerSince ?? null,
            b.failureScore ?? null,
            b.ranking ?? null,
            b.companySize ?? null,
            b.noOfEmployees ?? null,
            b.totalIncome === undefined ? null : eurosToCents(b.totalIncome).toString(),
            operator,
            clock.now(),
          ],
        );
        const row = rows[0];
        if (!row) throw originatorExists();
        await recordAudit(tx, clock, request, {
          action: 'originator.created',
          userId: null,
          actor: `operator:${operator}`,
          details: { originatorId: Number(row.id) },
        });
        return row;
      });
      reply.code(201);
      return originatorJson(created);
    },

    async listReceivables(request) {
      const { state, limit = 20, offset = 0 } = request.query;
      return listOpsReceivables(db, { state, limit, offset });
    },

    async createReceivable(request, reply) {
      const operator = operatorId(request);
      const b = request.body;
      const today = marketplaceToday(clock);
      // ISO dates compare as text.
      if (b.issueDate > today)
        throw badRequest(`issueDate ${b.issueDate} is in the future (today is ${today})`);
      if (b.maturityDate <= b.issueDate)
        throw badRequest(`maturityDate ${b.maturityDate} must be after issueDate ${b.issueDate}`);
      if (b.maturityDate < today)
        throw badRequest(`maturityDate ${b.maturityDate} is in the past (today is ${today})`);
      const id = await withTransaction(db, async (tx) => {
        const { rowCount } = await tx.query('SELECT 1 FROM originators WHERE id = $1', [b.originatorId]);
        if (rowCount !== 1) throw notFound('No such originator');
        const totalCents = eurosToCents(b.totalAmount);
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO receivables (number, originator_id, type, total_cents, available_cents, interest_rate_bp, rank,
             issued_on, maturity_on, original_maturity_on, protection, country, listed_at, created_by)
           VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12)
           ON CONFLICT (number) DO NOTHING
           RETURNING id::text`,
          [
            b.number,
            b.originatorId,
            b.type,
            totalCents.toString(),
            percentToBp(b.interestRate),
            b.rank,
            b.issueDate,
            b.maturityDate,
            b.protection,
            b.country,
            clock.now(),
            operator,
          ],
        );
        if (!rows[0]) throw receivableExists();
        const receivableId = Number(rows[0].id);
        await recordAudit(tx, clock, request, {
          action: 'receivable.created',
          userId: null,
          actor: `operator:${operator}`,
          details: { receivableId, originatorId: b.originatorId, totalCents: Number(totalCents) },
        });
        return receivableId;
      });
      reply.code(201);
      return receivableOr404(db, id);
    },

    async getReceivable(request) {
      return receivableOr404(db, request.params.id);
    },

    async listReceivableHolders(request) {
      const { id } = request.params;
      const { limit = 20, offset = 0 } = request.query;
      const { rowCount } = await db.query('SELECT 1 FROM receivables WHERE id = $1', [id]);
      if (rowCount !== 1) throw notFound('No such receivable');
      return listReceivableHolders(db, id, limit, offset);
    },
  };
}
