import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Alert } from './alert';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    variant: 'info',
    title: 'Payouts take 2 bank business days',
    description: 'Withdrawals requested today usually reach your bank account within 1 to 3 business days.',
    onDismiss: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status', { name: 'Payouts take 2 bank business days' });
    await expect(alert).toHaveAttribute('data-variant', 'info');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Investment confirmed',
    description: 'The assignment agreement is in your documents.',
  },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'Negative balance',
    description: 'Please settle the debt within 5 days of this notice.',
  },
};

export const ErrorAlert: Story = {
  name: 'Error',
  args: {
    variant: 'error',
    title: 'Withdrawal denied',
    description: 'Your account is not confirmed yet, so withdrawals are not possible.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert', { name: 'Withdrawal denied' });
    await expect(alert).toHaveAttribute('data-variant', 'error');
  },
};

export const TitleOnly: Story = { args: { description: undefined, title: 'Your session has expired.' } };

export const DescriptionOnly: Story = {
  args: { title: undefined, description: 'The balance is an advance for purchases and earns no interest.' },
};

export const WithAction: Story = {
  args: {
    variant: 'warning',
    title: 'Identity not confirmed',
    description: 'Upload a copy of your ID card or passport to start investing.',
    action: (
      <Button size="sm" variant="outline">
        Upload document
      </Button>
    ),
  },
};

export const WithoutIcon: Story = { args: { icon: null } };

export const Dismissible: Story = { args: { dismissible: true } };

export const DismissWithMouse: Story = {
  args: { dismissible: true, variant: 'success', title: 'Password changed', description: undefined },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('status', { name: 'Password changed' });
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(alert).not.toBeInTheDocument());
  },
};

export const DismissWithKeyboard: Story = {
  args: { dismissible: true, dismissLabel: 'Close message', variant: 'error', title: 'Upload failed' },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert', { name: 'Upload failed' });
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Close message' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(alert).not.toBeInTheDocument());
  },
};

export const ControlledStaysOpen: Story = {
  args: { dismissible: true, open: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    // The parent owns `open`, so the alert stays until the parent hides it.
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const AllVariantsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { dismissible: true },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Alert {...args} variant="info" />
      <Alert
        {...args}
        variant="success"
        title="Investment confirmed"
        description="The assignment agreement is in your documents."
      />
      <Alert
        {...args}
        variant="warning"
        title="Negative balance"
        description="Please settle the debt within 5 days of this notice."
      />
      <Alert
        {...args}
        variant="error"
        title="Withdrawal denied"
        description="Your account is not confirmed yet."
      />
    </div>
  ),
};
