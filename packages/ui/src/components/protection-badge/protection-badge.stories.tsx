import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProtectionBadge } from './protection-badge';

const meta = {
  title: 'Primitives/ProtectionBadge',
  component: ProtectionBadge,
  tags: ['autodocs'],
  args: { protection: 'PG' },
  argTypes: {
    protection: { control: 'inline-radio', options: ['PG', 'BG', 'none'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof ProtectionBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('img', { name: 'Payment guarantee' });
    await expect(badge).toHaveTextContent('PG');
    await expect(badge).toHaveAttribute('data-variant', 'PG');
  },
};

export const BuybackGuarantee: Story = {
  args: { protection: 'BG' },
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('img', { name: 'Buyback guarantee' });
    await expect(badge).toHaveTextContent('BG');
    await expect(badge).toHaveAttribute('data-variant', 'BG');
  },
};

export const NoProtection: Story = {
  args: { protection: 'none' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="protection-badge"]')).toBeNull();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const WithLabel: Story = {
  render: (args) => (
    <div className="flex gap-3">
      <ProtectionBadge {...args} protection="PG" showLabel />
      <ProtectionBadge {...args} protection="BG" showLabel />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment guarantee')).toBeVisible();
    await expect(canvas.getByText('Buyback guarantee')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const TranslatedWithTitle: Story = {
  args: { protection: 'BG', label: 'Garancija odkupa', title: 'Garancija odkupa' },
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('img', { name: 'Garancija odkupa' });
    await expect(badge).toHaveAttribute('title', 'Garancija odkupa');
  },
};

export const InTableRow: Story = {
  render: () => (
    <table className="w-full max-w-lg text-sm">
      <tbody>
        {[
          ['F-2024-0193', '250.00 €', 'PG'],
          ['RF-2024-0087', '1,000.00 €', 'BG'],
          ['IF-2024-0012', '75.00 €', 'none'],
        ].map(([id, amount, protection]) => (
          <tr key={id} className="border-b">
            <td className="py-3 pr-4">{id}</td>
            <td className="py-3 pr-4 text-right tabular-nums">{amount}</td>
            <td className="py-3">
              <ProtectionBadge protection={protection} size="sm" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};
