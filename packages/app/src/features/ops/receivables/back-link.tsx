import { ArrowLeftIcon } from '@invest/ui';
import { Link } from 'react-router-dom';
import { useReceivablesTranslation } from './i18n';

/** The link back to the receivables list, above a receivable's page title. */
export function BackToReceivables() {
  const { t } = useReceivablesTranslation();
  return (
    <Link
      to="/ops/receivables"
      className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon className="size-4" />
      {t('detail.back')}
    </Link>
  );
}
