import type { components } from '@invest/api-client';
import { useRef, useState, type ReactNode } from 'react';
import { useApiMutation, useCurrentUser, type MutationResult } from '../api';
import { useAuthenticatorStatus } from './authenticator-status';
import { SmsCodeDialog, type PasskeyAssertion } from './sms-code-dialog';

type TokenRequest = components['schemas']['TokenRequest'];

/**
 * What confirms the action: nothing (two-factor off), the SMS code, the authenticator app's code, or a
 * passkey's assertion for a challenge asked with the action's code request.
 */
export type SecondFactor =
  | Record<string, never>
  | { verificationId: string; code: string }
  | { authenticatorCode: string }
  | { passkey: PasskeyAssertion };

export interface SecondFactorOptions<T> {
  /** The code request of the action (POST /tokenRequest/{Id}), without `isResend`. */
  code: Omit<TokenRequest, 'isResend'>;
  /** The code dialog's title and description (where the code went and what it confirms). */
  title: ReactNode;
  description: (phone: string) => ReactNode;
  /** The action itself, with its confirmation. */
  run: (confirmation: SecondFactor) => Promise<MutationResult<T>>;
  /** The action succeeded (at once with two-factor off, after the code with it on). */
  onDone: (data: T) => void;
  /** Where focus goes when the code dialog closes. */
  returnFocus?: () => void;
}

/**
 * SPEC §4 "Balance-affecting actions need SMS confirmation" (docs/decisions/0013): a purchase, a
 * cancellation and the choice of a strategy. With two-factor off, `start` runs the action at once;
 * with it on, `start` asks for the action's code and `dialog` (the code dialog, SMS or the
 * authenticator app, with its 9-second Send again) takes it and runs the action. `start` answers
 * whether that first step worked, so the screen that started it can show a refusal.
 */
export function useSecondFactor<T>({
  code,
  title,
  description,
  run,
  onDone,
  returnFocus,
}: SecondFactorOptions<T>) {
  const user = useCurrentUser();
  const twoFactor = user.status.twoFactorAuthEnabled;
  // Asked only where a code will be: with two-factor off the action needs none.
  const authenticator = useAuthenticatorStatus(twoFactor ? user.Id : null);
  const requestCode = useApiMutation('post', '/tokenRequest/{Id}', { fallbackErrorKey: 'something-wrong' });
  const [verificationId, setVerificationId] = useState<string | null>(null);
  // What the confirmed action answered, for onDone once the dialog has closed.
  const answer = useRef<{ data: T } | null>(null);
  const confirmed = async (confirmation: SecondFactor) => {
    const result = await run(confirmation);
    if (result.ok) answer.current = { data: result.data };
    return result;
  };

  const ask = (isResend: boolean) =>
    requestCode.trigger({ params: { path: { Id: user.Id } }, body: { ...code, isResend } });

  const start = async (): Promise<MutationResult<unknown>> => {
    if (!twoFactor) {
      const result = await run({});
      if (result.ok) onDone(result.data);
      return result;
    }
    const result = await ask(false);
    if (result.ok) setVerificationId(result.data.verificationId);
    return result;
  };

  const dialog =
    verificationId === null ? null : (
      <SmsCodeDialog
        title={title}
        description={description(user.contact.telephone)}
        verificationId={verificationId}
        resend={() => ask(true)}
        confirm={confirmed}
        confirmWithAuthenticator={
          authenticator.data?.enabled ? (authenticatorCode) => confirmed({ authenticatorCode }) : undefined
        }
        passkey={{ challenge: code, confirm: (passkey) => confirmed({ passkey }) }}
        onDone={() => {
          setVerificationId(null);
          if (answer.current) onDone(answer.current.data);
        }}
        onCancel={() => setVerificationId(null)}
        returnFocus={returnFocus}
      />
    );

  return {
    start,
    dialog,
    /** Whether the action will ask for a code (the confirmation's wording may say so). */
    needsCode: twoFactor,
  };
}
