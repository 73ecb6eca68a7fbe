import { Button } from '@invest/ui';
import { nextStep } from '../steps';
import { useWizard } from '../use-wizard';
import { WizardStep } from '../wizard-step';

/** SPEC §2: the company the VAT lookup found — name, address and city — to be confirmed. */
export function CompanyStep() {
  const { draft, go, t } = useWizard();
  const company = draft.company;
  if (!company) return null;
  const rows = [
    { label: t('company.name'), value: company.name },
    { label: t('company.address'), value: company.address.streetAndNumber },
    { label: t('company.city'), value: company.address.city },
  ];
  return (
    <WizardStep
      title={t('company.heading')}
      description={t('company.intro', { vat: company.taxNo })}
      back="business/vat"
      backLabel={t('company.change')}
      primary={
        <Button
          size="lg"
          className="sm:min-w-40"
          onClick={() => go(nextStep('business/company', 'business'))}
        >
          {t('company.confirm')}
        </Button>
      }
    >
      <dl className="divide-y divide-border rounded-lg border bg-muted/40">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4"
          >
            <dt className="text-sm text-muted-foreground sm:w-36 sm:shrink-0">{row.label}</dt>
            <dd className="font-medium text-foreground">{row.value}</dd>
          </div>
        ))}
      </dl>
    </WizardStep>
  );
}
