import { Button } from '@invest/ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { passkeysSupported } from './passkeys-supported';

/**
 * The failure a sign-in page shows when the browser or the service refused the passkey (not an API
 * error key): each page says it in its own words.
 */
export const PASSKEY_REFUSED = 'passkey-refused';

const noSubscription = () => () => {};

export interface PasskeySignInButtonProps {
  /** The button's text (the investor's page and the operator's say it differently). */
  label: string;
  /** A ceremony is under way: the button shows "Waiting for the passkey". */
  busy: boolean;
  /** The password form is on its way. */
  disabled: boolean;
  onClick: () => void;
  /**
   * Keeps the button's height while it is not there, for a prerendered page: the server renders no
   * button (it cannot know the browser), and the one hydration adds then moves nothing.
   * @default false
   */
  reserveSpace?: boolean;
}

/**
 * The sign-in pages' passkey button (the investor's and the operator's), shown only where the
 * browser can use a passkey and never in a server render. What a press does is the page's own: a
 * passkey in place of the password for an investor, in place of the authenticator code for an operator.
 */
export function PasskeySignInButton({
  label,
  busy,
  disabled,
  onClick,
  reserveSpace = false,
}: PasskeySignInButtonProps) {
  const { t } = useTranslation('auth');
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => false);
  const button = supported ? (
    <Button
      type="button"
      variant="outline"
      size="lg"
      fullWidth
      disabled={disabled}
      loading={busy}
      loadingLabel={t('login.passkeyWaiting')}
      onClick={onClick}
    >
      {label}
    </Button>
  ) : null;
  return reserveSpace ? <div className="min-h-12">{button}</div> : button;
}
