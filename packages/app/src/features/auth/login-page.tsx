import { Button, PasswordField, TextField } from '@invest/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LATER_NAMESPACES } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { PasskeySignInButton } from '../../lib/passkeys/passkey-sign-in-button';
import { useSession } from '../../lib/session';
import { AuthPage } from './auth-page';
import type { i18n as I18n } from 'i18next';
import type * as LoginFormExports from './login-form';
import type { LoginFormState } from './login-form';

/** Set as navigation state by the password-reset screen after a successful reset. */
export interface LoginNotice {
  notice?: 'password-changed';
}

/** Only when there is something to say (login-alerts.tsx). */
const LoginAlerts = lazy(() => import('./login-alerts'));

type LoginFormModule = typeof LoginFormExports;
/** The form's code and the texts only a used form shows (errors, field messages). */
const loadLoginForm = async (i18n: I18n) =>
  (await Promise.all([import('./login-form'), i18n.loadNamespaces(LATER_NAMESPACES)]))[0];

/**
 * The login page paints and hydrates as plain HTML fields; the form library (react-hook-form, zod)
 * and the passkey ceremonies follow on the form's first interaction (a pointer, focus or input inside
 * it, or values already there when React takes the page over) and the API client when a sign-in
 * needs it (docs/decisions/0006). A press before the library is there is held and sent once it is.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation(['auth']);
  usePageTitle(t('auth:login.title'));
  const session = useSession();
  const notice = (useLocation().state as LoginNotice | null)?.notice;
  const [failure, setFailure] = useState<string | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const [module, setModule] = useState<LoginFormModule | null>(null);
  const [live, setLive] = useState<LoginFormState | null>(null);
  /** A press that came before the library (the password's or the passkey's): sent once it is there. */
  const [held, setHeld] = useState<'password' | 'passkey' | null>(null);
  /** The library's code could not be downloaded: the route's error screen offers a reload. */
  const [broken, setBroken] = useState<unknown>(null);
  const loading = useRef(false);
  const wake = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadLoginForm(i18n).then(setModule, setBroken);
  }, [i18n]);
  // Typed before React took the page over, or filled in by the browser: the library is needed now.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const fields = [...form.querySelectorAll('input')];
    if (form.contains(document.activeElement) || fields.some((field) => field.value !== '')) wake();
  }, [wake]);
  // Once it is there, a held press is sent (the password's through onSubmit below, which ends the hold).
  // The passkey's press is sent once (`passkeyHeld`); the hold's busy look then passes to the ceremony's.
  const passkeyHeld = useRef(false);
  useEffect(() => {
    if (!live || !held) return;
    if (held === 'password') formRef.current?.requestSubmit();
    else if (passkeyHeld.current) {
      passkeyHeld.current = false;
      live.signInWithPasskey();
    }
  }, [live, held]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (live) {
      setHeld(null);
      return void live.submit(event);
    }
    event.preventDefault();
    setHeld('password');
    wake();
  };
  const onPasskey = () => {
    if (live) return live.signInWithPasskey();
    passkeyHeld.current = true;
    setHeld('passkey');
    wake();
  };
  const field = (name: 'username' | 'password') => (live ? live.register(name) : { name });
  const readValues = useCallback(() => {
    const elements = formRef.current?.elements;
    const value = (name: string) => (elements?.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    return { username: value('username'), password: value('password') };
  }, []);
  if (broken) throw broken;

  const alerts = {
    sessionExpired: session.status === 'signed-out' && session.sessionExpired,
    passwordChanged: notice === 'password-changed',
    accountDeleted: session.status === 'signed-out' && session.accountDeleted === true,
  };
  const submitting = held === 'password' || live?.isSubmitting === true;

  return (
    <AuthPage heading={t('auth:login.heading')} intro={t('auth:login.intro')}>
      {/* Shown once its code and texts are there; a first visit has nothing to say here. */}
      {alerts.sessionExpired || alerts.passwordChanged || alerts.accountDeleted || failure ? (
        <Suspense fallback={null}>
          <LoginAlerts {...alerts} failure={failure} />
        </Suspense>
      ) : null}
      {module && (
        <module.LoginFormControl readValues={readValues} onChange={setLive} onFailure={setFailure} />
      )}
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onPointerDown={wake}
        onFocus={wake}
        onInput={wake}
        className="flex flex-col gap-4"
      >
        <TextField
          type="email"
          // `webauthn`: the browser offers the investor's passkeys in this field's autofill.
          autoComplete="username webauthn"
          inputMode="email"
          required
          label={t('auth:email')}
          {...field('username')}
          error={live?.usernameError}
        />
        <PasswordField
          autoComplete="current-password"
          required
          label={t('auth:password')}
          showLabel={t('auth:showPassword')}
          {...field('password')}
          error={live?.passwordError}
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
          loading={submitting}
          loadingLabel={t('auth:login.submitting')}
        >
          {t('auth:login.submit')}
        </Button>
        <PasskeySignInButton
          label={t('auth:login.passkey')}
          busy={(held === 'passkey' && !live) || live?.passkeyBusy === true}
          disabled={submitting}
          onClick={onPasskey}
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
