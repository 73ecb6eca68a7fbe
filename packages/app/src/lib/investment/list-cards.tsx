import type { Investment, UserInvestment } from '@invest/api-client';
import { Button, CountryFlag, formatMoney, Money, Percent, Spinner, StatusBullet } from '@invest/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { currentLanguage } from '../i18n';
import { countryNameOf } from '../countries';
import { holdingPath } from './holding-columns';
import { useInvestmentTranslation } from './i18n';
import { InvestmentProtection, OriginatorName } from './investment-parts';
import { FundedBar, InvestedMark, receivablePath } from './receivable-columns';

export interface CardListProps<Row> {
  /** Names the list for assistive technology (the table's caption on wider screens). */
  label: string;
  rows: Row[];
  getRowId: (row: Row) => string | number;
  renderCard: (row: Row) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  loadMoreLabel: string;
  loadingMoreLabel: string;
  className?: string;
  'aria-busy'?: boolean;
}

/**
 * A list as cards, where a table has no room (a phone): one card a row, each the whole of what the
 * table's row would say, and the same load-more button under them.
 */
export function CardList<Row>({
  label,
  rows,
  getRowId,
  renderCard,
  hasMore,
  loadingMore,
  onLoadMore,
  loadMoreLabel,
  loadingMoreLabel,
  className,
  'aria-busy': busy,
}: CardListProps<Row>) {
  return (
    <div data-slot="card-list" className={['flex flex-col gap-4', className].filter(Boolean).join(' ')}>
      <ul aria-label={label} aria-busy={busy} className="flex flex-col gap-3">
        {rows.map((row) => (
          <li
            key={getRowId(row)}
            data-slot="list-card"
            className="relative rounded-lg border bg-card p-4 transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:bg-muted/50"
          >
            {renderCard(row)}
          </li>
        ))}
      </ul>
      {hasMore && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            aria-disabled={loadingMore || undefined}
            aria-busy={loadingMore || undefined}
            className="aria-disabled:cursor-wait"
            onClick={() => {
              if (!loadingMore) onLoadMore();
            }}
          >
            {loadingMore && <Spinner size="sm" label={loadingMoreLabel} />}
            {loadMoreLabel}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One line of a card's facts: a small label over its value. */
function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={['flex min-w-0 flex-col gap-0.5', className].filter(Boolean).join(' ')}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

/** The card's link: its number, stretched over the whole card so a tap anywhere opens it. */
function CardLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="font-semibold text-primary outline-none after:absolute after:inset-0 after:rounded-lg"
    >
      {children}
    </Link>
  );
}

/**
 * A receivable on offer as a card (the marketplace on a phone): number and rate, originator and type,
 * term, protection, debtor's country and the amount still available with the funded share.
 */
export function ReceivableCard({ investment }: { investment: Investment }) {
  const { t, i18n } = useInvestmentTranslation();
  const language = currentLanguage(i18n);
  return (
    <article className="flex flex-col gap-3" aria-label={investment.number}>
      <div className="flex items-start justify-between gap-3">
        <span className="flex min-w-0 flex-col items-start gap-1">
          <CardLink
            to={receivablePath(investment)}
            label={t('receivables.open', { number: investment.number })}
          >
            {investment.number}
          </CardLink>
          {investment.invested && <InvestedMark />}
        </span>
        <Percent value={investment.interestRate} className="text-lg font-semibold whitespace-nowrap" />
      </div>
      <div className="flex min-w-0 flex-col gap-0.5">
        <OriginatorName originator={investment.originator} />
        <span className="pl-7 text-xs text-muted-foreground">{t(`types.${investment.type}`)}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Fact label={t('cards.term')}>
          <span className="tabular-nums">{t('cards.days', { count: investment.termDays })}</span>
        </Fact>
        <Fact label={t('cards.country')}>
          <span className="inline-flex items-center gap-2">
            <CountryFlag code={investment.country} />
            {countryNameOf(investment.country, language)}
          </span>
        </Fact>
        <Fact label={t('cards.protection')} className="col-span-2">
          <InvestmentProtection protection={investment.protection} showLabel />
        </Fact>
        <Fact label={t('cards.available')} className="col-span-2">
          <span className="flex flex-col gap-1.5">
            <span className="flex flex-wrap items-baseline gap-x-2">
              <Money value={investment.availableAmount} className="font-medium whitespace-nowrap" />
              <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                {t('receivables.ofTotal', { total: formatMoney(investment.totalAmount) })}
              </span>
            </span>
            <FundedBar investment={investment} />
          </span>
        </Fact>
      </dl>
    </article>
  );
}

/**
 * One of the investor's holdings as a card (My investments on a phone): number and amount, originator,
 * rate (the strategy's when auto-invest bought it), term, status and maturity.
 */
export function HoldingCard({ holding }: { holding: UserInvestment }) {
  const { t } = useInvestmentTranslation();
  const rate = holding.autoInvestData?.interestRate ?? holding.investment.interestRate;
  return (
    <article className="flex flex-col gap-3" aria-label={holding.investment.number}>
      <div className="flex items-start justify-between gap-3">
        <CardLink
          to={holdingPath(holding)}
          label={t('holdings.viewLabel', { number: holding.investment.number })}
        >
          {holding.investment.number}
        </CardLink>
        <Money value={holding.amount} className="text-lg font-semibold whitespace-nowrap" />
      </div>
      <div className="flex min-w-0 flex-col gap-0.5">
        <OriginatorName originator={holding.investment.originator} />
        <span className="pl-7 text-xs text-muted-foreground">{t(`types.${holding.investment.type}`)}</span>
      </div>
      <dl className="grid grid-cols-3 gap-x-4 gap-y-3">
        <Fact label={t('cards.rate')}>
          <Percent value={rate} className="font-medium whitespace-nowrap" />
        </Fact>
        <Fact label={t('cards.term')}>
          <span className="tabular-nums whitespace-nowrap">
            {t('cards.days', { count: holding.investment.termDays })}
          </span>
        </Fact>
        <Fact label={t('cards.status')}>
          <StatusBullet
            status={holding.active ? 'ACTIVE' : 'DONE'}
            label={holding.active ? t('holdings.status.active') : t('holdings.status.done')}
            className="whitespace-nowrap"
          />
        </Fact>
      </dl>
    </article>
  );
}
