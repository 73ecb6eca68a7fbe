/**
 * Changes of one setting or profile field (PUT /updateCustomer/{Id}, SPEC §7): the interface language,
 * one notification setting, the tax number, or one answer of the investor's questionnaire. Each
 * request carries exactly one change, so every save of the Account page is one small, audited write
 * that cannot overwrite a field another tab changed meanwhile.
 *
 * The column of each field is looked up in a fixed table (never built from the request's text), with
 * the investor type it applies to. The questionnaire's own call can apply its answers through the
 * same `applyProfileChange`.
 */
import type { components } from '@invest/api-client';
import { recordAudit, type AuditRequest } from '../../platform/audit.ts';
import { withTransaction } from '../../platform/db/pool.ts';
import { ApiError, badRequest, notFound } from '../../platform/errors.ts';
import type { BodyOf, Deps } from '../../platform/http/types.ts';

type InvestorType = components['schemas']['InvestorType'];

interface FieldRule {
  column: string;
  /** Only investors of this type have the field (the other type answers 422). */
  investorType?: InvestorType;
}

/** Every field a change may name, by its path in the request body. */
const FIELDS = {
  'settings.language': { column: 'language' },
  'settings.notifications.accountSummary': { column: 'notify_account_summary' },
  'settings.notifications.deposits': { column: 'notify_deposits' },
  'settings.notifications.withdrawals': { column: 'notify_withdrawals' },
  'settings.notifications.news': { column: 'notify_news' },
  'settings.notifications.updates': { column: 'notify_updates' },
  taxNo: { column: 'tax_no' },
  'investorProfile.fundsSources': { column: 'funds_sources', investorType: 'Personal' },
  'investorProfile.annualIncome': { column: 'annual_income', investorType: 'Personal' },
  'investorProfile.countryOfResidence': { column: 'country_of_residence', investorType: 'Personal' },
  'companyInvestorProfile.economicActivity': { column: 'economic_activity', investorType: 'Business' },
  'companyInvestorProfile.mainCounterPartyOrigin': {
    column: 'main_counterparty_origin',
    investorType: 'Business',
  },
  'companyInvestorProfile.type': { column: 'company_type', investorType: 'Business' },
  'companyInvestorProfile.annualIncome': { column: 'company_annual_income', investorType: 'Business' },
  'companyInvestorProfile.availableIncomePercent': {
    column: 'available_income_percent',
    investorType: 'Business',
  },
} as const satisfies Record<string, FieldRule>;

export type ProfileField = keyof typeof FIELDS;

export interface ProfileChange {
  field: ProfileField;
  value: string | boolean | string[];
}

function isProfileField(path: string): path is ProfileField {
  return Object.hasOwn(FIELDS, path);
}

/**
 * The one change of an updateCustomer body (already validated against the contract's schema, which
 * allows no other properties). 400 validation-error when it names none or more than one.
 */
export function singleChange(body: BodyOf<'updateCustomer'>): ProfileChange {
  const changes: Array<{ field: string; value: unknown }> = [];
  const collect = (prefix: string, group: object | undefined) => {
    for (const [key, value] of Object.entries(group ?? {})) {
      if (value !== undefined) changes.push({ field: `${prefix}${key}`, value });
    }
  };
  if (body.settings?.language !== undefined) {
    changes.push({ field: 'settings.language', value: body.settings.language });
  }
  collect('settings.notifications.', body.settings?.notifications);
  if (body.taxNo !== undefined) changes.push({ field: 'taxNo', value: body.taxNo });
  collect('investorProfile.', body.investorProfile);
  collect('companyInvestorProfile.', body.companyInvestorProfile);
  if (changes.length !== 1) {
    throw badRequest(
      changes.length === 0
        ? 'Send one change: settings.language, one notification setting, taxNo or one profile field'
        : `Send exactly one change; this request has ${changes.length}: ${changes.map((c) => c.field).join(', ')}`,
    );
  }
  const [change] = changes;
  if (!isProfileField(change!.field)) throw badRequest(`${change!.field} cannot be changed`);
  return change as ProfileChange;
}

/** A tax number as people write it: letters, digits, spaces, dots, slashes and dashes. */
const TAX_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

const notForInvestorType = (field: string, type: InvestorType) =>
  new ApiError(422, 'validation-error', `${field} does not apply to ${type.toLowerCase()} investors`);

/** Checks a value beyond the contract's schema and returns what is stored. */
async function storedValue(db: Deps['db'], change: ProfileChange): Promise<string | boolean | string[]> {
  if (change.field === 'taxNo') {
    const taxNo = String(change.value).trim();
    if (!TAX_NUMBER.test(taxNo)) throw badRequest('taxNo must be letters and digits (spaces, . / - allowed)');
    return taxNo;
  }
  if (change.field === 'investorProfile.countryOfResidence') {
    const { rowCount } = await db.query('SELECT 1 FROM countries WHERE code = $1', [change.value]);
    if (!rowCount) {
      throw new ApiError(422, 'validation-error', 'countryOfResidence is not a country of the list');
    }
  }
  return change.value;
}

/**
 * Writes one change of the user's profile and records it (the field's name, never its value) in one
 * transaction. 422 validation-error when the field is the other investor type's.
 */
export async function applyProfileChange(
  deps: Pick<Deps, 'db' | 'clock'>,
  request: AuditRequest,
  userId: number,
  change: ProfileChange,
): Promise<void> {
  const { db, clock } = deps;
  const rule: FieldRule = FIELDS[change.field];
  const value = await storedValue(db, change);
  await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ investor_type: InvestorType }>(
      'SELECT investor_type FROM users WHERE id = $1 AND closed_at IS NULL FOR UPDATE',
      [userId],
    );
    const user = rows[0];
    if (!user) throw notFound('Customer not found');
    if (rule.investorType && rule.investorType !== user.investor_type) {
      throw notForInvestorType(change.field, user.investor_type);
    }
    await tx.query(`UPDATE users SET ${rule.column} = $2, updated_at = $3 WHERE id = $1`, [
      userId,
      value,
      clock.now(),
    ]);
    await recordAudit(tx, clock, request, {
      action: 'profile.updated',
      userId,
      details: { field: change.field },
    });
  });
}
