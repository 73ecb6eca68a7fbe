import {
  Alert,
  Banner,
  Button,
  Card,
  CardHeader,
  CardTitle,
  EmptyState,
  formatMoney,
  Skeleton,
  WalletIcon,
} from '@invest/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorKeyOf, useCurrentUser } from '../../lib/api';
import { appConfig } from '../../lib/app-config';
import { useAutoInvest } from '../../lib/auto-invest/auto-invest-queries';
import { AutoInvestReconfirmBanner, STRATEGIES_PATH } from '../../lib/auto-invest/reconfirm-banner';
import { useErrorMessage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useSignedIn } from '../../lib/session';
import { SOCIAL_ICONS } from '../../lib/social-icons';
import { useAfterPaint } from '../../lib/use-after-paint';
import { accountNotices } from './account-notices';
import { useAccountBalance } from './api/dashboard-queries';
import { dashboardOffers, isNewInvestor } from './dashboard-offers';
import { Figures, FiguresSkeleton } from './figures';
import { useOverviewTranslation } from './i18n';
import { LatestInvestmentsCard, MyLatestInvestmentsCard } from './latest-tables';
import { ReturnsPanel } from './returns-panel';

const EarningsPie = lazy(() => import('./earnings-pie'));

const FINANCIAL_INFORMATION_PATH = '/u/account/financial-information';
const WALLET_PATH = '/u/deposits';
const MARKETPLACE_PATH = '/u/investments';

/** SPEC §2 "social links on mobile": the operator's profiles as a card at the end of a phone's dashboard. */
function SocialCard() {
  const { t } = useOverviewTranslation();
  const { t: tShell } = useTranslation('shell');
  if (appConfig.socialLinks.length === 0) return null;
  return (
    <Card className="gap-3 sm:hidden" data-slot="social-card">
      <CardHeader>
        <CardTitle>{t('social.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('social.text')}</p>
      </CardHeader>
      <ul className="flex flex-wrap gap-2">
        {appConfig.socialLinks.map((link) => (
          <li key={link.network}>
            <Button asChild variant="outline">
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                <span aria-hidden="true" className="[&_svg]:size-4">
                  {SOCIAL_ICONS[link.network]}
                </span>
                {tShell(`footer.${link.network}`)}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * SPEC §2 /u/dashboard: the account notices of SPEC §4; the four switchable tiles and the line graph
 * of the selected one; the banners that help now (deposit, manual investing, auto-invest, investor
 * profile); the earnings by type and the returns; the last added investments and the investor's last
 * investments; social links on a phone. A brand-new investor sees the way to the first deposit instead
 * of empty figures.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { t: to } = useOverviewTranslation();
  usePageTitle(t('title'));
  const errorMessage = useErrorMessage();
  const user = useCurrentUser();
  const { credentials } = useSignedIn();
  const notices = accountNotices(user);
  const balance = useAccountBalance();
  const strategy = useAutoInvest(credentials.userId);
  const known = strategy.isLoading === false && strategy.error === undefined;

  const fresh = balance.data !== undefined && isNewInvestor(balance.data);
  // What follows the figures waits until the balance and the strategy are known: the banners they
  // decide come first, and anything shown before them would be pushed down while it is read.
  const below = (balance.data !== undefined || balance.error !== undefined) && !strategy.isLoading;
  // The tiles and banners come first; the chart and the panels and tables under them (their code and
  // their calls) follow once those are painted, in a render React may interrupt, so a phone's
  // bandwidth and main thread go first to what the investor reads first.
  const rest = useAfterPaint(below);
  const offers = balance.data
    ? dashboardOffers({
        balance: balance.data,
        confirmed: user.status.confirmed,
        noStrategy: known && strategy.setting === null,
      })
    : [];

  let figures: ReactNode;
  if (balance.error) {
    figures = (
      <Alert
        variant="error"
        title={to('balanceError')}
        description={errorMessage(errorKeyOf(balance.error), 'something-wrong')}
        action={
          <Button size="sm" variant="outline" onClick={() => void balance.mutate()}>
            {to('retry')}
          </Button>
        }
      />
    );
  } else if (!balance.data) {
    figures = <FiguresSkeleton />;
  } else if (fresh) {
    figures = (
      <Card data-slot="first-deposit">
        <EmptyState
          icon={<WalletIcon />}
          title={to('empty.title')}
          description={to('empty.text')}
          action={
            <Button asChild>
              <Link to={WALLET_PATH}>{to('empty.action')}</Link>
            </Button>
          }
        />
      </Card>
    );
  } else {
    figures = <Figures balance={balance.data} loadChart={rest} />;
  }

  return (
    // Until what follows the figures is there, the page keeps a screen's height: the footer below
    // would otherwise show first and then be pushed away.
    <div className={below ? 'flex flex-col gap-6' : 'flex min-h-dvh flex-col gap-6'}>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{t('heading')}</h1>
      {notices.length > 0 && (
        <div className="flex flex-col gap-4">
          {notices.includes('pending-verification') && (
            <Banner variant="info" title={t('pending.title')} text={t('pending.message')} />
          )}
          {notices.includes('complete-profile') && (
            <Banner
              variant="warning"
              title={t('profile.title')}
              text={t('profile.message')}
              action={
                <Button asChild>
                  <Link to={FINANCIAL_INFORMATION_PATH}>{t('profile.action')}</Link>
                </Button>
              }
            />
          )}
        </div>
      )}
      <AutoInvestReconfirmBanner userId={credentials.userId} />
      {figures}
      {below && offers.length > 0 && balance.data && (
        <div className="flex flex-col gap-4" data-slot="dashboard-offers">
          {offers.includes('deposit') && (
            <Banner
              variant="brand"
              title={to('banners.deposit.title')}
              text={to('banners.deposit.text')}
              action={
                <Button asChild>
                  <Link to={WALLET_PATH}>{to('banners.deposit.action')}</Link>
                </Button>
              }
            />
          )}
          {offers.includes('manual') && (
            <Banner
              variant="brand"
              title={to('banners.manual.title')}
              text={to('banners.manual.text', { amount: formatMoney(balance.data.availableFunds) })}
              action={
                <Button asChild>
                  <Link to={MARKETPLACE_PATH}>{to('banners.manual.action')}</Link>
                </Button>
              }
            />
          )}
          {offers.includes('auto-invest') && (
            <Banner
              variant="brand"
              title={to('banners.autoInvest.title')}
              text={to('banners.autoInvest.text')}
              action={
                <Button asChild variant="outline">
                  <Link to={STRATEGIES_PATH}>{to('banners.autoInvest.action')}</Link>
                </Button>
              }
            />
          )}
        </div>
      )}
      {rest && balance.data && !fresh && (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Card className="gap-4" data-slot="earnings-by-type">
            <CardHeader>
              <CardTitle>{to('pie.title')}</CardTitle>
            </CardHeader>
            <Suspense
              fallback={
                <Skeleton shape="circle" className="mx-auto size-[200px]" label={to('pie.loading')} />
              }
            >
              <EarningsPie earnings={balance.data.earningsByInvestmentType} />
            </Suspense>
          </Card>
          <ReturnsPanel />
        </div>
      )}
      {rest && <LatestInvestmentsCard />}
      {rest && balance.data && !fresh && <MyLatestInvestmentsCard />}
      {rest && <SocialCard />}
    </div>
  );
}
