import type { Schemas } from '@invest/api-client';
import {
  Button,
  formatMoney,
  LoadMoreTable,
  Money,
  StatusBullet,
  type LoadMoreTableColumn,
} from '@invest/ui';
import { maskIban } from '../../../lib/formatting';
import { useOpsPayoutsTranslation } from './i18n';
import { LineOutcomeDialog } from './line-outcome-dialog';
import type { PayoutBatch } from './payout-state';

type ReturnLine = Schemas['PayoutReturnLine'];

/**
 * The batch's lines that return a third-party payment to its payer (decision 0019), apart from the
 * investors' withdrawals: the payer, the masked IBAN, the outcome. Only "Executed" is recorded here:
 * a return line is rejected by the bank's return in a statement alone (the service refuses a rejection
 * by hand, `return-line-bank-only`).
 */
export function ReturnLinesTable({ batch, canConfirm }: { batch: PayoutBatch; canConfirm: boolean }) {
  const { t } = useOpsPayoutsTranslation();
  const columns: LoadMoreTableColumn<ReturnLine>[] = [
    {
      id: 'endToEndId',
      header: t('lines.endToEndId'),
      hideBelow: 576,
      cell: (line) => <span className="whitespace-nowrap font-mono text-xs">{line.endToEndId}</span>,
    },
    {
      id: 'payer',
      header: t('returnLines.payer'),
      cell: (line) => (
        <span className="flex flex-col">
          <span className="font-medium text-foreground">{line.payerName}</span>
          <span className="whitespace-nowrap font-mono text-xs text-muted-foreground">
            {maskIban(line.creditorIban)}
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('lines.status'),
      hideBelow: 384,
      cell: (line) => <StatusBullet status={line.status} label={t(`returnLines.statuses.${line.status}`)} />,
    },
    {
      id: 'amount',
      header: t('lines.amount'),
      align: 'end',
      cell: (line) => <Money value={line.amount} className="font-medium" />,
    },
    ...(canConfirm
      ? [
          {
            id: 'actions',
            header: t('lines.actions'),
            align: 'end' as const,
            cell: (line: ReturnLine) => {
              if (line.status !== 'SENT') return null;
              const values = {
                id: line.endToEndId,
                amount: formatMoney(line.amount),
                payer: line.payerName,
                iban: maskIban(line.creditorIban),
              };
              return (
                <LineOutcomeDialog
                  batchId={batch.Id}
                  endToEndIds={[line.endToEndId]}
                  outcome="EXECUTED"
                  title={t('lines.executedTitle', values)}
                  description={t('returnLines.executedText', values)}
                  trigger={
                    <Button size="sm" variant="secondary" aria-label={t('lines.executedFor', values)}>
                      {t('lines.executed')}
                    </Button>
                  }
                />
              );
            },
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="return-lines-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="return-lines-title" className="text-lg font-semibold text-foreground">
          {t('returnLines.caption')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('returnLines.description')}</p>
      </div>
      <LoadMoreTable
        caption={t('returnLines.caption')}
        columns={columns}
        rows={batch.returnLines}
        getRowId={(line) => line.payerReturnId}
      />
    </section>
  );
}
