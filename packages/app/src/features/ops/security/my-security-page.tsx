import type { Schemas } from '@invest/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  PasskeyItem,
  PasskeyList,
  toast,
} from '@invest/ui';
import { useRef, useState } from 'react';
import { useApiMutation, useApiQuery, type MutationResult } from '../../../lib/api';
import { usePasskeysTranslation } from '../../../lib/passkeys/i18n';
import { usePasskeyItemProps } from '../../../lib/passkeys/passkey-item-props';
import { usePasskeyEnrolment } from '../../../lib/passkeys/use-passkey-enrolment';
import { passkeysSupported } from '../../../lib/passkeys/webauthn';
import { CodeEntry, useCodeEntry } from '../../../lib/sms-code/code-entry';
import { useOpsTranslation } from '../i18n';
import { OpsListSkeleton } from '../list';
import { OpsListError, OpsPage } from '../page';

type Passkey = Schemas['Passkey'];

/** What the code dialog confirms: adding a passkey, or removing one. */
type Intent = { kind: 'add' } | { kind: 'remove'; passkey: Passkey };

/**
 * /ops/security, My security (issue 23): the signed-in operator's own passkeys (GET /ops/passkeys),
 * added and removed with the authenticator app's current code (`otp`), which stays the operator's
 * second factor. The contract has no rename for operators, so the rows have no Rename.
 */
export function MySecurityPage() {
  const { t } = useOpsTranslation();
  const { t: passkeyText } = usePasskeysTranslation();
  const itemProps = usePasskeyItemProps();
  const passkeys = useApiQuery('/ops/passkeys');
  const start = useApiMutation('post', '/ops/passkeys', { fallbackErrorKey: 'something-wrong' });
  const finish = useApiMutation('put', '/ops/passkeys', {
    fallbackErrorKey: 'something-wrong',
    revalidates: ['/ops/passkeys'],
  });
  const remove = useApiMutation('delete', '/ops/passkeys/{passkeyId}', {
    fallbackErrorKey: 'something-wrong',
    revalidates: ['/ops/passkeys'],
  });
  const [supported] = useState(passkeysSupported);
  const [intent, setIntent] = useState<Intent | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const { enrol, enrolling } = usePasskeyEnrolment({
    finish: (body) => finish.trigger({ body }),
    texts: {
      tryAgainAlt: t('ops:security.tryAgainAlt'),
      exists: t('ops:security.exists'),
      existsHint: t('ops:security.existsHint'),
    },
  });

  const confirm = async (current: Intent, otp: string): Promise<MutationResult<unknown>> => {
    if (current.kind === 'remove') {
      const result = await remove.trigger({
        params: { path: { passkeyId: current.passkey.id } },
        body: { otp },
      });
      if (result.ok) {
        toast({ variant: 'success', title: passkeyText('removed', { name: current.passkey.name }) });
      }
      return result;
    }
    const result = await start.trigger({ body: { otp } });
    // The browser's dialog follows once the code dialog has closed.
    if (result.ok) setTimeout(() => void enrol(result.data));
    return result;
  };

  const list = passkeys.data;

  return (
    <OpsPage
      title={t('ops:security.title')}
      description={t('ops:security.description')}
      actions={
        supported && (
          <Button
            ref={addRef}
            disabled={list === undefined || intent !== null}
            loading={enrolling}
            loadingLabel={passkeyText('waiting')}
            onClick={() => setIntent({ kind: 'add' })}
          >
            {passkeyText('add')}
          </Button>
        )
      }
    >
      <section aria-labelledby="ops-passkeys-heading" className="flex max-w-2xl flex-col gap-3">
        <h2 id="ops-passkeys-heading" className="text-lg font-semibold text-foreground">
          {t('ops:security.passkeysTitle')}
        </h2>
        {!supported && <p className="text-sm text-muted-foreground">{t('ops:security.unsupported')}</p>}
        {passkeys.error ? (
          <OpsListError error={passkeys.error} onRetry={() => void passkeys.mutate()} />
        ) : list === undefined ? (
          <OpsListSkeleton />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{passkeyText('none')}</p>
        ) : (
          <PasskeyList aria-label={passkeyText('listLabel')}>
            {list.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                {...itemProps(passkey)}
                busy={intent !== null}
                onRemove={() => setIntent({ kind: 'remove', passkey })}
              />
            ))}
          </PasskeyList>
        )}
      </section>
      {intent && (
        <OtpDialog
          title={
            intent.kind === 'add'
              ? passkeyText('addTitle')
              : passkeyText('removeTitle', { name: intent.passkey.name })
          }
          description={
            intent.kind === 'add' ? t('ops:security.addDescription') : t('ops:security.removeDescription')
          }
          confirm={(otp) => confirm(intent, otp)}
          onClose={() => {
            setIntent(null);
            addRef.current?.focus();
          }}
        />
      )}
    </OpsPage>
  );
}

/** The authenticator app's current code for one action; a refused code is said under the boxes. */
function OtpDialog({
  title,
  description,
  confirm,
  onClose,
}: {
  title: string;
  description: string;
  confirm: (otp: string) => Promise<MutationResult<unknown>>;
  onClose: () => void;
}) {
  const { t } = useOpsTranslation();
  const { t: passkeyText } = usePasskeysTranslation();
  // The operator's code is the contract's `OperatorOtp`: 6 digits, as the investor's app's.
  const entry = useCodeEntry({
    incompleteMessage: t('ops:login.codeInvalid'),
    confirm,
    onConfirmed: onClose,
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !entry.saving) onClose();
      }}
    >
      <DialogContent size="sm" closeLabel={t('ops:security.close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <CodeEntry
          entry={entry}
          name="otp"
          label={t('ops:login.code')}
          cancelLabel={passkeyText('cancel')}
          confirmLabel={t('ops:security.confirm')}
          checkingLabel={t('ops:security.checking')}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
