import { TextField } from '@invest/ui';
import { useState } from 'react';
import { useValidationMessage } from '../../../lib/i18n';
import { useTouched, WizardStep } from '../wizard-step';
import { nextStep, previousStep } from '../steps';
import { summaryChange, useWizard } from '../use-wizard';
import { validateName } from '../validation';

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

/** First or last name: more than one character (SPEC §5). A business account asks for the representative's. */
export function NameStep({ which }: { which: 'first' | 'last' }) {
  const { draft, store, go, t } = useWizard();
  const fieldError = useValidationMessage();
  const field = FIELDS[which];
  const [value, setValue] = useState(draft[field.key]);
  const [touched, touch] = useTouched(value !== '');
  const error = validateName(value);
  const accountType = draft.accountType ?? 'personal';

  return (
    <WizardStep
      title={t(accountType === 'business' ? field.businessHeading : field.heading)}
      description={t(field.intro)}
      canSubmit={error === null}
      onSubmit={() => {
        store.update(summaryChange(draft, { [field.key]: value.trim() }));
        go(nextStep(field.step, accountType));
      }}
      back={previousStep(field.step, accountType)}
    >
      <TextField
        name={field.key}
        label={t(field.label)}
        required
        autoComplete={field.autoComplete}
        autoCapitalize="words"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={touch}
        error={touched ? fieldError(error ?? undefined) : undefined}
      />
    </WizardStep>
  );
}
