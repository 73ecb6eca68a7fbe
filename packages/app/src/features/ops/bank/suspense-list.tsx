import type { Schemas } from '@invest/api-client';
import {
  Button,
  EmptyState,
  formatMoney,
  LandmarkIcon,
  Money,
  StatusBullet,
  type LoadMoreTableColumn,
} from '@invest/ui';
import { useState } from 'react';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDate, groupInFours } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { OpsLoadMoreList, OpsSection } from '../list';
import { AssignDialog, payerOf } from './assign-dialog';
import { useOpsBankTranslation } from './i18n';
import { WaitingForApproval } from './waiting-approval';

type SuspenseCredit = Schemas['SuspenseCredit'];

/** GET /ops/suspense: the open suspense credits, newest first, 20 more at a time, each assignable. */
export function SuspenseList() {
  const { t, i18n } = useOpsBankTranslation();
  const language = currentLanguage(i18n);
  const list = useApiCursorLoadMore('/ops/suspense');
  const [assigning, setAssigning] = useState<SuspenseCredit | null>(null);

  const columns: LoadMoreTableColumn<SuspenseCredit>[] = [
    {
      id: 'date',
      header: t('suspense.date'),
      hideBelow: 384,
      cell: (credit) => (
        <span className="whitespace-nowrap tabular-nums">{formatDate(credit.bookingDate, language)}</span>
      ),
    },
    {
      id: 'payer',
      header: t('suspense.payer'),
      cell: (credit) => (
        <span className="flex flex-col">
          <span className="font-medium text-foreground">{credit.debtorName ?? t('suspense.noPayer')}</span>
          {credit.debtorIban && (
            <span className="whitespace-nowrap font-mono text-xs text-muted-foreground">
              {groupInFours(credit.debtorIban)}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'remittance',
      header: t('suspense.remittance'),
      hideBelow: 768,
      cell: (credit) => (
        <span className="flex flex-col text-sm">
          {credit.reference && <span className="font-mono">{credit.reference}</span>}
          {credit.remittanceInformation && <span>{credit.remittanceInformation}</span>}
          {!credit.reference && !credit.remittanceInformation && (
            <span className="text-muted-foreground">{t('suspense.noText')}</span>
          )}
          <span className="font-mono text-xs text-muted-foreground">{credit.bankReference}</span>
        </span>
      ),
    },
    {
      id: 'reason',
      header: t('suspense.reason'),
      hideBelow: 576,
      cell: (credit) => (
        <StatusBullet status={credit.reason} label={t(`suspense.reasons.${credit.reason}`)} />
      ),
    },
    {
      id: 'amount',
      header: t('suspense.amount'),
      align: 'end',
      cell: (credit) => <Money value={credit.amount} className="font-medium" />,
    },
    {
      id: 'actions',
      header: t('suspense.actions'),
      align: 'end',
      cell: (credit) =>
        credit.pendingApprovalId !== null ? (
          <WaitingForApproval />
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('suspense.assignFor', {
              amount: formatMoney(credit.amount),
              payer: payerOf(credit, t('suspense.noPayer')),
            })}
            onClick={() => setAssigning(credit)}
          >
            {t('suspense.assign')}
          </Button>
        ),
    },
  ];

  return (
    <OpsSection id="suspense-title" title={t('suspense.title')} description={t('suspense.description')}>
      <OpsLoadMoreList
        list={list}
        empty={<EmptyState icon={<LandmarkIcon />} title={t('suspense.empty')} titleAs="h3" size="sm" />}
        caption={t('suspense.caption')}
        columns={columns}
        getRowId={(credit) => credit.Id}
      />
      {assigning && (
        <AssignDialog
          credit={assigning}
          open
          onOpenChange={(open) => {
            if (!open) setAssigning(null);
          }}
        />
      )}
    </OpsSection>
  );
}
