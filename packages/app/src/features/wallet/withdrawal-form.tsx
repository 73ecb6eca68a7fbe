import type { PayoutAccount } from '@invest/api-client';
import {
  Alert,
  AlertDialog,
  AmountField,
  Button,
  formatMoney,
  parseAmountToCents,
  useToast,
} from '@invest/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answeredErrorKey, isFinalRefusal } from '../../lib/api';
import { groupInFours, maskIban } from '../../lib/formatting';
import { useValidateOnLeave, useZodForm } from '../../lib/forms';
import { useErrorMessage } from '../../lib/i18n';
import { centsToEuros } from '../../lib/money';
import { SmsCodeDialog, type SmsDelivery } from '../../lib/sms-code/sms-code-dialog';
import { useCreateWithdrawal, useRequestWithdrawalCode } from './api/wallet-queries';
import { withdrawalSchema, type WithdrawalError } from './withdrawal-schema';

export interface WithdrawalFormProps {
  userId: number;
  /** `maxWithdrawal` in integer cents; `undefined` while the balance is unknown (nothing can be sent). */
  maxCents: number | undefined;
  /**
   * Where the money goes: the investor's payout account, `null` before they add one; while its
   * cooling-off runs nothing can be sent (the card says until when).
   */
  account: PayoutAccount | null;
  /** SPEC §5: an unconfirmed investor sees the form disabled with the `withdrawDenied` message. */
  confirmed: boolean;
  /** The phone the code goes to, named in the code dialog. */
  phone: string;
}

type Step =
  | { name: 'form' }
  | { name: 'confirm' }
  | { name: 'code'; cents: number; verificationId: string; delivery: SmsDelivery };

/**
 * SPEC §2/§4/§5 Withdrawal: the amount (required, numeric, steps of 0.01, at most `maxWithdrawal`), then
 * the kit's AlertDialog confirms it in euro with the IBAN ("Withdraw 250,00 € to SI56 …?") and asks for
 * the SMS code of that amount and account, which every withdrawal needs whatever the two-factor switch
 * says (docs/decisions/0013); the code dialog sends the withdrawal. Success: a toast, the form empties,
 * balance and lists reload.
 */
export function WithdrawalForm({ userId, maxCents, account, confirmed, phone }: WithdrawalFormProps) {
  const { t } = useTranslation('wallet');
  const errorMessage = useErrorMessage();
  const { toast } = useToast();
  const create = useCreateWithdrawal();
  const requestCode = useRequestWithdrawalCode();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const submitRef = useRef<HTMLButtonElement>(null);
  // Why the last confirmation failed: its message, and whether another try can help, follow from it.
  const [confirmFailure, setConfirmFailure] = useState<unknown>(null);
  // Kept after the dialog closes, so its title does not change while it fades out.
  const [confirmCents, setConfirmCents] = useState(0);

  const schema = useMemo(() => withdrawalSchema(maxCents), [maxCents]);
  const form = useZodForm(schema, { amount: '' });
  const validation = useValidateOnLeave(form, 'amount');
  const { errors } = form.formState;

  const blocked = !confirmed || account === null || account.coolingOff;
  // No-break spaces: in a sentence the IBAN wraps as a whole, never between its groups.
  const iban = account ? groupInFours(account.iban).replaceAll(' ', '\u00a0') : '';
  const bank = account ? (account.bankName ?? account.bic ?? maskIban(account.iban)) : '';
  const money = (cents: number) => formatMoney(cents, { fromCents: true });
  const maxText = maxCents === undefined ? '' : money(maxCents);
  const fieldError = (key: string | undefined) =>
    key === undefined ? undefined : t(`withdraw.errors.${key as WithdrawalError}`, { max: maxText });
  const messageOf = (error: unknown) => errorMessage(answeredErrorKey(error), 'something-wrong');

  const amountText = form.watch('amount');
  // The field is driven through setValue rather than react-hook-form's Controller: Controller would
  // join the form library in the chunk the login route shares (measured: about 1 KB gzip more there).
  const amountId = useId();
  const focusAmount = () => document.getElementById(amountId)?.focus();

  const onSubmit = form.handleSubmit(({ amount }) => {
    // The schema accepted the text, so it reads as cents.
    const cents = parseAmountToCents(amount.trim());
    if (cents === null) return;
    setConfirmFailure(null);
    setConfirmCents(cents);
    setStep({ name: 'confirm' });
  }, focusAmount);

  const submit = (
    <Button
      ref={submitRef}
      type="submit"
      size="lg"
      disabled={blocked || maxCents === undefined}
      className="self-start max-sm:w-full"
    >
      {t('withdraw.form.submit')}
    </Button>
  );

  const finish = (cents: number) => {
    setStep({ name: 'form' });
    form.reset({ amount: '' });
    toast({
      id: 'wallet-withdrawal',
      variant: 'success',
      title: t('withdraw.done.title'),
      description: t('withdraw.done.description', { amount: money(cents), iban }),
    });
  };

  const confirm = async (cents: number) => {
    setConfirmFailure(null);
    const amount = centsToEuros(cents);
    const result = await requestCode.trigger({
      params: { path: { Id: userId } },
      body: { tokenType: 'WITHDRAWAL_CONFIRMATION', isResend: false, amount },
    });
    if (!result.ok) {
      setConfirmFailure(result.error);
      // Keeps the dialog open with the message; unless refused for good, confirming again asks again.
      throw result.error;
    }
    setStep({ name: 'code', cents, ...result.data });
  };

  return (
    <>
      {!confirmed ? (
        <Alert
          variant="warning"
          title={t('withdraw.form.deniedTitle')}
          description={errorMessage('withdrawDenied', 'withdrawDenied')}
        />
      ) : null}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <AmountField
          id={amountId}
          name="amount"
          label={t('withdraw.form.amount')}
          required
          // The only field: a required marker would only add noise.
          requiredMarker={null}
          value={parseAmountToCents(amountText)}
          onValueChange={(_, text) =>
            // Messages follow every change once the field was left or the form submitted: the field
            // turns red when left with an amount above the maximum, and says why at once.
            form.setValue('amount', text, { shouldDirty: true, shouldValidate: validation.shouldValidate })
          }
          onBlur={validation.onBlur}
          maxCents={blocked ? undefined : maxCents}
          maxButtonLabel={t('withdraw.form.max')}
          maxHint={blocked ? undefined : (max) => t('withdraw.form.maxHint', { max })}
          disabled={blocked}
          error={fieldError(errors.amount?.message)}
        />
        {account && !blocked ? (
          // The submit button is the dialog's trigger, so closing the dialog returns focus to it; the
          // dialog itself opens only once the amount is valid (the trigger's own toggle is ignored).
          <AlertDialog
            trigger={submit}
            open={step.name === 'confirm'}
            onOpenChange={(open) => {
              if (!open) setStep((current) => (current.name === 'confirm' ? { name: 'form' } : current));
            }}
            title={t('withdraw.confirm.title', { amount: money(confirmCents), iban })}
            description={`${t('withdraw.confirm.description', { bank })} ${t('withdraw.confirm.descriptionCode')}`}
            confirmLabel={t('withdraw.confirm.sendCode')}
            cancelLabel={t('withdraw.confirm.cancel')}
            pendingLabel={t('withdraw.confirm.pending')}
            error={confirmFailure === null ? null : messageOf(confirmFailure)}
            canRetry={!isFinalRefusal(confirmFailure)}
            onConfirm={() => confirm(confirmCents)}
          />
        ) : (
          submit
        )}
      </form>
      {step.name === 'code' && (
        // The code is bound to the amount and the payout account; six digits send the withdrawal at once.
        <SmsCodeDialog
          title={t('withdraw.code.title')}
          description={t('withdraw.code.description', { phone, amount: money(step.cents), iban })}
          verificationId={step.verificationId}
          delivery={step.delivery}
          resend={() =>
            requestCode.trigger({
              params: { path: { Id: userId } },
              body: {
                tokenType: 'WITHDRAWAL_CONFIRMATION',
                isResend: true,
                amount: centsToEuros(step.cents),
              },
            })
          }
          confirm={(verification) =>
            create.trigger({
              params: { path: { userId } },
              body: { amount: centsToEuros(step.cents), ...verification },
            })
          }
          // A passkey confirms the same amount: its challenge is asked with it (and so bound to it
          // and the payout account, as the code is).
          passkey={{
            challenge: { tokenType: 'WITHDRAWAL_CONFIRMATION', amount: centsToEuros(step.cents) },
            confirm: (passkey) =>
              create.trigger({
                params: { path: { userId } },
                body: { amount: centsToEuros(step.cents), passkey },
              }),
          }}
          onDone={() => finish(step.cents)}
          onCancel={() => setStep({ name: 'form' })}
          returnFocus={() => submitRef.current?.focus()}
        />
      )}
    </>
  );
}
