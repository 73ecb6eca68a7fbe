import { BuildingIcon, ChevronRightIcon, cn, UserIcon } from '@invest/ui';
import type { ReactNode } from 'react';
import type { AccountType } from '../draft';
import { WizardStep } from '../wizard-step';
import { useWizard } from '../use-wizard';

interface ChoiceProps {
  icon: ReactNode;
  title: string;
  hint?: string;
  selected: boolean;
  selectedLabel: string;
  onChoose: () => void;
}

/** A large answer button: icon, title and one line of explanation; the current choice is marked. */
export function ChoiceButton({ icon, title, hint, selected, selectedLabel, onChoose }: ChoiceProps) {
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-pressed={selected}
      data-state={selected ? 'selected' : 'idle'}
      className={cn(
        'group flex w-full items-center gap-4 rounded-lg border bg-card p-4 text-left shadow-card transition-colors sm:p-5',
        'hover:border-primary hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        selected ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-center justify-between gap-2 text-base font-semibold text-foreground">
          {title}
          {selected && (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
              {selectedLabel}
            </span>
          )}
        </span>
        {hint && <span className="text-sm text-muted-foreground">{hint}</span>}
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary" />
    </button>
  );
}

/** SPEC §2: personal or business. Choosing the other type starts a new draft (SPEC §4). */
export function AccountTypeStep() {
  const { draft, store, go, t } = useWizard();
  const choose = (type: AccountType) => {
    store.chooseAccountType(type);
    go(`${type}/country`);
  };
  return (
    <WizardStep title={t('accountType.heading')} description={t('accountType.intro')}>
      <div className="flex flex-col gap-3">
        <ChoiceButton
          icon={<UserIcon className="size-6" />}
          title={t('accountType.personal')}
          hint={t('accountType.personalHint')}
          selected={draft.accountType === 'personal'}
          selectedLabel={t('accountType.selected')}
          onChoose={() => choose('personal')}
        />
        <ChoiceButton
          icon={<BuildingIcon className="size-6" />}
          title={t('accountType.business')}
          hint={t('accountType.businessHint')}
          selected={draft.accountType === 'business'}
          selectedLabel={t('accountType.selected')}
          onChoose={() => choose('business')}
        />
      </div>
    </WizardStep>
  );
}
