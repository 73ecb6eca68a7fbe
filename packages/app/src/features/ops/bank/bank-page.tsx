import type { Schemas } from '@invest/api-client';
import { useState } from 'react';
import { OpsPage } from '../page';
import { useOpsBankTranslation } from './i18n';
import { StatementHistory } from './statement-history';
import { StatementOutcome } from './statement-outcome';
import { StatementUpload } from './statement-upload';
import { SuspenseList } from './suspense-list';
import { ThirdPartyList } from './third-party-list';

/**
 * /ops/bank: upload the bank's statement and see what this upload booked (also what an earlier upload
 * had booked already), review the third-party payments, work the suspense list, and look back at the statements imported so far.
 */
export function BankPage() {
  const { t } = useOpsBankTranslation();
  const [result, setResult] = useState<Schemas['StatementImport'] | null>(null);
  return (
    <OpsPage title={t('title')} description={t('description')}>
      <StatementUpload onImported={setResult} />
      {result && <StatementOutcome result={result} />}
      <ThirdPartyList />
      <SuspenseList />
      <StatementHistory />
    </OpsPage>
  );
}
