/**
 * The login form's rules and sending, loaded on the form's first interaction (login-page.tsx): the
 * form library (react-hook-form, its zod resolver, zod/mini), the sign-in with a password or a
 * passkey, and the texts they show (`validation`, `errors`) are not part of the login page's first
 * load (docs/decisions/0006). The API client's code follows when a sign-in needs it. Renders
 * nothing: it owns the form's state and hands the page what its fields and buttons show.
 */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
import { useApiSource } from '../../lib/api/api-context';
import { errorKeyOf } from '../../lib/api/error-key';
import { isChunkLoadError } from '../../lib/chunk-load-error';
import { useZodForm } from '../../lib/forms/use-zod-form';
import {
  currentLanguage,
  hasStoredLanguage,
  isLanguage,
  switchLanguage,
  useValidationMessage,
} from '../../lib/i18n';
import { PASSKEY_REFUSED } from '../../lib/passkeys/passkey-sign-in-button';
import {
  cancelPasskeyRequest,
  getPasskeyAssertion,
  passkeyAutofillAvailable,
  type AuthenticationCredential,
  type PasskeyOutcome,
} from '../../lib/passkeys/webauthn';
import { useSessionStore } from '../../lib/session';
import type { TokenResponse } from '../../lib/session/session-store';
import { passkeyLoginOptions, passkeyLoginToken } from './passkey-login';
import { loginSchema, type LoginForm } from './schemas';

/** What the page's form shows and sends through, once this module has loaded. */
export interface LoginFormState {
  register: UseFormRegister<LoginForm>;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The fields' messages, translated. */
  usernameError: string | undefined;
  passwordError: string | undefined;
  isSubmitting: boolean;
  /** "Sign in with a passkey": the browser's own dialog, in place of the autofill's ceremony. */
  signInWithPasskey: () => void;
  passkeyBusy: boolean;
}

interface LoginFormControlProps {
  /**
   * What the fields hold when the library arrives (typed before it, or filled by the browser): read
   * once, as this mounts, so the form starts from it.
   */
  readValues: () => LoginForm;
  /** Called whenever what the page shows changes. */
  onChange: (state: LoginFormState) => void;
  /** The failure's error key (shown by the page above the form), null when a new try starts. */
  onFailure: (key: string | null) => void;
}

export function LoginFormControl({ readValues, onChange, onFailure }: LoginFormControlProps) {
  const { i18n } = useTranslation();
  const store = useSessionStore();
  const source = useApiSource();
  const [initial] = useState(readValues);
  const form = useZodForm(loginSchema, initial);
  const { errors, isSubmitting } = form.formState;
  const fieldError = useValidationMessage();
  const usernameError = fieldError(errors.username?.message);
  const passwordError = fieldError(errors.password?.message);
  // The API client's code could not be downloaded (a deploy replaced it, or the network is gone):
  // thrown from here to the route's error screen, which offers a reload.
  const [broken, setBroken] = useState<unknown>(null);
  const fail = (error: unknown, key: string | null) => {
    if (isChunkLoadError(error)) setBroken(error);
    else onFailure(key ?? 'error-logging-in');
  };

  /**
   * Signs in with a token (the password grant's or a passkey's). On success the session changes and
   * the route guard moves on to the landing page. A browser where no language was chosen yet takes
   * the account's saved one (the Account page's default language); a choice made here, e.g. in the
   * header just now, is kept.
   */
  const signIn = async (requestToken: () => Promise<TokenResponse>) => {
    await store.loginWith(requestToken);
    const session = store.getState();
    if (session.status === 'signed-in' && !hasStoredLanguage()) {
      const saved = session.user.settings.language.toLowerCase();
      if (isLanguage(saved) && saved !== currentLanguage(i18n)) void switchLanguage(i18n, saved);
    }
  };

  const submit = form.handleSubmit(async ({ username, password }) => {
    onFailure(null);
    store.dismissExpired();
    try {
      await signIn(async () => (await source.load()).login(username, password));
    } catch (error) {
      fail(error, errorKeyOf(error));
    }
  });

  // Passkeys (docs/decisions/0026-passkeys.md). The WebAuthn library is loaded only when a ceremony
  // starts. `ceremony` counts the ceremonies started: an autofill one still fetching its challenge
  // when the button (or leaving the page) starts another gives up.
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const ceremony = useRef(0);
  const autofillPending = useRef(false);

  /** The browser's answer: a credential signs in; a refusal says so; a closed dialog says nothing. */
  const finishPasskey = async (
    challengeId: string,
    outcome: PasskeyOutcome<AuthenticationCredential>,
  ): Promise<boolean> => {
    if (!outcome.ok) {
      if (outcome.failure !== 'cancelled') onFailure(PASSKEY_REFUSED);
      return false;
    }
    onFailure(null);
    store.dismissExpired();
    try {
      await signIn(async () =>
        passkeyLoginToken(await source.load(), { challengeId, credential: outcome.credential }),
      );
      return true;
    } catch (error) {
      const key = errorKeyOf(error);
      fail(error, key === null || key === 'unauthorized' ? PASSKEY_REFUSED : key);
      return false;
    }
  };

  /**
   * Conditional mediation: the browser offers the investor's passkeys in the e-mail field's autofill.
   * Started with this module, on the form's first use (a focus or a pointer in it), not when the
   * page appears: the challenge needs the API client, which a page nobody uses does not load.
   */
  const startAutofill = async () => {
    const mine = ++ceremony.current;
    if (!(await passkeyAutofillAvailable()) || ceremony.current !== mine) return;
    let start;
    try {
      start = await passkeyLoginOptions(await source.load());
    } catch (error) {
      if (isChunkLoadError(error)) setBroken(error);
      return; // The password stays; the button asks again.
    }
    if (ceremony.current !== mine) return;
    autofillPending.current = true;
    const outcome = await getPasskeyAssertion(start.options, { autofill: true });
    autofillPending.current = false;
    // The autofill's own ceremony failing says nothing (the investor asked for nothing: a browser
    // may end it on a navigation, another tab's request or its own timeout); the button says why.
    if (ceremony.current !== mine || !outcome.ok) return;
    const signedIn = await finishPasskey(start.challengeId, outcome);
    if (!signedIn && outcome.ok && ceremony.current === mine) void startAutofill();
  };

  useEffect(() => {
    // The counters themselves (not a DOM node): leaving the page ends whatever ceremony is under way.
    const ceremonies = ceremony;
    const pending = autofillPending;
    void startAutofill();
    return () => {
      ceremonies.current++;
      if (pending.current) void cancelPasskeyRequest();
    };
    // Once, when the form is first used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signInWithPasskey = async () => {
    const mine = ++ceremony.current;
    onFailure(null);
    store.dismissExpired();
    setPasskeyBusy(true);
    try {
      if (autofillPending.current) await cancelPasskeyRequest();
      let start;
      try {
        start = await passkeyLoginOptions(await source.load());
      } catch (error) {
        fail(error, errorKeyOf(error));
        return;
      }
      const outcome = await getPasskeyAssertion(start.options);
      if (ceremony.current !== mine) return;
      const signedIn = await finishPasskey(start.challengeId, outcome);
      if (!signedIn && ceremony.current === mine) void startAutofill();
    } finally {
      setPasskeyBusy(false);
    }
  };

  // Only what the page shows is compared, so handing it over does not render this again and again.
  const { register } = form;
  useLayoutEffect(() => {
    onChange({
      register,
      submit,
      usernameError,
      passwordError,
      isSubmitting,
      signInWithPasskey: () => void signInWithPasskey(),
      passkeyBusy,
    });
    // `submit` and `signInWithPasskey` are new functions on each render but send through the same
    // form, store and counters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onChange, register, usernameError, passwordError, isSubmitting, passkeyBusy]);
  if (broken) throw broken;
  return null;
}
