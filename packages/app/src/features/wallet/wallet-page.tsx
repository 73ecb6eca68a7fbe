import { Toaster } from '@invest/ui';
import { usePageTitle } from '../../lib/page-title';
import { useSignedIn } from '../../lib/session';
import { DepositPanel } from './deposit-panel';
import { useWalletTranslation } from './i18n';

/**
 * SPEC §2 /u/deposits (Wallet). The panels sit in a grid of columns at least 30rem wide that fills
 * the row: the deposit panel alone takes the whole width, and the withdrawals panel, when it joins,
 * stands beside it on a desktop and below it on a phone (where the two become tabs).
 */
export function WalletPage() {
  const { t } = useWalletTranslation();
  usePageTitle(t('title'));
  const { credentials } = useSignedIn();

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{t('heading')}</h1>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,30rem),1fr))] items-start gap-6">
        <DepositPanel userId={credentials.userId} />
      </div>
      {/*
       * The copy buttons' toasts. Here rather than in the signed-in frame for now: the frame's texts
       * ride in the login route's text chunk, the wallet's do not. Move it up when a second screen
       * raises toasts.
       */}
      <Toaster label={t('toast.label')} regionLabel={t('toast.region')} closeLabel={t('toast.close')} />
    </div>
  );
}
