import { Alert, Button, PasswordField, TextField } from '@invest/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { errorKeyOf } from '../../lib/api';
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
import { useSession, useSessionStore } from '../../lib/session';
import { AuthPage } from './auth-page';
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

  const form = useZodForm(loginSchema, { username: '', password: '' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    setFailure(null);
    store.dismissExpired();
    try {
      // On success the session changes and the route guard moves on to the landing page. A browser
      // where no language was chosen yet takes the account's saved one (the Account page's default
      // language); a choice made here, e.g. in the header just now, is kept.
      await store.login(username, password);
      const session = store.getState();
      if (session.status === 'signed-in' && !hasStoredLanguage()) {
        const saved = session.user.settings.language.toLowerCase();
        if (isLanguage(saved) && saved !== currentLanguage(i18n)) void switchLanguage(i18n, saved);
      }
    } catch (error) {
      setFailure(errorKeyOf(error) ?? 'error-logging-in');
    }
  });

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
          description={errorMessage(failure, 'error-logging-in')}
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
          autoComplete="username"
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
