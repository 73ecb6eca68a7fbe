/**
 * What the login page may say above its form: a session that expired, a notice from the page before
 * (password changed, account deleted) or why the last try failed. Loaded only when there is
 * something to say (login-page.tsx): a first visit has none, so the alerts' code is not part of the
 * page's first load (docs/decisions/0006). The `errors` texts come with the form's library; a
 * session that expired at start had the page load them at once (main.tsx).
 */
import { Alert, Button } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useErrorMessage } from '../../lib/i18n';
import { PASSKEY_REFUSED } from '../../lib/passkeys/passkey-sign-in-button';

export interface LoginAlertsProps {
  sessionExpired: boolean;
  passwordChanged: boolean;
  accountDeleted: boolean;
  /** The error key of the last try (or PASSKEY_REFUSED), null when none failed. */
  failure: string | null;
}

export function LoginAlerts({ sessionExpired, passwordChanged, accountDeleted, failure }: LoginAlertsProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const errorMessage = useErrorMessage();
  return (
    <>
      {sessionExpired && (
        <Alert
          variant="warning"
          title={t('errors:sessionExpired')}
          description={t('auth:login.sessionExpiredHint')}
        />
      )}
      {passwordChanged && !failure && (
        <Alert variant="success" description={t('auth:login.passwordChanged')} />
      )}
      {accountDeleted && !failure && <Alert variant="success" description={t('auth:login.accountDeleted')} />}
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
    </>
  );
}

export default LoginAlerts;
