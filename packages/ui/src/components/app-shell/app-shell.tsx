import * as Dialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { BrandWordmark } from './brand-wordmark';
import { CloseIcon, LogOutIcon, MenuIcon } from '../../icons';

/** One entry of the main navigation. */
export interface AppShellNavItem {
  id: string;
  label: string;
  href: string;
  /** Decorative icon (e.g. `<NavHomeIcon />`); the label names the link. */
  icon?: ReactNode;
  /** Marks the entry of the current page (`aria-current="page"`). */
  active?: boolean;
}

/** What `renderLink` must spread onto the link element it renders. */
export interface AppShellLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'data-state': 'active' | 'inactive';
  'data-slot': 'app-shell-nav-link';
  /** Set in the mobile drawer: closes it when a link is followed. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A social profile in the footer. */
export interface AppShellSocialLink {
  label: string;
  href: string;
  /** Decorative icon, e.g. `<LinkedInIcon />`. */
  icon: ReactNode;
}

export const appShellNavLinkVariants = cva(
  'flex items-center rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      placement: {
        // A labelled icon rail from 480px, the full sidebar from 1024px.
        sidebar:
          'flex-col gap-1 px-0.5 py-2.5 text-center text-[0.6875rem] leading-tight lg:flex-row lg:gap-3 lg:px-3 lg:text-left lg:text-sm',
        drawer: 'gap-3 px-3 py-3 text-base',
      },
      state: {
        active: 'bg-accent text-accent-foreground',
        inactive: 'text-muted-foreground hover:bg-muted hover:text-foreground',
      },
    },
    defaultVariants: { placement: 'sidebar', state: 'inactive' },
  },
);

const defaultRenderLink = ({ href, children, ...props }: AppShellLinkProps) => (
  <a href={href} {...props}>
    {children}
  </a>
);

export interface AppShellProps {
  /** Main navigation entries, in order (Home, Investments, Wallet, My investments, Account, Platform performance). */
  navItems: AppShellNavItem[];
  /**
   * Renders a navigation link, so the app can use its router's Link. Spread `props` onto it.
   * @default (props) => <a {...props} />
   */
  renderLink?: (props: AppShellLinkProps, item: AppShellNavItem) => ReactNode;
  /** Greeting in the header, e.g. 'Hi, Ana'. Hidden on phones (shown at the top of the drawer instead). */
  greeting?: ReactNode;
  /** Header slot for the notifications menu. */
  notificationsSlot?: ReactNode;
  /** Optional header slot for a language selector. */
  languageSlot?: ReactNode;
  /**
   * Text of the logout button (its accessible name; only the icon shows on phones).
   * @default 'Log out'
   */
  logoutLabel?: string;
  /** Called when the logout button is pressed. */
  onLogout?: () => void;
  /**
   * Brand shown in the sidebar, header and drawer.
   * @default <BrandWordmark />
   */
  brand?: ReactNode;
  /**
   * Brand for the narrow icon rail (480–1023px).
   * @default <BrandWordmark compact />
   */
  brandMark?: ReactNode;
  /**
   * Social profiles in the footer.
   * @default []
   */
  socialLinks?: AppShellSocialLink[];
  /**
   * Accessible name of the social links list.
   * @default 'Social media'
   */
  socialLabel?: string;
  /**
   * Copyright line in the footer.
   * @default '© 2020 Invest. All rights reserved.'
   */
  copyright?: string;
  /**
   * Accessible name of the main navigation (sidebar and drawer).
   * @default 'Main navigation'
   */
  navigationLabel?: string;
  /**
   * Accessible name of the hamburger button.
   * @default 'Open menu'
   */
  openMenuLabel?: string;
  /**
   * Accessible name of the drawer's close button.
   * @default 'Close menu'
   */
  closeMenuLabel?: string;
  /**
   * Text of the skip link, the first thing a keyboard user reaches.
   * @default 'Skip to content'
   */
  skipLinkLabel?: string;
  /** The page. */
  children?: ReactNode;
  className?: string;
}

const MAIN_ID = 'main-content';

/**
 * The logged-in layout: sidebar navigation, a header with greeting, notifications, language and
 * logout, the page, and a footer with social links and the copyright line.
 *
 * Below 480px the sidebar becomes a drawer behind a hamburger rather than a bottom tab bar: there are
 * six destinations with long labels ("Platform performance", and longer still in Slovene), and a tab
 * bar holds five short ones at most before it needs a "More" tab that hides entries anyway. The
 * drawer keeps every label readable, in the same order as the desktop sidebar, and is a modal dialog
 * (focus trapped, Escape closes, focus returns to the hamburger).
 */
export function AppShell({
  navItems,
  renderLink = defaultRenderLink,
  greeting,
  notificationsSlot,
  languageSlot,
  logoutLabel = 'Log out',
  onLogout,
  brand = <BrandWordmark />,
  brandMark = <BrandWordmark compact />,
  socialLinks = [],
  socialLabel = 'Social media',
  copyright = '© 2020 Invest. All rights reserved.',
  navigationLabel = 'Main navigation',
  openMenuLabel = 'Open menu',
  closeMenuLabel = 'Close menu',
  skipLinkLabel = 'Skip to content',
  children,
  className,
}: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);

  // The drawer exists only below 480px; turning a phone to landscape must not leave an invisible
  // modal holding the focus.
  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia('(min-width: 480px)');
    const close = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [menuOpen]);

  const links = (placement: 'sidebar' | 'drawer') =>
    navItems.map((item) => {
      const state = item.active ? 'active' : 'inactive';
      return (
        <li key={item.id}>
          {renderLink(
            {
              href: item.href,
              className: appShellNavLinkVariants({ placement, state }),
              'aria-current': item.active ? 'page' : undefined,
              'data-state': state,
              'data-slot': 'app-shell-nav-link',
              onClick: placement === 'drawer' ? () => setMenuOpen(false) : undefined,
              children: (
                <>
                  {item.icon}
                  <span className={placement === 'sidebar' ? 'max-w-full break-words' : undefined}>
                    {item.label}
                  </span>
                </>
              ),
            },
            item,
          )}
        </li>
      );
    });

  return (
    <div data-slot="app-shell" className={cn('min-h-dvh bg-background text-foreground', className)}>
      <a
        href={`#${MAIN_ID}`}
        data-slot="app-shell-skip-link"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {skipLinkLabel}
      </a>
      <div className="flex min-h-dvh">
        <aside
          data-slot="app-shell-sidebar"
          className="sticky top-0 hidden h-dvh w-24 shrink-0 flex-col border-r bg-card sm:flex lg:w-64"
        >
          <div className="flex h-16 shrink-0 items-center justify-center border-b px-3 lg:justify-start lg:px-6">
            <span className="lg:hidden">{brandMark}</span>
            <span className="hidden lg:inline-flex">{brand}</span>
          </div>
          <nav aria-label={navigationLabel} className="flex-1 overflow-y-auto px-1.5 py-4 lg:px-4">
            <ul className="flex flex-col gap-1">{links('sidebar')}</ul>
          </nav>
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <header
              data-slot="app-shell-header"
              className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-card px-3 sm:gap-3 sm:px-6 lg:px-8"
            >
              <Dialog.Trigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={openMenuLabel}
                  data-slot="app-shell-menu-button"
                  className="sm:hidden [&_svg]:size-5"
                >
                  <MenuIcon />
                </Button>
              </Dialog.Trigger>
              <span className="flex min-w-0 sm:hidden">{brand}</span>
              {greeting && (
                <p data-slot="app-shell-greeting" className="hidden truncate text-lg font-semibold sm:block">
                  {greeting}
                </p>
              )}
              <div className="ml-auto flex items-center gap-1 sm:gap-2">
                {languageSlot}
                {notificationsSlot}
                <Button
                  variant="ghost"
                  onClick={onLogout}
                  data-slot="app-shell-logout"
                  className="px-2.5 text-muted-foreground hover:text-foreground sm:px-3 [&_svg]:size-5"
                >
                  <LogOutIcon />
                  <span className="sr-only sm:not-sr-only">{logoutLabel}</span>
                </Button>
              </div>
            </header>

            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-foreground/40 sm:hidden" />
              <Dialog.Content
                aria-describedby={undefined}
                data-slot="app-shell-drawer"
                className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-card shadow-overlay outline-none sm:hidden"
              >
                <Dialog.Title className="sr-only">{navigationLabel}</Dialog.Title>
                <div className="flex h-16 shrink-0 items-center justify-between border-b pl-4 pr-2">
                  {brand}
                  <Dialog.Close asChild>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={closeMenuLabel}
                      className="[&_svg]:size-5"
                    >
                      <CloseIcon />
                    </Button>
                  </Dialog.Close>
                </div>
                {greeting && <p className="px-5 pb-1 pt-5 text-lg font-semibold">{greeting}</p>}
                <nav aria-label={navigationLabel} className="flex-1 overflow-y-auto px-3 py-3">
                  <ul className="flex flex-col gap-1">{links('drawer')}</ul>
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>

          <main
            id={MAIN_ID}
            tabIndex={-1}
            data-slot="app-shell-main"
            className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
          >
            <div className="mx-auto w-full max-w-6xl">{children}</div>
          </main>

          <footer data-slot="app-shell-footer" className="border-t bg-card">
            <div className="mx-auto flex w-full max-w-6xl flex-col-reverse items-center gap-3 px-4 py-5 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
              <p className="text-center text-sm text-muted-foreground">{copyright}</p>
              {socialLinks.length > 0 && (
                <ul aria-label={socialLabel} className="flex items-center gap-1">
                  {socialLinks.map((link) => (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={link.label}
                        data-slot="app-shell-social-link"
                        className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5"
                      >
                        {link.icon}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </footer>
        </div>
      </div>
    </div>
  );
}
