import { summaryChange, useWizard } from '../use-wizard';
import { WizardStep } from '../wizard-step';
import { ChoiceButton } from './account-type-step';

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className="size-6"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

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
          icon={<CheckIcon />}
          title={t('legal.yes')}
          selected={draft.businessLegal === true}
          selectedLabel={t('accountType.selected')}
          onChoose={() => answer(true)}
        />
        <ChoiceButton
          icon={<CrossIcon />}
          title={t('legal.no')}
          selected={draft.businessLegal === false}
          selectedLabel={t('accountType.selected')}
          onChoose={() => answer(false)}
        />
      </div>
    </WizardStep>
  );
}
