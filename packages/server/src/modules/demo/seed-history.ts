/**
 * The demo platform's past (issue 27, "a demo with a story"): receivables listed over the two years
 * the demo investor has been investing, bought by the crowd and by her, and then lived through by the
 * platform's own lifecycle code on a backdated clock — the receivables' daily job
 * (src/modules/marketplace/lifecycle.ts runReceivablesDay: maturity, delay, BG buyback on day 31,
 * collection, accrual) and the originators' repayments (the bank's statement brings the money from the
 * originator's IBAN quoting its reference, read by the real parser, booked by the real import, then
 * recordRepayment draws it and pays each holder principal and interest, tax withheld for personal
 * investors). Nothing here writes a figure: every euro of interest, tax and principal is the real
 * code's, so the ledger, the account history, the earnings and the platform statistics agree.
 *
 * The lifecycle runs only on the days something happens (a maturity, a late payment, day 1 and day 31
 * of a delay), not on every day of two years: the daily job is idempotent and its moves carry their
 * own dates, so running it on those days ends in the same place as running it every night.
 *
 * Dates are whole days before the seed's today, so every fresh start books the same amounts (only the
 * calendar dates move). What happens:
 * - a receivable maturing every 4 days from 640 to 48 days ago, then one every day up to yesterday, so
 *   the platform page shows interest paid on every day of its month;
 * - rates higher in the first year (8–12 %) than in the last (6.5–10 %), so the strategy cards' 36-month
 *   and 12-month yields differ;
 * - every 23rd before the last weeks repaid 3 to 11 days late;
 * - one BG receivable unpaid: late from the day after maturity, bought back by the guarantor on day 31;
 * - one PG receivable unpaid: in collection since its day 31;
 * - one unpaid since 12 days ago: late today.
 * The demo investor holds 300–600 € of each of them (100–400 € of every third in the last weeks), the crowd
 * the rest. src/modules/demo/seed.ts books the purchases and the lifecycle's days in time order with
 * the deposits.
 */
import type pg from 'pg';
import { originatorReference } from '../account/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { transactionPool } from '../../platform/db/pool.ts';
import { noJobs } from '../../platform/jobs.ts';
import { centsToDecimal } from '../../platform/money.ts';
import { platformToday } from '../../platform/calendar.ts';
import { camtDocument, importCreditIn, parseStatement } from '../deposits/index.ts';
import { receivablesDueToday, recordRepayment, runReceivablesDay, SYSTEM } from '../marketplace/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The earliest a past receivable is issued: after the demo investor's first deposit (23 months ago). */
const FIRST_ISSUE_DAYS_AGO = 680;
const TERMS = [30, 45, 60, 90, 35, 75, 120, 50] as const;
const PROTECTIONS = ['PG', 'BG', null] as const;
const COUNTRIES = ['SI', 'AT', 'DE', 'HR', 'IT', 'PL', 'CZ', 'SK'] as const;
const TYPES = ['invoiceFactoring', 'reverseFactoring', 'internationalFactoring'] as const;
const PREFIX = { invoiceFactoring: 'F', reverseFactoring: 'RF', internationalFactoring: 'IF' } as const;

/** The unpaid ones, by days ago of their maturity. */
export const BOUGHT_BACK_MATURITY_DAYS_AGO = 100;
export const COLLECTION_MATURITY_DAYS_AGO = 75;
export const LATE_MATURITY_DAYS_AGO = 12;

type Fate = { paidDaysLate: number } | 'BUYBACK' | 'COLLECTION' | 'LATE';

export interface PastReceivable {
  index: number;
  number: string;
  type: (typeof TYPES)[number];
  totalCents: bigint;
  rateBp: number;
  rank: string;
  protection: 'PG' | 'BG' | null;
  country: string;
  /** Days before today. */
  issuedAgo: number;
  maturityAgo: number;
  fate: Fate;
  /** The demo investor's part in cents (0: none). */
  demoCents: bigint;
}

/** The past receivables, oldest maturity first: deterministic, a pure function of the index. */
export function planHistory(): PastReceivable[] {
  const maturities: number[] = [];
  for (let ago = 640; ago >= 40; ago -= 8) maturities.push(ago);
  for (let ago = 32; ago >= 1; ago--) maturities.push(ago);
  // The three unpaid ones are extra receivables, not one of the days above.
  const extra = new Map<number, Fate>([
    [BOUGHT_BACK_MATURITY_DAYS_AGO, 'BUYBACK'],
    [COLLECTION_MATURITY_DAYS_AGO, 'COLLECTION'],
    [LATE_MATURITY_DAYS_AGO, 'LATE'],
  ]);
  const days = [
    ...maturities.map((ago) => ({ ago, fate: null as Fate | null })),
    ...[...extra].map(([ago, fate]) => ({ ago, fate })),
  ].sort((a, b) => b.ago - a.ago);
  return days.map(({ ago: maturityAgo, fate: special }, k) => {
    const type = TYPES[k % 3]!;
    const term = Math.max(20, Math.min(TERMS[k % TERMS.length]!, FIRST_ISSUE_DAYS_AGO - maturityAgo));
    const issuedAgo = maturityAgo + term;
    const firstYear = issuedAgo > 365;
    const rateBp = firstYear ? 800 + ((k * 7) % 9) * 50 : 650 + ((k * 5) % 8) * 50;
    const lateDays = 3 + (k % 9);
    const dense = maturityAgo <= 32;
    // Late only before the last weeks, where every day has its repayment (the platform page's month).
    const fate: Fate = special ?? (k % 23 === 5 && !dense ? { paidDaysLate: lateDays } : { paidDaysLate: 0 });
    const protection =
      fate === 'BUYBACK' ? 'BG' : fate === 'COLLECTION' ? 'PG' : PROTECTIONS[Math.floor(k / 2) % 3]!;
    // Every one before the last weeks; every third of those (her cash also buys the marketplace's).
    const demoHolds = special !== null || !dense || k % 3 === 0;
    return {
      index: k,
      number: `${PREFIX[type]}-H${String(k + 1).padStart(3, '0')}`,
      type,
      totalCents: BigInt(4 + ((k * 53) % 21)) * 100_000n,
      rateBp,
      rank: ['A', 'A-', 'B+', 'B', 'A+', 'B-'][(k * 5) % 6]!,
      protection,
      country: COUNTRIES[(k * 3) % COUNTRIES.length]!,
      issuedAgo,
      maturityAgo,
      fate,
      demoCents: demoHolds ? BigInt((dense ? 100 : 300) + ((k * 37) % 7) * 50) * 100n : 0n,
    };
  });
}

/** `daysAgo` days before `now`, at `hourUtc` o'clock UTC (the same calendar day in Ljubljana). */
export function dayAt(now: Date, daysAgo: number, hourUtc: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hourUtc));
}

export interface HistoryPurchase {
  buyer: 'demo' | { crowd: number };
  receivableId: number;
  amountCents: bigint;
  at: Date;
}

export interface HistoryDay {
  at: Date;
  run: () => Promise<void>;
}

/**
 * Lists the past receivables (originator `originatorIds[k % n]`) and returns the purchases that fund
 * them and the days the lifecycle runs, for src/modules/demo/seed.ts to book in time order.
 */
export async function seedHistory(
  client: pg.PoolClient,
  clock: Clock,
  config: Pick<Config, 'personalInterestTaxRateBp'> & { platformIban: string },
  originatorIds: string[],
  crowdSize: number,
): Promise<{ purchases: HistoryPurchase[]; days: HistoryDay[] }> {
  const now = clock.now();
  const plan = planHistory();
  const purchases: HistoryPurchase[] = [];
  /** Receivable id → days ago it is paid; and which days the lifecycle runs. */
  const payOn = new Map<number, number>();
  const runDays = new Set<number>();
  for (const r of plan) {
    const issuedOn = platformToday({ now: () => dayAt(now, r.issuedAgo, 10) });
    const maturityOn = platformToday({ now: () => dayAt(now, r.maturityAgo, 10) });
    const listedAt = dayAt(now, r.issuedAgo - 1, 8);
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO receivables (number, originator_id, type, total_cents, available_cents, interest_rate_bp, rank,
         issued_on, maturity_on, original_maturity_on, protection, country, listed_at)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $8, $9, $10, $11) RETURNING id`,
      [
        r.number,
        originatorIds[r.index % originatorIds.length],
        r.type,
        r.totalCents.toString(),
        r.rateBp,
        r.rank,
        issuedOn,
        maturityOn,
        r.protection,
        r.country,
        listedAt,
      ],
    );
    const receivableId = Number(rows[0]!.id);
    // One of the crowd funds all but the demo investor's part hours after the listing;
    // she buys the day after it was listed.
    purchases.push({
      buyer: { crowd: r.index % crowdSize },
      receivableId,
      amountCents: r.totalCents - r.demoCents,
      at: new Date(listedAt.getTime() + 3 * HOUR_MS),
    });
    if (r.demoCents > 0n)
      purchases.push({
        buyer: 'demo',
        receivableId,
        amountCents: r.demoCents,
        at: new Date(listedAt.getTime() + 26 * HOUR_MS),
      });
    runDays.add(r.maturityAgo);
    if (typeof r.fate === 'object') {
      payOn.set(receivableId, r.maturityAgo - r.fate.paidDaysLate);
      runDays.add(r.maturityAgo - r.fate.paidDaysLate);
    } else {
      // Day 1 of the delay and its day 31 (buyback or collection), when that has come.
      runDays.add(r.maturityAgo - 1);
      if (r.maturityAgo - 31 >= 1) runDays.add(r.maturityAgo - 31);
    }
  }
  const operatorId = await firstOperatorId(client);
  const db = transactionPool(client);
  const deps = { db, config, jobs: noJobs };
  /** What each receivable owed on its maturity day (the OpsReceivable's amountDue): a late one pays it later. */
  const owed = new Map<number, bigint>();
  const days = [...runDays]
    .filter((ago) => ago >= 1)
    .sort((a, b) => b - a)
    .map((ago) => {
      // The night's job has run and the morning statement is in.
      const at = dayAt(now, ago, 7);
      const dayClock: Clock = { now: () => at };
      return {
        at,
        run: async () => {
          await runReceivablesDay(db, dayClock, config, noJobs);
          for (const due of await receivablesDueToday(db, dayClock)) owed.set(due.id, due.amountDueCents);
          const paying = [...payOn].filter(([, payAgo]) => payAgo === ago).map(([id]) => id);
          if (paying.length === 0) return;
          await payThroughTheBank(client, dayClock, config.platformIban, operatorId, paying, owed);
          for (const id of paying) {
            const recorded = await recordRepayment({ ...deps, clock: dayClock }, SYSTEM, id, {
              amountCents: owed.get(id)!,
              paidOn: platformToday(dayClock),
              payer: 'ORIGINATOR',
            });
            if (recorded.status !== 'BOOKED')
              throw new Error(`demo repayment of receivable ${id} not booked`);
          }
        },
      };
    });
  return { purchases, days };
}

async function firstOperatorId(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ id: string }>('SELECT id FROM operators ORDER BY id LIMIT 1');
  return Number(rows[0]!.id);
}

/**
 * The day's bank statement with the originators' payments of `receivableIds` (what each owed), from
 * each originator's IBAN quoting its payment reference, booked by the real import as the demo
 * operator's upload (as src/modules/dev/dev-clock.ts's simulation does).
 */
async function payThroughTheBank(
  client: pg.PoolClient,
  clock: Clock,
  platformIban: string,
  operatorId: number,
  receivableIds: number[],
  owed: Map<number, bigint>,
): Promise<void> {
  const { rows } = await client.query<{
    id: string;
    originator_id: string;
    name: string;
    iban: string | null;
  }>(
    `SELECT r.id::text, o.id::text AS originator_id, o.name, o.iban
       FROM receivables r JOIN originators o ON o.id = r.originator_id
      WHERE r.id = ANY($1::bigint[]) ORDER BY r.id`,
    [receivableIds],
  );
  const today = platformToday(clock);
  const xml = camtDocument(
    rows.map((r) => ({
      ref: `DEMO-REPAY-${r.id}`,
      amount: centsToDecimal(owed.get(Number(r.id))!),
      bookedOn: today,
      structured: originatorReference(Number(r.originator_id)),
      debtorName: r.name,
      ...(r.iban ? { debtorIban: r.iban } : {}),
    })),
    { iban: platformIban, id: `DEMO-HIST-${today}`, createdAt: clock.now().toISOString() },
  );
  const statement = parseStatement(xml, platformIban);
  for (const credit of statement.credits) {
    const booked = await importCreditIn(
      client,
      { clock, jobs: noJobs },
      null,
      operatorId,
      statement.messageType,
      credit,
    );
    if (booked.outcome !== 'ORIGINATOR')
      throw new Error(`demo repayment credit ${credit.bankRef}: ${booked.outcome}`);
  }
}
