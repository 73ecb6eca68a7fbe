import type { Schemas } from '@invest/api-client';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OpsPage } from '../page';
import { useOpsBankTranslation } from './i18n';
import { StatementHistory } from './statement-history';
import { StatementOutcome } from './statement-outcome';
import { StatementUpload } from './statement-upload';
import { SuspenseList } from './suspense-list';
import { ThirdPartyList } from './third-party-list';

/**
 * /ops/bank: upload the bank's statement and see what this upload booked (also what an earlier upload
 * had booked already), review the third-party payments, work the suspense list (an assignment above the
 * amount one operator may book waits for a second one: /ops/bank/approvals), and look back at the
 * statements imported so far.
 */
export function BankPage() {
  const { t } = useOpsBankTranslation();
  const [result, setResult] = useState<Schemas['StatementImport'] | null>(null);
  return (
    <OpsPage title={t('title')} description={t('description')}>
      <StatementUpload onImported={setResult} />
      {result && <StatementOutcome result={result} />}
      <Link to="/ops/bank/approvals" className="text-sm text-primary underline-offset-4 hover:underline">
        {t('approvals.link')}
      </Link>
      <ThirdPartyList />
      <SuspenseList />
      <StatementHistory />
    </OpsPage>
  );
}
