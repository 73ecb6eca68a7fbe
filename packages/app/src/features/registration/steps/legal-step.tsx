import { CheckIcon, CloseIcon } from '@invest/ui';
import { summaryChange, useWizard } from '../use-wizard';
import { WizardStep } from '../wizard-step';
import { ChoiceButton } from './account-type-step';

/**
 * SPEC §4: only the company's legal representative may open its account. Yes ('on') continues with the
 * representative's own data on the personal steps; no leads to legal-representative-error.
 */
export function LegalStep() {
  const { draft, store, go, t } = useWizard();
  const answer = (legal: boolean) => {
    store.update(summaryChange(draft, { businessLegal: legal }));
    go(legal ? 'personal/first-name' : 'legal-representative-error');
  };
  return (
    <WizardStep
      title={
        draft.company ? t('legal.heading', { company: draft.company.name }) : t('legal.headingNoCompany')
      }
      description={t('legal.intro')}
      back="business/company"
    >
      <div className="flex flex-col gap-3">
        <ChoiceButton
          icon={<CheckIcon className="size-6" />}
          title={t('legal.yes')}
          selected={draft.businessLegal === true}
          selectedLabel={t('accountType.selected')}
          onChoose={() => answer(true)}
        />
        <ChoiceButton
          icon={<CloseIcon className="size-6" />}
          title={t('legal.no')}
          selected={draft.businessLegal === false}
          selectedLabel={t('accountType.selected')}
          onChoose={() => answer(false)}
        />
      </div>
    </WizardStep>
  );
}
