/**
 * The dashboard's series and returns (src/modules/dashboard/dashboard.ts computes them from the ledger). Every call
 * reads the signed-in investor's own data only (x-owner: the userId header is the token's user).
 */
import {
  groupReturns,
  historySeries,
  investorFigures,
  investorSnapshot,
  snapshotRoiSeries,
  type InvestorDay,
  type InvestorSnapshot,
  type HistoryPeriod,
  type ReturnGroupCents,
} from './dashboard.ts';
import { centsToEuros } from '../../platform/money.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

/** `DD.MM.YYYY`, the contract's language-neutral label. */
function dateFormatted(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

const PROTECTION_ORDER = ['PG', 'BG', 'NONE'];

function groupJson(g: ReturnGroupCents) {
  return {
    key: g.key,
    label: g.label,
    invested: centsToEuros(g.invested),
    outstanding: centsToEuros(g.outstanding),
    earnings: centsToEuros(g.earnings),
    xirr: g.xirr,
  };
}

interface ChartPoint {
  date: string;
  amount: number;
  dateFormatted: string;
}

/**
 * The answers already made from a snapshot, by series and period: a long history has a point for
 * every day its money moved (1,390 for a million entries over four years), and the same snapshot
 * answers every call until money moves again. Kept with the snapshot, so they go when it does.
 */
const answered = new WeakMap<InvestorSnapshot, Map<string, ChartPoint[]>>();

function answerOf(snapshot: InvestorSnapshot, key: string, make: () => ChartPoint[]): ChartPoint[] {
  let answers = answered.get(snapshot);
  if (!answers) answered.set(snapshot, (answers = new Map()));
  let points = answers.get(key);
  if (!points) answers.set(key, (points = make()));
  return points;
}

export function dashboardHandlers({ db, clock, config }: Deps): Handlers {
  async function series(
    userId: number,
    column: keyof Pick<InvestorDay, 'cash' | 'total' | 'earnings'>,
    period: HistoryPeriod,
  ) {
    const snapshot = await investorSnapshot(db, clock, userId);
    return answerOf(snapshot, `${column}:${period}`, () =>
      historySeries(snapshot.days, column, period, snapshot.today).map((p) => ({
        date: p.date,
        amount: centsToEuros(p.cents),
        dateFormatted: dateFormatted(p.date),
      })),
    );
  }

  return {
    async getBalanceHistory(request) {
      return series(request.auth!.userId, 'total', request.query.type);
    },

    async getAvailableFundsHistory(request) {
      return series(request.auth!.userId, 'cash', request.query.type);
    },

    async getEarningsHistory(request) {
      return series(request.auth!.userId, 'earnings', request.query.type);
    },

    async getRoiHistory(request) {
      const snapshot = await investorSnapshot(db, clock, request.auth!.userId);
      const points = await snapshotRoiSeries(
        db,
        snapshot,
        request.query.type,
        config.personalInterestTaxRateBp,
      );
      return answerOf(snapshot, `roi:${request.query.type}`, () =>
        points.map((p) => ({
          date: p.date,
          amount: p.percent,
          dateFormatted: dateFormatted(p.date),
        })),
      );
    },

    async getReturns(request) {
      const userId = request.auth!.userId;
      const { roi, holdings } = await investorFigures(db, clock, userId, config.personalInterestTaxRateBp);
      const byProtection = groupReturns(holdings, (h) => ({ key: h.protection, label: h.protection })).sort(
        (a, b) => PROTECTION_ORDER.indexOf(a.key) - PROTECTION_ORDER.indexOf(b.key),
      );
      // The largest positions first; equal ones by name.
      const byOriginator = groupReturns(holdings, (h) => ({
        key: h.originatorId,
        label: h.originatorName,
      })).sort((a, b) =>
        a.invested === b.invested ? a.label.localeCompare(b.label) : a.invested > b.invested ? -1 : 1,
      );
      return {
        xirr: roi,
        byProtection: byProtection.map(groupJson),
        byOriginator: byOriginator.map(groupJson),
      };
    },
  };
}
