import type { components } from '@invest/api-client';
import type { Queryable } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors.ts';
import { investorReference } from './reference.ts';

type Schemas = components['schemas'];

export interface UserRow {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  investor_type: 'Personal' | 'Business';
  first_name: string;
  last_name: string;
  phone: string;
  street_name: string | null;
  street_number: string | null;
  postal_code: string | null;
  city: string | null;
  country_code: string;
  country_name: string;
  company_name: string | null;
  tax_no: string | null;
  status: 'pending' | 'confirmed';
  blocked_at: Date | null;
  blocked_reason: string | null;
  failed_login_count: number;
  two_factor_enabled: boolean;
  language: 'EN' | 'SL';
  notify_account_summary: 'NONE' | 'DAILY' | 'WEEKLY' | 'MONTHLY';
  notify_deposits: boolean;
  notify_withdrawals: boolean;
  notify_news: boolean;
  notify_updates: boolean;
  funds_sources: Schemas['SourceOfFunds'][];
  annual_income: Schemas['PersonalAnnualIncome'] | null;
  country_of_residence: string | null;
  economic_activity: Schemas['EconomicActivity'] | null;
  main_counterparty_origin: Schemas['CounterpartyOrigin'] | null;
  company_type: Schemas['CompanyType'] | null;
  company_annual_income: Schemas['CompanyAnnualIncome'] | null;
  available_income_percent: Schemas['AvailableIncomePercent'] | null;
  id_document_valid_to: string | null;
  main_iban: string | null;
  main_bank_name: string | null;
  /** The latest upload of identity documents that was not superseded (migrations/0012), if any. */
  review_state: 'PENDING' | 'APPROVED' | 'REJECTED' | null;
  rejection_reason: string | null;
}

const USER_SELECT = `
  SELECT u.*, c.name AS country_name, b.iban AS main_iban, b.bank_name AS main_bank_name,
         r.state AS review_state, r.rejection_reason
  FROM users u
  JOIN countries c ON c.code = u.country_code
  LEFT JOIN bank_accounts b ON b.user_id = u.id AND b.is_main
  LEFT JOIN LATERAL (
    SELECT s.state, s.rejection_reason FROM identity_submissions s
    WHERE s.user_id = u.id AND s.state <> 'SUPERSEDED' ORDER BY s.id DESC LIMIT 1
  ) r ON true`;

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1 AND u.closed_at IS NULL`, [id]);
  return rows[0] ?? null;
}

/**
 * The signed-in user's profile. The auth hook refuses closed profiles, so a missing one was closed
 * since, by another request: 404.
 */
export async function signedInUser(db: Queryable, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Customer not found');
  return user;
}

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `${USER_SELECT} WHERE lower(u.username) = lower($1) AND u.closed_at IS NULL`,
    [username],
  );
  return rows[0] ?? null;
}

/**
 * Where the identification stands: confirmed by the operator, else the state of the latest upload
 * (src/modules/identity/identity-documents.ts). A confirmed investor's newer upload (a renewed document) does not make
 * them pending again.
 */
function identityVerification(row: UserRow): Schemas['IdentityVerification'] {
  if (row.status === 'confirmed') return 'CONFIRMED';
  if (row.review_state === 'PENDING' || row.review_state === 'REJECTED') return row.review_state;
  return 'NOT_SUBMITTED';
}

/** The contract's `User` schema, field for field (SPEC §3). */
export function toUserJson(row: UserRow): Schemas['User'] {
  const personal = row.investor_type === 'Personal';
  const personalCompleted =
    row.funds_sources.length > 0 &&
    row.annual_income !== null &&
    row.country_of_residence !== null &&
    row.tax_no !== null;
  const companyProfile = {
    economicActivity: row.economic_activity,
    mainCounterPartyOrigin: row.main_counterparty_origin,
    type: row.company_type,
    annualIncome: row.company_annual_income,
    availableIncomePercent: row.available_income_percent,
  };
  return {
    Id: Number(row.id),
    username: row.username,
    reference: { number: investorReference(row.id) },
    contact: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      telephone: row.phone,
    },
    address: {
      streetName: row.street_name ?? '',
      streetNumber: row.street_number,
      postalCode: row.postal_code,
      townOrSuburb: row.city ?? '',
      regionOrState: row.country_name,
    },
    investorType: row.investor_type,
    investorProfile: {
      completed: personal && personalCompleted,
      fundsSources: row.funds_sources,
      annualIncome: row.annual_income,
      countryOfResidence: row.country_of_residence,
    },
    companyInvestorProfile: personal
      ? null
      : { completed: Object.values(companyProfile).every((v) => v !== null), ...companyProfile },
    company: row.company_name === null ? null : { name: row.company_name },
    taxNo: row.tax_no,
    mainBankAccount:
      row.main_iban === null ? null : { accountNumber: row.main_iban, bank: row.main_bank_name ?? '' },
    identificationDocument: {
      validTo: row.id_document_valid_to,
      verification: identityVerification(row),
      rejectionReason:
        row.status !== 'confirmed' && row.review_state === 'REJECTED' ? row.rejection_reason : null,
    },
    status: { confirmed: row.status === 'confirmed', twoFactorAuthEnabled: row.two_factor_enabled },
    settings: {
      language: row.language,
      notifications: {
        accountSummary: row.notify_account_summary,
        deposits: row.notify_deposits,
        withdrawals: row.notify_withdrawals,
        news: row.notify_news,
        updates: row.notify_updates,
      },
    },
  };
}
