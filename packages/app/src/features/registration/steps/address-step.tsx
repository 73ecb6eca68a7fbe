import { useState } from 'react';
import type { DraftAddress } from '../draft';
import { AddressFields } from '../fields';
import { WizardStep } from '../wizard-step';
import { nextStep, previousStep } from '../steps';
import { summaryChange, useWizard } from '../use-wizard';
import { validateAddress } from '../validation';

/** SPEC §2/§5: street name, street number, numeric postal code and city. */
export function AddressStep() {
  const { draft, store, go, t } = useWizard();
  const [value, setValue] = useState<DraftAddress>(draft.personalAddress);
  const accountType = draft.accountType ?? 'personal';
  const step = 'personal/address';
  const trimmed = (address: DraftAddress): DraftAddress => ({
    streetName: address.streetName.trim(),
    streetNumber: address.streetNumber.trim(),
    postalCode: address.postalCode.trim(),
    city: address.city.trim(),
  });

  return (
    <WizardStep
      title={t('address.heading')}
      description={t('address.intro')}
      canSubmit={Object.keys(validateAddress(value)).length === 0}
      onSubmit={() => {
        store.update(summaryChange(draft, { personalAddress: trimmed(value) }));
        go(nextStep(step, accountType));
      }}
      back={previousStep(step, accountType)}
    >
      <AddressFields value={value} onChange={setValue} eager={draft.personalAddress.streetName !== ''} />
    </WizardStep>
  );
}
