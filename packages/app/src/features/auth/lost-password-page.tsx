import { Alert, Button, TextField } from '@invest/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useApi } from '../../lib/api';
import { useZodForm } from '../../lib/forms';
import { useErrorMessage, useValidationMessage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { AuthPage } from './auth-page';
import { useRequestPasswordReset } from './password-calls';
import { lostPasswordSchema } from './schemas';

export function LostPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('auth:lostPassword.title'));
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset(useApi());
  const errorMessage = useErrorMessage();
  const fieldError = useValidationMessage();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useZodForm(lostPasswordSchema, { username: '' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ username }) => {
    setFailure(null);
    const failed = await requestReset(username);
    if (failed) setFailure(failed);
    else navigate('/sent-confirmation');
  });

  return (
    <AuthPage heading={t('auth:lostPassword.heading')} intro={t('auth:lostPassword.intro')}>
      {failure && <Alert variant="error" description={errorMessage(failure, 'error-lost-password')} />}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          label={t('auth:email')}
          {...form.register('username')}
          error={fieldError(errors.username?.message)}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={isSubmitting}
          loadingLabel={t('auth:lostPassword.submitting')}
        >
          {t('auth:lostPassword.submit')}
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
