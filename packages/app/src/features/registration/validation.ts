import { EMAIL_PATTERN } from '@invest/api-client';
import { ageOn, findExactOption, fromDateParts, MIN_PASSWORD_LENGTH, passwordHints } from '@invest/ui';

/**
 * The registration rules of SPEC §5, as pure functions. Where the kit already owns a rule (the exact
 * country match, real calendar dates and age, the password hints the strength meter shows), they use
 * it, so the field, the meter and the server's own check never disagree. Each returns the spec's error name (translated
 * by the caller under `validation.<name>`) or null when the value is valid.
 */

export type ValidationError =
  | 'required'
  | 'invalid-date-format'
  | 'invalid-date'
  | 'legal-age'
  | 'too-short'
  | 'invalid-format'
  | 'regex-undefined'
  | 'not-matching'
  | 'low-score'
  | 'no-match'
  | 'phone-confirmation-code-invalid'
  | 'agreementsRequired';

export const MIN_AGE = 18;
export { MIN_PASSWORD_LENGTH };
export const MIN_VAT_LENGTH = 8;

const trimmedLength = (value: string | undefined | null) => (value ?? '').trim().length;

/** First and last name: more than one character. */
export function validateName(value: string): ValidationError | null {
  return trimmedLength(value) > 1 ? null : 'required';
}

export interface AddressInput {
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
}

/** Street name, postal code (numeric) and city more than one character; street number at least one. */
export function validateAddress(address: AddressInput): Partial<Record<keyof AddressInput, ValidationError>> {
  const errors: Partial<Record<keyof AddressInput, ValidationError>> = {};
  if (trimmedLength(address.streetName) <= 1) errors.streetName = 'required';
  if (trimmedLength(address.streetNumber) < 1) errors.streetNumber = 'required';
  const postal = address.postalCode.trim();
  if (postal.length <= 1) errors.postalCode = 'required';
  else if (!/^\d+$/.test(postal)) errors.postalCode = 'invalid-format';
  if (trimmedLength(address.city) <= 1) errors.city = 'required';
  return errors;
}

export interface DateOfBirthInput {
  day: string;
  month: string;
  year: string;
}

/**
 * Day, month and year present and numeric (required); day and month at most two digits and the year
 * exactly four (invalid-date-format); a real calendar date (invalid-date); the holder at least 18 on
 * `today` (legal-age).
 */
export function validateDateOfBirth(dob: DateOfBirthInput, today: Date): ValidationError | null {
  const parts = [dob.day.trim(), dob.month.trim(), dob.year.trim()];
  if (parts.some((part) => part === '' || !/^\d+$/.test(part))) return 'required';
  const [day, month, year] = parts as [string, string, string];
  if (day.length > 2 || month.length > 2 || year.length !== 4) return 'invalid-date-format';
  const date = fromDateParts({ day, month, year });
  if (!date || date > today) return 'invalid-date';
  return (ageOn({ day, month, year }, today) ?? 0) >= MIN_AGE ? null : 'legal-age';
}

/**
 * A standard e-mail address: the contract's Email pattern (the WHATWG definition with a dot in the
 * domain), which the service checks too; uniqueness is the server's answer (email-taken).
 */
export function validateEmail(value: string): ValidationError | null {
  const email = value.trim();
  if (email === '') return 'required';
  return EMAIL_PATTERN.test(email) ? null : 'invalid-format';
}

/** The country must be one of the list, matched by its name exactly, case-insensitive (the kit's rule). */
export function validateCountry(
  options: readonly { label: string; disabled?: boolean }[],
  typed: string,
): ValidationError | null {
  if (typed.trim() === '') return 'required';
  return findExactOption(options, typed) ? null : 'no-match';
}

/** VAT number: at least 8 characters, then the country's pattern (regex-undefined when it has none). */
export function validateVat(value: string, vatRegex: string | null | undefined): ValidationError | null {
  const vat = value.trim().toUpperCase();
  if (vat === '') return 'required';
  if (vat.length < MIN_VAT_LENGTH) return 'too-short';
  if (!vatRegex) return 'regex-undefined';
  return new RegExp(vatRegex).test(vat) ? null : 'invalid-format';
}

/** Phone: both the dial code and the number are needed; the number holds digits (spaces allowed). */
export function validatePhone(phoneCode: string, phoneNumber: string): ValidationError | null {
  if (phoneCode.trim() === '' || phoneNumber.trim() === '') return 'required';
  return /^\d[\d ]{4,14}$/.test(phoneNumber.trim()) ? null : 'invalid-format';
}

/** The SMS code: exactly six digits. */
export function validateCode(code: string): ValidationError | null {
  return /^\d{6}$/.test(code) ? null : 'phone-confirmation-code-invalid';
}

/**
 * Password: at least 8 characters (too-short), letters plus a number or symbol (invalid-format), equal to
 * the repeat (not-matching), strength score at least 1 (low-score). `score` is zxcvbn's 0–4, or null
 * while it is still loading (the score rule then waits).
 */
export function validatePassword(
  password: string,
  repeat: string,
  score: number | null,
): { password?: ValidationError; repeat?: ValidationError } {
  const errors: { password?: ValidationError; repeat?: ValidationError } = {};
  const hints = passwordHints(password);
  if (password === '') errors.password = 'required';
  else if (!hints.minLength) errors.password = 'too-short';
  else if (!hints.numberOrSymbol) errors.password = 'invalid-format';
  else if (score !== null && score < 1) errors.password = 'low-score';
  if (repeat === '') errors.repeat = 'required';
  else if (repeat !== password) errors.repeat = 'not-matching';
  return errors;
}

/** A weak password (score 1 or less) is confirmed by a second submit. */
export const isWeakPassword = (score: number) => score <= 1;

export interface Agreements {
  tosAgreement: boolean;
  privacyAgreement: boolean;
  notPoliticallyExposed: boolean;
}

export function validateAgreements(agreements: Agreements): ValidationError | null {
  return agreements.tosAgreement && agreements.privacyAgreement && agreements.notPoliticallyExposed
    ? null
    : 'agreementsRequired';
}
