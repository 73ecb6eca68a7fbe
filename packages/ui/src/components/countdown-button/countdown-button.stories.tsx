import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CountdownButton } from './countdown-button';

// Real timers with a short countdown keep the stories fast and deterministic; every play ends in a
// state that no longer changes, so the screenshot is stable.
const TICKS = { timeout: 3500 };

const meta = {
  title: 'Primitives/CountdownButton',
  component: CountdownButton,
  tags: ['autodocs'],
  args: { seconds: 2, onClick: fn() },
} satisfies Meta<typeof CountdownButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send again' });
    await expect(button).toHaveAttribute('data-state', 'ready');

    // Mouse: a press calls onClick and rests the button, ticking down every second.
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-state', 'counting');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleName('Send again (2)');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAccessibleName('Send again (1)'), TICKS);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'ready'), TICKS);
    await expect(button).not.toHaveAttribute('aria-disabled');

    // Keyboard: focus stayed on the button through the countdown; Enter sends again, and Space
    // during the countdown does nothing.
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(button).toHaveAttribute('data-state', 'counting');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'ready'), TICKS);
    button.blur();
  },
};

/** The code was just sent when the dialog opened, so the countdown starts at once. */
export const StartOnMount: Story = {
  args: { startOnMount: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('data-state', 'counting');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveAccessibleName('Send again'), TICKS);
    await expect(button).toHaveAttribute('data-state', 'ready');
    button.blur();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'ready'), TICKS);
    button.blur();
  },
};

/** onClick returns a promise: the button shows it is sending, then counts down. */
export const Async: Story = {
  args: { onClick: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send again' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-state', 'sending');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending');
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'counting'));
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'ready'), TICKS);
    button.blur();
  },
};

/** A failed send leaves the button ready at once so the user can retry. */
export const AsyncFailure: Story = {
  args: { onClick: fn(() => Promise.reject(new Error('Network'))) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send again' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'ready'));
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    button.blur();
  },
};

/** Ends while sending (the promise never settles) to show that state. */
export const Sending: Story = {
  args: { onClick: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Send again/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-state', 'sending');
    button.blur();
  },
};

export const CustomLabel: Story = {
  args: {
    children: 'Pošlji znova',
    formatLabel: (secondsLeft) => `Pošlji znova čez ${secondsLeft} s`,
    variant: 'link',
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pošlji znova' });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Pošlji znova čez 2 s');
    await waitFor(() => expect(button).toHaveAccessibleName('Pošlji znova'), TICKS);
    button.blur();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
