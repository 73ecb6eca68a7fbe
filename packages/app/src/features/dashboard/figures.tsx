import type { AccountBalance } from '@invest/api-client';
import { Alert, Button, Card, Money, Percent, Skeleton, Tile, TileGroup } from '@invest/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorKeyOf } from '../../lib/api';
import { ROI_HELP_PATH } from '../../lib/help';
import { useErrorMessage } from '../../lib/i18n';
import {
  FIRST_PERIOD,
  FIRST_SERIES,
  SERIES,
  useHistory,
  type Period,
  type Series,
} from './api/dashboard-queries';
import { useOverviewTranslation } from './i18n';

const loadHistoryChart = () => import('./history-chart');
const HistoryChart = lazy(loadHistoryChart);

/** The plot's height plus the title row above it, so nothing jumps when the chart arrives. */
const CHART_SKELETON = 'h-[336px]';

function tileFigure(series: Series, balance: AccountBalance) {
  switch (series) {
    case 'earnings':
      return <Money value={balance.earnedInterests} />;
    case 'roi':
      return <Percent value={balance.roi} />;
    case 'balance':
      return <Money value={balance.totalBalance} />;
    case 'funds':
      return <Money value={balance.availableFunds} />;
  }
}

/**
 * SPEC §2: the four switchable tiles (Earnings, ROI, Total balance, Available funds) and the line graph
 * of the selected one with its all-time / yearly / quarterly toggle. The tiles are a radio group; the
 * chart follows the selection.
 */
export function Figures({
  balance,
  loadChart = true,
}: {
  balance: AccountBalance;
  /** Whether the chart may load (its code and its line); until then it shows as loading. */
  loadChart?: boolean;
}) {
  const { t } = useOverviewTranslation();
  const errorMessage = useErrorMessage();
  const [series, setSeries] = useState<Series>(FIRST_SERIES);
  const [period, setPeriod] = useState<Period>(FIRST_PERIOD);
  const history = useHistory(series, period, loadChart);
  // The chart's code loads beside the line's data rather than after it.
  useEffect(() => {
    if (loadChart) void loadHistoryChart();
  }, [loadChart]);
  // Another series or period is on its way: the current line stays, greyed, until it arrives.
  const updating = history.isLoading && history.data !== undefined;

  let chart;
  if (history.error) {
    chart = (
      <Alert
        variant="error"
        title={t('chart.error')}
        description={errorMessage(errorKeyOf(history.error), 'something-wrong')}
        action={
          <Button size="sm" variant="outline" onClick={() => void history.mutate()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (!history.data) {
    chart = <Skeleton className={`${CHART_SKELETON} w-full`} label={t('chart.loading')} />;
  } else {
    chart = (
      <div
        aria-busy={updating || undefined}
        className={updating ? 'opacity-60 transition-opacity' : undefined}
      >
        <Suspense fallback={<Skeleton className={`${CHART_SKELETON} w-full`} label={t('chart.loading')} />}>
          <HistoryChart series={series} period={period} onPeriodChange={setPeriod} data={history.data} />
        </Suspense>
        {updating && (
          <span role="status" className="sr-only">
            {t('chart.updating')}
          </span>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <TileGroup value={series} onValueChange={(next) => setSeries(next as Series)} label={t('tiles.label')}>
        {SERIES.map((id) => (
          <Tile key={id} value={id} label={t(`tiles.${id}`)} hint={t(`tiles.hints.${id}`)}>
            {tileFigure(id, balance)}
          </Tile>
        ))}
      </TileGroup>
      <Card data-slot="history-card" className="gap-3">
        {chart}
        {series === 'roi' && (
          <p className="text-sm">
            <Button asChild variant="link" className="h-auto p-0">
              <Link to={ROI_HELP_PATH}>{t('chart.roiHelp')}</Link>
            </Button>
          </p>
        )}
      </Card>
    </div>
  );
}

/** The tiles and the chart while the balance loads: the same grid, so the page does not jump. */
export function FiguresSkeleton() {
  const { t } = useOverviewTranslation();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {SERIES.map((id, index) => (
          <Skeleton
            key={id}
            className="h-[92px] sm:h-[108px]"
            label={index === 0 ? t('loading') : undefined}
          />
        ))}
      </div>
      <Card>
        <Skeleton className={`${CHART_SKELETON} w-full`} />
      </Card>
    </div>
  );
}
