import type { Schemas } from '@invest/api-client';
import {
  AlertDialog,
  AmountField,
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  formatMoney,
  Switch,
  toast,
} from '@invest/ui';
import { useState } from 'react';
import { useApiMutation, type GetPath } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { centsToEuros } from '../../../lib/money';
import { ReasonDialog } from '../reason-dialog';
import { useOpsInvestorsTranslation } from './i18n';

type Profile = Schemas['OpsInvestorProfile'];

/** What an action on a profile changes: the profile, its figures, the lists that show it. */
const REVALIDATES: GetPath[] = [
  '/ops/investors',
  '/ops/investors/{id}',
  '/ops/investors/{id}/balance',
  '/ops/investors/{id}/history',
  '/ops/deductions',
];

function BlockAction({ investor }: { investor: Profile }) {
  const { t } = useOpsInvestorsTranslation();
  const kind = investor.blocked ? 'unblock' : 'block';
  const action = useApiMutation(
    'post',
    investor.blocked ? '/ops/investors/{id}/unblock' : '/ops/investors/{id}/block',
    {
      revalidates: REVALIDATES,
    },
  );
  return (
    <ReasonDialog
      trigger={
        <Button variant={investor.blocked ? 'outline' : 'destructive'}>{t(`actions.${kind}.action`)}</Button>
      }
      title={t(`actions.${kind}.title`, { name: investor.name })}
      description={t(`actions.${kind}.description`)}
      confirmLabel={t(`actions.${kind}.action`)}
      confirmVariant={investor.blocked ? 'primary' : 'destructive'}
      error={action.errorMessage}
      onOpenChange={(open) => {
        if (open) action.reset();
      }}
      onConfirm={async (reason) => {
        const result = await action.trigger({ params: { path: { id: investor.Id } }, body: { reason } });
        if (result.ok)
          toast({ variant: 'success', title: t(`actions.${kind}.done`, { name: investor.name }) });
        return result.ok;
      }}
    />
  );
}

function RestrictAction({ investor }: { investor: Profile }) {
  const { t } = useOpsInvestorsTranslation();
  const action = useApiMutation('put', '/ops/investors/{id}/restrictions', { revalidates: REVALIDATES });
  const [buying, setBuying] = useState(investor.restrictions.buying);
  const [withdrawing, setWithdrawing] = useState(investor.restrictions.withdrawing);
  return (
    <ReasonDialog
      trigger={<Button variant="outline">{t('actions.restrict.action')}</Button>}
      title={t('actions.restrict.title', { name: investor.name })}
      description={t('actions.restrict.description')}
      confirmLabel={t('actions.restrict.confirm')}
      confirmVariant="primary"
      error={action.errorMessage}
      onOpenChange={(open) => {
        if (!open) return;
        action.reset();
        setBuying(investor.restrictions.buying);
        setWithdrawing(investor.restrictions.withdrawing);
      }}
      onConfirm={async (reason) => {
        const result = await action.trigger({
          params: { path: { id: investor.Id } },
          body: { buying, withdrawing, reason },
        });
        if (result.ok)
          toast({ variant: 'success', title: t('actions.restrict.done', { name: investor.name }) });
        return result.ok;
      }}
    >
      <Switch
        label={t('actions.restrict.buying')}
        description={t('actions.restrict.buyingHint')}
        checked={buying}
        onCheckedChange={setBuying}
      />
      <Switch
        label={t('actions.restrict.withdrawing')}
        description={t('actions.restrict.withdrawingHint')}
        checked={withdrawing}
        onCheckedChange={setWithdrawing}
      />
    </ReasonDialog>
  );
}

function CloseAction({ investor }: { investor: Profile }) {
  const { t } = useOpsInvestorsTranslation();
  const action = useApiMutation('post', '/ops/investors/{id}/close', { revalidates: REVALIDATES });
  // The service's reason for refusing (money left or owed), said for the operator rather than the investor.
  const error =
    action.errorKey === 'deleteAccountErrorAccountValue' ? t('actions.close.moneyLeft') : action.errorMessage;
  return (
    <ReasonDialog
      trigger={<Button variant="destructive">{t('actions.close.action')}</Button>}
      title={t('actions.close.title', { name: investor.name })}
      description={t('actions.close.description')}
      confirmLabel={t('actions.close.action')}
      error={error}
      onOpenChange={(open) => {
        if (open) action.reset();
      }}
      onConfirm={async (reason) => {
        const result = await action.trigger({ params: { path: { id: investor.Id } }, body: { reason } });
        if (result.ok) toast({ variant: 'success', title: t('actions.close.done', { name: investor.name }) });
        return result.ok;
      }}
    />
  );
}

/**
 * SPEC §1 and §9: after 12 months without a purchase the provider may close the profile, with 10
 * days' notice. Offered while the profile is inactive and no notice stands.
 */
function InactivityNoticeAction({ investor }: { investor: Profile }) {
  const { t, i18n } = useOpsInvestorsTranslation();
  const language = currentLanguage(i18n);
  const action = useApiMutation('post', '/ops/investors/{id}/inactivity-notice', {
    revalidates: REVALIDATES,
  });
  const lastPurchase = investor.lastPurchaseAt
    ? t('actions.notice.lastPurchase', { date: formatDateTime(investor.lastPurchaseAt, language) })
    : t('actions.notice.neverBought', { date: formatDateTime(investor.registeredAt, language) });
  return (
    <AlertDialog
      trigger={<Button variant="outline">{t('actions.notice.action')}</Button>}
      title={t('actions.notice.title', { name: investor.name })}
      description={`${lastPurchase} ${t('actions.notice.description')}`}
      confirmLabel={t('actions.notice.confirm')}
      cancelLabel={t('ops:actions.cancel')}
      pendingLabel={t('ops:actions.saving')}
      error={action.errorMessage ?? undefined}
      onOpenChange={(open) => {
        if (open) action.reset();
      }}
      onConfirm={async () => {
        const result = await action.trigger({ params: { path: { id: investor.Id } } });
        if (!result.ok) throw result.error;
        const closesOn = result.data.inactivityNotice?.closesOn;
        toast({
          variant: 'success',
          title: t('actions.notice.done', {
            name: investor.name,
            date: closesOn ? formatDate(closesOn, language) : '',
          }),
        });
      }}
    />
  );
}

function DeductAction({ investor }: { investor: Profile }) {
  const { t } = useOpsInvestorsTranslation();
  const action = useApiMutation('post', '/ops/investors/{id}/deductions', { revalidates: REVALIDATES });
  const [cents, setCents] = useState<number | null>(null);
  const [amountShown, setAmountShown] = useState(false);
  const amountValid = cents !== null && cents > 0;
  return (
    <ReasonDialog
      trigger={<Button variant="outline">{t('actions.deduct.action')}</Button>}
      title={t('actions.deduct.title', { name: investor.name })}
      description={t('actions.deduct.description')}
      confirmLabel={t('actions.deduct.confirm')}
      error={action.errorMessage}
      onOpenChange={(open) => {
        if (!open) return;
        action.reset();
        setCents(null);
        setAmountShown(false);
      }}
      validate={() => {
        setAmountShown(true);
        return amountValid;
      }}
      onConfirm={async (reason) => {
        const amount = centsToEuros(cents!);
        const result = await action.trigger({
          params: { path: { id: investor.Id } },
          body: { amount, reason },
        });
        // Every deduction waits for a second operator (four-eyes): nothing is booked yet.
        if (result.ok)
          toast({ variant: 'success', title: t('actions.deduct.pending', { amount: formatMoney(amount) }) });
        return result.ok;
      }}
    >
      <AmountField
        label={t('actions.deduct.amount')}
        value={cents}
        onValueChange={(value) => setCents(value)}
        minCents={1}
        error={amountShown && !amountValid ? t('actions.deduct.amountRequired') : undefined}
      />
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>{t('actions.deduct.notice')}</li>
        <li>{t('actions.deduct.fourEyes')}</li>
      </ul>
    </ReasonDialog>
  );
}

/** The operator's measures on a profile (terms §8), each behind a confirmation that asks why. */
export function InvestorActions({ investor }: { investor: Profile }) {
  const { t } = useOpsInvestorsTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('actions.title')}</CardTitle>
        <CardDescription>
          {investor.closed ? t('actions.closedHint') : t('actions.description')}
        </CardDescription>
      </CardHeader>
      {!investor.closed && (
        <div className="flex flex-wrap gap-2">
          <BlockAction investor={investor} />
          <RestrictAction investor={investor} />
          <DeductAction investor={investor} />
          {investor.inactive && !investor.inactivityNotice && <InactivityNoticeAction investor={investor} />}
          <CloseAction investor={investor} />
        </div>
      )}
    </Card>
  );
}
