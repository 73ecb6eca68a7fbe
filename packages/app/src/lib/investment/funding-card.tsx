import type { Investment } from '@invest/api-client';
import { FlipCard, Skeleton } from '@invest/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { InfoTopics } from '../info-topics';
import { useInvestmentTranslation } from './i18n';

const FundingDonut = lazy(() => import('./funding-donut'));

export interface FundingCardProps {
  investment: Investment;
  /** A way to the contract on the info side (the template before buying, the investor's own after). */
  contractAction?: ReactNode;
}

/**
 * SPEC §2: the donut of invested versus still available amount, on a flip card whose info side says
 * what the investor buys, how the receivable's protection works and where the contract is. Made to
 * span the page: the donut's legend needs the room beside it, the topics sit two by two.
 */
export function FundingCard({ investment, contractAction }: FundingCardProps) {
  const { t } = useInvestmentTranslation();
  const protection = investment.protection ?? 'none';
  return (
    <FlipCard
      // The info side is much taller than the donut: no empty area under the donut.
      fit="visible"
      frontTitle={t('funding.title')}
      backTitle={t('info.title')}
      showInfoLabel={t('funding.showInfo')}
      backLabel={t('funding.back')}
      front={
        <Suspense
          fallback={<Skeleton shape="circle" className="mx-auto size-[200px]" label={t('funding.loading')} />}
        >
          <FundingDonut investment={investment} />
        </Suspense>
      }
      back={
        <InfoTopics
          topics={[
            { title: t('info.buyingTitle'), text: t('info.buying') },
            {
              title: t('info.protectionTitle', { protection: t(`protection.${protection}`) }),
              text: t(`info.${protection}`),
            },
            { title: t('info.riskTitle'), text: t('info.risk') },
            { title: t('info.contractTitle'), text: t('info.contract') },
          ]}
          help={t('info.help')}
          helpLink={t('info.helpLink')}
          columns={2}
        >
          {contractAction}
        </InfoTopics>
      }
    />
  );
}
