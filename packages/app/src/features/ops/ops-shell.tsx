import {
  AppShell,
  BrandWordmark,
  ClockIcon,
  FilesIcon,
  IdCardIcon,
  KeyIcon,
  LandmarkIcon,
  ScrollTextIcon,
  SendIcon,
  TriangleAlertIcon,
  ShieldCheckIcon,
  UsersIcon,
  WalletIcon,
  BuildingIcon,
  type AppShellNavItem,
} from '@invest/ui';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { appConfig } from '../../lib/app-config';
import { LanguageSwitch } from '../../lib/i18n/language-switch';
import { ShellToaster } from '../../lib/shell-toaster';
import { useOpsTranslation } from './i18n';
import { useOpsClient } from './ops-api';
import { sessionExpired, useOperatorSession, writeOperatorSession } from './session';

type NavKey =
  | 'identity'
  | 'bank'
  | 'payouts'
  | 'receivables'
  | 'repayments'
  | 'originators'
  | 'investors'
  | 'deductions'
  | 'sms'
  | 'operators'
  | 'audit'
  | 'security';

/** The console's sections, in the order of an operator's day. */
const NAV: { key: NavKey; href: string; icon: ReactNode }[] = [
  { key: 'identity', href: '/ops/identity', icon: <IdCardIcon /> },
  { key: 'bank', href: '/ops/bank', icon: <LandmarkIcon /> },
  { key: 'payouts', href: '/ops/payouts', icon: <SendIcon /> },
  { key: 'receivables', href: '/ops/receivables', icon: <FilesIcon /> },
  { key: 'repayments', href: '/ops/repayments', icon: <WalletIcon /> },
  { key: 'originators', href: '/ops/originators', icon: <BuildingIcon /> },
  { key: 'investors', href: '/ops/investors', icon: <UsersIcon /> },
  { key: 'deductions', href: '/ops/deductions', icon: <ClockIcon /> },
  { key: 'sms', href: '/ops/sms', icon: <TriangleAlertIcon /> },
  { key: 'operators', href: '/ops/operators', icon: <ShieldCheckIcon /> },
  { key: 'audit', href: '/ops/audit', icon: <ScrollTextIcon /> },
  // The operator's own sign-in (passkeys), after the day's work.
  { key: 'security', href: '/ops/security', icon: <KeyIcon /> },
];

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The signed-in console: the kit's AppShell with the back office's sections. Without an operator
 * session (never signed in, signed out, or the token ended: a 401 clears it) it sends the operator to
 * the sign-in, which comes back here afterwards.
 */
export function OpsShell() {
  const session = useOperatorSession();
  const { pathname, search } = useLocation();
  const { t } = useOpsTranslation();
  const client = useOpsClient();
  if (!session) {
    const next = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`/ops/login?next=${next}${sessionExpired() ? '&expired=1' : ''}`} replace />;
  }

  const navItems: AppShellNavItem[] = NAV.map((entry) => ({
    id: entry.key,
    label: t(`ops:nav.${entry.key}`),
    href: entry.href,
    icon: entry.icon,
    active: within(pathname, entry.href),
  }));

  const logout = () => {
    const token = session.authorization.slice(session.authorization.indexOf(' ') + 1);
    writeOperatorSession(null);
    void client.revoke(token);
  };

  return (
    <>
      <AppShell
        navItems={navItems}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        brand={
          <span className="flex items-center gap-2">
            <BrandWordmark />
            <span className="hidden text-xs font-medium uppercase tracking-wide text-muted-foreground sm:inline">
              {t('ops:consoleName')}
            </span>
          </span>
        }
        greeting={t('ops:shell.signedInAs', { email: session.email })}
        languageSlot={<LanguageSwitch />}
        logoutLabel={t('ops:shell.logout')}
        onLogout={logout}
        copyright={t('shell:footer.copyright', { year: appConfig.copyrightYear })}
        navigationLabel={t('ops:shell.navigation')}
        openMenuLabel={t('ops:shell.openMenu')}
        closeMenuLabel={t('ops:shell.closeMenu')}
        skipLinkLabel={t('common:skipToContent')}
      >
        <Outlet />
      </AppShell>
      <ShellToaster />
    </>
  );
}

/** A console path that names no section. */
export function OpsNotFound() {
  const { t } = useOpsTranslation();
  return (
    <div className="flex flex-col items-start gap-4 py-10">
      <p className="text-lg text-foreground">{t('ops:notFound')}</p>
      <Link className="text-primary underline" to="/ops">
        {t('ops:nav.identity')}
      </Link>
    </div>
  );
}
