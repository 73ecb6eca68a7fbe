import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BankDetailsCard } from './bank-details-card';
import { DepositsCard } from './deposits-card';

/** SPEC §2 Deposits panel: how to pay in, then the deposits so far. */
export function DepositPanel({ userId }: { userId: number }) {
  const { t } = useTranslation('wallet');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {t('deposit.heading')}
      </h2>
      <BankDetailsCard userId={userId} />
      <DepositsCard userId={userId} />
    </section>
  );
}
