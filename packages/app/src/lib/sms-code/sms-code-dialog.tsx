import type { ApiRequestError } from '@invest/api-client';
import {
  Alert,
  Button,
  CodeBoxes,
  CountdownButton,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@invest/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import en from '../../locales/en/sms-code.json';
import sl from '../../locales/sl/sms-code.json';
import { errorKeyOf, isNetworkError, type MutationResult } from '../api';
import { useErrorMessage } from '../i18n';
import { addNamespaceBundles } from '../i18n/lazy-namespace';

/** SPEC §4: Send again rests 9 seconds after a code was sent (the dialog opens) and after each resend. */
export const RESEND_SECONDS = 9;
/** SPEC §5: a verification code is exactly 6 digits. */
export const CODE_LENGTH = 6;

/** Error keys that are about the code itself: shown under the boxes, which are cleared for another try. */
const CODE_ERRORS = new Set([
  'phone-confirmation-code-invalid',
  'phone-confirmation-expired',
  'phone-confirmation-failed',
]);

/** The dialog's own texts (`smsCode` namespace), added with the lazy chunk of the screen that opens it. */
export function useSmsCodeTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'smsCode', { en, sl });
  return useTranslation('smsCode');
}

export interface SmsCodeVerification {
  verificationId: string;
  code: string;
}

export interface SmsCodeDialogProps {
  /** What the code confirms, e.g. 'Enter the confirmation code'. */
  title: ReactNode;
  /** Where the code went and what it confirms. */
  description: ReactNode;
  /** The verification of the code already sent when the dialog opens. */
  verificationId: string;
  /** Sends a new code (POST /tokenRequest with `isResend: true`); its verification replaces the first. */
  resend: () => Promise<MutationResult<{ verificationId: string }>>;
  /** Sends the code to the call it confirms. */
  confirm: (verification: SmsCodeVerification) => Promise<MutationResult<unknown>>;
  /** The call accepted the code. */
  onDone: () => void;
  /** The person closed the dialog without confirming. */
  onCancel: () => void;
  /** Where focus goes when the dialog closes (it has no trigger of its own). */
  returnFocus?: () => void;
  /**
   * An explicit button for what cannot be undone (closing the account); without it six digits confirm
   * at once.
   */
  confirmButton?: { label: string; pendingLabel: string };
}

/**
 * SPEC §4 code dialog, one for every step-up (a withdrawal with two-factor, two-factor itself, closing
 * the account): the code was requested before it opens. A wrong or expired code says so under the
 * boxes, clears them and keeps the dialog open for another try or a new code; any other refusal (the
 * account value when closing, say) is shown in an alert. Send again rests 9 seconds after the dialog
 * opens and after each resend.
 */
export function SmsCodeDialog({
  title,
  description,
  verificationId: firstVerificationId,
  resend,
  confirm,
  onDone,
  onCancel,
  returnFocus,
  confirmButton,
}: SmsCodeDialogProps) {
  const { t } = useSmsCodeTranslation();
  const errorMessage = useErrorMessage();
  const [verificationId, setVerificationId] = useState(firstVerificationId);
  const [code, setCode] = useState('');
  const [saving, setSaving] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Bumped when the field should take focus: on opening (a task later, after a confirmation dialog
  // has given focus back to its trigger), after a refused code and after a resend (once the field,
  // disabled while the code was checked, is enabled again).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus());
    return () => clearTimeout(timer);
  }, [focusRequest]);

  const messageOf = (error: ApiRequestError) =>
    errorMessage(isNetworkError(error) ? null : errorKeyOf(error), 'something-wrong');

  async function submit(value: string) {
    setNotice(null);
    setCodeError(null);
    if (value.length !== CODE_LENGTH) {
      setCodeError(t('required'));
      setFocusRequest((n) => n + 1);
      return;
    }
    setSaving(true);
    const result = await confirm({ verificationId, code: value });
    setSaving(false);
    if (result.ok) {
      onDone();
      return;
    }
    if (CODE_ERRORS.has(errorKeyOf(result.error) ?? '')) {
      setCode('');
      setCodeError(messageOf(result.error));
    } else {
      setNotice({ tone: 'error', text: messageOf(result.error) });
    }
    setFocusRequest((n) => n + 1);
  }

  async function sendAgain() {
    setNotice(null);
    setCodeError(null);
    const result = await resend();
    if (!result.ok) {
      setNotice({ tone: 'error', text: messageOf(result.error) });
      // The button is ready again at once: the message says whether to wait.
      throw result.error;
    }
    setVerificationId(result.data.verificationId);
    setCode('');
    setNotice({ tone: 'success', text: t('resent') });
    setFocusRequest((n) => n + 1);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        // A code on its way to the service finishes first: closing now would hide its answer.
        if (!open && !saving) onCancel();
      }}
    >
      <DialogContent
        // Three buttons (Cancel, Send again with its countdown, the confirm button) need the wider card.
        size={confirmButton ? 'md' : 'sm'}
        closeLabel={t('close')}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <CodeBoxes
          ref={inputRef}
          name="code"
          length={CODE_LENGTH}
          label={t('label')}
          value={code}
          onValueChange={(value) => {
            setCode(value);
            if (value !== '') setCodeError(null);
          }}
          onComplete={confirmButton ? undefined : (value) => void submit(value)}
          disabled={saving}
          error={codeError ?? undefined}
        />
        {saving && !confirmButton && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('checking')}
          </p>
        )}
        {notice && <Alert variant={notice.tone} description={notice.text} />}
        <DialogFooter>
          <Button variant="ghost" disabled={saving} onClick={onCancel}>
            {t('cancel')}
          </Button>
          <CountdownButton
            seconds={RESEND_SECONDS}
            startOnMount
            disabled={saving}
            sendingLabel={t('sending')}
            formatLabel={(seconds) => t('resendCountdown', { seconds })}
            onClick={sendAgain}
          >
            {t('resend')}
          </CountdownButton>
          {confirmButton && (
            <Button
              variant="destructive"
              loading={saving}
              loadingLabel={confirmButton.pendingLabel}
              onClick={() => void submit(code)}
            >
              {confirmButton.label}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
