import {
  Alert,
  CodeBoxes,
  CountdownButton,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Button,
} from '@invest/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, isNetworkError } from '../../lib/api';
import { useErrorMessage } from '../../lib/i18n';
import { centsToEuros } from '../../lib/money';
import { useCreateWithdrawal, useRequestWithdrawalCode } from './api/wallet-queries';

/** SPEC §4 and §9: Send again rests 9 seconds after the dialog opens and after each resend. */
const RESEND_SECONDS = 9;
const CODE_LENGTH = 6;

export interface WithdrawalCodeDialogProps {
  userId: number;
  /** The amount the code was requested for, in integer cents. */
  cents: number;
  /** The verification the first code belongs to. */
  verificationId: string;
  /** "250,00 €" and "SI56 2633 …" as the confirmation showed them. */
  amountText: string;
  ibanText: string;
  phone: string;
  /** The withdrawal was accepted. */
  onDone: () => void;
  /** The investor closed the dialog without confirming. */
  onCancel: () => void;
  /** Where focus goes when the dialog closes (it has no trigger of its own): the form's submit button. */
  returnFocus: () => void;
}

/**
 * SPEC §4 two-factor withdrawal: the code was requested (bound to the amount and the main account),
 * this dialog is open; six digits submit the withdrawal at once. A wrong or expired code says so,
 * clears the boxes and keeps the dialog open for another try or a new code.
 */
export function WithdrawalCodeDialog({
  userId,
  cents,
  verificationId: firstVerificationId,
  amountText,
  ibanText,
  phone,
  onDone,
  onCancel,
  returnFocus,
}: WithdrawalCodeDialogProps) {
  const { t } = useTranslation('wallet');
  const errorMessage = useErrorMessage();
  const create = useCreateWithdrawal();
  const requestCode = useRequestWithdrawalCode();
  const [verificationId, setVerificationId] = useState(firstVerificationId);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const amount = centsToEuros(cents);

  // Bumped when the field should take focus: on opening (a task later, after the confirmation dialog
  // has given focus back to its trigger), after a refused code and after a resend (once the field,
  // disabled while the code was checked, is enabled again).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus());
    return () => clearTimeout(timer);
  }, [focusRequest]);

  const messageOf = (error: unknown) =>
    errorMessage(isNetworkError(error) ? null : errorKeyOf(error), 'something-wrong');

  async function submit(value: string) {
    setNotice(null);
    setCodeError(null);
    const result = await create.trigger({
      params: { path: { userId } },
      body: { amount, verificationId, code: value },
    });
    if (result.ok) {
      onDone();
      return;
    }
    setCode('');
    setCodeError(messageOf(result.error));
    setFocusRequest((n) => n + 1);
  }

  async function resend() {
    setNotice(null);
    setCodeError(null);
    const result = await requestCode.trigger({
      params: { path: { Id: userId } },
      body: { tokenType: 'WITHDRAWAL_CONFIRMATION', isResend: true, amount },
    });
    if (!result.ok) {
      setNotice({ tone: 'error', text: messageOf(result.error) });
      // The button is ready again at once: the message says whether to wait.
      throw result.error;
    }
    setVerificationId(result.data.verificationId);
    setCode('');
    setNotice({ tone: 'success', text: t('withdraw.code.resent') });
    setFocusRequest((n) => n + 1);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        // A code on its way to the service finishes first: closing now would hide its answer.
        if (!open && !create.isSaving) onCancel();
      }}
    >
      <DialogContent
        size="sm"
        closeLabel={t('withdraw.code.close')}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('withdraw.code.title')}</DialogTitle>
          <DialogDescription>
            {t('withdraw.code.description', { phone, amount: amountText, iban: ibanText })}
          </DialogDescription>
        </DialogHeader>
        <CodeBoxes
          ref={inputRef}
          name="code"
          length={CODE_LENGTH}
          label={t('withdraw.code.label')}
          value={code}
          onValueChange={(value) => {
            setCode(value);
            if (value !== '') setCodeError(null);
          }}
          onComplete={(value) => void submit(value)}
          disabled={create.isSaving}
          error={codeError ?? undefined}
        />
        {create.isSaving && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('withdraw.code.checking')}
          </p>
        )}
        {notice && <Alert variant={notice.tone} description={notice.text} />}
        <DialogFooter>
          <Button variant="ghost" disabled={create.isSaving} onClick={onCancel}>
            {t('withdraw.code.cancel')}
          </Button>
          <CountdownButton
            seconds={RESEND_SECONDS}
            startOnMount
            disabled={create.isSaving}
            sendingLabel={t('withdraw.code.sending')}
            formatLabel={(seconds) => t('withdraw.code.resendCountdown', { seconds })}
            onClick={resend}
          >
            {t('withdraw.code.resend')}
          </CountdownButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
