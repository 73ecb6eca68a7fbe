import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { AmountField } from './amount-field';

const meta = {
  title: 'Primitives/AmountField',
  component: AmountField,
  tags: ['autodocs'],
  args: { label: 'Amount', placeholder: '0,00', onValueChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription('€');
    // Mouse path: click, type with a comma, leave: the field reports cents and tidies the text.
    await userEvent.click(input);
    await userEvent.type(input, '12,5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1250, '12,5');
    await userEvent.click(canvas.getByText('Amount'));
    await expect(input).toHaveValue('12,50');
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    // Keyboard path: Tab in (selects the text), type with a dot instead.
    input.blur();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('0.01');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1, '0.01');
    await userEvent.keyboard('9');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, '0.019');
  },
};

export const Filled: Story = {
  args: { defaultValue: 123456 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1234,56');
  },
};

export const WithMax: Story = {
  args: {
    label: 'Withdrawal amount',
    maxCents: 123456,
    maxHint: (max: string) => `Available: ${max}`,
    maxButtonLabel: 'Max',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Withdrawal amount' });
    await expect(canvas.getByText('Available: 1.234,56 €')).toBeVisible();
    // Mouse path.
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(input).toHaveValue('1234,56');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(123456, '1234,56');
    // Keyboard path: clear the field, Tab on to the button and press Enter.
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, '');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Max' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('1234,56');
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
  },
};

export const InvalidAfterBlur: Story = {
  args: { hint: 'Amounts have at most two decimals.' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '12,505');
    // Still typing: no red yet.
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, '12,505');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Fixing it clears the flag at once.
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1250, '12,50');
  },
};

export const AboveMax: Story = {
  args: {
    label: 'Withdrawal amount',
    maxCents: 50000,
    maxHint: (max: string) => `Available: ${max}`,
    error: 'The amount exceeds your available funds.',
    defaultValue: 75000,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Withdrawal amount' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      '€ Available: 500,00\u00a0€ The amount exceeds your available funds.',
    );
  },
};

export const OutOfRangeAfterBlur: Story = {
  args: { minCents: 1000, maxCents: 50000, showMaxButton: false, hint: 'From 10,00 € to 500,00 €.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(canvas.queryByRole('button', { name: 'Max' })).toBeNull();
    await userEvent.type(input, '5');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}25');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = { args: { required: true, error: 'Required' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 2500, maxCents: 50000 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Max' })).toBeDisabled();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const EnglishLocale: Story = {
  args: {
    locale: 'en',
    defaultValue: 123456,
    maxCents: 500000,
    maxHint: (max: string) => `Available: ${max}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1234.56');
    await expect(canvas.getByText('Available: €5,000.00')).toBeVisible();
  },
};

export const Negative: Story = {
  args: { label: 'Adjustment', allowNegative: true },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Adjustment' }), '-3,5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(-350, '-3,5');
  },
};

function ControlledAmount(props: Parameters<typeof AmountField>[0]) {
  const [cents, setCents] = useState<number | null>(2500);
  return (
    <div className="flex flex-col gap-4">
      <AmountField
        {...props}
        value={cents}
        onValueChange={(next, text) => {
          setCents(next);
          props.onValueChange?.(next, text);
        }}
      />
      <p className="text-sm text-muted-foreground" data-testid="cents">
        {cents === null ? 'No amount' : `${cents} cents`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => setCents(10000)}>
          Set 100 €
        </Button>
        <Button variant="outline" size="sm" onClick={() => setCents(null)}>
          Reset
        </Button>
      </div>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledAmount {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveValue('25,00');
    await userEvent.clear(input);
    await userEvent.type(input, '1.5');
    // The parent echoing the amount back does not rewrite what is being typed.
    await expect(input).toHaveValue('1.5');
    await expect(canvas.getByTestId('cents')).toHaveTextContent('150 cents');
    await userEvent.click(canvas.getByRole('button', { name: 'Set 100 €' }));
    await expect(input).toHaveValue('100,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(input).toHaveValue('');
    await expect(canvas.getByTestId('cents')).toHaveTextContent('No amount');
  },
};

export const WithMaxMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: 'Withdrawal amount',
    maxCents: 123456,
    maxHint: (max: string) => `Available: ${max}`,
    hint: 'Paid out within 2 bank business days.',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(canvas.getByRole('textbox', { name: 'Withdrawal amount' })).toHaveValue('1234,56');
  },
};
