import { Alert, TextField } from '@invest/ui';
import { useState } from 'react';
import * as z from 'zod/mini';
import { useApi } from '../../../lib/api';
import { useErrorMessage, useValidationMessage } from '../../../lib/i18n';
import { isEmailTaken } from '../calls';
import { ruleField, useStepForm } from '../form';
import { WizardStep } from '../wizard-step';
import { nextStep, previousStep } from '../steps';
import { summaryChange, useWizard } from '../use-wizard';
import { validateEmail } from '../validation';

/** A standard e-mail address (SPEC §5, `validateEmail`: the contract's rule). */
const emailSchema = z.object({ email: ruleField(validateEmail) });

/** SPEC §5: a standard address that is not registered yet (existsCustomerByUsername → email-taken). */
export function EmailStep() {
  const { draft, store, go, t } = useWizard();
  const api = useApi();
  const fieldError = useValidationMessage();
  const errorMessage = useErrorMessage();
  const form = useStepForm(emailSchema, { email: draft.email });
  const value = form.watch('email');
  const [taken, setTaken] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const accountType = draft.accountType ?? 'personal';
  const step = 'personal/email';
  const isTaken = taken !== null && taken === value.trim().toLowerCase();

  async function submit({ email: typed }: { email: string }) {
    setFailure(null);
    const email = typed.trim();
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
      canSubmit={form.canSubmit && !isTaken}
      onSubmit={form.handleSubmit(submit)}
      back={previousStep(step, accountType)}
      alert={failure && <Alert variant="error" description={errorMessage(failure, 'something-wrong')} />}
    >
      <TextField
        type="email"
        label={t('email.label')}
        required
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        {...form.register('email')}
        error={
          isTaken
            ? errorMessage('email-taken', 'email-taken')
            : fieldError(form.formState.errors.email?.message)
        }
      />
    </WizardStep>
  );
}
