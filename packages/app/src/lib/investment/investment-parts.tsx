import type { Investment } from '@invest/api-client';
import { CountryFlag, ProtectionBadge } from '@invest/ui';
import { currentLanguage } from '../i18n';
import { countryNameOf } from '../countries';
import { useInvestmentTranslation } from './i18n';

/** The originator's flag (named by its country) and name, as the lists and headings show them. */
export function OriginatorName({ originator }: { originator: Investment['originator'] }) {
  const { i18n } = useInvestmentTranslation();
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <CountryFlag
        code={originator.countryCode}
        label={countryNameOf(originator.countryCode, currentLanguage(i18n))}
      />
      <span className="truncate" title={originator.name}>
        {originator.name}
      </span>
    </span>
  );
}

/** A table cell's who and what: the originator (flag and name) over the receivable's type. */
export function OriginatorAndType({ investment }: { investment: Investment }) {
  const { t } = useInvestmentTranslation();
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <OriginatorName originator={investment.originator} />
      <span className="truncate pl-7 text-xs text-muted-foreground">{t(`types.${investment.type}`)}</span>
    </span>
  );
}

export interface InvestmentProtectionProps {
  protection: Investment['protection'];
  /**
   * Writes the protection's name beside its icon (where there is room).
   * @default false
   */
  showLabel?: boolean;
}

/** The PG or BG badge with its name in the interface language; "No protection" when there is none. */
export function InvestmentProtection({ protection, showLabel = false }: InvestmentProtectionProps) {
  const { t } = useInvestmentTranslation();
  if (protection === null) return <span className="text-muted-foreground">{t('protection.none')}</span>;
  return (
    <ProtectionBadge
      protection={protection}
      label={t(`protection.${protection}`)}
      code={t(`protectionShort.${protection}`)}
      showLabel={showLabel}
    />
  );
}
