import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Reset password</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset password</DialogTitle>
          <DialogDescription>
            We will send you a confirmation e-mail with a link to set a new password.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Send confirmation email</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every focusable element inside the dialog, in tab order. */
function focusables(dialog: HTMLElement) {
  return Array.from(dialog.querySelectorAll<HTMLElement>('button, input, a[href]'));
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Reset password' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveAccessibleDescription(/confirmation e-mail/);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Reset password' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // Focus is trapped: Tab and Shift+Tab cycle through the dialog's own controls only.
    const items = focusables(dialog);
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveFocus();
    for (const next of [items[1], items[2], items[0]]) {
      await userEvent.tab();
      await expect(next).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(items[2]).toHaveFocus();
    await expect(items[2]).toHaveAccessibleName('Close');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const CancelClosesWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Reset password' });
    trigger.focus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // The bottom sheet spans the whole phone width.
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

const inputClass =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function IncomeStatement(args: Story['args']) {
  return (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Income statement</Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Income statement</DialogTitle>
          <DialogDescription>Choose the period to download.</DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="statement-from" className="text-sm font-medium">
              From
            </label>
            <input id="statement-from" type="date" defaultValue="2024-01-01" className={inputClass} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="statement-to" className="text-sm font-medium">
              To
            </label>
            <input id="statement-to" type="date" defaultValue="2024-12-31" className={inputClass} />
          </div>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Download</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export const SmallWithForm: Story = { args: { defaultOpen: true }, render: IncomeStatement };
export const SmallWithFormMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: IncomeStatement,
};

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent hideClose size="sm">
        <DialogHeader className="pr-0">
          <DialogTitle>Cancel investment?</DialogTitle>
          <DialogDescription>The amount returns to your available funds.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep investment</Button>
          </DialogClose>
          <Button variant="destructive">Cancel investment</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Cancel investment?' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};
