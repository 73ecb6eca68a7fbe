import type { Schemas } from '@invest/api-client';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  formatMoney,
  LandmarkIcon,
  Money,
  StatusBullet,
  useToast,
  type LoadMoreTableColumn,
} from '@invest/ui';
import { useState } from 'react';
import { useApiMutation } from '../../../lib/api';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDate, groupInFours } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { InvestorLink } from '../investor-link';
import { OpsLoadMoreList, OpsSection } from '../list';
import { HELD_CREDIT_LISTS } from './approvals-page';
import { ReasonDialog } from '../reason-dialog';
import { useOpsBankTranslation } from './i18n';
import { waitsForApproval, WaitingForApproval } from './waiting-approval';

type Payment = Schemas['ThirdPartyPayment'];

/**
 * GET /ops/third-party-payments: credits that quoted an investor's reference from a payer of another
 * name (decision 0015), newest first, 20 more at a time. The operator checks with the investor and
 * books one to them (POST /ops/third-party-payments/{id}/book), or returns it to the payer in the next
 * payout file (POST /ops/third-party-payments/{id}/return, decision 0019): a payment being returned
 * or returned shows so instead of the actions; one the bank sent back is open again.
 */
export function ThirdPartyList() {
  const { t, i18n } = useOpsBankTranslation();
  const language = currentLanguage(i18n);
  const list = useApiCursorLoadMore('/ops/third-party-payments');
  const [booking, setBooking] = useState<Payment | null>(null);
  const payerOf = (p: Payment) => p.payerName ?? t('suspense.noPayer');

  const columns: LoadMoreTableColumn<Payment>[] = [
    {
      id: 'date',
      header: t('suspense.date'),
      hideBelow: 384,
      cell: (p) => (
        <span className="whitespace-nowrap tabular-nums">{formatDate(p.bookingDate, language)}</span>
      ),
    },
    {
      id: 'payer',
      header: t('suspense.payer'),
      cell: (p) => (
        <span className="flex flex-col">
          <span className="font-medium text-foreground">{payerOf(p)}</span>
          {p.payerIban && (
            // The IBAN wraps at its groups on a phone, so the action keeps its room.
            <span className="font-mono text-xs text-muted-foreground sm:whitespace-nowrap">
              {groupInFours(p.payerIban)}
            </span>
          )}
          {/* Where the amount column is hidden (a phone), the amount is the payer's second line. */}
          <Money value={p.amount} className="mt-1 font-medium @xl:hidden" />
        </span>
      ),
    },
    {
      id: 'investor',
      header: t('thirdParty.investor'),
      hideBelow: 576,
      cell: (p) => (
        <span className="flex flex-col text-sm">
          <InvestorLink userId={p.userId} name={p.investorName} fallback={p.investorName} />
          <span className="font-mono text-xs text-muted-foreground">
            {p.reference ?? p.remittanceInformation ?? ''}
          </span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('suspense.amount'),
      align: 'end',
      hideBelow: 576,
      cell: (p) => <Money value={p.amount} className="font-medium" />,
    },
    {
      id: 'actions',
      header: t('suspense.actions'),
      align: 'end',
      cell: (p) => {
        const status = p.payerReturn?.status;
        if (status === 'PENDING' || status === 'SENT' || status === 'PROCESSED')
          return (
            <StatusBullet
              className="whitespace-nowrap"
              status={status === 'PROCESSED' ? 'PROCESSED' : 'PENDING'}
              label={t(status === 'PROCESSED' ? 'thirdParty.returned' : 'thirdParty.returning')}
            />
          );
        if (p.pendingApprovalId !== null) return <WaitingForApproval />;
        return (
          <span className="flex flex-col items-end gap-2">
            <span className="flex flex-wrap justify-end gap-2">
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('thirdParty.bookFor', {
                  amount: formatMoney(p.amount),
                  payer: payerOf(p),
                  name: p.investorName,
                })}
                onClick={() => setBooking(p)}
              >
                {t('thirdParty.book')}
              </Button>
              {p.payerIban && p.payerName && <ReturnButton payment={p} payer={p.payerName} />}
            </span>
            {status === 'REJECTED' && (
              <span className="text-xs text-muted-foreground">{t('thirdParty.returnRejected')}</span>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <OpsSection
      id="third-party-title"
      title={t('thirdParty.title')}
      description={t('thirdParty.description')}
    >
      <OpsLoadMoreList
        list={list}
        empty={<EmptyState icon={<LandmarkIcon />} title={t('thirdParty.empty')} titleAs="h3" size="sm" />}
        caption={t('thirdParty.caption')}
        columns={columns}
        getRowId={(p) => p.Id}
      />
      {booking && <BookDialog payment={booking} payer={payerOf(booking)} onClose={() => setBooking(null)} />}
    </OpsSection>
  );
}

/** Confirming "Book to investor": the amount, who paid and whose deposit it becomes. */
function BookDialog({ payment, payer, onClose }: { payment: Payment; payer: string; onClose: () => void }) {
  const { t } = useOpsBankTranslation();
  const { toast } = useToast();
  const book = useApiMutation('post', '/ops/third-party-payments/{id}/book', {
    revalidates: HELD_CREDIT_LISTS,
  });
  const amount = formatMoney(payment.amount);
  const name = payment.investorName;

  const confirm = async () => {
    const result = await book.trigger({ params: { path: { id: payment.Id } } });
    if (!result.ok) return;
    // Above the amount one operator may book: a request for a second one, nothing booked (202).
    toast(
      waitsForApproval(result.data)
        ? { variant: 'success', title: t('assign.waiting'), description: t('assign.waitingText', { amount }) }
        : {
            variant: 'success',
            title: t('thirdParty.done', { name }),
            description: t('assign.doneText', { amount }),
          },
    );
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !book.isSaving) onClose();
      }}
    >
      <DialogContent size="lg" closeLabel={t('ops:actions.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('thirdParty.confirmTitle', { amount, name })}</DialogTitle>
          <DialogDescription>{t('thirdParty.confirmText', { payer, name })}</DialogDescription>
        </DialogHeader>
        {book.errorMessage && <Alert variant="error" description={book.errorMessage} />}
        <DialogFooter>
          <Button variant="secondary" disabled={book.isSaving} onClick={onClose}>
            {t('ops:actions.cancel')}
          </Button>
          <Button
            loading={book.isSaving}
            loadingLabel={t('ops:actions.saving')}
            onClick={() => void confirm()}
          >
            {t('thirdParty.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Return to payer": with a reason, the payment goes back to the payer's account in the next payout
 * file (POST /ops/third-party-payments/{id}/return); the money leaves suspense at once.
 */
function ReturnButton({ payment, payer }: { payment: Payment; payer: string }) {
  const { t } = useOpsBankTranslation();
  const { toast } = useToast();
  const giveBack = useApiMutation('post', '/ops/third-party-payments/{id}/return', {
    revalidates: ['/ops/third-party-payments', '/ops/payouts', '/ops/statements'],
  });
  const amount = formatMoney(payment.amount);
  const iban = groupInFours(payment.payerIban ?? '');
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={t('thirdParty.returnFor', { amount, payer })}>
          {t('thirdParty.return')}
        </Button>
      }
      title={t('thirdParty.returnTitle', { amount, payer })}
      description={t('thirdParty.returnText', { payer, iban, name: payment.investorName })}
      confirmLabel={t('thirdParty.returnConfirm')}
      placeholder={t('thirdParty.returnPlaceholder')}
      error={giveBack.errorMessage}
      onOpenChange={(open) => {
        if (open) giveBack.reset();
      }}
      onConfirm={async (reason) => {
        const result = await giveBack.trigger({ params: { path: { id: payment.Id } }, body: { reason } });
        if (result.ok)
          toast({
            variant: 'success',
            title: t('thirdParty.returnDone', { payer }),
            description: t('thirdParty.returnDoneText', { amount }),
          });
        return result.ok;
      }}
    />
  );
}
