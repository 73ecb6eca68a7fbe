/**
 * The registration's rules (SPEC §5, §9): how long a phone code and a confirmed number live, how often
 * codes may be sent, the legal age and how it is counted, and which phone numbers can get an SMS.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { SMS_CODE_MAX_ATTEMPTS } from '../verification/index.ts';

/** SPEC §9 and DESIGN §4: codes are short-lived, resent at most every 10 s, guessed at most 5 times. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_RESEND_WAIT_MS = 10 * 1000;

/** SMS cost money and can be abused to flood a number: at most this many per number and hour. */
export const PHONE_MAX_SENDS_PER_HOUR = 5;
export const PHONE_MAX_ATTEMPTS = SMS_CODE_MAX_ATTEMPTS;

/** A confirmed number must be used within the life of a registration draft (SPEC §9: 1 hour). */
export const VERIFIED_PHONE_TTL_MS = 60 * 60 * 1000;

/** E-mail is deemed delivered within 24 hours (SPEC §9); the link lives as long. */
export const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const MINIMUM_AGE = 18;

/**
 * The number in E.164 when it is a valid number that can receive SMS (mobile); landlines, premium
 * and toll-free numbers are refused, which also keeps SMS-pumping fraud off expensive ranges.
 */
export function smsNumber(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim());
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
}

/** Completed years between the birth date and today (a 29 February birthday counts from 1 March). */
export function ageOn(
  birth: { year: number; month: number; day: number },
  today: { year: number; month: number; day: number },
): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}
