import { useState } from 'react';
import { dateOfBirthFromParts } from '../draft';
import { DateOfBirthField, type DateParts } from '../fields';
import { WizardStep } from '../wizard-step';
import { nextStep, previousStep } from '../steps';
import { summaryChange, useWizard } from '../use-wizard';
import { validateDateOfBirth } from '../validation';

/** SPEC §2/§5: day, month and year boxes with a calendar; a real date of someone aged 18 or over. */
export function DateOfBirthStep() {
  const { draft, store, go, t } = useWizard();
  const dob = draft.personalDateOfBirth;
  const [value, setValue] = useState<DateParts>({ day: dob.dayOfMonth, month: dob.month, year: dob.year });
  const [today] = useState(() => new Date());
  const accountType = draft.accountType ?? 'personal';
  const step = 'personal/date-of-birth';

  return (
    <WizardStep
      title={t('dateOfBirth.heading')}
      description={t('dateOfBirth.intro')}
      canSubmit={validateDateOfBirth(value, today) === null}
      onSubmit={() => {
        store.update(summaryChange(draft, { personalDateOfBirth: dateOfBirthFromParts(value) }));
        go(nextStep(step, accountType));
      }}
      back={previousStep(step, accountType)}
    >
      <DateOfBirthField value={value} onChange={setValue} today={today} eager={dob.year !== ''} hideLegend />
    </WizardStep>
  );
}
