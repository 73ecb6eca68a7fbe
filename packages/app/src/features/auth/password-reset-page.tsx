import { Alert, Button, PasswordField } from '@invest/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useApiMutation } from '../../lib/api';
import { useZodForm } from '../../lib/forms';
import { useValidationMessage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { usePasswordScore } from '../../lib/password-score';
import { PasswordStrength } from '../../lib/password-strength';
import { useSession, useSessionStore } from '../../lib/session';
import { AuthPage } from './auth-page';
import type { LoginNotice } from './login-page';
import { passwordResetSchema } from './schemas';

/**
 * SPEC §4: idle, fetching, then error or redirect to / (with a success notice). The new password
 * shows the same strength meter and hints as the wizard's choose-password step, on the same rules
 * as the service (at least 8 characters, letters plus a number or symbol).
 */
export function PasswordResetPage() {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('auth:passwordReset.title'));
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const store = useSessionStore();
  const fieldError = useValidationMessage();
  const reset = useApiMutation('post', '/passwordReset');
  const [visible, setVisible] = useState(false);

  const form = useZodForm(passwordResetSchema, { newPassword: '', repeatPassword: '' });
  const { errors, isSubmitting } = form.formState;
  const newPassword = form.watch('newPassword');
  const score = usePasswordScore(newPassword, []);
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    const result = await reset.trigger({ body: { verificationId: id, newPassword } });
    if (!result.ok) return;
    // The service revokes every token of the user: a session open in this browser is over too.
    if (session.status !== 'signed-out') await store.logout();
    navigate('/', { replace: true, state: { notice: 'password-changed' } satisfies LoginNotice });
  });

  return (
    <AuthPage heading={t('auth:passwordReset.heading')} intro={t('auth:passwordReset.intro')}>
      {reset.errorMessage && (
        <Alert
          variant="error"
          description={reset.errorMessage}
          action={
            reset.errorKey === 'reset-link-invalid' ? (
              <Button asChild variant="link">
                <Link to="/lost-password">{t('auth:passwordReset.requestNew')}</Link>
              </Button>
            ) : undefined
          }
        />
      )}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordField
          autoComplete="new-password"
          required
          label={t('auth:passwordReset.newPassword')}
          showLabel={t('auth:showPassword')}
          visible={visible}
          onVisibleChange={setVisible}
          {...form.register('newPassword')}
          error={fieldError(errors.newPassword?.message)}
        />
        <PasswordStrength password={newPassword} score={score} />
        <PasswordField
          autoComplete="new-password"
          required
          label={t('auth:passwordReset.repeatPassword')}
          showLabel={t('auth:showPassword')}
          visible={visible}
          onVisibleChange={setVisible}
          {...form.register('repeatPassword')}
          error={fieldError(errors.repeatPassword?.message)}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={isSubmitting || reset.isSaving}
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
