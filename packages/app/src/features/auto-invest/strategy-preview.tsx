import type { AutoInvestRequest } from '@invest/api-client';
import {
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  DescriptionList,
  formatMoney,
  formatPercent,
  Skeleton,
  Spinner,
} from '@invest/ui';
import { useId } from 'react';
import { eurosToCents } from '../../lib/money';
import { useAutoInvestPreview } from './api/auto-invest-queries';
import { useAutoInvestTranslation } from './i18n';

export interface StrategyPreviewProps {
  userId: number;
  /** The settings being edited, `null` while they are incomplete. */
  request: AutoInvestRequest | null;
}

/**
 * Issue 10's live preview beside the custom form: how many open receivables match today, what the
 * strategy would invest now from the available funds, and the expected yield weighted by those
 * amounts (POST …/preview, a pause after the last change; nothing saved). The last figures stay,
 * marked busy, while new ones load; a failure says so with a retry. Each new result (or failure) is
 * announced politely in one sentence; the figures themselves are not a live region, so a screen
 * reader hears one summary per pause rather than every number changing.
 */
export function StrategyPreview({ userId, request }: StrategyPreviewProps) {
  const { t } = useAutoInvestTranslation();
  const { data, error, isUpdating, retry } = useAutoInvestPreview(userId, request);
  const titleId = useId();

  // Investing nothing has no yield to weigh: the contract's 0 would read as a 0 % return.
  const investsNothing = data !== undefined && eurosToCents(data.investableAmount) === 0;
  const figures = data && {
    count: String(data.matchingCount),
    amount: formatMoney(eurosToCents(data.investableAmount), { fromCents: true }),
    yield: investsNothing ? null : formatPercent(data.expectedYield),
  };
  const failed = request !== null && error !== undefined && !isUpdating;
  const announcement = failed
    ? t('preview.error')
    : !figures || isUpdating
      ? ''
      : figures.yield === null
        ? t('preview.announcementNothing', { count: figures.count })
        : t('preview.announcement', { ...figures, yield: figures.yield });

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      data-slot="strategy-preview"
      data-state={request === null ? 'incomplete' : failed ? 'error' : isUpdating ? 'loading' : 'ready'}
    >
      <CardHeader action={isUpdating ? <Spinner size="sm" label={t('preview.updating')} /> : undefined}>
        <CardTitle id={titleId}>{t('preview.title')}</CardTitle>
        <CardDescription>{t('preview.intro')}</CardDescription>
      </CardHeader>
      {request === null ? (
        <p className="text-sm text-muted-foreground">{t('preview.incomplete')}</p>
      ) : failed ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm font-medium text-destructive">{t('preview.error')}</p>
          <Button variant="outline" size="sm" onClick={retry}>
            {t('preview.retry')}
          </Button>
        </div>
      ) : figures ? (
        <div
          aria-busy={isUpdating || undefined}
          className={isUpdating ? 'opacity-60 transition-opacity' : undefined}
        >
          <DescriptionList
            items={[
              { id: 'matching', label: t('preview.matching'), value: figures.count },
              { id: 'investable', label: t('preview.investable'), value: figures.amount },
              {
                id: 'yield',
                label: t('preview.yield'),
                value: figures.yield,
                hint: figures.yield === null ? t('preview.nothing') : t('preview.yieldHint'),
              },
            ]}
            notAvailableLabel="–"
          />
        </div>
      ) : (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Card>
  );
}
