import { TextField } from '@invest/ui';
import * as z from 'zod/mini';
import { useValidationMessage } from '../../../lib/i18n';
import { ruleField, useStepForm } from '../form';
import { nextStep, previousStep } from '../steps';
import { summaryChange, useWizard } from '../use-wizard';
import { validateName } from '../validation';
import { WizardStep } from '../wizard-step';

const FIELDS = {
  first: {
    step: 'personal/first-name',
    key: 'personalFirstName',
    heading: 'firstName.heading',
    businessHeading: 'firstName.businessHeading',
    intro: 'firstName.intro',
    label: 'firstName.label',
    autoComplete: 'given-name',
  },
  last: {
    step: 'personal/last-name',
    key: 'personalLastName',
    heading: 'lastName.heading',
    businessHeading: 'lastName.businessHeading',
    intro: 'lastName.intro',
    label: 'lastName.label',
    autoComplete: 'family-name',
  },
} as const;

/** First or last name: more than one character (SPEC §5, `validateName`); one of them per step. */
const nameSchema = z.object({
  personalFirstName: z.optional(ruleField(validateName)),
  personalLastName: z.optional(ruleField(validateName)),
});

/** First or last name: more than one character (SPEC §5). A business account asks for the representative's. */
export function NameStep({ which }: { which: 'first' | 'last' }) {
  const { draft, store, go, t } = useWizard();
  const fieldError = useValidationMessage();
  const field = FIELDS[which];
  const form = useStepForm(nameSchema, { [field.key]: draft[field.key] });
  const accountType = draft.accountType ?? 'personal';

  return (
    <WizardStep
      title={t(accountType === 'business' ? field.businessHeading : field.heading)}
      description={t(field.intro)}
      canSubmit={form.canSubmit}
      onSubmit={form.handleSubmit((values) => {
        store.update(summaryChange(draft, { [field.key]: (values[field.key] ?? '').trim() }));
        go(nextStep(field.step, accountType));
      })}
      back={previousStep(field.step, accountType)}
    >
      <TextField
        label={t(field.label)}
        required
        autoComplete={field.autoComplete}
        autoCapitalize="words"
        {...form.register(field.key)}
        error={fieldError(form.formState.errors[field.key]?.message)}
      />
    </WizardStep>
  );
}
