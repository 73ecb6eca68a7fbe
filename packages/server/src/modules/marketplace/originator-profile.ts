/**
 * An originator's page for investors (GET /originators/{id}): its profile and credit rating as a
 * receivable shows them (marketplace.ts publicOriginatorJson), the operator's profile text in both
 * languages (the app picks the investor's, decision 0021), and its track record on the platform
 * counted from the states of its receivables (lifecycle.ts): listed (all), repaid (REPAID: repaid,
 * bought back or paid by the insurer), active (ACTIVE, PAYING_OUT), late (LATE) and defaulted
 * (COLLECTION, LOSS_EVENT, NON_PAYMENT). The late and defaulted shares are their amounts over the
 * amount listed, in exact integer arithmetic, rounded half-up to hundredths of a percent.
 */
import type { components } from '@invest/api-client';
import type { Queryable } from '../../platform/db/pool.ts';
import { centsToEuros } from '../../platform/money.ts';
import type { ReceivableState } from './lifecycle.ts';
import { PUBLIC_ORIGINATOR_COLUMNS, publicOriginatorJson, type PublicOriginatorRow } from './marketplace.ts';

type OriginatorProfile = components['schemas']['OriginatorProfile'];
type Group = 'listed' | 'repaid' | 'active' | 'late' | 'defaulted';

const GROUP_OF_STATE: Record<ReceivableState, Exclude<Group, 'listed'>> = {
  REPAID: 'repaid',
  ACTIVE: 'active',
  PAYING_OUT: 'active',
  LATE: 'late',
  COLLECTION: 'defaulted',
  LOSS_EVENT: 'defaulted',
  NON_PAYMENT: 'defaulted',
};

/** `part` over `whole` in percent, half-up to two decimals (0 when nothing was listed). */
export function sharePercent(part: bigint, whole: bigint): number {
  if (whole === 0n) return 0;
  return Number((part * 20_000n + whole) / (2n * whole)) / 100;
}

export async function findOriginatorProfile(db: Queryable, id: number): Promise<OriginatorProfile | null> {
  const { rows } = await db.query<
    PublicOriginatorRow & { description_en: string | null; description_sl: string | null }
  >(
    `SELECT ${PUBLIC_ORIGINATOR_COLUMNS}, o.description_en, o.description_sl FROM originators o WHERE o.id = $1`,
    [id],
  );
  if (!rows[0]) return null;
  const { rows: states } = await db.query<{ state: ReceivableState; count: number; cents: string }>(
    `SELECT state, count(*)::int AS count, sum(total_cents)::text AS cents
       FROM receivables WHERE originator_id = $1 GROUP BY state`,
    [id],
  );
  const tally: Record<Group, { count: number; cents: bigint }> = {
    listed: { count: 0, cents: 0n },
    repaid: { count: 0, cents: 0n },
    active: { count: 0, cents: 0n },
    late: { count: 0, cents: 0n },
    defaulted: { count: 0, cents: 0n },
  };
  for (const { state, count, cents } of states) {
    for (const group of ['listed', GROUP_OF_STATE[state]] as const) {
      tally[group].count += count;
      tally[group].cents += BigInt(cents);
    }
  }
  const json = (group: Group) => ({ count: tally[group].count, amount: centsToEuros(tally[group].cents) });
  return {
    Id: id,
    originator: publicOriginatorJson(rows[0]),
    descriptionEn: rows[0].description_en,
    descriptionSl: rows[0].description_sl,
    listed: json('listed'),
    repaid: json('repaid'),
    active: json('active'),
    late: json('late'),
    defaulted: json('defaulted'),
    lateShare: sharePercent(tally.late.cents, tally.listed.cents),
    defaultedShare: sharePercent(tally.defaulted.cents, tally.listed.cents),
  };
}
