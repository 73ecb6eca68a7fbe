import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePanel } from '../../lib/page-panel';
import { WithdrawCard } from './withdraw-card';
import { WithdrawalsCard } from './withdrawals-card';

export interface WithdrawPanelProps {
  userId: number;
  /** The bar that leads to the deposits (SPEC §2). */
  bar?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The heading is read out only: on a phone the tab above names the panel. */
  headingHidden?: boolean;
}

/** SPEC §2 Withdrawals panel: the card with the balance and the amount form, then the withdrawals so far. */
export function WithdrawPanel({ userId, bar, headingRef, headingHidden }: WithdrawPanelProps) {
  const { t } = useTranslation('wallet');
  return (
    <PagePanel
      id="wallet-withdraw"
      heading={t('withdraw.heading')}
      headingRef={headingRef}
      headingHidden={headingHidden}
    >
      <WithdrawCard userId={userId} />
      <WithdrawalsCard userId={userId} />
      {bar}
    </PagePanel>
  );
}
