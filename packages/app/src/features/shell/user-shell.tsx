import {
  AppShell,
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
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useCurrentUser } from '../../lib/api';
import { appConfig } from '../../lib/app-config';
import { SOCIAL_ICONS } from '../../lib/social-icons';
import { formatDateTime } from '../../lib/formatting';
import { currentLanguage } from '../../lib/i18n';
import { useSessionStore, useSignedIn } from '../../lib/session';
import { LanguageSwitch } from '../../lib/i18n/language-switch';
import { ShellToaster } from '../../lib/shell-toaster';
import { useNotifications } from './use-notifications';
import { notificationTitle } from './notification-title';

type NavKey = 'home' | 'investments' | 'wallet' | 'myInvestments' | 'account' | 'performance';

/** SPEC §2 sidebar, in order; `paths` are the route prefixes that belong to each entry. */
const NAV: { key: NavKey; href: string; paths: string[]; icon: ReactNode }[] = [
  { key: 'home', href: '/u/dashboard', paths: ['/u/dashboard'], icon: <NavHomeIcon /> },
  {
    key: 'investments',
    // SPEC §2: /u/auto-invest-strategies is labelled Investments; its banner leads on to the
    // marketplace, which stays under the same entry.
    href: '/u/auto-invest-strategies',
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
        // Codes instead of names up to a tablet's width: a phone's header also holds the menu button,
        // brand, bell and logout; beside the rail (480-767 px) the greeting needs the room.
        <>
          <span className="md:hidden">
            <LanguageSwitch compact />
          </span>
          <span className="hidden md:contents">
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
  const { data = [], error, markShownRead } = useNotifications(userId);
  const navigate = useNavigate();
  // The badge counts what was unread when the menu opened: opening it marks the list read, and the
  // dots stay until it closes, so the investor sees which ones were new.
  const [shown, setShown] = useState<Set<number> | null>(null);
  const unread = data.filter((n) => !n.read);
  return (
    <NotificationsMenu
      label={t('notifications.label')}
      unreadLabel={(count) => t('notifications.unread', { count })}
      unreadItemLabel={t('notifications.unreadItem')}
      emptyText={error ? t('notifications.error') : t('notifications.empty')}
      unreadCount={shown ? 0 : unread.length}
      onOpenChange={(open) => {
        if (open) {
          setShown(new Set(unread.map((n) => n.Id)));
          void markShownRead();
        } else setShown(null);
      }}
      viewAllLabel={t('notifications.viewAll')}
      onViewAll={() => void navigate('/u/notifications')}
      notifications={data.map((notification) => ({
        id: String(notification.Id),
        title: notificationTitle(t, notification),
        date: formatDateTime(notification.date, language),
        unread: shown ? shown.has(notification.Id) : !notification.read,
      }))}
    />
  );
}
