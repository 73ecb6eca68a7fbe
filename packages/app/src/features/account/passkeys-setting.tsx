import type { Schemas } from '@invest/api-client';
import { Alert, Button, PasskeyItem, PasskeyList, Skeleton, useToast } from '@invest/ui';
import { useRef, useState } from 'react';
import { answeredErrorKey, useCurrentUser } from '../../lib/api';
import { useErrorMessage } from '../../lib/i18n';
import { usePasskeysTranslation } from '../../lib/passkeys/i18n';
import { usePasskeyItemProps } from '../../lib/passkeys/passkey-item-props';
import { usePasskeyEnrolment } from '../../lib/passkeys/use-passkey-enrolment';
import { passkeysSupported } from '../../lib/passkeys/webauthn';
import { SmsCodeDialog, type SmsDelivery } from '../../lib/sms-code/sms-code-dialog';
import {
  useAuthenticatorStatus,
  useFinishPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
  useRequestCode,
  useStartPasskey,
} from './api/account-queries';
import { useAccountTranslation } from './i18n';

type Passkey = Schemas['Passkey'];
type Registration = Schemas['PasskeyRegistrationStart'];

/** What the code dialog confirms: adding a passkey, or removing one. */
type Intent = { kind: 'add' } | { kind: 'remove'; passkey: Passkey };

const TOAST_ID = 'account-passkeys';

/**
 * Passkeys (issue 23): the investor's passkeys with when each was added and last used, renamed in
 * place, removed with a code; "Add a passkey" asks for a PASSKEY_CHANGE code (SMS, or the
 * authenticator app's or a recovery code) as the authenticator setting does, then lets the browser
 * make the passkey and hands it to the service (`usePasskeyEnrolment`, shared with the operator's My
 * security). Browsers without WebAuthn show the list but offer no Add.
 */
export function PasskeysSetting() {
  const { t } = useAccountTranslation();
  const { t: passkeyText } = usePasskeysTranslation();
  const itemProps = usePasskeyItemProps();
  const user = useCurrentUser();
  const userId = user.Id;
  const { toast } = useToast();
  const errorMessage = useErrorMessage();
  const passkeys = usePasskeys(userId);
  const authenticator = useAuthenticatorStatus(userId);
  const requestCode = useRequestCode();
  const start = useStartPasskey();
  const finish = useFinishPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [supported] = useState(passkeysSupported);
  const [dialog, setDialog] = useState<{
    verificationId: string;
    delivery: SmsDelivery;
    intent: Intent;
  } | null>(null);
  // Which code request is on its way: Add's, or a row's Remove.
  const [asking, setAsking] = useState<Intent | null>(null);
  // The browser's options once the code was accepted, for the step after the dialog has closed.
  const registration = useRef<Registration | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const messageOf = (error: unknown) => errorMessage(answeredErrorKey(error), 'something-wrong');
  const { enrol, enrolling } = usePasskeyEnrolment({
    finish: (body) => finish.trigger({ params: { path: { userId } }, body }),
    texts: {
      tryAgainAlt: t('passkeys.tryAgainAlt'),
      exists: t('passkeys.exists'),
      existsHint: t('passkeys.existsHint'),
    },
    toastId: TOAST_ID,
  });

  const request = (isResend: boolean) =>
    requestCode.trigger({
      params: { path: { Id: userId } },
      body: { tokenType: 'PASSKEY_CHANGE', isResend },
    });

  const begin = async (intent: Intent) => {
    setAsking(intent);
    const result = await request(false);
    setAsking(null);
    if (!result.ok) {
      toast({
        id: TOAST_ID,
        variant: 'error',
        title: intent.kind === 'add' ? passkeyText('addFailed') : t('passkeys.removeFailed'),
        description: messageOf(result.error),
      });
      return;
    }
    setDialog({ ...result.data, intent });
  };

  const confirmWith = (intent: Intent, body: Schemas['StepUpConfirmation']) => {
    if (intent.kind === 'remove') {
      return remove.trigger({ params: { path: { userId, passkeyId: intent.passkey.id } }, body });
    }
    return start.trigger({ params: { path: { userId } }, body }).then((result) => {
      if (result.ok) registration.current = result.data;
      return result;
    });
  };

  const list = passkeys.data;
  const addBusy = asking?.kind === 'add' || enrolling;

  return (
    <section aria-labelledby="passkeys-heading" className="flex flex-col gap-3 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h4 id="passkeys-heading" className="text-sm font-medium leading-6 text-foreground">
            {t('passkeys.title')}
          </h4>
          <p className="text-sm text-muted-foreground">{t('passkeys.hint')}</p>
        </div>
        {supported && (
          <Button
            ref={addRef}
            variant="outline"
            disabled={list === undefined || dialog !== null || (asking !== null && !addBusy)}
            loading={addBusy}
            loadingLabel={enrolling ? passkeyText('waiting') : t('passkeys.sending')}
            onClick={() => void begin({ kind: 'add' })}
          >
            {passkeyText('add')}
          </Button>
        )}
      </div>
      {!supported && (
        <p className="text-sm text-muted-foreground" data-testid="passkeys-unsupported">
          {t('passkeys.unsupported')}
        </p>
      )}
      {passkeys.error ? (
        <Alert variant="error" description={t('passkeys.loadError')} />
      ) : list === undefined ? (
        <Skeleton className="h-16 w-full" />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{passkeyText('none')}</p>
      ) : (
        <PasskeyList aria-label={passkeyText('listLabel')} data-testid="passkeys">
          {list.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              {...itemProps(passkey)}
              renameLabel={t('passkeys.rename')}
              formatRenameLabel={(name) => t('passkeys.renameLabel', { name })}
              nameLabel={t('passkeys.nameLabel')}
              saveLabel={t('passkeys.save')}
              savingLabel={t('passkeys.saving')}
              cancelLabel={passkeyText('cancel')}
              nameRequiredMessage={t('passkeys.nameRequired')}
              nameTooLongMessage={t('passkeys.nameTooLong')}
              busy={asking !== null || dialog !== null}
              onRename={async (name) => {
                const result = await rename.trigger({
                  params: { path: { userId, passkeyId: passkey.id } },
                  body: { name },
                });
                if (!result.ok) return messageOf(result.error);
                toast({ id: TOAST_ID, variant: 'success', title: t('passkeys.renamed') });
              }}
              onRemove={() => void begin({ kind: 'remove', passkey })}
            />
          ))}
        </PasskeyList>
      )}
      {dialog && (
        <SmsCodeDialog
          title={
            dialog.intent.kind === 'add'
              ? passkeyText('addTitle')
              : passkeyText('removeTitle', { name: dialog.intent.passkey.name })
          }
          description={t('passkeys.codeDescription', { phone: user.contact.telephone })}
          verificationId={dialog.verificationId}
          delivery={dialog.delivery}
          resend={() => request(true)}
          confirm={(verification) => confirmWith(dialog.intent, verification)}
          confirmWithAuthenticator={
            authenticator.data?.enabled
              ? (authenticatorCode) => confirmWith(dialog.intent, { authenticatorCode })
              : undefined
          }
          // An investor with a passkey may confirm adding another, or removing one, with a passkey.
          passkey={{
            challenge: { tokenType: 'PASSKEY_CHANGE' },
            confirm: (passkey) => confirmWith(dialog.intent, { passkey }),
          }}
          onDone={() => {
            const { intent } = dialog;
            setDialog(null);
            if (intent.kind === 'remove') {
              toast({
                id: TOAST_ID,
                variant: 'success',
                title: passkeyText('removed', { name: intent.passkey.name }),
              });
            } else if (registration.current) {
              const options = registration.current;
              registration.current = null;
              void enrol(options);
            }
          }}
          onCancel={() => setDialog(null)}
          returnFocus={() => addRef.current?.focus()}
        />
      )}
    </section>
  );
}
