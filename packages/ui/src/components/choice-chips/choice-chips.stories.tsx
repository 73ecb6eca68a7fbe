import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChoiceChips } from './choice-chips';

const terms = [
  { value: '30', label: '1–30 days' },
  { value: '60', label: '31–60 days' },
  { value: '90', label: '61–90 days' },
  { value: '180', label: '90+ days' },
];

const countries = [
  { value: 'ALL', label: 'All countries' },
  { value: 'AT', label: 'Austria' },
  { value: 'DE', label: 'Germany' },
  { value: 'SI', label: 'Slovenia' },
];

const meta = {
  title: 'Primitives/ChoiceChips',
  component: ChoiceChips,
  tags: ['autodocs'],
  args: { type: 'multiple', label: 'Loan term', options: terms, onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof ChoiceChips>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Multiple choice: toggle buttons in one Tab stop (roving focus). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Loan term' });
    await expect(group).toBeVisible();
    const short = canvas.getByRole('button', { name: '1–30 days' });
    const long = canvas.getByRole('button', { name: '61–90 days' });
    // Mouse path: chips toggle independently; the value keeps the options' order.
    await userEvent.click(long);
    await userEvent.click(short);
    await expect(short).toHaveAttribute('aria-pressed', 'true');
    await expect(short).toHaveAttribute('data-state', 'on');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['30', '90']);
    await userEvent.click(short);
    await expect(short).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['90']);
    // Keyboard path: the group is one Tab stop; arrows move chip to chip, Home and End jump to the
    // ends (moving focus only), Space and Enter toggle.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '31–60 days' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['60', '90']);
    await userEvent.keyboard('{ArrowRight}');
    await expect(long).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['60']);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: '90+ days' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(short).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(5);
    await expect(canvas.getAllByRole('button').filter((chip) => chip.tabIndex === 0)).toHaveLength(1);
    await expect(long).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Single choice: a radio group with one Tab stop; arrow keys move and choose. */
export const SingleSelect: Story = {
  args: { type: 'single', label: 'Country', options: countries, defaultValue: 'ALL' },
  render: (args) => (
    <div className="flex flex-col items-start gap-4">
      <ChoiceChips {...args} />
      <button type="button" className="text-sm text-primary underline">
        Next field
      </button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Country' })).toBeVisible();
    const all = canvas.getByRole('radio', { name: 'All countries' });
    const slovenia = canvas.getByRole('radio', { name: 'Slovenia' });
    await expect(all).toBeChecked();
    // Mouse path.
    await userEvent.click(canvas.getByRole('radio', { name: 'Germany' }));
    await expect(canvas.getByRole('radio', { name: 'Germany' })).toBeChecked();
    await expect(all).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('DE');
    // Keyboard path: arrows move focus and choose, wrapping at the ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(slovenia).toHaveFocus();
    await expect(slovenia).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('SI');
    await userEvent.keyboard('{ArrowRight}');
    await expect(all).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ALL');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slovenia).toBeChecked();
    // The group is one Tab stop: Tab leaves it, Shift+Tab returns to the chosen chip.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next field' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(slovenia).toHaveFocus();
    // Choosing the chosen chip again reports nothing.
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledTimes(4);
    // Home and End choose the first and the last chip, as the arrows do.
    await userEvent.keyboard('{Home}');
    await expect(all).toHaveFocus();
    await expect(all).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ALL');
    await userEvent.keyboard('{End}');
    await expect(slovenia).toHaveFocus();
    await expect(slovenia).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('SI');
  },
};

export const Filled: Story = {
  args: { defaultValue: ['30', '60'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '1–30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '90+ days' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Protection: Story = {
  args: {
    label: 'Protection',
    options: [
      { value: 'PG', label: 'Payment guarantee (PG)' },
      { value: 'BG', label: 'Buyback guarantee (BG)' },
    ],
    hint: 'Investments with either protection qualify.',
    defaultValue: ['PG', 'BG'],
  },
};

export const WithError: Story = {
  args: {
    type: 'single',
    label: 'Loan type',
    options: [
      { value: 'INVOICE_FACTORING', label: 'Invoice factoring' },
      { value: 'REVERSE_FACTORING', label: 'Reverse factoring' },
      { value: 'INTERNATIONAL_FACTORING', label: 'International factoring' },
    ],
    error: 'Required',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Loan type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Required');
    // With nothing chosen, the first chip is the group's Tab stop.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Invoice factoring' })).toHaveFocus();
  },
};

export const DisabledOption: Story = {
  args: {
    type: 'single',
    label: 'Country',
    options: [...countries.slice(0, 2), { value: 'DE', label: 'Germany', disabled: true }, countries[3]!],
    defaultValue: 'AT',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Germany' })).toBeDisabled();
    // Arrow keys skip the disabled chip.
    await userEvent.click(canvas.getByRole('radio', { name: 'Austria' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Slovenia' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('SI');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['90'] },
  play: async ({ args, canvas }) => {
    const chips = canvas.getAllByRole('button');
    for (const chip of chips) await expect(chip).toBeDisabled();
    await userEvent.click(chips[0]!, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'sm', defaultValue: ['180'] } };

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: ['30', '180'], hint: 'Choose one or more terms.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '31–60 days' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['30', '60', '180']);
  },
};
