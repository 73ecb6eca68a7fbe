import type { Investment } from '@invest/api-client';
import { ArrowLeftIcon, Button } from '@invest/ui';
import { Link } from 'react-router-dom';
import { useInvestmentTranslation } from './i18n';
import { InvestmentProtection, OriginatorName } from './investment-parts';

export interface InvestmentHeaderProps {
  investment: Investment;
  /** The page's heading, for example "Investment F-2026-0141". */
  title: string;
  /** Where the back link leads (the list the page was opened from) and its text. */
  back: { to: string; label: string };
}

/** The top of a receivable's page: the way back, its number, and who, what kind and how protected. */
export function InvestmentHeader({ investment, title, back }: InvestmentHeaderProps) {
  const { t } = useInvestmentTranslation();
  return (
    <div className="flex flex-col gap-3">
      <Button asChild variant="link" className="self-start">
        <Link to={back.to}>
          <ArrowLeftIcon aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{title}</h1>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">
          <OriginatorName originator={investment.originator} />
        </span>
        <span aria-hidden="true">·</span>
        <span>{t(`types.${investment.type}`)}</span>
        {/* No dot before the badge: it stands apart on its own and wraps without leaving a dot behind. */}
        <InvestmentProtection protection={investment.protection} showLabel />
      </p>
    </div>
  );
}
