/**
 * The investor's deposits (SPEC §2 Deposits panel, §7 GET /deposits/{userId}) and how to pay in: the
 * deposit instructions with the EPC QR text. The `{userId}` is the caller's own (x-owner, checked
 * before this runs).
 */
import type { components } from '@invest/api-client';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
import { centsToEuros } from '../../platform/money.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';
import { investorReference } from '../account/index.ts';
import { epcQrPayload } from './epc-qr.ts';

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

export function depositHandlers({ db, config }: Deps): Handlers {
  return {
    async getDepositInstructions(request) {
      // The auth hooks already checked that {userId} is the signed-in user.
      const { beneficiaryName, beneficiaryAddress, iban, bic, bankName } = config.platformAccount;
      const reference = investorReference(request.auth!.userId);
      return {
        beneficiaryName,
        beneficiaryAddress,
        iban,
        bic,
        bankName,
        reference,
        // The amount is left open: the investor decides how much to pay in.
        qrPayload: epcQrPayload({ bic, beneficiaryName, iban, reference }),
      };
    },

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
        [userId, PLATFORM_TIME_ZONE, limit, offset],
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
