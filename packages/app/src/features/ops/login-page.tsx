import { EMAIL_PATTERN, unwrap } from '@invest/api-client';
import { Alert, BrandWordmark, Button, PasswordField, PublicLayout, TextField } from '@invest/ui';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { errorKeyOf } from '../../lib/api';
import { appConfig } from '../../lib/app-config';
import { useZodForm } from '../../lib/forms';
import { useErrorMessage, useValidationMessage } from '../../lib/i18n';
import { LanguageSwitch } from '../../lib/i18n/language-switch';
import { usePageTitle } from '../../lib/page-title';
import { PASSKEY_REFUSED, PasskeySignInButton } from '../../lib/passkeys/passkey-sign-in-button';
import { getPasskeyAssertion } from '../../lib/passkeys/webauthn';
import { useOpsTranslation } from './i18n';
import { useOpsClient } from './ops-api';
import { safeOpsPath } from './paths';
import { operatorSessionFrom, useOperatorSession, writeOperatorSession } from './session';

const loginSchema = z.object({
  username: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'required')),
    z.string().check(z.regex(EMAIL_PATTERN, 'invalid-email')),
  ),
  password: z.string().check(z.minLength(1, 'required')),
  // RFC 6238 codes of the service's authenticators are 6 digits; spaces some apps show are dropped.
  otp: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'required')),
    z.string().check(z.regex(/^\d{3}\s?\d{3}$/, 'ops-code')),
  ),
});

/**
 * `/ops/login`: the operator's own sign-in (e-mail, password and the authenticator's code, or instead
 * of the code one of the operator's passkeys). It leads on to the page asked for (`?next=/ops/…`),
 * else to the identity review queue.
 */
export function OpsLoginPage() {
  const { t } = useOpsTranslation();
  usePageTitle(t('ops:login.title'));
  const client = useOpsClient();
  const session = useOperatorSession();
  const errorMessage = useErrorMessage();
  // The investors' text of `profile-blocked` sends them to a password reset, which operators have not.
  const failureText = (key: string) =>
    key === PASSKEY_REFUSED
      ? t('ops:login.passkeyRefused')
      : key === 'unauthorized'
        ? t('ops:login.wrong')
        : key === 'profile-blocked'
          ? t('ops:login.locked')
          : errorMessage(key, 'error-logging-in');
  const fieldError = useValidationMessage();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(loginSchema, { username: '', password: '', otp: '' });
  const { errors, isSubmitting } = form.formState;
  const next = safeOpsPath(params.get('next'));

  const onSubmit = form.handleSubmit(async ({ username, password, otp }) => {
    setFailure(null);
    try {
      const token = await client.login(username, password, otp.replace(/\s/g, ''));
      writeOperatorSession(operatorSessionFrom(token, username));
    } catch (error) {
      setFailure(errorKeyOf(error) ?? 'error-logging-in');
      form.setValue('otp', '');
    }
  });

  const [passkeyBusy, setPasskeyBusy] = useState(false);

  /** E-mail and password, then the operator's passkey in place of the authenticator code. */
  const signInWithPasskey = async () => {
    setFailure(null);
    form.clearErrors('otp');
    if (!(await form.trigger(['username', 'password'], { shouldFocus: true }))) return;
    const { username, password } = form.getValues();
    setPasskeyBusy(true);
    try {
      const start = unwrap(await client.POST('/ops/passkeyLogin/options'), 'error-logging-in');
      const outcome = await getPasskeyAssertion(start.options);
      if (!outcome.ok) {
        if (outcome.failure !== 'cancelled') setFailure(PASSKEY_REFUSED);
        return;
      }
      const passkey = JSON.stringify({ challengeId: start.challengeId, credential: outcome.credential });
      const token = await client.login(username.trim(), password, { passkey });
      writeOperatorSession(operatorSessionFrom(token, username.trim()));
    } catch (error) {
      setFailure(errorKeyOf(error) ?? 'error-logging-in');
    } finally {
      setPasskeyBusy(false);
    }
  };

  if (session) return <Navigate to={next} replace />;
  const expired = params.get('expired') === '1' && !failure;

  return (
    <PublicLayout
      brand={
        <span className="flex items-center gap-2">
          <BrandWordmark />
          <span className="text-sm font-medium text-muted-foreground">{t('ops:consoleName')}</span>
        </span>
      }
      languageSlot={<LanguageSwitch />}
      copyright={t('shell:footer.copyright', { year: appConfig.copyrightYear })}
    >
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">{t('ops:login.heading')}</h1>
          <p className="text-muted-foreground">{t('ops:login.intro')}</p>
        </header>
        {expired && <Alert variant="warning" description={t('ops:login.expired')} />}
        {failure && <Alert variant="error" description={failureText(failure)} />}
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
          <TextField
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
            label={t('ops:login.code')}
            hint={t('ops:login.codeHint')}
            {...form.register('otp')}
            error={
              errors.otp?.message === 'ops-code'
                ? t('ops:login.codeInvalid')
                : fieldError(errors.otp?.message)
            }
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={isSubmitting}
            loadingLabel={t('ops:login.submitting')}
          >
            {t('ops:login.submit')}
          </Button>
          <PasskeySignInButton
            label={t('ops:login.passkey')}
            busy={passkeyBusy}
            disabled={isSubmitting}
            onClick={() => void signInWithPasskey()}
          />
        </form>
      </div>
    </PublicLayout>
  );
}
