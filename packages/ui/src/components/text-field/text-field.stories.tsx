import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchIcon } from '../../icons';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Email address',
    type: 'email',
    placeholder: 'name@example.com',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    // Mouse path: click into the field and type.
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'ana@invest.si');
    await expect(input).toHaveValue('ana@invest.si');
    await expect(args.onChange).toHaveBeenCalledTimes('ana@invest.si'.length);
    // Keyboard path: leave and come back with Tab, then edit.
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    // Tabbing in selects the whole value, as browsers do, so typing replaces it.
    await userEvent.keyboard('bo@invest.si');
    await expect(input).toHaveValue('bo@invest.si');
  },
};

export const WithHint: Story = {
  args: { hint: 'We send the confirmation link to this address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'We send the confirmation link to this address.',
    );
  },
};

export const Filled: Story = { args: { defaultValue: 'ana.novak@invest.si' } };

export const Required: Story = {
  args: { required: true, hint: 'Required for the login.' },
  play: async ({ canvasElement, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeRequired();
    const marker = canvasElement.querySelector('[data-slot="field-required-marker"]');
    await expect(marker).toHaveTextContent('*');
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'ana.novak@', error: 'Invalid format', hint: 'For example name@example.com' },
  play: async ({ canvasElement, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('For example name@example.com Invalid format');
    await expect(canvasElement.querySelector('[data-slot="text-field"]')).toHaveAttribute(
      'data-state',
      'invalid',
    );
  },
};

export const InvalidWithoutMessage: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana.novak@invest.si' },
  play: async ({ args, canvasElement, canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('ana.novak@invest.si');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-slot="text-field"]')).toHaveAttribute(
      'data-state',
      'disabled',
    );
  },
};

export const PrefixAndSuffix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <TextField
        {...args}
        label="Search originators"
        type="search"
        placeholder="Name or country"
        prefix={<SearchIcon className="size-4" />}
      />
      <TextField {...args} label="Phone number" type="tel" placeholder="40 123 456" prefix="+386" />
      <TextField {...args} label="Yearly interest" type="number" placeholder="0" suffix="%" />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '40123456');
    await expect(phone).toHaveValue('40123456');
    await expect(canvas.getByText('+386')).toHaveAttribute('data-slot', 'text-field-prefix');
  },
};

export const NumberInput: Story = {
  args: { label: 'Street number', type: 'number', min: 1, placeholder: '12', inputMode: 'numeric' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Street number' });
    await userEvent.click(input);
    await userEvent.keyboard('12a');
    await expect(input).toHaveValue(12);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <TextField {...args} size="sm" label="Small" />
      <TextField {...args} size="md" label="Medium" />
      <TextField {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Large').closest('[data-slot="text-field"]')).toHaveAttribute(
      'data-size',
      'lg',
    );
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Search investments', type: 'search', placeholder: 'Search investments' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search investments' })).toBeVisible();
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { required: true, hint: 'We send the confirmation link to this address.', error: 'Required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.click(input);
    await userEvent.type(input, 'ana@invest.si');
    await expect(input).toHaveValue('ana@invest.si');
    // The field spans the phone's width instead of overflowing it.
    const { width } = input.closest('[data-slot="text-field"]')!.getBoundingClientRect();
    await expect(width).toBeGreaterThan(300);
    await expect(width).toBeLessThanOrEqual(375);
  },
};
