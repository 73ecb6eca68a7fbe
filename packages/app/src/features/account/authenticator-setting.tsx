import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  QrCode,
  Skeleton,
  useToast,
} from '@invest/ui';
import { useRef, useState } from 'react';
import { answeredErrorKey, useCurrentUser } from '../../lib/api';
import { useErrorMessage } from '../../lib/i18n';
import { CodeEntry, useCodeEntry } from '../../lib/sms-code/code-entry';
import { SmsCodeDialog, type SmsDelivery } from '../../lib/sms-code/sms-code-dialog';
import {
  useAuthenticatorStatus,
  useConfirmAuthenticator,
  useRemoveAuthenticator,
  useRequestCode,
  useStartAuthenticator,
} from './api/account-queries';
import { useAccountTranslation } from './i18n';

/** What the enrolment dialog shows: the secret to scan, then the recovery codes once. */
type Step = { kind: 'scan'; secret: string; otpauthUri: string } | { kind: 'recovery'; codes: string[] };

/** The base32 secret in groups of four, as people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The authenticator app (issue 12, beyond SPEC): a second way to confirm the account's step-up
 * actions. Setting it up asks for an AUTHENTICATOR_CHANGE SMS code, then shows the secret as a QR code
 * and as text, takes the app's first code and shows the ten recovery codes once. Removing it takes the
 * SMS code or a code of the app.
 */
export function AuthenticatorSetting() {
  const { t } = useAccountTranslation();
  const user = useCurrentUser();
  const userId = user.Id;
  const { toast } = useToast();
  const errorMessage = useErrorMessage();
  const status = useAuthenticatorStatus(userId);
  const requestCode = useRequestCode();
  const start = useStartAuthenticator();
  const remove = useRemoveAuthenticator();
  const [smsDialog, setSmsDialog] = useState<{
    verificationId: string;
    delivery: SmsDelivery;
    removing: boolean;
  } | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const enabled = status.data?.enabled ?? false;

  const messageOf = (error: unknown) => errorMessage(answeredErrorKey(error), 'something-wrong');

  const request = (isResend: boolean) =>
    requestCode.trigger({
      params: { path: { Id: userId } },
      body: { tokenType: 'AUTHENTICATOR_CHANGE', isResend },
    });

  const begin = async () => {
    const result = await request(false);
    if (!result.ok) {
      toast({
        id: 'account-authenticator',
        variant: 'error',
        title: t('authenticator.failed'),
        description: messageOf(result.error),
      });
      return;
    }
    setSmsDialog({ ...result.data, removing: enabled });
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-t pt-4">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-medium leading-6 text-foreground">{t('authenticator.title')}</p>
        <p className="text-sm text-muted-foreground" data-testid="authenticator-status">
          {status.error ? (
            t('authenticator.loadError')
          ) : status.data === undefined ? (
            <Skeleton className="h-4 w-40" />
          ) : enabled ? (
            t('authenticator.on', { count: status.data.recoveryCodesLeft })
          ) : (
            t('authenticator.off')
          )}
        </p>
      </div>
      <Button
        ref={buttonRef}
        variant="outline"
        disabled={status.data === undefined || requestCode.isSaving || smsDialog !== null}
        loading={requestCode.isSaving}
        loadingLabel={t('authenticator.sending')}
        onClick={() => void begin()}
      >
        {enabled ? t('authenticator.remove') : t('authenticator.setUp')}
      </Button>
      {smsDialog && (
        <SmsCodeDialog
          title={smsDialog.removing ? t('authenticator.removeTitle') : t('authenticator.setUpTitle')}
          description={t('authenticator.codeDescription', { phone: user.contact.telephone })}
          verificationId={smsDialog.verificationId}
          delivery={smsDialog.delivery}
          resend={() => request(true)}
          confirm={async (verification) => {
            if (smsDialog.removing) {
              return remove.trigger({ params: { path: { userId } }, body: verification });
            }
            const result = await start.trigger({ params: { path: { userId } }, body: verification });
            if (result.ok) setStep({ kind: 'scan', ...result.data });
            return result;
          }}
          confirmWithAuthenticator={
            smsDialog.removing
              ? (authenticatorCode) =>
                  remove.trigger({ params: { path: { userId } }, body: { authenticatorCode } })
              : undefined
          }
          // Setting the app up takes the SMS code only (CodeConfirmation); removing it takes a passkey too.
          passkey={
            smsDialog.removing
              ? {
                  challenge: { tokenType: 'AUTHENTICATOR_CHANGE' },
                  confirm: (passkey) => remove.trigger({ params: { path: { userId } }, body: { passkey } }),
                }
              : undefined
          }
          onDone={() => {
            if (smsDialog.removing) {
              toast({ id: 'account-authenticator', variant: 'success', title: t('authenticator.removed') });
            }
            setSmsDialog(null);
          }}
          onCancel={() => setSmsDialog(null)}
          returnFocus={() => buttonRef.current?.focus()}
        />
      )}
      {step && (
        <EnrolmentDialog
          step={step}
          onConfirmed={(codes) => setStep({ kind: 'recovery', codes })}
          onClose={() => {
            if (step.kind === 'recovery') {
              toast({ id: 'account-authenticator', variant: 'success', title: t('authenticator.added') });
            }
            setStep(null);
            buttonRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}

function EnrolmentDialog({
  step,
  onConfirmed,
  onClose,
}: {
  step: Step;
  onConfirmed: (codes: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useAccountTranslation();
  const user = useCurrentUser();
  const confirm = useConfirmAuthenticator();
  const entry = useCodeEntry({
    incompleteMessage: t('authenticator.codeRequired'),
    confirm: (code) => confirm.trigger({ params: { path: { userId: user.Id } }, body: { code } }),
    onConfirmed: (data) => onConfirmed(data.recoveryCodes),
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        // The recovery codes are shown once: the dialog closes only by its button.
        if (!open && step.kind === 'scan' && !entry.saving) onClose();
      }}
    >
      <DialogContent size="md" closeLabel={t('authenticator.close')} hideClose={step.kind === 'recovery'}>
        {step.kind === 'scan' ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('authenticator.scanTitle')}</DialogTitle>
              <DialogDescription>{t('authenticator.scanDescription')}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              <QrCode
                value={step.otpauthUri}
                size={176}
                label={t('authenticator.qrLabel')}
                className="shrink-0"
              />
              <div className="flex min-w-0 flex-col gap-1 text-sm">
                <p className="text-muted-foreground">{t('authenticator.secretLabel')}</p>
                <code
                  data-testid="authenticator-secret"
                  className="break-all rounded-md bg-muted px-2 py-1 font-mono text-foreground"
                >
                  {grouped(step.secret)}
                </code>
              </div>
            </div>
            <CodeEntry
              entry={entry}
              name="authenticatorCode"
              label={t('authenticator.firstCode')}
              cancelLabel={t('authenticator.cancel')}
              confirmLabel={t('authenticator.confirm')}
              checkingLabel={t('authenticator.checking')}
              onCancel={onClose}
            />
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('authenticator.recoveryTitle')}</DialogTitle>
              <DialogDescription>{t('authenticator.recoveryDescription')}</DialogDescription>
            </DialogHeader>
            <Alert variant="warning" description={t('authenticator.recoveryOnce')} />
            <ul
              data-testid="recovery-codes"
              className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm tabular-nums"
            >
              {step.codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <DialogFooter>
              <Button onClick={onClose}>{t('authenticator.saved')}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
