import type { AutoInvestSetting, InvestmentStats } from '@invest/api-client';
import { Banner, Button, formatPercent, TrendingUpIcon, useToast } from '@invest/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  useAutoInvest,
  useRemoveAutoInvest,
  useSaveAutoInvest,
} from '../../lib/auto-invest/auto-invest-queries';
import { useStrategyTranslation } from '../../lib/auto-invest/i18n';
import { AutoInvestReconfirmBanner } from '../../lib/auto-invest/reconfirm-banner';
import { usePageTitle } from '../../lib/page-title';
import { useSignedIn } from '../../lib/session';
import { useInvestmentStats } from './api/auto-invest-queries';
import { useSecondFactor } from '../../lib/sms-code/use-second-factor';
import { ConfirmButton } from './confirm-button';
import { useAutoInvestTranslation } from './i18n';
import { StrategyCard } from './strategy-card';
import { StrategyImpact } from './strategy-impact';

export const CUSTOM_STRATEGY_PATH = '/u/custom-invest-strategy';

/** SPEC §1: high liquidity buys BG receivables only, high return PG receivables only. */
const PRESETS = [
  { type: 'SHORT_TERM', protection: 'bg' },
  { type: 'LONG_TERM', protection: 'pg' },
] as const;
type Preset = (typeof PRESETS)[number]['type'];
type Period = keyof InvestmentStats;

const percent = (value: number | undefined) => (value === undefined ? null : formatPercent(value));

/**
 * SPEC §2 /u/auto-invest-strategies (nav label Investments): the three strategies with their 3-year
 * and 1-year yields (GET /investments/stats; empty on failure), the investor's own marked, and a
 * banner to manual investing. SPEC §4: choosing a strategy, after confirmation, replaces the current
 * one; pressing the selected high-liquidity or high-return card's button stops it, and the custom one
 * is cancelled the same way (DELETE). A strategy that cannot be read counts as none (SPEC §8); one
 * older than 2 years asks to be confirmed again (the banner above the cards).
 */
export function AutoInvestStrategiesPage() {
  const { t } = useAutoInvestTranslation();
  const { t: ts } = useStrategyTranslation();
  usePageTitle(t('title'));
  const { toast } = useToast();
  const { credentials } = useSignedIn();
  const userId = credentials.userId;
  const { setting, isLoading } = useAutoInvest(userId);
  const { data: stats } = useInvestmentStats();
  const save = useSaveAutoInvest(userId);
  const remove = useRemoveAutoInvest(userId);

  const current = setting?.type ?? null;
  const yieldOf = (period: Period, protection: 'bg' | 'pg') =>
    percent(stats?.[period][protection].interestRate);
  const customRange = (period: Period) => {
    if (!stats) return null;
    const rates = [stats[period].bg.interestRate, stats[period].pg.interestRate];
    const [low, high] = [Math.min(...rates), Math.max(...rates)];
    return low === high ? formatPercent(low) : `${formatPercent(low)} – ${formatPercent(high)}`;
  };

  const stopButton = (type: AutoInvestSetting['type'], label: string) => (
    <ConfirmButton
      label={label}
      variant="outline"
      title={t('stop.title', { name: ts(`names.${type}`) })}
      description={t('stop.description')}
      confirmLabel={t('stop.confirm')}
      cancelLabel={t('stop.cancel')}
      pendingLabel={t('stop.pending')}
      confirmVariant="destructive"
      action={remove.remove}
      onDone={() =>
        toast({
          id: 'auto-invest-stopped',
          variant: 'success',
          title: t('stop.done'),
          description: t('stop.doneDescription'),
        })
      }
    />
  );

  const chooseButton = (type: Preset) => (
    <ChooseButton userId={userId} type={type} current={current} save={save.save} />
  );

  // Until the strategy is known no button is offered: a choice must know what it replaces.
  const actions = (node: () => ReactNode) => (isLoading ? null : node());

  return (
    <div className="flex flex-col gap-6 @container">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{t('heading')}</h1>
        <p className="max-w-prose text-pretty text-muted-foreground">{t('intro')}</p>
      </div>
      <AutoInvestReconfirmBanner userId={userId} />
      <ul
        aria-label={t('strategies')}
        aria-busy={isLoading || undefined}
        className="grid gap-4 @min-[52rem]:grid-cols-3"
      >
        {PRESETS.map(({ type, protection }) => (
          <li key={type}>
            <StrategyCard
              type={type}
              selected={current === type}
              yields={{
                months36: yieldOf('months36', protection),
                months12: yieldOf('months12', protection),
              }}
              actions={actions(() =>
                current === type ? stopButton(type, t('actions.stop')) : chooseButton(type),
              )}
            />
          </li>
        ))}
        <li>
          <StrategyCard
            type="CUSTOM"
            selected={current === 'CUSTOM'}
            yields={{ months36: customRange('months36'), months12: customRange('months12') }}
            yieldsHint={t('yields.customHint')}
            actions={actions(() =>
              current === 'CUSTOM' ? (
                <>
                  <Button asChild>
                    <Link to={CUSTOM_STRATEGY_PATH}>{t('actions.edit')}</Link>
                  </Button>
                  {stopButton('CUSTOM', t('actions.cancel'))}
                </>
              ) : (
                <Button asChild>
                  <Link to={CUSTOM_STRATEGY_PATH}>{t('actions.setUp')}</Link>
                </Button>
              ),
            )}
          />
        </li>
      </ul>
      <Banner
        variant="brand"
        illustration={
          <span className="flex size-11 items-center justify-center rounded-full bg-primary-foreground/15 [&_svg]:size-6">
            <TrendingUpIcon />
          </span>
        }
        title={t('manual.title')}
        text={t('manual.text')}
        action={
          <Button asChild variant="secondary">
            <Link to="/u/investments">{t('manual.action')}</Link>
          </Button>
        }
      />
    </div>
  );
}

/**
 * Choosing a preset, confirmed first (SPEC §4), the confirmation saying what it invests at once; with
 * two-factor on, also with its code (decision 0013).
 */
function ChooseButton({
  userId,
  type,
  current,
  save,
}: {
  userId: number;
  type: Preset;
  current: AutoInvestSetting['type'] | null;
  save: ReturnType<typeof useSaveAutoInvest>['save'];
}) {
  const { t } = useAutoInvestTranslation();
  const { t: ts } = useStrategyTranslation();
  const { toast } = useToast();
  const name = ts(`names.${type}`);
  const secondFactor = useSecondFactor({
    code: { tokenType: 'AUTO_INVEST_CONFIRMATION', strategy: type },
    title: t('choose.codeTitle'),
    description: (phone) => t('choose.codeDescription', { phone, name }),
    run: (confirmation) => save({ type, ...confirmation }),
    onDone: () =>
      toast({
        id: 'auto-invest-chosen',
        variant: 'success',
        title: t('choose.done', { name }),
        description: t('choose.doneDescription'),
      }),
  });
  return (
    <>
      <ConfirmButton
        label={t('actions.choose')}
        title={t('choose.title', { name })}
        description={
          current && current !== type
            ? `${t('choose.description')} ${t('choose.replaces', { current: ts(`names.${current}`) })}`
            : t('choose.description')
        }
        confirmLabel={secondFactor.needsCode ? t('choose.sendCode') : t('choose.confirm')}
        cancelLabel={t('choose.cancel')}
        pendingLabel={t('choose.pending')}
        action={secondFactor.start}
      >
        <StrategyImpact userId={userId} request={{ type }} />
      </ConfirmButton>
      {secondFactor.dialog}
    </>
  );
}
