import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Money } from '../money';
import { AlertDialog } from './alert-dialog';

const summary = (
  <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-md bg-muted px-4 py-3 text-sm">
    <dt className="text-muted-foreground">To account</dt>
    <dd className="text-right font-medium">SI56 1910 0001 0297 574</dd>
    <dt className="text-muted-foreground">Amount</dt>
    <dd className="text-right font-medium">
      <Money value={250} />
    </dd>
  </dl>
);

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  args: {
    title: 'Withdraw 250,00 €?',
    description: 'The money leaves your available funds now and reaches your bank in 1 to 2 business days.',
    children: summary,
    confirmLabel: 'Withdraw',
    trigger: <Button>Withdraw</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Withdraw' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw 250,00 €?' });
    await expect(dialog).toHaveAccessibleDescription(/leaves your available funds/);
    // Focus starts on Cancel: Enter right away never moves money.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    trigger.blur();
  },
};

export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog');
    // Tab from Cancel to the confirm button; Enter confirms once.
    await userEvent.tab();
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw' });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    (document.activeElement as HTMLElement).blur();
  },
};

/** The withdrawal takes a moment: the confirm button spins, nothing else can be pressed, then it closes. */
export const Pending: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: /Withdraw/ });
    // Two presses in the same frame start one withdrawal.
    confirm.click();
    confirm.click();
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'pending'));
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement).blur();
  },
};

/** The action fails: the dialog stays open with the reason, and the user can try again or cancel. */
/** A dialog whose action fails with `message`; `final` when another try would fail the same way. */
function FailingDialog({
  message,
  final = false,
  ...args
}: ComponentProps<typeof AlertDialog> & { message: string; final?: boolean }) {
  const [error, setError] = useState<string>();
  return (
    <AlertDialog
      {...args}
      error={error}
      canRetry={!final}
      onConfirm={async () => {
        await args.onConfirm();
        setError(message);
        throw new Error('failed');
      }}
    />
  );
}

export const FailedStaysOpen: Story = {
  render: (args) => <FailingDialog {...args} message="The withdrawal could not be sent. Please try again." />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('could not be sent');
    await expect(dialog).toHaveAttribute('data-state', 'idle');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    (document.activeElement as HTMLElement).blur();
  },
};

/** A refusal that another try will not change: the message stays, and Cancel is the only way on. */
export const FailedForGood: Story = {
  render: (args) => (
    <FailingDialog
      {...args}
      final
      message="Your profile is restricted: withdrawals are not possible. Please contact us."
    />
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('restricted');
    await expect(within(dialog).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Photographed as the user sees it: the refusal and the one button left.
    (document.activeElement as HTMLElement).blur();
  },
};

export const Destructive: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: 'Cancel this investment?',
    description: 'The 500,00 € you committed returns to your available funds.',
    children: undefined,
    confirmLabel: 'Cancel investment',
    cancelLabel: 'Keep it',
    confirmVariant: 'destructive',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this investment?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel investment' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};
