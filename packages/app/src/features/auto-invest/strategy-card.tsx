import type { AutoInvestType } from '@invest/api-client';
import {
  Card,
  ChartColumnIcon,
  CheckIcon,
  ClockIcon,
  cn,
  DescriptionList,
  TrendingUpIcon,
  type DescriptionListItem,
} from '@invest/ui';
import { useId, type ReactNode } from 'react';
import { useStrategyTranslation } from '../../lib/auto-invest/i18n';
import { useAutoInvestTranslation } from './i18n';

const ICONS: Record<AutoInvestType, ReactNode> = {
  SHORT_TERM: <ClockIcon />,
  LONG_TERM: <TrendingUpIcon />,
  CUSTOM: <ChartColumnIcon />,
};

export interface StrategyCardProps {
  type: AutoInvestType;
  selected: boolean;
  /** The 3-year and 1-year yields, as shown (`null` when not available). */
  yields: { months36: string | null; months12: string | null };
  /** Under the yields, what they stand for (the custom card's range). */
  yieldsHint?: string;
  /** The card's buttons. */
  actions: ReactNode;
}

/**
 * One strategy of SPEC §2's three: its name, what it buys, the yields of the last 3 years and the last
 * year, and its buttons; the investor's current strategy is marked (a border and a "Your strategy"
 * badge, so not by colour alone) and `data-state="selected"`.
 */
export function StrategyCard({ type, selected, yields, yieldsHint, actions }: StrategyCardProps) {
  const { t } = useAutoInvestTranslation();
  const { t: ts } = useStrategyTranslation();
  const titleId = useId();
  const items: DescriptionListItem[] = [
    { id: 'months36', label: t('yields.months36'), value: yields.months36 },
    { id: 'months12', label: t('yields.months12'), value: yields.months12 },
  ];

  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      data-slot="strategy-card"
      data-type={type}
      data-state={selected ? 'selected' : 'idle'}
      className={cn('relative h-full', selected && 'border-primary ring-1 ring-primary')}
    >
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5"
        >
          {ICONS[type]}
        </span>
        <h2 id={titleId} className="text-lg font-semibold leading-tight text-foreground">
          {ts(`names.${type}`)}
        </h2>
      </div>
      {selected && (
        // On the card's top edge, so the title keeps the width of the other cards' titles.
        <span
          data-slot="strategy-selected"
          className="absolute -top-3 right-4 inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-xs font-medium text-primary-foreground shadow-sm [&_svg]:size-3.5"
        >
          <CheckIcon aria-hidden="true" />
          {t('selected')}
        </span>
      )}
      <p className="text-sm text-pretty text-muted-foreground">{t(`cards.${type}`)}</p>
      <div className="flex flex-col gap-1">
        {/* A plain heading rather than the list's own title: that would make three landmarks of one name. */}
        <h3 className="text-sm font-semibold text-foreground">{t('yields.title')}</h3>
        <DescriptionList items={items} notAvailableLabel={t('yields.unavailable')} />
        {yieldsHint && <p className="text-xs text-muted-foreground">{yieldsHint}</p>}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-1 [&>*]:flex-1 sm:[&>*]:flex-none">{actions}</div>
    </Card>
  );
}
