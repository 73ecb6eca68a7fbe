/** zxcvbn's score: 0 (too guessable) to 4 (very unguessable). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export type StrengthLevel = 'too-short' | 'unsafe' | 'weak' | 'good' | 'strong' | 'very-strong';

/** The product's minimum password length (SPEC §5). */
export const MIN_PASSWORD_LENGTH = 8;

const LEVELS = [
  'unsafe',
  'weak',
  'good',
  'strong',
  'very-strong',
] as const satisfies readonly StrengthLevel[];

/**
 * Maps a password's length and zxcvbn score to the label the product shows: under the minimum length
 * it is too short whatever the score.
 */
export function strengthLevel({ length, score }: { length: number; score: PasswordScore }): StrengthLevel {
  if (length < MIN_PASSWORD_LENGTH) return 'too-short';
  return LEVELS[score];
}

export interface PasswordHints {
  /** At least 8 characters. */
  minLength: boolean;
  /** Letters plus at least one number or symbol. */
  numberOrSymbol: boolean;
}

/**
 * The two hints a password can be checked against without zxcvbn. Length counts characters as the user
 * sees them (code points), so an accented letter or emoji counts once.
 */
export function passwordHints(password: string): PasswordHints {
  return {
    minLength: Array.from(password).length >= MIN_PASSWORD_LENGTH,
    numberOrSymbol: /\p{L}/u.test(password) && /[\p{N}\p{P}\p{S}]/u.test(password),
  };
}
