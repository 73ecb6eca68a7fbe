import { Alert, Button, PasswordField } from '@invest/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../lib/api';
import { useErrorMessage, useValidationMessage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useSession, useSessionStore } from '../../lib/session';
import { AuthPage } from './auth-page';
import type { LoginNotice } from './login-page';
import { useResetPassword } from './password-calls';
import { passwordResetSchema } from './schemas';
import { useForm } from './use-form';

/** SPEC §4: idle, fetching, then error or redirect to / (with a success notice). */
export function PasswordResetPage() {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('auth:passwordReset.title'));
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const store = useSessionStore();
  const resetPassword = useResetPassword(useApi());
  const errorMessage = useErrorMessage();
  const fieldError = useValidationMessage();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm(
    passwordResetSchema,
    { newPassword: '', repeatPassword: '' },
    async ({ newPassword }) => {
      setFailure(null);
      const failed = await resetPassword(id, newPassword);
      if (failed) {
        setFailure(failed);
        return;
      }
      // The service revokes every token of the user: a session open in this browser is over too.
      if (session.status !== 'signed-out') await store.logout();
      navigate('/', { replace: true, state: { notice: 'password-changed' } satisfies LoginNotice });
    },
  );

  return (
    <AuthPage heading={t('auth:passwordReset.heading')} intro={t('auth:passwordReset.intro')}>
      {failure && (
        <Alert
          variant="error"
          description={errorMessage(failure, 'genericErrorMessage')}
          action={
            failure === 'reset-link-invalid' ? (
              <Button asChild variant="link">
                <Link to="/lost-password">{t('auth:passwordReset.requestNew')}</Link>
              </Button>
            ) : undefined
          }
        />
      )}
      <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
        <PasswordField
          name="newPassword"
          autoComplete="new-password"
          required
          label={t('auth:passwordReset.newPassword')}
          showLabel={t('auth:showPassword')}
          value={form.values.newPassword}
          onChange={(event) => form.setValue('newPassword', event.target.value)}
          error={fieldError(form.errors.newPassword)}
        />
        <PasswordField
          name="repeatPassword"
          autoComplete="new-password"
          required
          label={t('auth:passwordReset.repeatPassword')}
          showLabel={t('auth:showPassword')}
          value={form.values.repeatPassword}
          onChange={(event) => form.setValue('repeatPassword', event.target.value)}
          error={fieldError(form.errors.repeatPassword)}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={form.busy}
          loadingLabel={t('auth:passwordReset.submitting')}
        >
          {t('auth:passwordReset.submit')}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Button asChild variant="link" size="sm">
          <Link to="/">{t('common:backToLogin')}</Link>
        </Button>
      </p>
    </AuthPage>
  );
}
