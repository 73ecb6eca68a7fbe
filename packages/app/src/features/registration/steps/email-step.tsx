import { Alert, TextField } from '@invest/ui';
import { useState } from 'react';
import { useApi } from '../../../lib/api';
import { useErrorMessage, useValidationMessage } from '../../../lib/i18n';
import { isEmailTaken } from '../calls';
import { useTouched, WizardStep } from '../wizard-step';
import { nextStep, previousStep } from '../steps';
import { summaryChange, useWizard } from '../use-wizard';
import { validateEmail } from '../validation';

/** SPEC §5: a standard address that is not registered yet (existsCustomerByUsername → email-taken). */
export function EmailStep() {
  const { draft, store, go, t } = useWizard();
  const api = useApi();
  const fieldError = useValidationMessage();
  const errorMessage = useErrorMessage();
  const [value, setValue] = useState(draft.email);
  const [touched, touch] = useTouched(value !== '');
  const [taken, setTaken] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const error = validateEmail(value);
  const accountType = draft.accountType ?? 'personal';
  const step = 'personal/email';
  const isTaken = taken !== null && taken === value.trim().toLowerCase();

  async function submit() {
    setFailure(null);
    const email = value.trim();
    try {
      if (await isEmailTaken(api, email)) {
        setTaken(email.toLowerCase());
        return;
      }
    } catch {
      setFailure('something-wrong');
      return;
    }
    store.update(summaryChange(draft, { email }));
    go(nextStep(step, accountType));
  }

  return (
    <WizardStep
      title={t('email.heading')}
      description={t('email.intro')}
      canSubmit={error === null && !isTaken}
      onSubmit={submit}
      back={previousStep(step, accountType)}
      alert={failure && <Alert variant="error" description={errorMessage(failure, 'something-wrong')} />}
    >
      <TextField
        name="email"
        type="email"
        label={t('email.label')}
        required
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={touch}
        error={
          isTaken
            ? errorMessage('email-taken', 'email-taken')
            : touched
              ? fieldError(error ?? undefined)
              : undefined
        }
      />
    </WizardStep>
  );
}
