/**
 * Statements of the investor's cash account over a period: the income statement PDF (SPEC §2, §7)
 * and the same history as CSV or XLSX (beyond the spec, for tax software). The figures come from
 * src/account-statement.ts, the layouts from src/income-statement.ts and src/history-export.ts.
 * The auth hooks already checked that the `userId` header is the signed-in investor.
 */
import type { FastifyReply } from 'fastify';
import { loadAccountStatement, parsePeriod, statementLanguage, type Period } from '../account-statement.ts';
import type { Queryable } from '../db/pool.ts';
import { unauthorized } from '../errors.ts';
import { historyCsv, historyXlsx } from '../history-export.ts';
import { renderIncomeStatement, type StatementParty } from '../income-statement.ts';
import type { Language } from '../messages.ts';
import { investorReference, printedReference } from '../reference.ts';
import { PLATFORM_TIME_ZONE } from './wallet.ts';
import type { Deps, Handlers } from './types.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface InvestorRow {
  investor_type: 'Personal' | 'Business';
  first_name: string;
  last_name: string;
  street_name: string | null;
  street_number: string | null;
  postal_code: string | null;
  city: string | null;
  country_name: string;
  company_name: string | null;
  company_street_and_number: string | null;
  company_city: string | null;
  language: Language;
}

const INVESTOR_SQL = `
  SELECT u.investor_type, u.first_name, u.last_name, u.street_name, u.street_number, u.postal_code,
         u.city, c.name AS country_name, u.company_name, u.company_street_and_number, u.company_city,
         u.language
    FROM users u JOIN countries c ON c.code = u.country_code
   WHERE u.id = $1 AND u.closed_at IS NULL`;

/** Whom the statement is for: a business investor's company first, with its address when known. */
async function loadInvestor(db: Queryable, userId: number) {
  const { rows } = await db.query<InvestorRow>(INVESTOR_SQL, [userId]);
  const u = rows[0];
  // The auth hook found the user a moment ago; a closed account in between is signed out.
  if (!u) throw unauthorized();
  const person = `${u.first_name} ${u.last_name}`;
  const join = (...parts: (string | null)[]) => parts.filter((p) => p !== null && p.trim() !== '').join(' ');
  const personalAddress = [
    join(u.street_name, u.street_number),
    join(u.postal_code, u.city),
    u.country_name,
  ].filter((line) => line !== '');
  const business = u.investor_type === 'Business' && u.company_name !== null;
  const companyAddress =
    u.company_street_and_number !== null && u.company_city !== null
      ? [u.company_street_and_number, u.company_city, u.country_name]
      : personalAddress;
  return {
    language: u.language,
    investorName: business ? [u.company_name!, person] : [person],
    investorAddress: business ? companyAddress : personalAddress,
  };
}

/** `attachment` with the ASCII name and its RFC 5987 form (the contract's Pdf response). */
function attachment(reply: FastifyReply, type: string, filename: string): FastifyReply {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${filename}"; filename*=UTF-8''${filename}`);
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
