import type { Schemas } from '@invest/api-client';
import { centsToDecimalString, fromIsoDate, parseAmountToCents } from '@invest/ui';
import * as z from 'zod/mini';
import { centsToEuros, eurosToCents } from '../../../lib/money';

/*
 * The listing form (CreateReceivableRequest, also the body of a correction): every field required and
 * checked as the service checks it — the number's pattern, a positive amount up to 10 000 000 € in
 * cents, a rate of 0,01–100 % with two decimals, the issue date not in the future, the maturity date
 * after it and not in the past. Amounts and rates are read from the typed text with the kit's
 * parseAmountToCents (integer hundredths), never through a float. Messages are keys of
 * `opsReceivables:form.errors`.
 */

export type ReceivableFormError =
  | 'required'
  | 'invalid-number'
  | 'invalid-amount'
  | 'amount-too-small'
  | 'amount-too-large'
  | 'invalid-rate'
  | 'invalid-date'
  | 'issue-in-future'
  | 'maturity-not-after-issue'
  | 'maturity-in-past';

export const INVESTMENT_TYPES = [
  'invoiceFactoring',
  'reverseFactoring',
  'internationalFactoring',
] as const satisfies readonly Schemas['InvestmentType'][];
export const PROTECTIONS = ['BG', 'PG', 'none'] as const;
/** The internal ranks the contract allows (`^[A-E][+-]?$`), best first. */
export const RANKS = ['A', 'B', 'C', 'D', 'E'].flatMap((letter) => [`${letter}+`, letter, `${letter}-`]);

export interface ReceivableValues {
  number: string;
  originatorId: string;
  type: '' | Schemas['InvestmentType'];
  totalAmount: string;
  interestRate: string;
  rank: string;
  issueDate: string;
  maturityDate: string;
  protection: (typeof PROTECTIONS)[number];
  country: string;
}

const NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
/** PositiveMoney's maximum, 10 000 000 €, in cents. */
const MAX_AMOUNT_CENTS = 1_000_000_000;

/** What is wrong with each field (none: the listing may be sent); `today` is yyyy-mm-dd. */
export function receivableErrors(
  values: ReceivableValues,
  today: string,
): Partial<Record<keyof ReceivableValues, ReceivableFormError>> {
  const errors: Partial<Record<keyof ReceivableValues, ReceivableFormError>> = {};
  const number = values.number.trim();
  if (number === '') errors.number = 'required';
  else if (!NUMBER.test(number)) errors.number = 'invalid-number';
  for (const field of ['originatorId', 'type', 'rank', 'country'] as const)
    if (values[field] === '') errors[field] = 'required';

  const amountText = values.totalAmount.trim();
  const cents = amountText === '' ? null : parseAmountToCents(amountText);
  if (amountText === '') errors.totalAmount = 'required';
  else if (cents === null) errors.totalAmount = 'invalid-amount';
  else if (cents < 1) errors.totalAmount = 'amount-too-small';
  else if (cents > MAX_AMOUNT_CENTS) errors.totalAmount = 'amount-too-large';

  const rateText = values.interestRate.trim();
  const rate = rateText === '' ? null : parseAmountToCents(rateText);
  if (rateText === '') errors.interestRate = 'required';
  else if (rate === null || rate < 1 || rate > 10_000) errors.interestRate = 'invalid-rate';

  const issue = values.issueDate.trim();
  const maturity = values.maturityDate.trim();
  if (issue === '') errors.issueDate = 'required';
  else if (fromIsoDate(issue) === null) errors.issueDate = 'invalid-date';
  else if (issue > today) errors.issueDate = 'issue-in-future';
  if (maturity === '') errors.maturityDate = 'required';
  else if (fromIsoDate(maturity) === null) errors.maturityDate = 'invalid-date';
  else if (maturity < today) errors.maturityDate = 'maturity-in-past';
  else if (!errors.issueDate && maturity <= issue) errors.maturityDate = 'maturity-not-after-issue';
  return errors;
}

/** The form's zod schema for a given day. */
export function receivableSchema(today: string) {
  return z
    .object({
      number: z.string(),
      originatorId: z.string(),
      type: z.enum(['', ...INVESTMENT_TYPES]),
      totalAmount: z.string(),
      interestRate: z.string(),
      rank: z.string(),
      issueDate: z.string(),
      maturityDate: z.string(),
      protection: z.enum(PROTECTIONS),
      country: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        for (const [field, message] of Object.entries(receivableErrors(values, today)))
          context.addIssue({ code: 'custom', message, path: [field], input: values });
      }),
    );
}

/** The form's values: empty for a new listing (issued today), or those of `receivable` to correct it. */
export function receivableFormValues(
  receivable: Schemas['OpsReceivable'] | null,
  today: string,
): ReceivableValues {
  if (!receivable)
    return {
      number: '',
      originatorId: '',
      type: '',
      totalAmount: '',
      interestRate: '',
      rank: '',
      issueDate: today,
      maturityDate: '',
      protection: 'BG',
      country: '',
    };
  return {
    number: receivable.number,
    originatorId: String(receivable.originatorId),
    type: receivable.type,
    totalAmount: centsToDecimalString(eurosToCents(receivable.totalAmount)),
    interestRate: centsToDecimalString(eurosToCents(receivable.interestRate)),
    rank: receivable.rank,
    issueDate: receivable.dateStartFormatted,
    maturityDate: receivable.dateEndFormatted,
    protection: receivable.protection ?? 'none',
    country: receivable.country,
  };
}

/** The request of checked values (the schema accepted them, so every number reads). */
export function receivableRequest(values: ReceivableValues): Schemas['CreateReceivableRequest'] {
  return {
    number: values.number.trim(),
    originatorId: Number(values.originatorId),
    type: values.type as Schemas['InvestmentType'],
    totalAmount: centsToEuros(parseAmountToCents(values.totalAmount.trim()) ?? 0),
    interestRate: centsToEuros(parseAmountToCents(values.interestRate.trim()) ?? 0),
    rank: values.rank,
    issueDate: values.issueDate.trim(),
    maturityDate: values.maturityDate.trim(),
    protection: values.protection === 'none' ? null : values.protection,
    country: values.country,
  };
}
