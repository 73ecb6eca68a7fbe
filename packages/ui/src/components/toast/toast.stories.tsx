import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { createToastStore, type ToastOptions } from './store';
import { Toaster, useToast } from './toast';

function RaiseButton({ label, options }: { label: string; options: ToastOptions }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>{label}</Button>;
}

/** Each story gets its own store, so toasts never leak from one story into the next. */
function Demo({
  options,
  initial = [],
  duration,
}: {
  options: ToastOptions;
  initial?: ToastOptions[];
  duration?: number;
}) {
  const [store] = useState(() => {
    const created = createToastStore();
    initial.forEach((item) => created.add(item));
    return created;
  });
  return (
    <Toaster store={store} duration={duration}>
      <RaiseButton label="Withdraw" options={options} />
    </Toaster>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-dvh p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent: ToastOptions = {
  title: 'Withdrawal sent',
  description: '250,00 € reaches your bank in 1 to 2 business days.',
  variant: 'success',
  duration: Infinity,
};

export const Default: Story = {
  render: () => <Demo options={sent} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const item = await within(region).findByText('Withdrawal sent');
    const card = item.closest('[data-slot="toast"]')!;
    await expect(card).toHaveAttribute('data-variant', 'success');
    await expect(card).toHaveTextContent('250,00 € reaches your bank');
    // Announced politely: the live region Radix adds is a polite status.
    await waitFor(() =>
      expect(document.querySelector('[role="status"][aria-live="polite"]')).toHaveTextContent(
        /Notification.*Withdrawal sent/,
      ),
    );
    (document.activeElement as HTMLElement).blur();
  },
};

export const CloseButton: Story = {
  render: () => <Demo options={sent} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await within(region).findByText('Withdrawal sent');
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region).queryByText('Withdrawal sent')).toBeNull());
  },
};

const onUndo = fn();

export const WithAction: Story = {
  render: () => (
    <Demo
      options={{
        title: 'Auto-invest paused',
        variant: 'info',
        duration: Infinity,
        action: { label: 'Undo', altText: 'Resume auto-invest in Settings', onClick: onUndo },
      }}
    />
  ),
  play: async ({ canvas }) => {
    onUndo.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const undo = await within(region).findByRole('button', { name: 'Undo' });
    await userEvent.click(undo);
    await expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(region).queryByText('Auto-invest paused')).toBeNull());
  },
};

/** A short duration for the test: the toast closes by itself. */
export const AutoDismiss: Story = {
  render: () => <Demo options={{ ...sent, duration: 400 }} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Withdraw' });
    await userEvent.click(trigger);
    // Move the pointer away: hovering the toasts would pause the timer.
    await userEvent.unhover(trigger);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await within(region).findByText('Withdrawal sent');
    await waitFor(() => expect(within(region).queryByText('Withdrawal sent')).toBeNull(), {
      timeout: 2000,
    });
    trigger.blur();
  },
};

/** F8 moves focus to the toast; Escape closes it. */
export const Keyboard: Story = {
  render: () => <Demo options={sent} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Withdraw' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const card = (await within(region).findByText('Withdrawal sent')).closest('[data-slot="toast"]')!;
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(card).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const all: ToastOptions[] = [
  {
    title: 'Withdrawal sent',
    description: '250,00 € reaches your bank in 1 to 2 business days.',
    variant: 'success',
    duration: Infinity,
  },
  {
    title: 'Auto-invest paused',
    variant: 'info',
    duration: Infinity,
    action: { label: 'Undo', altText: 'Resume auto-invest in Settings', onClick: () => {} },
  },
  {
    title: 'Payment failed',
    description: 'Your bank declined the transfer. Try again later.',
    variant: 'error',
    duration: Infinity,
  },
];

export const Variants: Story = {
  render: () => <Demo options={sent} initial={all} />,
  play: async () => {
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
  },
};

export const VariantsMobile: Story = {
  render: () => <Demo options={sent} initial={all} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const items = await within(region).findAllByRole('listitem');
    await expect(items[0]!.getBoundingClientRect().width).toBe(window.innerWidth - 32);
  },
};
