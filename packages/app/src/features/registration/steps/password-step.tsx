import { Alert, passwordHints, PasswordField, StrengthMeter, type PasswordScore } from '@invest/ui';
import { useEffect, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { useErrorMessage, useValidationMessage } from '../../../lib/i18n';
import { useStepForm } from '../form';
import { WizardStep } from '../wizard-step';
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
  const [visible, setVisible] = useState(false);
  const [typed, setTyped] = useState(draft.password.password);
  const [weakWarnedFor, setWeakWarnedFor] = useState<string | null>(null);
  const accountType = draft.accountType ?? 'personal';
  const score = usePasswordScore(typed, [
    draft.personalFirstName,
    draft.personalLastName,
    draft.email,
    draft.personalDateOfBirth.year,
    draft.company?.name ?? '',
  ]);
  // SPEC §5 (`validatePassword`): the score is part of the rule once zxcvbn has loaded.
  const schema = useMemo(
    () =>
      z.object({ password: z.string(), passwordRepeat: z.string() }).check(
        z.superRefine(({ password, passwordRepeat }, ctx) => {
          const errors = validatePassword(password, passwordRepeat, score);
          if (errors.password)
            ctx.issues.push({
              code: 'custom',
              message: errors.password,
              input: password,
              path: ['password'],
            });
          // SPEC §5 names the error not-matching and shows it as passwordDoesNotMatch (errors namespace).
          if (errors.repeat)
            ctx.issues.push({
              code: 'custom',
              message: errors.repeat === 'not-matching' ? 'passwordDoesNotMatch' : errors.repeat,
              input: passwordRepeat,
              path: ['passwordRepeat'],
            });
        }),
      ),
    [score],
  );
  const form = useStepForm(schema, {
    password: draft.password.password,
    passwordRepeat: draft.password.passwordRepeat,
  });
  const password = form.watch('password');
  const { errors } = form.formState;
  const { trigger, getFieldState } = form;
  // The score arrives late (zxcvbn is lazy): re-check what the investor has already left.
  useEffect(() => {
    const touched = (['password', 'passwordRepeat'] as const).filter((name) => getFieldState(name).isTouched);
    if (touched.length > 0) void trigger(touched);
  }, [schema, trigger, getFieldState]);
  const repeatMessage =
    errors.passwordRepeat?.message === 'passwordDoesNotMatch'
      ? errorMessage('passwordDoesNotMatch', 'passwordDoesNotMatch')
      : fieldError(errors.passwordRepeat?.message);
  const weakWarning = weakWarnedFor !== null && weakWarnedFor === password;

  function submit({ password, passwordRepeat: repeat }: { password: string; passwordRepeat: string }) {
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
      canSubmit={form.canSubmit && score !== null}
      onSubmit={form.handleSubmit(submit)}
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
        label={t('password.password')}
        required
        autoComplete="new-password"
        showLabel={showLabel}
        visible={visible}
        onVisibleChange={setVisible}
        {...form.register('password', {
          onChange: (event: { target: { value: string } }) => setTyped(event.target.value),
        })}
        error={fieldError(errors.password?.message)}
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
        label={t('password.repeat')}
        required
        autoComplete="new-password"
        showLabel={showLabel}
        visible={visible}
        onVisibleChange={setVisible}
        {...form.register('passwordRepeat')}
        error={repeatMessage}
      />
    </WizardStep>
  );
}
