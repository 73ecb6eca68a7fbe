import {
  Alert,
  Button,
  Card,
  CardContent,
  CountdownButton,
  PasswordField,
  TextField,
  useToast,
} from '@invest/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { answeredErrorKey, useCurrentUser } from '../../lib/api';
import { useZodForm } from '../../lib/forms';
import { useErrorMessage, useValidationMessage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { usePasswordScore } from '../../lib/password-score';
import { PasswordStrength } from '../../lib/password-strength';
import { RESEND_SECONDS, useSmsCodeTranslation, type SmsDelivery } from '../../lib/sms-code/sms-code-dialog';
import { useAuthenticatorStatus, useChangePassword, useRequestCode } from './api/account-queries';
import { changePasswordSchema } from './change-password-schema';
import { useAccountTranslation } from './i18n';

const ACCOUNT_PATH = '/u/account';

/**
 * SPEC §2/§4/§5 /u/change-password: the SMS code (Send code, then Send again resting 9 seconds after
 * each send), the new password with the kit's strength meter and hints (zxcvbn loads with this
 * screen only) and its repeat. The service keeps this session and ends the others; success says so
 * in a toast and returns to the account page.
 */
export function ChangePasswordPage() {
  const { t } = useAccountTranslation();
  const { t: tCode } = useSmsCodeTranslation();
  usePageTitle(t('changePassword.title'));
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { toast } = useToast();
  const errorMessage = useErrorMessage();
  const fieldError = useValidationMessage();
  const requestCode = useRequestCode();
  const change = useChangePassword();
  const [verificationId, setVerificationId] = useState<string | null>(null);
  // How the last code's SMS went: null before one was sent (or while the next is asked for).
  const [sent, setSent] = useState<SmsDelivery | null>(null);
  const [visible, setVisible] = useState(false);
  const [password, setPassword] = useState('');
  // With an authenticator app the code may come from it instead of an SMS (issue 12).
  const authenticator = useAuthenticatorStatus(user.Id);
  const [useApp, setUseApp] = useState(false);
  const phone = user.contact.telephone;

  const score = usePasswordScore(password, [
    user.contact.firstName,
    user.contact.lastName,
    user.contact.email,
  ]);
  const schema = useMemo(() => changePasswordSchema(score), [score]);
  const form = useZodForm(schema, { code: '', newPassword: '', repeatPassword: '' });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const { trigger } = form;
  // The score follows the typing a render later (zxcvbn is lazy too): check the password again with it.
  useEffect(() => {
    if (isSubmitted) void trigger('newPassword');
  }, [schema, isSubmitted, trigger]);

  const sendCode = async () => {
    setSent(null);
    const result = await requestCode.trigger({
      params: { path: { Id: user.Id } },
      body: { tokenType: 'CHANGE_PASSWORD', isResend: verificationId !== null },
    });
    // The countdown starts only after a code went out; a refusal is told above the form.
    if (!result.ok) throw result.error;
    setVerificationId(result.data.verificationId);
    setSent(result.data.delivery);
    form.clearErrors('code');
  };

  const onSubmit = form.handleSubmit(async ({ code, newPassword }) => {
    if (!useApp && verificationId === null) {
      form.setError('code', { message: 'sendFirst' }, { shouldFocus: true });
      return;
    }
    const result = await change.trigger({
      body:
        useApp || verificationId === null
          ? { authenticatorCode: code, newPassword }
          : { verificationId, code, newPassword },
    });
    if (!result.ok) return;
    toast({
      id: 'account-password',
      variant: 'success',
      title: t('changePassword.done'),
      description: t('changePassword.doneDescription'),
    });
    void navigate(ACCOUNT_PATH);
  });

  const codeError =
    errors.code?.message === 'sendFirst' ? t('changePassword.sendFirst') : fieldError(errors.code?.message);
  const repeatError = fieldError(errors.repeatPassword?.message);
  const failure = requestCode.error ?? change.error;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        {t('changePassword.heading')}
      </h1>
      <Card className="max-w-xl">
        <CardContent className="gap-5">
          <p className="text-sm text-muted-foreground">{t('changePassword.intro', { phone })}</p>
          {failure && (
            <Alert
              variant="error"
              description={errorMessage(answeredErrorKey(failure), 'genericErrorMessage')}
            />
          )}
          {sent && !failure && (
            <Alert
              variant={sent === 'DELAYED' ? 'info' : 'success'}
              description={sent === 'DELAYED' ? tCode('delayed') : t('changePassword.codeSent', { phone })}
            />
          )}
          <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            {/* On a phone the button goes under the field; beside it from `sm`, where the label fits on
                one line and the button lines up with the input. */}
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <TextField
                className="min-w-0 flex-1"
                label={useApp ? tCode('appLabel') : t('changePassword.code')}
                hint={useApp ? tCode('appHint') : undefined}
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...form.register('code')}
                error={codeError}
              />
              {!useApp && (
                <CountdownButton
                  type="button"
                  className="shrink-0 self-start sm:mt-7"
                  seconds={RESEND_SECONDS}
                  sendingLabel={tCode('sending')}
                  formatLabel={(seconds) => tCode('resendCountdown', { seconds })}
                  onClick={sendCode}
                >
                  {verificationId === null ? t('changePassword.sendCode') : tCode('resend')}
                </CountdownButton>
              )}
            </div>
            {authenticator.data?.enabled && (
              <Button
                type="button"
                variant="link"
                className="self-start"
                onClick={() => {
                  setUseApp((on) => !on);
                  form.clearErrors('code');
                }}
              >
                {useApp ? tCode('useSms') : tCode('useApp')}
              </Button>
            )}
            <PasswordField
              autoComplete="new-password"
              required
              label={t('changePassword.newPassword')}
              showLabel={t('changePassword.showPassword')}
              visible={visible}
              onVisibleChange={setVisible}
              {...form.register('newPassword', {
                onChange: (event: { target: { value: string } }) => setPassword(event.target.value),
              })}
              error={fieldError(errors.newPassword?.message)}
            />
            <PasswordStrength password={password} score={score} />
            <PasswordField
              autoComplete="new-password"
              required
              label={t('changePassword.repeatPassword')}
              showLabel={t('changePassword.showPassword')}
              visible={visible}
              onVisibleChange={setVisible}
              {...form.register('repeatPassword')}
              error={repeatError}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="submit"
                size="lg"
                loading={isSubmitting || change.isSaving}
                loadingLabel={t('changePassword.submitting')}
              >
                {t('changePassword.submit')}
              </Button>
              <Button asChild variant="link">
                <Link to={ACCOUNT_PATH}>{t('changePassword.back')}</Link>
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
