import type { Schemas } from '@invest/api-client';
import {
  AlertDialog,
  AmountField,
  Button,
  centsToDecimalString,
  formatMoney,
  parseAmountToCents,
  Select,
  TextField,
  toIsoDate,
  useToast,
  type AlertDialogConfirmVariant,
} from '@invest/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useApiMutation, type MutationResult } from '../../../lib/api';
import { formatDate } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { centsToEuros, eurosToCents } from '../../../lib/money';
import { useReceivablesTranslation } from './i18n';
import {
  addDays,
  allowedActions,
  delayDateError,
  extensionDaysError,
  insurerMayPay,
  MAX_EXTENSIONS,
  recordDateError,
  repaymentAmountError,
  type ActionError,
} from './lifecycle';

type OpsReceivable = Schemas['OpsReceivable'];

/** What a life-cycle action changes: the receivable, its lists, its holders, and the audit log. */
const REVALIDATES = [
  '/ops/receivables',
  '/ops/receivables/{id}',
  '/ops/receivables/{id}/holders',
  '/ops/repayments',
  '/ops/originators',
  '/ops/audit-log',
] as const;

/**
 * The life-cycle actions the receivable's state allows (./lifecycle.ts), each a button that opens a
 * confirmation with its fields; the fields are checked before the call, the service's refusal is
 * shown in the dialog, a success closes it with a toast and the receivable and its holders are read
 * again.
 */
export function LifecycleActions({ receivable }: { receivable: OpsReceivable }) {
  const { t } = useReceivablesTranslation();
  const actions = allowedActions(receivable);
  if (actions.length === 0) return <p className="text-sm text-muted-foreground">{t('actions.none')}</p>;
  return (
    <div className="flex flex-wrap gap-2" data-slot="lifecycle-actions">
      {actions.includes('repayment') && <RepaymentAction receivable={receivable} />}
      {actions.includes('delay') && <DelayAction receivable={receivable} />}
      {actions.includes('extension') && <ExtensionAction receivable={receivable} />}
      {actions.includes('lossEvent') && <LossEventAction receivable={receivable} />}
      {actions.includes('nonPayment') && <NonPaymentAction receivable={receivable} />}
    </div>
  );
}

interface ActionDialogProps<T = OpsReceivable> {
  buttonLabel: string;
  title: string;
  description: string;
  confirmLabel: string;
  confirmVariant?: AlertDialogConfirmVariant;
  /** The action's fields. */
  children?: ReactNode;
  /** Checks the fields (showing their errors); false keeps the dialog open without a call. */
  validate?: () => boolean;
  send: () => Promise<MutationResult<T>>;
  /** The toast after a success, from what the service answered (the receivable, mostly). */
  done: (after: T) => { title: string; description?: string };
  /** The service's refusal, translated. */
  error: string | null;
  /** Called when the dialog opens or closes: start the fields afresh there. */
  onOpenChange: (open: boolean) => void;
}

function ActionDialog<T = OpsReceivable>({
  buttonLabel,
  title,
  description,
  confirmLabel,
  confirmVariant = 'primary',
  children,
  validate = () => true,
  send,
  done,
  error,
  onOpenChange,
}: ActionDialogProps<T>) {
  const { t } = useReceivablesTranslation();
  const { toast } = useToast();
  return (
    <AlertDialog
      trigger={
        <Button variant={confirmVariant === 'destructive' ? 'outline' : 'secondary'}>{buttonLabel}</Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      confirmVariant={confirmVariant}
      cancelLabel={t('ops:actions.cancel')}
      pendingLabel={t('pending')}
      error={error ?? undefined}
      onOpenChange={onOpenChange}
      onConfirm={async () => {
        // A rejection keeps the dialog open (with the field errors, or the service's reason).
        if (!validate()) throw new Error('invalid fields');
        const result = await send();
        if (!result.ok) throw result.error;
        toast({ variant: 'success', ...done(result.data) });
      }}
    >
      {children && <div className="flex flex-col gap-4">{children}</div>}
    </AlertDialog>
  );
}

/** A field's error state: the key shown once the operator tried to confirm. */
function useFieldError() {
  const { t } = useReceivablesTranslation();
  const [error, setError] = useState<ActionError | null>(null);
  return {
    message: error ? t(`actions.errors.${error}`) : undefined,
    /** Sets the error; true when there is none. */
    check: (next: ActionError | null) => {
      setError(next);
      return next === null;
    },
    reset: () => setError(null),
  };
}

function useToday() {
  return useMemo(() => toIsoDate(new Date()), []);
}

function RepaymentAction({ receivable: r }: { receivable: OpsReceivable }) {
  const { t } = useReceivablesTranslation();
  const today = useToday();
  const dueText = centsToDecimalString(eurosToCents(r.amountDue));
  const [amount, setAmount] = useState<string>(dueText);
  const [paidOn, setPaidOn] = useState(today);
  const [payer, setPayer] = useState<'ORIGINATOR' | 'INSURER'>('ORIGINATOR');
  const amountError = useFieldError();
  const dateError = useFieldError();
  const mutation = useApiMutation('post', '/ops/receivables/{id}/repayments', { revalidates: REVALIDATES });
  const holders = r.activeHolders;
  const funds = formatMoney(r.originatorFunds);

  return (
    <ActionDialog<Schemas['OpsReceivable'] | Schemas['Repayment']>
      buttonLabel={t('actions.repayment.button')}
      title={t('actions.repayment.title', { number: r.number })}
      description={t('actions.repayment.description')}
      confirmLabel={t('actions.repayment.confirm')}
      error={mutation.errorMessage}
      onOpenChange={() => {
        setAmount(dueText);
        setPaidOn(today);
        setPayer('ORIGINATOR');
        amountError.reset();
        dateError.reset();
        mutation.reset();
      }}
      validate={() =>
        [
          amountError.check(
            repaymentAmountError(amount, eurosToCents(r.soldAmount), eurosToCents(r.originatorFunds)),
          ),
          dateError.check(recordDateError(paidOn, r.dateStartFormatted, today)),
        ].every(Boolean)
      }
      send={() =>
        mutation.trigger({
          params: { path: { id: r.Id } },
          body: { amount: centsToEuros(parseAmountToCents(amount.trim()) ?? 0), paidOn, payer },
        })
      }
      done={(after) => {
        const paid = formatMoney(parseAmountToCents(amount.trim()) ?? 0, { fromCents: true });
        // Beyond the schedule: recorded, nothing moved, a second operator decides (202).
        if ('status' in after)
          return {
            title: t('actions.repayment.waiting', { amount: paid }),
            description: t('actions.repayment.waitingText', {
              scheduled: formatMoney(after.scheduledAmount),
            }),
          };
        return {
          title: t('actions.repayment.done', { amount: paid }),
          description:
            holders > 0
              ? t('actions.repayment.doneHolders', { amount: paid, count: holders, number: after.number })
              : t('actions.repayment.doneNoHolders', { number: after.number }),
        };
      }}
    >
      <p className="text-sm text-foreground" data-slot="originator-funds">
        {t('actions.repayment.funds', { originator: r.originatorName, funds })}
      </p>
      <AmountField
        label={t('actions.repayment.amount')}
        required
        value={parseAmountToCents(amount)}
        onValueChange={(_, text) => setAmount(text)}
        hint={t('actions.repayment.amountHint', {
          due: formatMoney(r.amountDue),
          principal: formatMoney(r.soldAmount),
        })}
        error={amountError.message}
      />
      <TextField
        type="date"
        label={t('actions.repayment.paidOn')}
        required
        max={today}
        value={paidOn}
        onValueChange={setPaidOn}
        error={dateError.message}
      />
      {insurerMayPay(r) && (
        <Select
          label={t('actions.repayment.payer')}
          value={payer}
          onValueChange={(value) => setPayer(value as 'ORIGINATOR' | 'INSURER')}
          options={(['ORIGINATOR', 'INSURER'] as const).map((value) => ({
            value,
            label: t(`actions.repayment.payers.${value}`),
          }))}
        />
      )}
    </ActionDialog>
  );
}

function DelayAction({ receivable: r }: { receivable: OpsReceivable }) {
  const { t, i18n } = useReceivablesTranslation();
  const language = currentLanguage(i18n);
  const firstDay = addDays(r.dateEndFormatted, 1);
  const [since, setSince] = useState(firstDay);
  const sinceError = useFieldError();
  const mutation = useApiMutation('post', '/ops/receivables/{id}/delays', { revalidates: REVALIDATES });
  return (
    <ActionDialog
      buttonLabel={t('actions.delay.button')}
      title={t('actions.delay.title', { number: r.number })}
      description={t('actions.delay.description')}
      confirmLabel={t('actions.delay.confirm')}
      error={mutation.errorMessage}
      onOpenChange={() => {
        setSince(firstDay);
        sinceError.reset();
        mutation.reset();
      }}
      validate={() => sinceError.check(delayDateError(since, r.dateEndFormatted))}
      send={() => mutation.trigger({ params: { path: { id: r.Id } }, body: { since } })}
      done={(after) => ({ title: t('actions.delay.done', { number: after.number }) })}
    >
      <TextField
        type="date"
        label={t('actions.delay.since')}
        required
        min={firstDay}
        value={since}
        onValueChange={setSince}
        hint={t('actions.delay.sinceHint', { date: formatDate(firstDay, language) })}
        error={sinceError.message}
      />
    </ActionDialog>
  );
}

function ExtensionAction({ receivable: r }: { receivable: OpsReceivable }) {
  const { t, i18n } = useReceivablesTranslation();
  const language = currentLanguage(i18n);
  const [days, setDays] = useState<string>('30');
  const daysError = useFieldError();
  const mutation = useApiMutation('post', '/ops/receivables/{id}/extensions', { revalidates: REVALIDATES });
  const valid = extensionDaysError(days) === null;
  return (
    <ActionDialog
      buttonLabel={t('actions.extension.button')}
      title={t('actions.extension.title', { number: r.number })}
      description={t('actions.extension.description')}
      confirmLabel={t('actions.extension.confirm')}
      error={mutation.errorMessage}
      onOpenChange={() => {
        setDays('30');
        daysError.reset();
        mutation.reset();
      }}
      validate={() => daysError.check(extensionDaysError(days))}
      send={() => mutation.trigger({ params: { path: { id: r.Id } }, body: { days: Number(days.trim()) } })}
      done={(after) => ({
        title: t('actions.extension.done', {
          number: after.number,
          date: formatDate(after.dateEndFormatted, language),
        }),
      })}
    >
      <TextField
        label={t('actions.extension.days')}
        required
        inputMode="numeric"
        value={days}
        onValueChange={setDays}
        hint={t('actions.extension.daysHint', { count: r.extensions, max: MAX_EXTENSIONS })}
        error={daysError.message}
      />
      {valid && (
        <p className="text-sm text-foreground">
          {t('actions.extension.newDate', {
            date: formatDate(addDays(r.dateEndFormatted, Number(days.trim())), language),
          })}
        </p>
      )}
    </ActionDialog>
  );
}

function LossEventAction({ receivable: r }: { receivable: OpsReceivable }) {
  const { t } = useReceivablesTranslation();
  const today = useToday();
  const [occurredOn, setOccurredOn] = useState(today);
  const dateError = useFieldError();
  const mutation = useApiMutation('post', '/ops/receivables/{id}/loss-events', { revalidates: REVALIDATES });
  return (
    <ActionDialog
      buttonLabel={t('actions.lossEvent.button')}
      title={t('actions.lossEvent.title', { number: r.number })}
      description={t('actions.lossEvent.description')}
      confirmLabel={t('actions.lossEvent.confirm')}
      confirmVariant="destructive"
      error={mutation.errorMessage}
      onOpenChange={() => {
        setOccurredOn(today);
        dateError.reset();
        mutation.reset();
      }}
      validate={() => dateError.check(recordDateError(occurredOn, r.dateStartFormatted, today))}
      send={() => mutation.trigger({ params: { path: { id: r.Id } }, body: { occurredOn } })}
      done={(after) => ({ title: t('actions.lossEvent.done', { number: after.number }) })}
    >
      <TextField
        type="date"
        label={t('actions.lossEvent.occurredOn')}
        required
        max={today}
        value={occurredOn}
        onValueChange={setOccurredOn}
        error={dateError.message}
      />
    </ActionDialog>
  );
}

function NonPaymentAction({ receivable: r }: { receivable: OpsReceivable }) {
  const { t } = useReceivablesTranslation();
  const mutation = useApiMutation('post', '/ops/receivables/{id}/non-payment', { revalidates: REVALIDATES });
  return (
    <ActionDialog
      buttonLabel={t('actions.nonPayment.button')}
      title={t('actions.nonPayment.title', { number: r.number })}
      description={t('actions.nonPayment.description')}
      confirmLabel={t('actions.nonPayment.confirm')}
      confirmVariant="destructive"
      error={mutation.errorMessage}
      onOpenChange={() => mutation.reset()}
      send={() => mutation.trigger({ params: { path: { id: r.Id } } })}
      done={(after) => ({ title: t('actions.nonPayment.done', { number: after.number }) })}
    />
  );
}
