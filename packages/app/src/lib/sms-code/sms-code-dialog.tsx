import type { ApiRequestError, Schemas } from '@invest/api-client';
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
  TextField,
} from '@invest/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import en from '../../locales/en/sms-code.json';
import sl from '../../locales/sl/sms-code.json';
import { answeredErrorKey, errorKeyOf, type MutationResult } from '../api';
import { useErrorMessage } from '../i18n';
import { addNamespaceBundles } from '../i18n/lazy-namespace';
import {
  usePasskeyAssertion,
  type PasskeyAssertion,
  type PasskeyChallengeFields,
} from '../passkeys/use-passkey-assertion';

/** SPEC §4: Send again rests 9 seconds after a code was sent (the dialog opens) and after each resend. */
export const RESEND_SECONDS = 9;
/** SPEC §5: a verification code is exactly 6 digits. */
export const CODE_LENGTH = 6;

/** A recovery code of the authenticator app: `xxxxx-xxxxx` (letters a–z, digits 2–7). */
const RECOVERY_CODE = /^[a-z2-7]{5}-[a-z2-7]{5}$/i;

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

/** How the SMS of a code went when it was asked for (`DELAYED`: it may take a few minutes). */
export type SmsDelivery = Schemas['SmsDelivery'];

export interface SmsCodeVerification {
  verificationId: string;
  code: string;
}

export type { PasskeyAssertion, PasskeyChallengeFields };

export interface PasskeyOption {
  /** The same tokenType and fields the code was asked with (the amount, the IBAN, …). */
  challenge: PasskeyChallengeFields;
  /** Sends the assertion to the call it confirms (`{ passkey }` in place of the code). */
  confirm: (passkey: PasskeyAssertion) => Promise<MutationResult<unknown>>;
}

export interface SmsCodeDialogProps {
  /** What the code confirms, e.g. 'Enter the confirmation code'. */
  title: ReactNode;
  /** Where the code went and what it confirms. */
  description: ReactNode;
  /** The verification of the code already sent when the dialog opens. */
  verificationId: string;
  /** How that code's SMS went: `DELAYED` says at once that it may take a few minutes. @default 'SENT' */
  delivery?: SmsDelivery;
  /** Sends a new code (POST /tokenRequest with `isResend: true`); its verification replaces the first. */
  resend: () => Promise<MutationResult<{ verificationId: string; delivery: SmsDelivery }>>;
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
  /**
   * Given when the investor has an authenticator app: the dialog then offers its code (or a recovery
   * code) instead of the SMS code, and sends it here.
   */
  confirmWithAuthenticator?: (authenticatorCode: string) => Promise<MutationResult<unknown>>;
  /**
   * Given where the action takes a passkey: when the investor has one and the browser can use it,
   * the dialog offers "Use a passkey instead", which asks a challenge bound to the same action and
   * fields as the code (POST /passkeyChallenge/{userId}) and confirms with the browser's assertion.
   */
  passkey?: PasskeyOption;
}

/** Which code the dialog asks for. */
type CodeSource = 'sms' | 'app' | 'recovery';

/**
 * SPEC §4 code dialog, one for every step-up (a withdrawal with two-factor, two-factor itself, closing
 * the account): the code was requested before it opens. A wrong or expired code says so under the
 * boxes, clears them and keeps the dialog open for another try or a new code; any other refusal (the
 * account value when closing, a text the SMS provider refused, say) is shown in an alert. A text the
 * provider did not take at once is announced as delayed. Send again rests 9 seconds after the dialog
 * opens and after each resend.
 */
export function SmsCodeDialog({
  title,
  description,
  verificationId: firstVerificationId,
  delivery = 'SENT',
  resend,
  confirm,
  onDone,
  onCancel,
  returnFocus,
  confirmButton,
  confirmWithAuthenticator,
  passkey,
}: SmsCodeDialogProps) {
  const { t } = useSmsCodeTranslation();
  const errorMessage = useErrorMessage();
  const [verificationId, setVerificationId] = useState(firstVerificationId);
  const [code, setCode] = useState('');
  const [saving, setSaving] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  type Notice = { tone: 'success' | 'info' | 'error'; text: string };
  const delayedNotice = (): Notice => ({ tone: 'info', text: t('delayed') });
  const [notice, setNotice] = useState<Notice | null>(() =>
    delivery === 'DELAYED' ? delayedNotice() : null,
  );
  const [source, setSource] = useState<CodeSource>('sms');
  const inputRef = useRef<HTMLInputElement>(null);

  // Bumped when the field should take focus: on opening (a task later, after a confirmation dialog
  // has given focus back to its trigger), after a refused code and after a resend (once the field,
  // disabled while the code was checked, is enabled again).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus());
    return () => clearTimeout(timer);
  }, [focusRequest]);

  const messageOf = (error: ApiRequestError) => errorMessage(answeredErrorKey(error), 'something-wrong');

  // A passkey is offered where the action takes one, the browser can use it and the investor has one.
  const passkeyAssertion = usePasskeyAssertion(passkey !== undefined);
  const offerPasskey = passkeyAssertion.offered;

  const [passkeyWaiting, setPasskeyWaiting] = useState(false);

  /** The passkey's own ceremony: a challenge for this action, the browser's dialog, then the call. */
  async function confirmWithPasskey() {
    if (!passkey || !offerPasskey) return;
    setNotice(null);
    setCodeError(null);
    setSaving(true);
    setPasskeyWaiting(true);
    let failure: string | null = null;
    try {
      const asserted = await passkeyAssertion.assert(passkey.challenge);
      if (!asserted.ok) {
        // A closed browser dialog says nothing: the code and the passkey are both still there.
        if ('error' in asserted) failure = messageOf(asserted.error);
        else if (asserted.failure !== 'cancelled') failure = t('passkeyFailed');
        return;
      }
      setPasskeyWaiting(false);
      const result = await passkey.confirm(asserted.passkey);
      if (result.ok) {
        onDone();
        return;
      }
      failure = messageOf(result.error);
    } finally {
      setSaving(false);
      setPasskeyWaiting(false);
      if (failure !== null) setNotice({ tone: 'error', text: failure });
      setFocusRequest((n) => n + 1);
    }
  }

  function switchTo(next: CodeSource) {
    setSource(next);
    setCode('');
    setCodeError(null);
    setNotice(null);
    setFocusRequest((n) => n + 1);
  }

  async function submit(value: string) {
    setNotice(null);
    setCodeError(null);
    const complete = source === 'recovery' ? RECOVERY_CODE.test(value.trim()) : value.length === CODE_LENGTH;
    if (!complete) {
      setCodeError(t(source === 'sms' ? 'required' : source === 'app' ? 'appRequired' : 'recoveryRequired'));
      setFocusRequest((n) => n + 1);
      return;
    }
    setSaving(true);
    const result =
      source === 'sms' || !confirmWithAuthenticator
        ? await confirm({ verificationId, code: value })
        : await confirmWithAuthenticator(value.trim().toLowerCase());
    setSaving(false);
    if (result.ok) {
      onDone();
      return;
    }
    if (
      CODE_ERRORS.has(errorKeyOf(result.error) ?? '') ||
      (source !== 'sms' && errorKeyOf(result.error) === 'rate-limited')
    ) {
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
    setNotice(result.data.delivery === 'DELAYED' ? delayedNotice() : { tone: 'success', text: t('resent') });
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
        {source === 'recovery' ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!confirmButton) void submit(code);
            }}
          >
            <TextField
              ref={inputRef}
              name="recoveryCode"
              label={t('recoveryLabel')}
              hint={t('recoveryHint')}
              autoComplete="off"
              spellCheck={false}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeError(null);
              }}
              disabled={saving}
              error={codeError ?? undefined}
            />
          </form>
        ) : (
          <CodeBoxes
            // A fresh field for each source, so the browser's one-time-code autofill stays with SMS.
            key={source}
            ref={inputRef}
            name={source === 'sms' ? 'code' : 'authenticatorCode'}
            length={CODE_LENGTH}
            label={t(source === 'sms' ? 'label' : 'appLabel')}
            hint={source === 'app' ? t('appHint') : undefined}
            value={code}
            onValueChange={(value) => {
              setCode(value);
              if (value !== '') setCodeError(null);
            }}
            onComplete={confirmButton ? undefined : (value) => void submit(value)}
            disabled={saving}
            error={codeError ?? undefined}
          />
        )}
        {(confirmWithAuthenticator || offerPasskey) && (
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {offerPasskey && (
              <Button
                variant="link"
                className="h-auto p-0"
                disabled={saving}
                onClick={() => void confirmWithPasskey()}
              >
                {t('usePasskey')}
              </Button>
            )}
            {confirmWithAuthenticator && source !== 'app' && (
              <Button variant="link" className="h-auto p-0" disabled={saving} onClick={() => switchTo('app')}>
                {t('useApp')}
              </Button>
            )}
            {confirmWithAuthenticator && source !== 'sms' && (
              <Button variant="link" className="h-auto p-0" disabled={saving} onClick={() => switchTo('sms')}>
                {t('useSms')}
              </Button>
            )}
            {confirmWithAuthenticator && source === 'app' && (
              <Button
                variant="link"
                className="h-auto p-0"
                disabled={saving}
                onClick={() => switchTo('recovery')}
              >
                {t('useRecovery')}
              </Button>
            )}
          </div>
        )}
        {saving && (passkeyWaiting || !confirmButton) && (
          <p role="status" className="text-sm text-muted-foreground">
            {passkeyWaiting ? t('passkeyWaiting') : t('checking')}
          </p>
        )}
        {notice && <Alert variant={notice.tone} description={notice.text} />}
        <DialogFooter>
          <Button variant="ghost" disabled={saving} onClick={onCancel}>
            {t('cancel')}
          </Button>
          {source === 'recovery' && !confirmButton && (
            <Button loading={saving} loadingLabel={t('checking')} onClick={() => void submit(code)}>
              {t('confirm')}
            </Button>
          )}
          {source === 'sms' && (
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
          )}
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
