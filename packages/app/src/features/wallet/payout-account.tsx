import type { PayoutAccount } from '@invest/api-client';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  TextField,
  useToast,
} from '@invest/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answeredErrorKey, useCurrentUser } from '../../lib/api';
import { maskIban } from '../../lib/formatting';
import { useZodForm } from '../../lib/forms';
import { useErrorMessage } from '../../lib/i18n';
import { SmsCodeDialog } from '../../lib/sms-code/sms-code-dialog';
import { useAuthenticatorStatus } from '../../lib/sms-code/authenticator-status';
import { useChangePayoutAccount, useRequestWithdrawalCode } from './api/wallet-queries';
import { compactIban, payoutAccountSchema, type PayoutAccountError } from './payout-account-schema';

/** When withdrawals to the account are possible, in the investor's language and the platform's time. */
export function useWithdrawalsFrom() {
  const { i18n } = useTranslation();
  return (account: PayoutAccount) =>
    new Intl.DateTimeFormat(i18n.language === 'sl' ? 'sl-SI' : 'en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Ljubljana',
    }).format(new Date(account.withdrawalsFrom));
}

/** What the payout account's figures show: the IBAN masked, the bank, the holder. */
export function payoutAccountFigures(account: PayoutAccount | null) {
  return {
    iban: account ? maskIban(account.iban) : null,
    bank: account ? (account.bankName ?? account.bic) : null,
    holder: account?.holderName ?? null,
  };
}

type Step =
  | { name: 'closed' }
  | { name: 'form' }
  | { name: 'code'; iban: string; holderName: string; verificationId: string };

/**
 * DESIGN §4 "Money leaves only to the investor's own account": adding or changing the payout account.
 * The form takes the IBAN and the holder's name (the investor's own, as registered; the company's for
 * a business investor); the service checks both before it sends the code (a refusal says why under
 * the form), then the code dialog (SMS, or the authenticator app) confirms the change. The investor
 * is e-mailed and withdrawals to a new account wait 24 hours, which the panel then says.
 */
export function PayoutAccountChange({ account }: { account: PayoutAccount | null }) {
  const { t } = useTranslation('wallet');
  const user = useCurrentUser();
  const errorMessage = useErrorMessage();
  const { toast } = useToast();
  const requestCode = useRequestWithdrawalCode();
  const change = useChangePayoutAccount();
  const authenticator = useAuthenticatorStatus(user.Id);
  const [step, setStep] = useState<Step>({ name: 'closed' });
  const [failure, setFailure] = useState<unknown>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const registeredName =
    user.investorType === 'Business' && user.company
      ? user.company.name
      : `${user.contact.firstName} ${user.contact.lastName}`;
  const form = useZodForm(payoutAccountSchema, { iban: '', holderName: registeredName });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (key: string | undefined) =>
    key === undefined ? undefined : t(`payoutAccount.errors.${key as PayoutAccountError}`);

  const open = () => {
    form.reset({ iban: '', holderName: account?.holderName ?? registeredName });
    setFailure(null);
    setStep({ name: 'form' });
  };

  const request = (iban: string, holderName: string, isResend: boolean) =>
    requestCode.trigger({
      params: { path: { Id: user.Id } },
      body: { tokenType: 'PAYOUT_ACCOUNT_CHANGE', isResend, iban, holderName },
    });

  const onSubmit = form.handleSubmit(async ({ iban: text, holderName: name }) => {
    setFailure(null);
    const iban = compactIban(text);
    const holderName = name.trim();
    const result = await request(iban, holderName, false);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    setStep({ name: 'code', iban, holderName, verificationId: result.data.verificationId });
  });

  const save = (iban: string, holderName: string, confirmation: object) =>
    change.trigger({
      params: { path: { userId: user.Id } },
      body: { iban, holderName, ...confirmation } as Parameters<typeof change.trigger>[0]['body'],
    });

  return (
    <>
      <Button ref={buttonRef} variant="outline" size="sm" className="self-start" onClick={open}>
        {account ? t('payoutAccount.change') : t('payoutAccount.add')}
      </Button>
      <Dialog open={step.name === 'form'} onOpenChange={(next) => !next && setStep({ name: 'closed' })}>
        <DialogContent size="sm" closeLabel={t('payoutAccount.form.cancel')}>
          <DialogHeader>
            <DialogTitle>
              {account ? t('payoutAccount.form.changeTitle') : t('payoutAccount.form.addTitle')}
            </DialogTitle>
            <DialogDescription>{t('payoutAccount.form.description')}</DialogDescription>
          </DialogHeader>
          <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <TextField
              label={t('payoutAccount.form.iban')}
              hint={t('payoutAccount.form.ibanHint')}
              required
              autoComplete="off"
              spellCheck={false}
              {...form.register('iban')}
              error={fieldError(errors.iban?.message)}
            />
            <TextField
              label={t('payoutAccount.form.holder')}
              hint={t('payoutAccount.form.holderHint')}
              required
              autoComplete="name"
              {...form.register('holderName')}
              error={fieldError(errors.holderName?.message)}
            />
            {failure !== null && (
              <Alert
                variant="error"
                description={errorMessage(answeredErrorKey(failure), 'something-wrong')}
              />
            )}
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setStep({ name: 'closed' })}>
                {t('payoutAccount.form.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting} loadingLabel={t('payoutAccount.form.sending')}>
                {t('payoutAccount.form.sendCode')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {step.name === 'code' && (
        <SmsCodeDialog
          title={t('payoutAccount.code.title')}
          description={t('payoutAccount.code.description', {
            phone: user.contact.telephone,
            iban: maskIban(step.iban),
          })}
          verificationId={step.verificationId}
          resend={() => request(step.iban, step.holderName, true)}
          confirm={(verification) => save(step.iban, step.holderName, verification)}
          confirmWithAuthenticator={
            authenticator.data?.enabled
              ? (authenticatorCode) => save(step.iban, step.holderName, { authenticatorCode })
              : undefined
          }
          passkey={{
            challenge: { tokenType: 'PAYOUT_ACCOUNT_CHANGE', iban: step.iban, holderName: step.holderName },
            confirm: (passkey) => save(step.iban, step.holderName, { passkey }),
          }}
          onDone={() => {
            setStep({ name: 'closed' });
            toast({
              id: 'wallet-payout-account',
              variant: 'success',
              title: t('payoutAccount.done.title'),
              description: t('payoutAccount.done.description', { iban: maskIban(step.iban) }),
            });
          }}
          onCancel={() => setStep({ name: 'closed' })}
          returnFocus={() => buttonRef.current?.focus()}
        />
      )}
    </>
  );
}
