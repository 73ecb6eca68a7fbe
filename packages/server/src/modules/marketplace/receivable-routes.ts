/**
 * Operator calls for originators and receivables (`/api/ops/originators`, `/api/ops/receivables…`):
 * add and list originators, list a receivable on the marketplace, read receivables and their holders.
 * Operator routes authenticate with requireOperator (src/platform/http/auth.ts); every change is audited with the
 * operator as actor, in the transaction of the change.
 */
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { recordAudit } from '../../platform/audit.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError, badRequest, notFound } from '../../platform/errors.ts';
import { eurosToCents } from '../../platform/money.ts';
import { percentToBp } from './interest.ts';
import { receivableStateConflict } from './lifecycle.ts';
import {
  listOpsReceivables,
  listOriginators,
  listReceivableHolders,
  ORIGINATOR_COLUMNS,
  originatorJson,
  receivableOr404,
} from './marketplace.ts';
import { platformToday } from '../../platform/calendar.ts';
import { operatorId } from '../../platform/http/auth.ts';
import type { BodyOf, Deps, Handlers } from '../../platform/http/types.ts';

const originatorExists = () =>
  new ApiError(409, 'originator-exists', 'An originator of that name exists already');
const originatorIbanExists = () =>
  new ApiError(409, 'originator-iban-exists', 'Another originator has this IBAN');
const invalidIban = (iban: string) =>
  new ApiError(400, 'invalid-iban', `${iban} is not a valid IBAN (check digits or the country's format)`);
const receivableExists = () =>
  new ApiError(409, 'receivable-exists', 'A receivable with that number exists already');
const hasPurchases = () =>
  new ApiError(
    409,
    'receivable-has-purchases',
    'Investors have bought from this receivable: its terms can no longer be changed',
  );

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;
/** Which unique index refused an originator: its IBAN's, else its name's. */
const originatorConflict = (error: unknown) =>
  (error as { constraint?: string }).constraint === 'originators_iban_key'
    ? originatorIbanExists()
    : originatorExists();

/**
 * The IBAN as the bank writes it in a statement (electronic format), so a credit from it is
 * recognised; one that is not a valid IBAN is refused (ibantools: check digits, the country's format).
 */
function originatorIban(typed: string | undefined): string | null {
  if (typed === undefined) return null;
  const iban = electronicFormatIBAN(typed) ?? '';
  if (!isValidIBAN(iban)) throw invalidIban(typed.trim());
  return iban;
}

type OriginatorBody = BodyOf<'createOriginator'>;
type ReceivableBody = BodyOf<'createReceivable'>;

/** The originator's columns as a request sets them (absent optional fields are empty). */
function originatorValues(b: OriginatorBody) {
  return {
    name: b.name.trim(),
    country_code: b.countryCode,
    partner_since: b.partnerSince ?? null,
    failure_score: b.failureScore ?? null,
    credit_ranking: b.ranking ?? null,
    company_size: b.companySize ?? null,
    employees: b.noOfEmployees ?? null,
    total_income_cents: b.totalIncome === undefined ? null : eurosToCents(b.totalIncome).toString(),
    iban: originatorIban(b.iban),
    // The profile texts: surrounding spaces dropped, empty stored as none (migrations/0034).
    description_en: b.descriptionEn?.trim() || null,
    description_sl: b.descriptionSl?.trim() || null,
  };
}

/** A listing's dates (ISO dates compare as text): issued by today, maturing after that and not in the past. */
function checkListingDates(b: ReceivableBody, today: string): void {
  if (b.issueDate > today) throw badRequest(`issueDate ${b.issueDate} is in the future (today is ${today})`);
  if (b.maturityDate <= b.issueDate)
    throw badRequest(`maturityDate ${b.maturityDate} must be after issueDate ${b.issueDate}`);
  if (b.maturityDate < today)
    throw badRequest(`maturityDate ${b.maturityDate} is in the past (today is ${today})`);
}

/** The receivable's columns as a listing sets them. */
function receivableValues(b: ReceivableBody) {
  return {
    number: b.number,
    originator_id: String(b.originatorId),
    type: b.type,
    total_cents: eurosToCents(b.totalAmount).toString(),
    interest_rate_bp: percentToBp(b.interestRate),
    rank: b.rank,
    issued_on: b.issueDate,
    maturity_on: b.maturityDate,
    protection: b.protection,
    country: b.country,
  };
}

/** The names of the columns whose value differs (for the audit: names, never values). */
function changedFields<T extends Record<string, unknown>>(before: T, after: T): string {
  return (Object.keys(after) as (keyof T & string)[]).filter((k) => before[k] !== after[k]).join(',');
}

async function requireOriginator(tx: Queryable, id: number): Promise<void> {
  const { rowCount } = await tx.query('SELECT 1 FROM originators WHERE id = $1', [id]);
  if (rowCount !== 1) throw notFound('No such originator');
}

export interface MarketplaceHooks {
  /**
   * A receivable's terms were corrected in `tx` (auto-invest queues it: new terms may suit other
   * strategies). The composition root wires it, so the marketplace does not import auto-invest.
   */
  receivableTermsChanged(tx: Queryable, receivableId: number): Promise<void>;
}

export function receivableOpsHandlers({ db, clock }: Deps, hooks: MarketplaceHooks): Handlers {
  return {
    async listOriginators(request) {
      const { q, sort, direction, cursor, size = 20 } = request.query;
      const text = q?.trim();
      return listOriginators(db, { q: text || undefined, sort, direction, cursor, size });
    },

    async createOriginator(request, reply) {
      const operator = operatorId(request);
      const values = originatorValues(request.body);
      const created = await withTransaction(db, async (tx) => {
        // Names are unique case-insensitively (originators_name_key), IBANs too (originators_iban_key).
        let row;
        try {
          ({
            rows: [row],
          } = await tx.query(
            `INSERT INTO originators AS o (name, country_code, partner_since, failure_score, credit_ranking,
               company_size, employees, total_income_cents, iban, description_en, description_sl, created_by,
               created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
             RETURNING ${ORIGINATOR_COLUMNS}`,
            [...Object.values(values), operator, clock.now()],
          ));
        } catch (error) {
          if (isUniqueViolation(error)) throw originatorConflict(error);
          throw error;
        }
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

    async updateOriginator(request) {
      const operator = operatorId(request);
      const { id } = request.params;
      const values = originatorValues(request.body);
      const updated = await withTransaction(db, async (tx) => {
        const { rows: before } = await tx.query<ReturnType<typeof originatorValues>>(
          `SELECT name, country_code, partner_since::text, failure_score::float8 AS failure_score, credit_ranking,
                  company_size, employees, total_income_cents::text, iban, description_en, description_sl
             FROM originators WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (!before[0]) throw notFound('No such originator');
        let row;
        try {
          ({
            rows: [row],
          } = await tx.query(
            `UPDATE originators o SET name = $2, country_code = $3, partner_since = $4, failure_score = $5,
                    credit_ranking = $6, company_size = $7, employees = $8, total_income_cents = $9, iban = $10,
                    description_en = $11, description_sl = $12
              WHERE o.id = $1 RETURNING ${ORIGINATOR_COLUMNS}`,
            [id, ...Object.values(values)],
          ));
        } catch (error) {
          if (isUniqueViolation(error)) throw originatorConflict(error);
          throw error;
        }
        await recordAudit(tx, clock, request, {
          action: 'originator.updated',
          userId: null,
          actor: `operator:${operator}`,
          details: { originatorId: id, fields: changedFields(before[0], values) },
        });
        return row;
      });
      return originatorJson(updated);
    },

    async listReceivables(request) {
      const { state, q, sort, direction, cursor, size = 20 } = request.query;
      const text = q?.trim();
      return listOpsReceivables(db, { state, q: text || undefined, sort, direction, cursor, size });
    },

    async createReceivable(request, reply) {
      const operator = operatorId(request);
      const b = request.body;
      checkListingDates(b, platformToday(clock));
      const id = await withTransaction(db, async (tx) => {
        await requireOriginator(tx, b.originatorId);
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO receivables (number, originator_id, type, total_cents, available_cents, interest_rate_bp, rank,
             issued_on, maturity_on, original_maturity_on, protection, country, listed_at, created_by)
           VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12)
           ON CONFLICT (number) DO NOTHING
           RETURNING id::text`,
          [...Object.values(receivableValues(b)), clock.now(), operator],
        );
        if (!rows[0]) throw receivableExists();
        const receivableId = Number(rows[0].id);
        await recordAudit(tx, clock, request, {
          action: 'receivable.created',
          userId: null,
          actor: `operator:${operator}`,
          details: {
            receivableId,
            originatorId: b.originatorId,
            totalCents: Number(eurosToCents(b.totalAmount)),
          },
        });
        return receivableId;
      });
      reply.code(201);
      return receivableOr404(db, id);
    },

    async updateReceivable(request) {
      const operator = operatorId(request);
      const { id } = request.params;
      const b = request.body;
      checkListingDates(b, platformToday(clock));
      const values = receivableValues(b);
      await withTransaction(db, async (tx) => {
        // The row lock first, as buyReceivable takes it: a purchase waits for the correction (and then
        // buys on the new terms) or the correction sees the purchase.
        const { rows } = await tx.query<
          ReturnType<typeof receivableValues> & { state: string; extensions: number }
        >(
          `SELECT number, originator_id::text, type, total_cents::text, interest_rate_bp, rank, issued_on::text,
                  maturity_on::text, protection, country, state, extensions
             FROM receivables WHERE id = $1 FOR UPDATE`,
          [id],
        );
        const before = rows[0];
        if (!before) throw notFound('No such receivable');
        // Any purchase, a cancelled one too: its investor agreed to the terms as they were.
        const { rowCount: purchases } = await tx.query(
          'SELECT 1 FROM user_investments WHERE receivable_id = $1 LIMIT 1',
          [id],
        );
        if (purchases) throw hasPurchases();
        if (before.state !== 'ACTIVE' || before.extensions > 0)
          throw receivableStateConflict(
            `A receivable in state ${before.state} with ${before.extensions} extensions cannot be corrected`,
          );
        await requireOriginator(tx, b.originatorId);
        try {
          await tx.query(
            `UPDATE receivables SET number = $2, originator_id = $3, type = $4, total_cents = $5, available_cents = $5,
                    interest_rate_bp = $6, rank = $7, issued_on = $8, maturity_on = $9, original_maturity_on = $9,
                    protection = $10, country = $11
              WHERE id = $1`,
            [id, ...Object.values(values)],
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw receivableExists();
          throw error;
        }
        // New terms may suit strategies the old ones did not (the triggers see only an amount that grew).
        await hooks.receivableTermsChanged(tx, id);
        await recordAudit(tx, clock, request, {
          action: 'receivable.updated',
          userId: null,
          actor: `operator:${operator}`,
          details: {
            receivableId: id,
            fields: changedFields<ReturnType<typeof receivableValues>>(before, values),
            totalCents: Number(values.total_cents),
          },
        });
      });
      return receivableOr404(db, id);
    },

    async getReceivable(request) {
      return receivableOr404(db, request.params.id);
    },

    async listReceivableHolders(request) {
      const { id } = request.params;
      const { cursor, size = 20 } = request.query;
      const { rowCount } = await db.query('SELECT 1 FROM receivables WHERE id = $1', [id]);
      if (rowCount !== 1) throw notFound('No such receivable');
      return listReceivableHolders(db, id, cursor, size);
    },
  };
}
