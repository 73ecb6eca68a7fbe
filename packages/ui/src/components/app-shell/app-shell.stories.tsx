import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, formatPercent } from '../../lib/format';
import { NotificationsMenu } from '../menu';
import { AppShell, type AppShellNavItem } from './app-shell';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  NavAccountIcon,
  NavHomeIcon,
  NavInvestmentsIcon,
  NavMyInvestmentsIcon,
  NavPerformanceIcon,
  NavWalletIcon,
  XTwitterIcon,
} from './icons';

const navItems: AppShellNavItem[] = [
  { id: 'home', label: 'Home', href: '/u/dashboard', icon: <NavHomeIcon />, active: true },
  {
    id: 'investments',
    label: 'Investments',
    href: '/u/auto-invest-strategies',
    icon: <NavInvestmentsIcon />,
  },
  { id: 'wallet', label: 'Wallet', href: '/u/deposits', icon: <NavWalletIcon /> },
  {
    id: 'my-investments',
    label: 'My investments',
    href: '/u/my-investments',
    icon: <NavMyInvestmentsIcon />,
  },
  { id: 'account', label: 'Account', href: '/u/account', icon: <NavAccountIcon /> },
  { id: 'performance', label: 'Platform performance', href: '/u/performance', icon: <NavPerformanceIcon /> },
];

const socialLinks = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedInIcon /> },
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { label: 'X', href: 'https://x.com/', icon: <XTwitterIcon /> },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: <InstagramIcon /> },
];

const notifications = [
  { id: '2', title: `Your deposit of ${formatMoney(2500)} has been processed`, date: '03/14/2026' },
  { id: '1', title: 'Repayment received for investment #10482', date: '03/02/2026' },
];

// Figures formatted as the product shows them (SPEC §9: 1.234,56 €).
const tiles = [
  ['Earnings', formatMoney(1284.5)],
  ['ROI', formatPercent(9.42)],
  ['Total balance', formatMoney(24310.75)],
  ['Available funds', formatMoney(3126.4)],
];

/** Stand-in page content: a heading and the dashboard's tiles (two on phones, so the footer shows). */
function DemoPage({ compact = false }: { compact?: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {(compact ? tiles.slice(2) : tiles).map(([label, value]) => (
          <div key={label} className="rounded-lg border bg-card p-5 shadow-card">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="mt-2 text-2xl font-semibold tabular-nums">{value}</p>
          </div>
        ))}
      </div>
      {!compact && <div className="h-64 rounded-lg border bg-card shadow-card" />}
    </div>
  );
}

// Stands in for the app's router: records where a link would go instead of leaving the story.
const navigate = fn();

const meta = {
  title: 'Layouts/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    navItems,
    greeting: 'Hi, Ana',
    socialLinks,
    onLogout: fn(),
    notificationsSlot: <NotificationsMenu notifications={notifications} unreadCount={2} />,
    renderLink: ({ href, children, onClick, ...props }, item) => (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
          navigate(item.id);
        }}
      >
        {children}
      </a>
    ),
    children: <DemoPage />,
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Investments',
      'Wallet',
      'My investments',
      'Account',
      'Platform performance',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Wallet' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Hi, Ana')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

    // Keyboard: the skip link comes first and points at the focusable main region.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('investments');

    // Mouse.
    await userEvent.click(within(nav).getByRole('link', { name: 'My investments' }));
    await expect(navigate).toHaveBeenLastCalledWith('my-investments');
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);

    const social = canvas.getByRole('list', { name: 'Social media' });
    await expect(within(social).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('© 2020 Invest. All rights reserved.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** From 480 to 1023px the sidebar is a labelled icon rail. */
export const TabletRail: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Platform performance' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { children: <DemoPage compact /> },
  play: async ({ args, canvas }) => {
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    // Sidebar and greeting give way to the drawer on phones; logout keeps its name.
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Hi, Ana')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();

    // Mouse: open, follow a link; the drawer closes.
    await userEvent.click(hamburger);
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(drawer).getByText('Hi, Ana')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Wallet' }));
    await expect(navigate).toHaveBeenLastCalledWith('wallet');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Enter opens, focus moves in and stays in, Escape closes and returns focus.
    hamburger.focus();
    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog', { name: 'Main navigation' });
    await waitFor(() => expect(reopened).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 10; i++) await userEvent.tab();
    await expect(reopened).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(hamburger).toHaveFocus();

    // The close button closes it too.
    await userEvent.keyboard(' ');
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onLogout).not.toHaveBeenCalled();
    hamburger.blur();
  },
};

export const DrawerOpenMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { children: <DemoPage compact /> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const WithLanguageSelector: Story = {
  args: {
    languageSlot: (
      <select aria-label="Language" className="h-9 rounded-md border border-input bg-card px-2 text-sm">
        <option value="en">English</option>
        <option value="sl">Slovenščina</option>
      </select>
    ),
  },
};

export const Slovene: Story = {
  args: {
    greeting: 'Živjo, Ana',
    logoutLabel: 'Odjava',
    navigationLabel: 'Glavna navigacija',
    skipLinkLabel: 'Skoči na vsebino',
    copyright: '© 2020 Invest. Vse pravice pridržane.',
    navItems: navItems.map((item, index) => ({
      ...item,
      label: ['Domov', 'Naložbe', 'Denarnica', 'Moje naložbe', 'Račun', 'Uspešnost platforme'][index]!,
    })),
  },
};

export const WithoutSocialLinks: Story = { args: { socialLinks: [] } };
