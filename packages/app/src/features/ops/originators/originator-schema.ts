import type { Schemas } from '@invest/api-client';
import { centsToDecimalString, fromIsoDate, parseAmountToCents } from '@invest/ui';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import * as z from 'zod/mini';
import { centsToEuros, eurosToCents } from '../../../lib/money';

/*
 * The originator form (CreateOriginatorRequest): name (2–200 characters) and country required; the
 * rest optional, each checked as the contract checks it (the profile texts in English and Slovene,
 * for the investors' originator page, at most 2 000 characters each). The fields hold the typed text; numbers are
 * read with the kit's parseAmountToCents (decimal text to integer hundredths, `,` or `.`), never
 * through a float. The IBAN (where the statement import recognises the originator's payments) is
 * checked as the service checks it, with ibantools. Messages are keys of
 * `opsReceivables:originators.form.errors`.
 */

export type OriginatorError =
  | 'required'
  | 'too-short'
  | 'too-long'
  | 'invalid-date'
  | 'future-date'
  | 'invalid-score'
  | 'invalid-ranking'
  | 'invalid-employees'
  | 'invalid-amount'
  | 'too-large'
  | 'invalid-iban'
  | 'description-too-long';

export const COMPANY_SIZES = [
  'MICRO',
  'SMALL',
  'MEDIUM',
  'LARGE',
] as const satisfies readonly Schemas['CompanySize'][];

export interface OriginatorValues {
  name: string;
  countryCode: string;
  partnerSince: string;
  failureScore: string;
  ranking: string;
  companySize: '' | Schemas['CompanySize'];
  noOfEmployees: string;
  totalIncome: string;
  iban: string;
  descriptionEn: string;
  descriptionSl: string;
}

const RANKING = /^[A-Z][A-Z0-9+-]{0,4}$/;
const MAX_EMPLOYEES = 10_000_000;
/** The contract's maximum total income, 1 000 000 000 000 €, in cents. */
const MAX_INCOME_CENTS = 100_000_000_000_000;
/** The contract's longest profile text (CreateOriginatorRequest.descriptionEn/descriptionSl). */
export const MAX_DESCRIPTION = 2000;

/** What is wrong with each field, by name (none: the form may be sent). `today` is yyyy-mm-dd. */
export function originatorErrors(
  values: OriginatorValues,
  today: string,
): Partial<Record<keyof OriginatorValues, OriginatorError>> {
  const errors: Partial<Record<keyof OriginatorValues, OriginatorError>> = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'required';
  else if (name.length < 2) errors.name = 'too-short';
  else if (name.length > 200) errors.name = 'too-long';
  if (values.countryCode === '') errors.countryCode = 'required';
  const since = values.partnerSince.trim();
  if (since !== '') {
    if (fromIsoDate(since) === null) errors.partnerSince = 'invalid-date';
    else if (since > today) errors.partnerSince = 'future-date';
  }
  const score = values.failureScore.trim();
  if (score !== '') {
    const hundredths = parseAmountToCents(score);
    if (hundredths === null || hundredths > 10_000) errors.failureScore = 'invalid-score';
  }
  const ranking = values.ranking.trim();
  if (ranking !== '' && !RANKING.test(ranking)) errors.ranking = 'invalid-ranking';
  const employees = values.noOfEmployees.trim();
  if (employees !== '' && (!/^\d{1,8}$/.test(employees) || Number(employees) > MAX_EMPLOYEES))
    errors.noOfEmployees = 'invalid-employees';
  const income = values.totalIncome.trim();
  if (income !== '') {
    const cents = parseAmountToCents(income);
    if (cents === null) errors.totalIncome = 'invalid-amount';
    else if (cents > MAX_INCOME_CENTS) errors.totalIncome = 'too-large';
  }
  if (values.iban.trim() !== '' && !isValidIBAN(electronicFormatIBAN(values.iban) ?? ''))
    errors.iban = 'invalid-iban';
  for (const field of ['descriptionEn', 'descriptionSl'] as const)
    if (values[field].trim().length > MAX_DESCRIPTION) errors[field] = 'description-too-long';
  return errors;
}

/** The form's zod schema for a given day (the partner-since date may not be after it). */
export function originatorSchema(today: string) {
  return z
    .object({
      name: z.string(),
      countryCode: z.string(),
      partnerSince: z.string(),
      failureScore: z.string(),
      ranking: z.string(),
      companySize: z.enum(['', ...COMPANY_SIZES]),
      noOfEmployees: z.string(),
      totalIncome: z.string(),
      iban: z.string(),
      descriptionEn: z.string(),
      descriptionSl: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        for (const [field, message] of Object.entries(originatorErrors(values, today)))
          context.addIssue({ code: 'custom', message, path: [field], input: values });
      }),
    );
}

/** The form's values for a new originator, or the ones of `originator` to correct it. */
export function originatorFormValues(originator?: Schemas['OpsOriginator']): OriginatorValues {
  if (!originator)
    return {
      name: '',
      countryCode: '',
      partnerSince: '',
      failureScore: '',
      ranking: '',
      companySize: '',
      noOfEmployees: '',
      totalIncome: '',
      iban: '',
      descriptionEn: '',
      descriptionSl: '',
    };
  const score = originator.creditRating.failureScore;
  return {
    name: originator.name,
    countryCode: originator.countryCode,
    partnerSince: originator.partnerSince ?? '',
    failureScore: score === null ? '' : centsToDecimalString(eurosToCents(score)),
    ranking: originator.creditRating.ranking ?? '',
    companySize: originator.companySize ?? '',
    noOfEmployees: originator.noOfEmployees === null ? '' : String(originator.noOfEmployees),
    totalIncome:
      originator.totalIncome === null ? '' : centsToDecimalString(eurosToCents(originator.totalIncome)),
    iban: originator.iban === null ? '' : (friendlyFormatIBAN(originator.iban) ?? originator.iban),
    descriptionEn: originator.descriptionEn ?? '',
    descriptionSl: originator.descriptionSl ?? '',
  };
}

/** The request of checked values: empty optional fields are left out (the service stores them empty). */
export function originatorRequest(values: OriginatorValues): Schemas['CreateOriginatorRequest'] {
  const text = (value: string) => value.trim() || undefined;
  const hundredths = (value: string) => {
    const parsed = value.trim() === '' ? null : parseAmountToCents(value.trim());
    return parsed === null ? undefined : centsToEuros(parsed);
  };
  const employees = text(values.noOfEmployees);
  return {
    name: values.name.trim(),
    countryCode: values.countryCode,
    partnerSince: text(values.partnerSince),
    failureScore: hundredths(values.failureScore),
    ranking: text(values.ranking),
    companySize: values.companySize || undefined,
    noOfEmployees: employees === undefined ? undefined : Number(employees),
    totalIncome: hundredths(values.totalIncome),
    iban: values.iban.trim() === '' ? undefined : (electronicFormatIBAN(values.iban) ?? undefined),
    descriptionEn: text(values.descriptionEn),
    descriptionSl: text(values.descriptionSl),
  };
}
