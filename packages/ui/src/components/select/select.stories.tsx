import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './select';

const frequencies = [
  { value: 'NONE', label: 'Never' },
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'MONTHLY', label: 'Monthly' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Account summary e-mails',
    options: frequencies,
    placeholder: 'Choose how often',
    onValueChange: fn(),
    onChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Account summary e-mails' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveAttribute('data-placeholder');
    // Mouse path: pick an option.
    await userEvent.selectOptions(select, 'Weekly');
    await expect(select).toHaveValue('WEEKLY');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('WEEKLY');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(select).not.toHaveAttribute('data-placeholder');
    // Keyboard path: Tab reaches the select; the choice itself is the platform's own picker.
    select.blur();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'MONTHLY');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('MONTHLY');
    // Not required: the placeholder can be chosen again to clear the choice.
    await userEvent.selectOptions(select, '');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'MONTHLY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveDisplayValue('Monthly');
  },
};

export const WithoutPlaceholder: Story = {
  args: {
    placeholder: undefined,
    label: 'Default language',
    options: [
      { value: 'EN', label: 'English' },
      { value: 'SL', label: 'Slovenščina' },
    ],
  },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Default language' });
    await expect(select).toHaveValue('EN');
    await userEvent.selectOptions(select, 'SL');
    await expect(args.onValueChange).toHaveBeenCalledWith('SL');
  },
};

export const Required: Story = {
  args: { required: true, hint: 'How often we send you the account summary.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Account summary e-mails' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('How often we send you the account summary.');
    // A required select cannot go back to its placeholder.
    await expect(canvas.getByRole('option', { name: 'Choose how often' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Required' },
  play: async ({ canvasElement, canvas }) => {
    const select = canvas.getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Required');
    await expect(canvasElement.querySelector('[data-slot="select"]')).toHaveAttribute(
      'data-state',
      'invalid',
    );
  },
};

/** The questionnaire marks an empty select invalid without a message. */
export const InvalidWithoutMessage: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'DAILY' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvasElement.querySelector('[data-slot="select"]')).toHaveAttribute(
      'data-state',
      'disabled',
    );
  },
};

export const DisabledOption: Story = {
  args: {
    label: 'Company type',
    placeholder: 'Choose a company type',
    options: [
      { value: 'LLC', label: 'Limited liability company' },
      { value: 'PLC', label: 'Public limited company' },
      { value: 'SOLE', label: 'Sole proprietor (not supported)', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'Sole proprietor (not supported)' })).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Select {...args} size="sm" label="Small" />
      <Select {...args} size="md" label="Medium" />
      <Select {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Small').closest('[data-slot="select"]')).toHaveAttribute(
      'data-size',
      'sm',
    );
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { required: true, error: 'Required' },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox');
    await userEvent.selectOptions(select, 'DAILY');
    await expect(args.onValueChange).toHaveBeenCalledWith('DAILY');
  },
};
