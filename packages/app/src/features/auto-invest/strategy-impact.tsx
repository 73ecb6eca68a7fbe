import type { AutoInvestRequest } from '@invest/api-client';
import { formatMoney, Skeleton } from '@invest/ui';
import { eurosToCents } from '../../lib/money';
import { useAutoInvestPreview } from './api/auto-invest-queries';
import { useAutoInvestTranslation } from './i18n';

export interface StrategyImpactProps {
  userId: number;
  /** The strategy about to be confirmed. */
  request: AutoInvestRequest;
}

/**
 * What confirming a strategy does at once, said in its confirmation (issue 27): "This invests
 * 12.450,00 € now in 42 receivables." — the preview's figures (POST …/preview: the engine's own plan
 * for the available funds today), so nobody confirms a strategy without knowing it may spend all their
 * funds in one go. Nothing to invest now says so; while it loads a placeholder, and if it cannot be
 * read, that the amount is not known (the confirmation still works).
 */
export function StrategyImpact({ userId, request }: StrategyImpactProps) {
  const { t } = useAutoInvestTranslation();
  const { data, error, isUpdating } = useAutoInvestPreview(userId, request);
  if (error !== undefined && !isUpdating) {
    return (
      <p data-slot="strategy-impact" className="text-sm text-muted-foreground">
        {t('impact.unknown')}
      </p>
    );
  }
  if (data === undefined || isUpdating) {
    return <Skeleton shape="text" className="h-5 w-full" label={t('impact.loading')} />;
  }
  const cents = eurosToCents(data.investableAmount);
  return (
    <p data-slot="strategy-impact" className="text-sm font-medium text-pretty text-foreground">
      {cents === 0
        ? t('impact.nothing')
        : t('impact.invests', {
            amount: formatMoney(cents, { fromCents: true }),
            count: data.investingCount,
          })}
    </p>
  );
}
