import type { AccountBalance } from '@invest/api-client';
import {
  Alert,
  Button,
  DescriptionList,
  FlipCard,
  Money,
  Skeleton,
  type DescriptionListItem,
} from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, useCurrentUser } from '../../lib/api';
import { useErrorMessage } from '../../lib/i18n';
import { InfoTopics } from '../../lib/info-topics';
import { eurosToCents } from '../../lib/money';
import { useAccountBalance, usePayoutAccount } from './api/wallet-queries';
import { PayoutAccountChange, payoutAccountFigures, useWithdrawalsFrom } from './payout-account';
import { WithdrawalForm } from './withdrawal-form';

/** SPEC §2: a dash where the investor has no payout account yet. */
const DASH = '—';

/**
 * SPEC §2 Withdrawals panel, the card: account balance, available amount, taxes (not for business
 * investors, SPEC §6), the investor's payout account (masked IBAN, bank, holder) with the way to add
 * or change it, the amount form; the info side says how payouts work.
 */
export function WithdrawCard({ userId }: { userId: number }) {
  const { t } = useTranslation('wallet');
  return (
    <FlipCard
      frontTitle={t('withdraw.card.title')}
      backTitle={t('withdraw.info.title')}
      showInfoLabel={t('withdraw.card.showInfo')}
      backLabel={t('withdraw.card.back')}
      front={<WithdrawFront userId={userId} />}
      back={<WithdrawalInfo />}
    />
  );
}

function WithdrawFront({ userId }: { userId: number }) {
  const { t } = useTranslation('wallet');
  const errorMessage = useErrorMessage();
  const user = useCurrentUser();
  const { data: balance, error, mutate, isValidating } = useAccountBalance();
  const payout = usePayoutAccount(userId);
  const account = payout.data?.payoutAccount ?? null;
  const shown = payoutAccountFigures(account);
  const withdrawalsFrom = useWithdrawalsFrom();
  const showTaxes = user.investorType !== 'Business';

  const amount = (field: keyof Pick<AccountBalance, 'totalBalance' | 'availableFunds' | 'futureTaxes'>) => {
    if (balance) return <Money value={balance[field]} />;
    // SPEC §8: a balance that fails to load is an empty balance.
    if (error) return DASH;
    return <Skeleton shape="text" className="ml-auto h-4 w-20" />;
  };
  const items: DescriptionListItem[] = [
    { id: 'totalBalance', label: t('withdraw.figures.totalBalance'), value: amount('totalBalance') },
    { id: 'availableFunds', label: t('withdraw.figures.availableFunds'), value: amount('availableFunds') },
    ...(showTaxes
      ? [{ id: 'futureTaxes', label: t('withdraw.figures.futureTaxes'), value: amount('futureTaxes') }]
      : []),
    {
      id: 'accountNumber',
      label: t('withdraw.figures.accountNumber'),
      value: shown.iban && (
        <span data-field="accountNumber" className="tabular-nums tracking-wide whitespace-nowrap">
          {shown.iban}
        </span>
      ),
    },
    { id: 'bankName', label: t('withdraw.figures.bankName'), value: shown.bank },
    { id: 'holderName', label: t('withdraw.figures.holderName'), value: shown.holder },
  ];

  return (
    <div className="flex flex-col gap-5">
      <DescriptionList items={items} notAvailableLabel={DASH} aria-busy={!balance && !error} />
      {!balance && !error && (
        <span className="sr-only" role="status">
          {t('withdraw.figures.loading')}
        </span>
      )}
      {error && (
        <Alert
          variant="error"
          title={t('withdraw.figures.error')}
          description={errorMessage(errorKeyOf(error), 'something-wrong')}
          action={
            <Button size="sm" variant="outline" loading={isValidating} onClick={() => void mutate()}>
              {t('retry')}
            </Button>
          }
        />
      )}
      {payout.data && account === null && (
        <Alert
          variant="info"
          title={t('payoutAccount.noneTitle')}
          description={t('payoutAccount.none')}
          action={<PayoutAccountChange account={null} />}
        />
      )}
      {account?.coolingOff && (
        <Alert
          variant="info"
          title={t('payoutAccount.coolingOffTitle')}
          description={t('payoutAccount.coolingOff', { from: withdrawalsFrom(account) })}
        />
      )}
      {account && <PayoutAccountChange account={account} />}
      <WithdrawalForm
        userId={userId}
        // A provider deduction can leave the balance below zero: nothing can be withdrawn then.
        maxCents={balance ? Math.max(0, eurosToCents(balance.maxWithdrawal)) : undefined}
        account={account}
        confirmed={user.status.confirmed}
        phone={user.contact.telephone}
      />
    </div>
  );
}

function WithdrawalInfo() {
  const { t } = useTranslation('wallet');
  return (
    <InfoTopics
      topics={[
        { title: t('withdraw.info.timingTitle'), text: t('withdraw.info.timing') },
        { title: t('withdraw.info.ownAccountTitle'), text: t('withdraw.info.ownAccount') },
        { title: t('withdraw.info.availableTitle'), text: t('withdraw.info.available') },
      ]}
      help={t('withdraw.info.help')}
      helpLink={t('withdraw.info.helpLink')}
    />
  );
}
