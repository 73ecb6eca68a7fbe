import { MIN_PASSWORD_LENGTH, passwordHints, StrengthMeter, type PasswordScore } from '@invest/ui';
import { useTranslation } from 'react-i18next';

export interface PasswordStrengthProps {
  password: string;
  /** zxcvbn's score (usePasswordScore); null while the library loads. */
  score: number | null;
}

/**
 * The kit's strength meter and hints under a new password (SPEC §5 labels and hints), as the reset
 * and the change-password screens show it; the registration wizard has its own texts.
 */
export function PasswordStrength({ password, score }: PasswordStrengthProps) {
  const { t } = useTranslation('auth');
  return (
    <StrengthMeter
      score={(score ?? 0) as PasswordScore}
      tooShort={Array.from(password).length < MIN_PASSWORD_LENGTH}
      checks={passwordHints(password)}
      label={t('passwordReset.strength')}
      tooShortLabel={t('passwordReset.levels.tooShort')}
      unsafeLabel={t('passwordReset.levels.unsafe')}
      weakLabel={t('passwordReset.levels.weak')}
      goodLabel={t('passwordReset.levels.good')}
      strongLabel={t('passwordReset.levels.strong')}
      veryStrongLabel={t('passwordReset.levels.veryStrong')}
      minLengthHint={t('passwordReset.hints.minLength')}
      numberOrSymbolHint={t('passwordReset.hints.numberOrSymbol')}
      notObviousHint={t('passwordReset.hints.notObvious')}
      metLabel={t('passwordReset.hints.met')}
      unmetLabel={t('passwordReset.hints.unmet')}
    />
  );
}
