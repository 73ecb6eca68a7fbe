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
import { usePasskeyAssertion } from '../../lib/passkeys/use-passkey-assertion';
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
 * in a toast and returns to the account page. Instead of the SMS code: the authenticator app's code
 * (issue 12) or, for an investor with a passkey, the passkey (issue 23), asked when the form is sent.
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
  // With an authenticator app the code may come from it instead of an SMS (issue 12); with a passkey,
  // the passkey confirms instead of any code (issue 23).
  const authenticator = useAuthenticatorStatus(user.Id);
  const passkey = usePasskeyAssertion(true);
  const [source, setSource] = useState<'sms' | 'app' | 'passkey'>('sms');
  const useApp = source === 'app';
  const withPasskey = source === 'passkey' && passkey.offered;
  // The passkey's own refusal (the challenge refused, the browser failing); a closed browser dialog says nothing.
  const [passkeyFailure, setPasskeyFailure] = useState<string | null>(null);
  const [passkeyWaiting, setPasskeyWaiting] = useState(false);
  const phone = user.contact.telephone;

  const score = usePasswordScore(password, [
    user.contact.firstName,
    user.contact.lastName,
    user.contact.email,
  ]);
  const schema = useMemo(() => changePasswordSchema(score, { withCode: !withPasskey }), [score, withPasskey]);
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

  const switchTo = (next: 'sms' | 'app' | 'passkey') => {
    setSource(next);
    setPasskeyFailure(null);
    form.clearErrors('code');
  };

  const onSubmit = form.handleSubmit(async ({ code, newPassword }) => {
    setPasskeyFailure(null);
    if (withPasskey) {
      setPasskeyWaiting(true);
      const asserted = await passkey.assert({ tokenType: 'CHANGE_PASSWORD' });
      setPasskeyWaiting(false);
      if (!asserted.ok) {
        if ('error' in asserted) {
          setPasskeyFailure(errorMessage(answeredErrorKey(asserted.error), 'genericErrorMessage'));
        } else if (asserted.failure !== 'cancelled') {
          setPasskeyFailure(tCode('passkeyFailed'));
        }
        return;
      }
      const result = await change.trigger({ body: { newPassword, passkey: asserted.passkey } });
      if (result.ok) done();
      return;
    }
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
    if (result.ok) done();
  });

  function done() {
    toast({
      id: 'account-password',
      variant: 'success',
      title: t('changePassword.done'),
      description: t('changePassword.doneDescription'),
    });
    void navigate(ACCOUNT_PATH);
  }

  const codeError =
    errors.code?.message === 'sendFirst' ? t('changePassword.sendFirst') : fieldError(errors.code?.message);
  const repeatError = fieldError(errors.repeatPassword?.message);
  const failure = requestCode.error ?? change.error;
  const failureText =
    passkeyFailure ?? (failure ? errorMessage(answeredErrorKey(failure), 'genericErrorMessage') : null);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        {t('changePassword.heading')}
      </h1>
      <Card className="max-w-xl">
        <CardContent className="gap-5">
          <p className="text-sm text-muted-foreground">{t('changePassword.intro', { phone })}</p>
          {failureText && <Alert variant="error" description={failureText} />}
          {sent && !failureText && !withPasskey && (
            <Alert
              variant={sent === 'DELAYED' ? 'info' : 'success'}
              description={sent === 'DELAYED' ? tCode('delayed') : t('changePassword.codeSent', { phone })}
            />
          )}
          <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            {withPasskey ? (
              <p className="text-sm text-muted-foreground" data-testid="passkey-confirmation">
                {t('changePassword.passkeyHint')}
              </p>
            ) : (
              // On a phone the button goes under the field; beside it from `sm`, where the label fits on
              // one line and the button lines up with the input.
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
            )}
            {(passkey.offered || authenticator.data?.enabled) && (
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {passkey.offered && !withPasskey && (
                  <Button
                    type="button"
                    variant="link"
                    className="h-auto p-0"
                    onClick={() => switchTo('passkey')}
                  >
                    {tCode('usePasskey')}
                  </Button>
                )}
                {authenticator.data?.enabled && !useApp && (
                  <Button type="button" variant="link" className="h-auto p-0" onClick={() => switchTo('app')}>
                    {tCode('useApp')}
                  </Button>
                )}
                {source !== 'sms' && (
                  <Button type="button" variant="link" className="h-auto p-0" onClick={() => switchTo('sms')}>
                    {tCode('useSms')}
                  </Button>
                )}
              </div>
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
                loadingLabel={passkeyWaiting ? tCode('passkeyWaiting') : t('changePassword.submitting')}
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
