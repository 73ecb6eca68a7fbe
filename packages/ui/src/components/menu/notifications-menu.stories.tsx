import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NotificationsMenu } from './notifications-menu';

const notifications = [
  { id: '3', title: 'Your deposit of €2,500.00 has been processed', date: '03/14/2026' },
  { id: '2', title: 'Repayment received for investment #10482', date: '03/02/2026' },
  { id: '1', title: 'Please confirm your auto-invest strategy', date: '02/18/2026' },
];

const meta = {
  title: 'Composites/NotificationsMenu',
  component: NotificationsMenu,
  tags: ['autodocs'],
  args: { notifications, unreadCount: 2, onNotificationSelect: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div className="flex justify-end p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 2 unread' });

    // Mouse: open, pick a notification.
    await userEvent.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Notifications, 2 unread' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Repayment received/ }));
    await expect(args.onNotificationSelect).toHaveBeenCalledWith(notifications[1]);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // Keyboard: Enter opens on the first item, arrows move and wrap, Escape returns to the bell.
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(bell).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // ArrowDown opens too; Space picks.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onNotificationSelect).toHaveBeenLastCalledWith(notifications[0]);
  },
};

export const Open: Story = {
  args: { defaultOpen: true, onViewAll: fn() },
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View all notifications' }));
    await expect(args.onViewAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const OpenWithViewAll: Story = {
  args: { defaultOpen: true, onViewAll: fn() },
  play: async () => {
    await expect(await screen.findByRole('menuitem', { name: 'View all notifications' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notifications: [], unreadCount: 0, defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    const empty = await screen.findByRole('menuitem', { name: 'No notifications' });
    await expect(empty).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 128 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 128 unread' });
    await expect(within(bell).getByText('99+')).toBeInTheDocument();
  },
};

export const NoUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  },
};

export const OpenMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};
