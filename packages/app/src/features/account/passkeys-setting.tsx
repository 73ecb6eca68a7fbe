import type { Schemas } from '@invest/api-client';
import { Alert, Button, PasskeyItem, PasskeyList, Skeleton, useToast } from '@invest/ui';
import { useRef, useState } from 'react';
import { answeredErrorKey, useCurrentUser } from '../../lib/api';
import { formatDateTime } from '../../lib/formatting';
import { currentLanguage, useErrorMessage } from '../../lib/i18n';
import { deviceKindOf } from '../../lib/passkeys/device-kind';
import { createPasskey, passkeysSupported, type PasskeyFailure } from '../../lib/passkeys/webauthn';
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
 * make the passkey and hands it to the service. A closed browser window is no error: the options stay
 * valid for 5 minutes, so the toast offers another try without another code. Browsers without
 * WebAuthn show the list but offer no Add.
 */
export function PasskeysSetting() {
  const { t, i18n } = useAccountTranslation();
  const language = currentLanguage(i18n);
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
  const [enrolling, setEnrolling] = useState(false);
  // The browser's options once the code was accepted, for the step after the dialog has closed.
  const registration = useRef<Registration | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const messageOf = (error: unknown) => errorMessage(answeredErrorKey(error), 'something-wrong');

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
        title: t(intent.kind === 'add' ? 'passkeys.addFailed' : 'passkeys.removeFailed'),
        description: messageOf(result.error),
      });
      return;
    }
    setDialog({ ...result.data, intent });
  };

  const browserRefused = (failure: PasskeyFailure, options: Registration) => {
    if (failure === 'cancelled') {
      toast({
        id: TOAST_ID,
        variant: 'info',
        title: t('passkeys.cancelled'),
        description: t('passkeys.cancelledHint'),
        action: {
          label: t('passkeys.tryAgain'),
          altText: t('passkeys.tryAgainAlt'),
          onClick: () => void enrol(options),
        },
      });
    } else if (failure === 'exists') {
      toast({
        id: TOAST_ID,
        variant: 'info',
        title: t('passkeys.exists'),
        description: t('passkeys.existsHint'),
      });
    } else {
      toast({
        id: TOAST_ID,
        variant: 'error',
        title: t('passkeys.addFailed'),
        description: t('passkeys.browserFailed'),
      });
    }
  };

  async function enrol(options: Registration) {
    setEnrolling(true);
    try {
      const made = await createPasskey(options.options);
      if (!made.ok) return browserRefused(made.failure, options);
      const saved = await finish.trigger({
        params: { path: { userId } },
        body: { challengeId: options.challengeId, credential: made.credential },
      });
      if (saved.ok) {
        toast({ id: TOAST_ID, variant: 'success', title: t('passkeys.added', { name: saved.data.name }) });
      } else {
        toast({
          id: TOAST_ID,
          variant: 'error',
          title: t('passkeys.addFailed'),
          description: messageOf(saved.error),
        });
      }
    } finally {
      setEnrolling(false);
    }
  }

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
            loadingLabel={enrolling ? t('passkeys.waiting') : t('passkeys.sending')}
            onClick={() => void begin({ kind: 'add' })}
          >
            {t('passkeys.add')}
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
        <p className="text-sm text-muted-foreground">{t('passkeys.none')}</p>
      ) : (
        <PasskeyList aria-label={t('passkeys.listLabel')} data-testid="passkeys">
          {list.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              name={passkey.name}
              device={deviceKindOf(passkey.device)}
              backedUp={passkey.backedUp}
              createdAt={formatDateTime(passkey.createdAt, language)}
              lastUsedAt={passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt, language) : null}
              formatCreated={(date) => t('passkeys.created', { date })}
              formatLastUsed={(date) => t('passkeys.lastUsed', { date })}
              neverUsedLabel={t('passkeys.neverUsed')}
              syncedLabel={t('passkeys.synced')}
              renameLabel={t('passkeys.rename')}
              removeLabel={t('passkeys.remove')}
              formatRenameLabel={(name) => t('passkeys.renameLabel', { name })}
              formatRemoveLabel={(name) => t('passkeys.removeLabel', { name })}
              nameLabel={t('passkeys.nameLabel')}
              saveLabel={t('passkeys.save')}
              savingLabel={t('passkeys.saving')}
              cancelLabel={t('passkeys.cancel')}
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
              ? t('passkeys.addTitle')
              : t('passkeys.removeTitle', { name: dialog.intent.passkey.name })
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
                title: t('passkeys.removed', { name: intent.passkey.name }),
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
