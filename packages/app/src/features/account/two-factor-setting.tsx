import type { Schemas, User } from '@invest/api-client';
import { Switch, useToast } from '@invest/ui';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { answeredErrorKey, currentUserKey, useCurrentUser } from '../../lib/api';
import { useErrorMessage } from '../../lib/i18n';
import { SmsCodeDialog, type SmsDelivery } from '../../lib/sms-code/sms-code-dialog';
import {
  useAuthenticatorStatus,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRequestCode,
} from './api/account-queries';
import { useAccountTranslation } from './i18n';

/**
 * SPEC §2/§4 two-factor switch: flipping it asks for a TWO_FACTOR_CHANGE code and opens the code
 * dialog; the switch shows the new state only once the service has accepted the code.
 */
export function TwoFactorSetting() {
  const { t } = useAccountTranslation();
  const user = useCurrentUser();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const errorMessage = useErrorMessage();
  const requestCode = useRequestCode();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const authenticator = useAuthenticatorStatus(user.Id);
  const [dialog, setDialog] = useState<{
    verificationId: string;
    delivery: SmsDelivery;
    target: boolean;
  } | null>(null);
  const id = useId();
  const on = user.status.twoFactorAuthEnabled;
  const userId = user.Id;

  /** Switches two-factor with the confirmation; the answer is the new status, so the switch flips without reading the user again. */
  const switchTo = async (target: boolean, body: Schemas['StepUpConfirmation']) => {
    const call = target ? enable : disable;
    const result = await call.trigger({ params: { path: { userId } }, body });
    if (result.ok) {
      await mutate<User>(
        currentUserKey(userId),
        (current) => ({ ...(current ?? user), status: result.data }),
        { revalidate: false },
      );
    }
    return result;
  };

  const request = (isResend: boolean) =>
    requestCode.trigger({
      params: { path: { Id: userId } },
      body: { tokenType: 'TWO_FACTOR_CHANGE', isResend },
    });

  const start = async () => {
    const result = await request(false);
    if (!result.ok) {
      toast({
        id: 'account-two-factor',
        variant: 'error',
        title: t('twoFactor.failed'),
        description: errorMessage(answeredErrorKey(result.error), 'something-wrong'),
      });
      return;
    }
    setDialog({ ...result.data, target: !on });
  };

  return (
    <>
      <Switch
        id={id}
        label={t('security.twoFactor')}
        description={t('security.twoFactorHint')}
        checked={on}
        disabled={requestCode.isSaving || dialog !== null}
        onCheckedChange={() => void start()}
      />
      {dialog && (
        <SmsCodeDialog
          title={dialog.target ? t('twoFactor.titleOn') : t('twoFactor.titleOff')}
          description={t('twoFactor.description', { phone: user.contact.telephone })}
          verificationId={dialog.verificationId}
          delivery={dialog.delivery}
          resend={() => request(true)}
          confirm={(verification) => switchTo(dialog.target, verification)}
          confirmWithAuthenticator={
            authenticator.data?.enabled
              ? (authenticatorCode) => switchTo(dialog.target, { authenticatorCode })
              : undefined
          }
          passkey={{
            challenge: { tokenType: 'TWO_FACTOR_CHANGE' },
            confirm: (passkey) => switchTo(dialog.target, { passkey }),
          }}
          onDone={() => {
            toast({
              id: 'account-two-factor',
              variant: 'success',
              title: dialog.target ? t('twoFactor.doneOn') : t('twoFactor.doneOff'),
            });
            setDialog(null);
          }}
          onCancel={() => setDialog(null)}
          returnFocus={() => document.getElementById(id)?.focus()}
        />
      )}
    </>
  );
}
