import type { Schemas } from '@invest/api-client';
import { useToast } from '@invest/ui';
import { useState } from 'react';
import { answeredErrorKey, type MutationResult } from '../api';
import { useErrorMessage } from '../i18n';
import { usePasskeysTranslation } from './i18n';
import { createPasskey } from './webauthn';

type Registration = Schemas['PasskeyRegistrationStart'];

export interface PasskeyEnrolmentOptions {
  /** Hands the browser's new credential to the service (PUT /passkeys/{userId} or PUT /ops/passkeys). */
  finish: (registration: Schemas['PasskeyRegistration']) => Promise<MutationResult<Schemas['Passkey']>>;
  /** The texts that name where the person is: how to add one later, and a device that already has one. */
  texts: { tryAgainAlt: string; exists: string; existsHint: string };
  /** The screen's toast id, so a new toast replaces the screen's last one; without it toasts stack. */
  toastId?: string;
}

/**
 * Adding a passkey once the service's options are at hand (issue 23), one piece of code for the
 * investor's Account → Security and the operator's My security: the browser makes the credential,
 * `finish` hands it to the service, and a toast says how it went. A closed browser window is no error:
 * the options stay valid for 5 minutes, so the toast offers another try without another code.
 * `enrolling` while the browser or the service is at it.
 */
export function usePasskeyEnrolment({ finish, texts, toastId }: PasskeyEnrolmentOptions) {
  const { t } = usePasskeysTranslation();
  const { toast } = useToast();
  const errorMessage = useErrorMessage();
  const [enrolling, setEnrolling] = useState(false);

  async function enrol(options: Registration): Promise<void> {
    setEnrolling(true);
    try {
      const made = await createPasskey(options.options);
      if (!made.ok) {
        if (made.failure === 'cancelled') {
          toast({
            id: toastId,
            variant: 'info',
            title: t('cancelled'),
            description: t('cancelledHint'),
            action: { label: t('tryAgain'), altText: texts.tryAgainAlt, onClick: () => void enrol(options) },
          });
        } else if (made.failure === 'exists') {
          toast({ id: toastId, variant: 'info', title: texts.exists, description: texts.existsHint });
        } else {
          toast({ id: toastId, variant: 'error', title: t('addFailed'), description: t('browserFailed') });
        }
        return;
      }
      const saved = await finish({ challengeId: options.challengeId, credential: made.credential });
      if (saved.ok) {
        toast({ id: toastId, variant: 'success', title: t('added', { name: saved.data.name }) });
      } else {
        toast({
          id: toastId,
          variant: 'error',
          title: t('addFailed'),
          description: errorMessage(answeredErrorKey(saved.error), 'something-wrong'),
        });
      }
    } finally {
      setEnrolling(false);
    }
  }

  return { enrol, enrolling };
}
