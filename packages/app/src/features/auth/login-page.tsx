import { Alert, Button, PasswordField, TextField } from '@invest/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { errorKeyOf, useApi } from '../../lib/api';
import { useZodForm } from '../../lib/forms';
import {
  currentLanguage,
  hasStoredLanguage,
  isLanguage,
  switchLanguage,
  useErrorMessage,
  useValidationMessage,
} from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { PASSKEY_REFUSED, PasskeySignInButton } from '../../lib/passkeys/passkey-sign-in-button';
import {
  cancelPasskeyRequest,
  getPasskeyAssertion,
  passkeyAutofillAvailable,
  type PasskeyOutcome,
  type AuthenticationCredential,
} from '../../lib/passkeys/webauthn';
import { useSession, useSessionStore } from '../../lib/session';
import type { TokenResponse } from '../../lib/session/session-store';
import { AuthPage } from './auth-page';
import { passkeyLoginOptions, passkeyLoginToken } from './passkey-login';
import { loginSchema } from './schemas';

/** Set as navigation state by the password-reset screen after a successful reset. */
export interface LoginNotice {
  notice?: 'password-changed';
}

export function LoginPage() {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  usePageTitle(t('auth:login.title'));
  const session = useSession();
  const store = useSessionStore();
  const errorMessage = useErrorMessage();
  const fieldError = useValidationMessage();
  const notice = (useLocation().state as LoginNotice | null)?.notice;
  const [failure, setFailure] = useState<string | null>(null);

  const api = useApi();
  const form = useZodForm(loginSchema, { username: '', password: '' });
  const { errors, isSubmitting } = form.formState;

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

  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    setFailure(null);
    store.dismissExpired();
    try {
      await signIn(() => api.login(username, password));
    } catch (error) {
      setFailure(errorKeyOf(error) ?? 'error-logging-in');
    }
  });

  // Passkeys (docs/decisions/0026-passkeys.md). Nothing of them is in the prerendered page: the
  // button's place is kept empty until the browser says it can use one, and the WebAuthn library is
  // loaded only when a ceremony starts. `ceremony` counts the ceremonies started: an autofill one
  // still fetching its challenge when the button (or leaving the page) starts another gives up.
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const ceremony = useRef(0);
  const autofillPending = useRef(false);

  /** The browser's answer: a credential signs in; a refusal says so; a closed dialog says nothing. */
  const finishPasskey = async (
    challengeId: string,
    outcome: PasskeyOutcome<AuthenticationCredential>,
  ): Promise<boolean> => {
    if (!outcome.ok) {
      if (outcome.failure !== 'cancelled') setFailure(PASSKEY_REFUSED);
      return false;
    }
    setFailure(null);
    store.dismissExpired();
    try {
      await signIn(() => passkeyLoginToken(api, { challengeId, credential: outcome.credential }));
      return true;
    } catch (error) {
      const key = errorKeyOf(error);
      setFailure(key === null || key === 'unauthorized' ? PASSKEY_REFUSED : key);
      return false;
    }
  };

  /** Conditional mediation: the browser offers the investor's passkeys in the e-mail field's autofill. */
  const startAutofill = async () => {
    const mine = ++ceremony.current;
    if (!(await passkeyAutofillAvailable()) || ceremony.current !== mine) return;
    let start;
    try {
      start = await passkeyLoginOptions(api);
    } catch {
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
    // Once, after the page is on screen (hydrated or rendered).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** "Sign in with a passkey": the browser's own dialog, in place of the autofill's ceremony. */
  const signInWithPasskey = async () => {
    const mine = ++ceremony.current;
    setFailure(null);
    store.dismissExpired();
    setPasskeyBusy(true);
    try {
      if (autofillPending.current) await cancelPasskeyRequest();
      let start;
      try {
        start = await passkeyLoginOptions(api);
      } catch (error) {
        setFailure(errorKeyOf(error) ?? 'error-logging-in');
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

  const sessionExpired = session.status === 'signed-out' && session.sessionExpired;

  return (
    <AuthPage heading={t('auth:login.heading')} intro={t('auth:login.intro')}>
      {sessionExpired && (
        <Alert
          variant="warning"
          title={t('errors:sessionExpired')}
          description={t('auth:login.sessionExpiredHint')}
        />
      )}
      {notice === 'password-changed' && !failure && (
        <Alert variant="success" description={t('auth:login.passwordChanged')} />
      )}
      {session.status === 'signed-out' && session.accountDeleted && !failure && (
        <Alert variant="success" description={t('auth:login.accountDeleted')} />
      )}
      {failure && (
        <Alert
          variant="error"
          description={
            failure === PASSKEY_REFUSED
              ? t('auth:login.passkeyRefused')
              : errorMessage(failure, 'error-logging-in')
          }
          action={
            failure === 'profile-blocked' ? (
              <Button asChild variant="link">
                <Link to="/lost-password">{t('auth:login.resetBlocked')}</Link>
              </Button>
            ) : undefined
          }
        />
      )}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          type="email"
          // `webauthn`: the browser offers the investor's passkeys in this field's autofill.
          autoComplete="username webauthn"
          inputMode="email"
          required
          label={t('auth:email')}
          {...form.register('username')}
          error={fieldError(errors.username?.message)}
        />
        <PasswordField
          autoComplete="current-password"
          required
          label={t('auth:password')}
          showLabel={t('auth:showPassword')}
          {...form.register('password')}
          error={fieldError(errors.password?.message)}
        />
        <div className="-mt-1 flex justify-end">
          <Button asChild variant="link" size="sm">
            <Link to="/lost-password">{t('auth:login.forgotPassword')}</Link>
          </Button>
        </div>
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={isSubmitting}
          loadingLabel={t('auth:login.submitting')}
        >
          {t('auth:login.submit')}
        </Button>
        <PasskeySignInButton
          label={t('auth:login.passkey')}
          busy={passkeyBusy}
          disabled={isSubmitting}
          onClick={() => void signInWithPasskey()}
          reserveSpace
        />
      </form>
      <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-muted-foreground">
        {t('auth:login.noAccount')}
        <Button asChild variant="link" size="sm">
          <Link to="/register">{t('auth:login.register')}</Link>
        </Button>
      </p>
    </AuthPage>
  );
}
