import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money, Percent } from './money';

const meta = {
  title: 'Primitives/Money',
  component: Money,
  tags: ['autodocs'],
  args: { value: 1234.56 },
  argTypes: {
    size: { control: 'inline-radio', options: ['inherit', 'sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    const money = canvas.getByText('1.234,56 €');
    await expect(money).toHaveAttribute('data-state', 'positive');
    await expect(money).toHaveClass('tabular-nums');
  },
};

export const Negative: Story = {
  args: { value: -1234.56, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('\u22121.234,56 €')).toHaveAttribute('data-state', 'negative');
  },
};

export const Zero: Story = {
  args: { value: 0, size: 'lg', signed: true },
  play: async ({ canvas }) => {
    const money = canvas.getByText('0,00 €');
    await expect(money).toHaveAttribute('data-state', 'zero');
    await expect(money).not.toHaveClass('text-success');
  },
};

export const Millions: Story = { args: { value: 12345678.9, size: 'xl' } };

export const FromCents: Story = {
  args: { value: 123456789n, fromCents: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.234.567,89 €')).toBeVisible();
  },
};

export const Signed: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Money {...args} value={152.3} signed />
      <Money {...args} value={-48.75} signed />
      <Money {...args} value={0} signed />
    </div>
  ),
  args: { size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+152,30 €')).toHaveClass('text-success');
    await expect(canvas.getByText('\u221248,75 €')).toHaveClass('text-destructive');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <Money {...args} size="sm" />
      <Money {...args} size="md" />
      <Money {...args} size="lg" />
      <Money {...args} size="xl" />
    </div>
  ),
};

/** Amounts align digit under digit in a column thanks to tabular figures. */
export const InTextAndColumns: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-4 text-sm">
      <p>
        You can withdraw up to <Money value={4250} className="font-semibold" /> today.
      </p>
      <ul className="flex flex-col items-end rounded-lg border bg-card p-4 shadow-card">
        <li>
          <Money value={1111.11} />
        </li>
        <li>
          <Money value={88.8} />
        </li>
        <li>
          <Money value={20000} />
        </li>
      </ul>
    </div>
  ),
};

export const EnglishLocale: Story = {
  args: { value: -1234.5, locale: 'en-GB', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-€1,234.50')).toBeVisible();
  },
};

export const PercentValue: Story = {
  render: (args) => <Percent value={5.234} size={args.size} />,
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5,23 %')).toHaveAttribute('data-slot', 'percent');
  },
};

export const PercentFromRatio: Story = {
  render: (args) => <Percent value={0.0875} fromRatio size={args.size} />,
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8,75 %')).toBeVisible();
  },
};

export const PercentSigned: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Percent value={2.3} signed size={args.size} />
      <Percent value={-0.75} signed size={args.size} />
    </div>
  ),
  args: { size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+2,30 %')).toHaveAttribute('data-state', 'positive');
    await expect(canvas.getByText('\u22120,75 %')).toHaveClass('text-destructive');
  },
};
