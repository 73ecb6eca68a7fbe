import {
  AppShell,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  NavAccountIcon,
  NavHomeIcon,
  NavInvestmentsIcon,
  NavMyInvestmentsIcon,
  NavPerformanceIcon,
  NavWalletIcon,
  NotificationsMenu,
  type AppShellNavItem,
} from '@invest/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useCurrentUser } from '../../lib/api';
import { appConfig, type SocialNetwork } from '../../lib/app-config';
import { formatDateTime } from '../../lib/formatting';
import { currentLanguage } from '../../lib/i18n';
import { useSessionStore, useSignedIn } from '../../lib/session';
import { LanguageSwitch } from '../../lib/i18n/language-switch';
import { ShellToaster } from './shell-toaster';
import { useNotifications } from './use-notifications';

type NavKey = 'home' | 'investments' | 'wallet' | 'myInvestments' | 'account' | 'performance';

/** SPEC §2 sidebar, in order; `paths` are the route prefixes that belong to each entry. */
const NAV: { key: NavKey; href: string; paths: string[]; icon: ReactNode }[] = [
  { key: 'home', href: '/u/dashboard', paths: ['/u/dashboard'], icon: <NavHomeIcon /> },
  {
    key: 'investments',
    // The marketplace until the auto-invest strategies page exists; that page then takes the entry
    // over (SPEC §2: /u/auto-invest-strategies is labelled Investments).
    href: '/u/investments',
    paths: ['/u/investments', '/u/auto-invest-strategies', '/u/custom-invest-strategy'],
    icon: <NavInvestmentsIcon />,
  },
  { key: 'wallet', href: '/u/deposits', paths: ['/u/deposits'], icon: <NavWalletIcon /> },
  {
    key: 'myInvestments',
    href: '/u/my-investments',
    paths: ['/u/my-investments'],
    icon: <NavMyInvestmentsIcon />,
  },
  {
    key: 'account',
    href: '/u/account',
    paths: ['/u/account', '/u/change-password'],
    icon: <NavAccountIcon />,
  },
  { key: 'performance', href: '/u/performance', paths: ['/u/performance'], icon: <NavPerformanceIcon /> },
];

/** The operator's social profiles, shown in the footer. */
const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  facebook: <FacebookIcon />,
  linkedin: <LinkedInIcon />,
  instagram: <InstagramIcon />,
};

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** A fresh SWR cache per session: nothing fetched for one user can be shown to the next. */
const newCache = () => new Map();

/** The signed-in frame (SPEC §2): sidebar, greeting, notifications, language, logout, footer. */
export function UserShell() {
  const { epoch } = useSignedIn();
  return (
    <SWRConfig key={epoch} value={{ provider: newCache }}>
      <SignedInFrame />
      <ShellToaster />
    </SWRConfig>
  );
}

function SignedInFrame() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  const { credentials } = useSignedIn();
  const user = useCurrentUser();
  const store = useSessionStore();

  const navItems: AppShellNavItem[] = NAV.map((entry) => ({
    id: entry.key,
    label: t(`nav.${entry.key}`),
    href: entry.href,
    icon: entry.icon,
    active: entry.paths.some((prefix) => within(pathname, prefix)),
  }));

  return (
    <AppShell
      navItems={navItems}
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      greeting={t('greeting', { name: user.contact.firstName })}
      notificationsSlot={<Notifications userId={credentials.userId} language={currentLanguage(i18n)} />}
      languageSlot={
        // A phone's header also holds the menu button, brand, bell and logout: codes instead of names.
        <>
          <span className="sm:hidden">
            <LanguageSwitch compact />
          </span>
          <span className="hidden sm:contents">
            <LanguageSwitch />
          </span>
        </>
      }
      logoutLabel={t('logout')}
      onLogout={() => void store.logout()}
      socialLinks={appConfig.socialLinks.map((link) => ({
        label: t(`footer.${link.network}`),
        href: link.href,
        icon: SOCIAL_ICONS[link.network],
      }))}
      socialLabel={t('footer.social')}
      copyright={t('footer.copyright', { year: appConfig.copyrightYear })}
      navigationLabel={t('nav.label')}
      openMenuLabel={t('openMenu')}
      closeMenuLabel={t('closeMenu')}
      skipLinkLabel={t('common:skipToContent')}
    >
      <Outlet />
    </AppShell>
  );
}

function Notifications({ userId, language }: { userId: number; language: 'en' | 'sl' }) {
  const { t } = useTranslation('shell');
  const { data = [], error } = useNotifications(userId);
  // The contract has no read flag: everything counts as new until the menu is first opened.
  const [seen, setSeen] = useState(false);
  return (
    <NotificationsMenu
      label={t('notifications.label')}
      unreadLabel={(count) => t('notifications.unread', { count })}
      emptyText={error ? t('notifications.error') : t('notifications.empty')}
      unreadCount={seen ? 0 : data.length}
      onOpenChange={(open) => {
        if (open) setSeen(true);
      }}
      notifications={data.map((notification) => ({
        id: String(notification.Id),
        title: t(`notifications.types.${notification.type}`),
        date: formatDateTime(notification.date, language),
      }))}
    />
  );
}
