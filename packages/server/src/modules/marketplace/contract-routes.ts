/**
 * The assignment contract of a purchase (PDF) and its template before purchase. Layout and texts in
 * src/modules/marketplace/investment-contract.ts. The language is Accept-Language's when it names `en` or `sl` (the app
 * sends its interface language; the contract's default is `en`), else the investor's settings.
 */
import { statementLanguage, attachment } from '../../platform/pdf.ts';
import { notFound } from '../../platform/errors.ts';
import { daysBetween, interestCents } from './interest.ts';
import {
  contractFileName,
  countryName,
  renderAgreementSummary,
  renderAssignmentAgreement,
  type ContractFacts,
  type ContractHolding,
} from './investment-contract.ts';
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

interface ReceivableRow {
  number: string;
  type: ContractFacts['receivable']['type'];
  total_cents: string;
  interest_rate_bp: number;
  country: string;
  issued_on: string;
  maturity_on: string;
  original_maturity_on: string;
  extensions: number;
  protection: 'PG' | 'BG' | null;
  originator_name: string;
  originator_country: string;
}

const RECEIVABLE_COLUMNS = `r.number, r.type, r.total_cents::text, r.interest_rate_bp, r.country, r.issued_on,
  r.maturity_on, r.original_maturity_on, r.extensions, r.protection,
  o.name AS originator_name, o.country_code AS originator_country`;

/**
 * One holding with its receivable, originator and investor. The route's owner check already found
 * it is the caller's; the user id is in the WHERE clause all the same, so this query alone can never
 * print another investor's contract.
 */
const HOLDING_SQL = `
  SELECT ${RECEIVABLE_COLUMNS},
         ui.id::text AS holding_id, ui.amount_cents::text AS holding_cents,
         ui.interest_rate_bp AS holding_rate_bp, ui.auto_invest,
         to_char(ui.bought_at AT TIME ZONE $3, 'YYYY-MM-DD') AS bought_on,
         ${INVESTOR_PARTY_COLUMNS}, u.country_code, u.language
    FROM user_investments ui
    JOIN receivables r ON r.id = ui.receivable_id
    JOIN originators o ON o.id = r.originator_id
    JOIN users u ON u.id = ui.user_id
    JOIN countries c ON c.code = u.country_code
   WHERE ui.id = $1 AND ui.user_id = $2`;

interface HoldingRow extends ReceivableRow, InvestorPartyRow {
  holding_id: string;
  holding_cents: string;
  holding_rate_bp: number;
  auto_invest: boolean;
  bought_on: string;
  country_code: string;
  language: Language;
}

/** A receivable for its template, with the reader's settings language. */
const TEMPLATE_SQL = `
  SELECT ${RECEIVABLE_COLUMNS}, (SELECT language FROM users WHERE id = $2) AS language
    FROM receivables r
    JOIN originators o ON o.id = r.originator_id
   WHERE r.id = $1`;

export function contractHandlers({ config, db }: Deps): Handlers {
  const provider = {
    name: config.platformAccount.beneficiaryName,
    address: config.platformAccount.beneficiaryAddress,
  };

  function facts(row: ReceivableRow): ContractFacts {
    return {
      provider,
      assignor: { name: row.originator_name, countryCode: row.originator_country },
      receivable: {
        number: row.number,
        type: row.type,
        totalCents: BigInt(row.total_cents),
        debtorCountry: row.country,
        issuedOn: row.issued_on,
        maturityOn: row.maturity_on,
        originalMaturityOn: row.original_maturity_on,
        extensions: row.extensions,
        termDays: daysBetween(row.issued_on, row.maturity_on),
        protection: row.protection,
        rateBp: row.interest_rate_bp,
      },
    };
  }

  return {
    async downloadUserInvestmentContract(request, reply) {
      const userId = request.auth!.userId;
      const { rows } = await db.query<HoldingRow>(HOLDING_SQL, [
        request.params.id,
        userId,
        PLATFORM_TIME_ZONE,
      ]);
      const row = rows[0];
      if (!row) throw notFound();
      const language = statementLanguage(request.headers['accept-language'], row.language);
      const amountCents = BigInt(row.holding_cents);
      const contract = facts(row);
      const holding: ContractHolding = {
        id: row.holding_id,
        // The investor's country in the document's language, not the registry's English name.
        investor: investorParty({
          ...row,
          country_name: countryName(row.country_code, language),
        }),
        reference: printedReference(investorReference(userId)),
        amountCents,
        rateBp: row.holding_rate_bp,
        autoInvest: row.auto_invest,
        boughtOn: row.bought_on,
        expectedInterestCents: interestCents(
          amountCents,
          row.holding_rate_bp,
          daysBetween(row.bought_on, row.maturity_on),
        ),
      };
      const variant = request.query.variant ?? 'assignment';
      const pdf =
        variant === 'summary'
          ? await renderAgreementSummary(contract, holding, language)
          : await renderAssignmentAgreement(contract, holding, language);
      return attachment(
        reply,
        'application/pdf',
        contractFileName(contract, holding, language, variant),
      ).send(pdf);
    },

    async downloadContractTemplate(request, reply) {
      const { rows } = await db.query<ReceivableRow & { language: Language }>(TEMPLATE_SQL, [
        request.params.id,
        request.auth!.userId,
      ]);
      const row = rows[0];
      if (!row) throw notFound();
      const language = statementLanguage(request.headers['accept-language'], row.language);
      const contract = facts(row);
      const pdf = await renderAssignmentAgreement(contract, null, language);
      return attachment(
        reply,
        'application/pdf',
        contractFileName(contract, null, language, 'assignment'),
      ).send(pdf);
    },
  };
}
