import { AlertDialog, Button } from '@invest/ui';
import { useRef, useState } from 'react';
import { answeredErrorKey, useCurrentUser } from '../../lib/api';
import { useErrorMessage } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session';
import { SmsCodeDialog, type SmsDelivery } from '../../lib/sms-code/sms-code-dialog';
import { useAuthenticatorStatus, useDeleteAccount, useRequestCode } from './api/account-queries';
import { useAccountTranslation } from './i18n';

/**
 * SPEC §2/§5 delete account: the kit's AlertDialog asks first and requests the DELETE_ACCOUNT code
 * (the service refuses it at once while the account value is 1 € or more: its
 * `deleteAccountErrorAccountValue` is shown in the dialog); the code dialog then confirms with an
 * explicit destructive button. Success ends the session and the login page says so.
 */
export function DeleteAccount() {
  const { t } = useAccountTranslation();
  const user = useCurrentUser();
  const errorMessage = useErrorMessage();
  const store = useSessionStore();
  const requestCode = useRequestCode();
  const remove = useDeleteAccount();
  const authenticator = useAuthenticatorStatus(user.Id);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ verificationId: string; delivery: SmsDelivery } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const userId = user.Id;
  const phone = user.contact.telephone;

  const request = (isResend: boolean) =>
    requestCode.trigger({
      params: { path: { Id: userId } },
      body: { tokenType: 'DELETE_ACCOUNT', isResend },
    });

  return (
    <>
      <AlertDialog
        trigger={
          <Button ref={buttonRef} variant="outline" className="self-start text-destructive">
            {t('delete.button')}
          </Button>
        }
        onOpenChange={(open) => {
          if (open) setConfirmError(null);
        }}
        title={t('delete.title')}
        description={t('delete.description', { phone })}
        confirmLabel={t('delete.sendCode')}
        confirmVariant="destructive"
        cancelLabel={t('delete.cancel')}
        pendingLabel={t('delete.pending')}
        error={confirmError}
        onConfirm={async () => {
          setConfirmError(null);
          const result = await request(false);
          if (!result.ok) {
            setConfirmError(errorMessage(answeredErrorKey(result.error), 'something-wrong'));
            // Keeps the dialog open with the reason.
            throw result.error;
          }
          setSent(result.data);
        }}
      />
      {sent && (
        <SmsCodeDialog
          title={t('delete.codeTitle')}
          description={t('delete.codeDescription', { phone })}
          verificationId={sent.verificationId}
          delivery={sent.delivery}
          resend={() => request(true)}
          confirm={(verification) => remove.trigger({ params: { path: { userId } }, body: verification })}
          confirmWithAuthenticator={
            authenticator.data?.enabled
              ? (authenticatorCode) =>
                  remove.trigger({ params: { path: { userId } }, body: { authenticatorCode } })
              : undefined
          }
          passkey={{
            challenge: { tokenType: 'DELETE_ACCOUNT' },
            confirm: (passkey) => remove.trigger({ params: { path: { userId } }, body: { passkey } }),
          }}
          confirmButton={{ label: t('delete.confirm'), pendingLabel: t('delete.confirming') }}
          // The service has ended every session: forgetting it here leads to the login page, which
          // says why.
          onDone={() => void store.logout({ accountDeleted: true })}
          onCancel={() => setSent(null)}
          returnFocus={() => buttonRef.current?.focus()}
        />
      )}
    </>
  );
}
