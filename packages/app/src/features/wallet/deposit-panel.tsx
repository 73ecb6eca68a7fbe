import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePanel } from '../../lib/page-panel';
import { BankDetailsCard } from './bank-details-card';
import { DepositsCard } from './deposits-card';

export interface DepositPanelProps {
  userId: number;
  /** The bar that leads to the withdrawals (SPEC §2). */
  bar?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The heading is read out only: on a phone the tab above names the panel. */
  headingHidden?: boolean;
}

/** SPEC §2 Deposits panel: how to pay in, then the deposits so far, then the way to the withdrawals. */
export function DepositPanel({ userId, bar, headingRef, headingHidden }: DepositPanelProps) {
  const { t } = useTranslation('wallet');
  return (
    <PagePanel
      id="wallet-deposit"
      heading={t('deposit.heading')}
      headingRef={headingRef}
      headingHidden={headingHidden}
    >
      <BankDetailsCard userId={userId} />
      <DepositsCard userId={userId} />
      {bar}
    </PagePanel>
  );
}
