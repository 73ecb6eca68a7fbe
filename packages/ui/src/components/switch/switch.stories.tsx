import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Deposits', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Deposits' });
    const row = canvasElement.querySelector('[data-slot="switch"]');
    await expect(control).not.toBeChecked();
    await expect(row).toHaveAttribute('data-state', 'off');
    // Mouse path: the switch and its label both flip it.
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(row).toHaveAttribute('data-state', 'on');
    await expect(control).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Deposits'));
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    // Keyboard path: Tab focuses, Space and Enter flip.
    control.blur();
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(row).toHaveAttribute('data-state', 'on');
    await userEvent.keyboard('{Enter}');
    await expect(row).toHaveAttribute('data-state', 'off');
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(4);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Two-factor authentication',
    description: 'Confirm each sign-in with a code we send by SMS.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Two-factor authentication' }),
    ).toHaveAccessibleDescription('Confirm each sign-in with a code we send by SMS.');
  },
};

export const WithError: Story = {
  args: { label: 'Two-factor authentication', error: 'Enter the SMS code to change this setting.' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('Enter the SMS code to change this setting.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const Small: Story = {
  args: { size: 'sm', defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="switch"]')).toHaveAttribute('data-size', 'sm');
  },
};

/** The account page's notification settings at phone width. */
export const NotificationsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="flex flex-col divide-y rounded-lg border bg-card px-4 shadow-card">
      <Switch
        {...args}
        className="py-4"
        label="Deposits"
        description="When money reaches your account."
        defaultChecked
      />
      <Switch
        {...args}
        className="py-4"
        label="Withdrawals"
        description="When a payout leaves your account."
      />
      <Switch {...args} className="py-4" label="News" description="Product news, at most once a month." />
      <Switch
        {...args}
        className="py-4"
        label="Updates"
        description="Changes to the terms and fees."
        defaultChecked
      />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const news = canvas.getByRole('switch', { name: 'News' });
    await userEvent.click(news);
    await expect(news).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('switch', { name: 'Deposits' })).toBeChecked();
  },
};
