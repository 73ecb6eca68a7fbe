import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger, type MenuProps } from './menu';

interface AccountMenuProps extends MenuProps {
  /** Receives the chosen item's key. */
  onChoose: (item: 'profile' | 'settings' | 'logout') => void;
}

/** A typical composition: a Button trigger, a label, items, a separator and a destructive item. */
function AccountMenu({ onChoose, ...props }: AccountMenuProps) {
  return (
    <Menu {...props}>
      <MenuTrigger asChild>
        <Button variant="outline">Account</Button>
      </MenuTrigger>
      <MenuContent align="start">
        <MenuLabel>Ana Novak</MenuLabel>
        <MenuItem onSelect={() => onChoose('profile')}>Investor profile</MenuItem>
        <MenuItem onSelect={() => onChoose('settings')}>Settings</MenuItem>
        <MenuItem disabled>Statements (soon)</MenuItem>
        <MenuSeparator />
        <MenuItem variant="destructive" onSelect={() => onChoose('logout')}>
          Log out
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

const meta = {
  title: 'Primitives/Menu',
  component: AccountMenu,
  tags: ['autodocs'],
  args: { onChoose: fn(), onOpenChange: fn() },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    // Mouse: open, choose an item; the menu closes.
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu', { name: 'Account' })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('data-state', 'open');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
    await expect(args.onChoose).toHaveBeenCalledWith('settings');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Keyboard: Enter opens on the first item, arrows skip the disabled one, Escape closes.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Investor profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // ArrowDown also opens; ArrowUp wraps to the last item; Enter chooses it.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Investor profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChoose).toHaveBeenLastCalledWith('logout');
    await expect(args.onChoose).toHaveBeenCalledTimes(2);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('menu')).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Statements (soon)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  },
};
