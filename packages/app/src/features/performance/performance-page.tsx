import { Alert, Button, Card, CardDescription, CardHeader, CardTitle, Skeleton } from '@invest/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { errorKeyOf } from '../../lib/api';
import { ROI_HELP_PATH } from '../../lib/help';
import { useErrorMessage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import {
  useFundsDailyStats,
  useInterestsDailyStats,
  useInvestmentTypeRatios,
} from './api/statistics-queries';
import { FundsChart, InterestsChart, RatiosChart } from './performance-charts';
import { usePerformanceTranslation } from './i18n';

interface StatCardProps<T> {
  id: 'funds' | 'interests' | 'ratios';
  query: SWRResponse<T, Error>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}

/** One statistic: title, what it measures, and its chart (or a placeholder, or what went wrong). */
function StatCard<T>({ id, query, skeleton, children }: StatCardProps<T>) {
  const { t } = usePerformanceTranslation();
  const errorMessage = useErrorMessage();
  let body: ReactNode;
  if (query.error) {
    body = (
      <Alert
        variant="error"
        title={t('error')}
        description={errorMessage(errorKeyOf(query.error), 'something-wrong')}
        action={
          <Button size="sm" variant="outline" onClick={() => void query.mutate()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (query.data === undefined) {
    body = skeleton;
  } else {
    body = children(query.data);
  }
  return (
    <Card className="gap-4" data-slot={`${id}-stats`}>
      <CardHeader>
        <CardTitle>{t(`${id}.title`)}</CardTitle>
        <CardDescription>{t(`${id}.description`)}</CardDescription>
      </CardHeader>
      {body}
    </Card>
  );
}

/**
 * SPEC §2 Performance page, at /u/performance and, without login, at /performance (the statistics
 * calls carry no authorization, SPEC §6): Funds (share of the platform's funds invested, daily),
 * Interests (interest paid to investors, daily, euro) and Investment type ratios. Each is read once a
 * session. The charts are part of this route's chunk: no other route loads them.
 */
export function PerformancePage() {
  const { t } = usePerformanceTranslation();
  usePageTitle(t('title'));
  const signedIn = useSession().status === 'signed-in';
  const columnsSkeleton = <Skeleton className="h-[264px] w-full" label={t('loading')} />;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{t('heading')}</h1>
        <p className="max-w-prose text-pretty text-muted-foreground">{t('intro')}</p>
      </header>
      <StatCard id="funds" query={useFundsDailyStats()} skeleton={columnsSkeleton}>
        {(stats) => <FundsChart stats={stats} />}
      </StatCard>
      <StatCard id="interests" query={useInterestsDailyStats()} skeleton={columnsSkeleton}>
        {(stats) => <InterestsChart stats={stats} />}
      </StatCard>
      <StatCard
        id="ratios"
        query={useInvestmentTypeRatios()}
        skeleton={<Skeleton shape="circle" className="mx-auto size-[200px]" label={t('loading')} />}
      >
        {(stats) => <RatiosChart stats={stats} />}
      </StatCard>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Button asChild variant="link" className="h-auto p-0">
          <Link to={ROI_HELP_PATH}>{t('roiHelp')}</Link>
        </Button>
        {!signedIn && (
          <Button asChild>
            <Link to="/">{t('signIn')}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
