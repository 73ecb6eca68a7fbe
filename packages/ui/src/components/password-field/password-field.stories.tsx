import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', onVisibleChange: fn(), onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(input, 'Secret123');
    // Mouse path: the toggle reveals the text and leaves the caret in the input.
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('data-state', 'on');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('!');
    await expect(input).toHaveValue('Secret123!');
    // Keyboard path: Tab to the toggle, Space hides, Enter shows again.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onVisibleChange).toHaveBeenCalledTimes(3);
  },
};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'Correct-Horse-7' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Filled: Story = { args: { defaultValue: 'Correct-Horse-7' } };

export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    required: true,
    hint: 'At least 8 characters, with a number or symbol besides letters.',
  },
  play: async ({ canvas }) => {
    // The label's text includes the visual required marker; its accessible name does not.
    const input = canvas.getByLabelText(/^New password/);
    await expect(input).toHaveAccessibleName('New password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'At least 8 characters, with a number or symbol besides letters.',
    );
  },
};

export const WithError: Story = {
  args: { defaultValue: 'short', error: 'Too short' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Too short');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Secret123' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onVisibleChange).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const TranslatedLabels: Story = {
  args: { label: 'Geslo', showLabel: 'Pokaži geslo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pokaži geslo' })).toBeVisible();
  },
};

function PasswordAndRepeat() {
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-5">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        visible={visible}
        onVisibleChange={setVisible}
      />
      <PasswordField
        label="Repeat password"
        autoComplete="new-password"
        visible={visible}
        onVisibleChange={setVisible}
      />
    </div>
  );
}

/** The choose-password step: one visibility state shared by the password and its repeat. */
export const ControlledPair: Story = {
  render: () => <PasswordAndRepeat />,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(first!);
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Repeat password')).toHaveAttribute('type', 'text');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
  },
};
