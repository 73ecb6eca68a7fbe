/**
 * The investor's deposits (SPEC §2 Deposits panel, §7 GET /deposits/{userId}). The `{userId}` is the
 * caller's own (x-owner, checked before this runs).
 */
import type { components } from '../../../../api-client/src/generated/schema.ts';
import { BANK_TIME_ZONE } from './deposits.ts';
import { centsToEuros } from '../ledger/ledger.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

type Schemas = components['schemas'];

/**
 * ORDER BY of each sort (whitelisted: never built from the request's text). Ties fall back to the
 * newest first, and the id makes the order total, so offset pages neither repeat nor skip a row.
 */
const DEPOSIT_ORDER: Record<'date' | 'amount' | 'status', Record<'asc' | 'desc', string>> = {
  date: { asc: 'received_at ASC, id ASC', desc: 'received_at DESC, id DESC' },
  amount: {
    asc: 'amount_cents ASC, received_at DESC, id DESC',
    desc: 'amount_cents DESC, received_at DESC, id DESC',
  },
  status: { asc: 'status ASC, received_at DESC, id DESC', desc: 'status DESC, received_at DESC, id DESC' },
};

export function depositHandlers({ db }: Deps): Handlers {
  return {
    async listDeposits(request) {
      const { userId } = request.params;
      const { sort = 'date', direction = 'desc', limit = 20, offset = 0 } = request.query;
      const { rows } = await db.query<{
        id: string;
        status: Schemas['TransactionStatus'];
        date: string;
        amount_cents: string;
      }>(
        `SELECT id, status, to_char(received_at AT TIME ZONE $2, 'YYYY-MM-DD') AS date, amount_cents
           FROM deposits WHERE user_id = $1
          ORDER BY ${DEPOSIT_ORDER[sort][direction]}
          LIMIT $3 OFFSET $4`,
        [userId, BANK_TIME_ZONE, limit, offset],
      );
      return rows.map((r) => ({
        Id: Number(r.id),
        status: r.status,
        dateFormatted: r.date,
        value: centsToEuros(r.amount_cents),
      }));
    },
  };
}
