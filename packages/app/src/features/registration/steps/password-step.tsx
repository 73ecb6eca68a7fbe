import { Alert, passwordHints, PasswordField, StrengthMeter, type PasswordScore } from '@invest/ui';
import { useState } from 'react';
import { useErrorMessage, useValidationMessage } from '../../../lib/i18n';
import { useTouched, WizardStep } from '../wizard-step';
import { nextStep, previousStep } from '../steps';
import { usePasswordScore } from '../../../lib/password-score';
import { useWizard } from '../use-wizard';
import { isWeakPassword, MIN_PASSWORD_LENGTH, validatePassword } from '../validation';

/**
 * SPEC §2/§5: password and repeat with one show/hide toggle for both, the strength meter and its hints.
 * A weak password (score 1) needs a second press of Next after the warning (score 0 is refused).
 */
export function PasswordStep() {
  const { draft, store, go, t } = useWizard();
  const fieldError = useValidationMessage();
  const errorMessage = useErrorMessage();
  const [password, setPassword] = useState(draft.password.password);
  const [repeat, setRepeat] = useState(draft.password.passwordRepeat);
  const [visible, setVisible] = useState(false);
  const [passwordTouched, touchPassword] = useTouched(password !== '');
  const [repeatTouched, touchRepeat] = useTouched(repeat !== '');
  const [weakWarnedFor, setWeakWarnedFor] = useState<string | null>(null);
  const accountType = draft.accountType ?? 'personal';
  const score = usePasswordScore(password, [
    draft.personalFirstName,
    draft.personalLastName,
    draft.email,
    draft.personalDateOfBirth.year,
    draft.company?.name ?? '',
  ]);
  const errors = validatePassword(password, repeat, score);
  // SPEC §5 names the error not-matching and shows it as passwordDoesNotMatch.
  const repeatMessage =
    errors.repeat === 'not-matching'
      ? errorMessage('passwordDoesNotMatch', 'passwordDoesNotMatch')
      : fieldError(errors.repeat);
  const weakWarning = weakWarnedFor !== null && weakWarnedFor === password;

  function submit() {
    if (score === null) return;
    if (isWeakPassword(score) && weakWarnedFor !== password) {
      setWeakWarnedFor(password);
      return;
    }
    store.update({ password: { password, passwordRepeat: repeat } });
    go(nextStep('choose-password', accountType));
  }

  const showLabel = t('password.show');
  return (
    <WizardStep
      title={t('password.heading')}
      description={t('password.intro')}
      canSubmit={Object.keys(errors).length === 0 && score !== null}
      onSubmit={submit}
      submitLabel={weakWarning ? t('password.weakContinue') : undefined}
      back={previousStep('choose-password', accountType)}
      alert={
        weakWarning && (
          <Alert
            variant="warning"
            description={errorMessage('weakPasswordConfirmation', 'weakPasswordConfirmation')}
          />
        )
      }
    >
      <PasswordField
        name="password"
        label={t('password.password')}
        required
        autoComplete="new-password"
        showLabel={showLabel}
        visible={visible}
        onVisibleChange={setVisible}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={touchPassword}
        error={passwordTouched ? fieldError(errors.password) : undefined}
      />
      <StrengthMeter
        score={(score ?? 0) as PasswordScore}
        tooShort={Array.from(password).length < MIN_PASSWORD_LENGTH}
        checks={passwordHints(password)}
        label={t('password.strength')}
        tooShortLabel={t('password.levels.tooShort')}
        unsafeLabel={t('password.levels.unsafe')}
        weakLabel={t('password.levels.weak')}
        goodLabel={t('password.levels.good')}
        strongLabel={t('password.levels.strong')}
        veryStrongLabel={t('password.levels.veryStrong')}
        minLengthHint={t('password.hints.minLength')}
        numberOrSymbolHint={t('password.hints.numberOrSymbol')}
        notObviousHint={t('password.hints.notObvious')}
        metLabel={t('password.hints.met')}
        unmetLabel={t('password.hints.unmet')}
      />
      <PasswordField
        name="passwordRepeat"
        label={t('password.repeat')}
        required
        autoComplete="new-password"
        showLabel={showLabel}
        visible={visible}
        onVisibleChange={setVisible}
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        onBlur={touchRepeat}
        error={repeatTouched ? repeatMessage : undefined}
      />
    </WizardStep>
  );
}
