/**
 * Statements of the investor's cash account over a period: the income statement PDF (SPEC §2, §7)
 * and the same history as CSV or XLSX (beyond the spec, for tax software). The figures come from
 * src/modules/wallet/account-statement.ts, the layouts from src/modules/wallet/income-statement.ts and src/modules/wallet/history-export.ts.
 * The auth hooks already checked that the `userId` header is the signed-in investor.
 */
import { loadAccountStatement, parsePeriod, type Period } from './account-statement.ts';
import { statementLanguage, attachment } from '../../platform/pdf.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import { unauthorized } from '../../platform/errors.ts';
import { historyCsv, historyXlsx } from './history-export.ts';
import { renderIncomeStatement, type StatementParty } from './income-statement.ts';
import {
  INVESTOR_PARTY_COLUMNS,
  investorParty,
  type InvestorPartyRow,
  investorReference,
  printedReference,
} from '../account/index.ts';
import type { Language } from '../../platform/messages.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const INVESTOR_SQL = `
  SELECT ${INVESTOR_PARTY_COLUMNS}, u.language
    FROM users u JOIN countries c ON c.code = u.country_code
   WHERE u.id = $1 AND u.closed_at IS NULL`;

/** Whom the statement is for: a business investor's company first, with its address when known. */
async function loadInvestor(db: Queryable, userId: number) {
  const { rows } = await db.query<InvestorPartyRow & { language: Language }>(INVESTOR_SQL, [userId]);
  const u = rows[0];
  // The auth hook found the user a moment ago; a closed account in between is signed out.
  if (!u) throw unauthorized();
  const { name, address } = investorParty(u);
  return { language: u.language, investorName: name, investorAddress: address };
}

/** Today in the platform's time zone, `YYYY-MM-DD`. */
function platformToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PLATFORM_TIME_ZONE }).format(now);
}

export function incomeStatementHandlers({ config, db, clock }: Deps): Handlers {
  async function load(userId: number, period: Period, acceptLanguage: string | undefined) {
    const investor = await loadInvestor(db, userId);
    const language = statementLanguage(acceptLanguage, investor.language);
    const statement = await loadAccountStatement(db, userId, period);
    return { investor, language, statement };
  }

  return {
    async downloadIncomeStatement(request, reply) {
      const period = parsePeriod(request.query.from, request.query.to);
      const userId = request.auth!.userId;
      const { investor, language, statement } = await load(
        userId,
        period,
        request.headers['accept-language'],
      );
      const { beneficiaryName, beneficiaryAddress } = config.platformAccount;
      const party: StatementParty = {
        platformName: beneficiaryName,
        platformAddress: beneficiaryAddress,
        investorName: investor.investorName,
        investorAddress: investor.investorAddress,
        reference: printedReference(investorReference(userId)),
      };
      const pdf = await renderIncomeStatement(statement, party, language, platformToday(clock.now()));
      return attachment(reply, 'application/pdf', `income-statement-${period.from}-${period.to}.pdf`).send(
        pdf,
      );
    },

    async exportAccountHistory(request, reply) {
      const period = parsePeriod(request.query.from, request.query.to);
      const { language, statement } = await load(
        request.auth!.userId,
        period,
        request.headers['accept-language'],
      );
      const name = `account-history-${period.from}-${period.to}`;
      if (request.query.format === 'csv') {
        return attachment(reply, 'text/csv; charset=utf-8', `${name}.csv`).send(
          historyCsv(statement, language),
        );
      }
      const xlsx = await historyXlsx(statement, language, {
        creator: config.platformAccount.beneficiaryName,
        created: clock.now(),
      });
      return attachment(reply, XLSX_TYPE, `${name}.xlsx`).send(xlsx);
    },
  };
}
