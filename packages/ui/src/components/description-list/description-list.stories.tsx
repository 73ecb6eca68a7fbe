import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDate } from '../../lib/format';
import { Money, Percent } from '../money';
import { DescriptionList, type DescriptionListItem } from './description-list';

const loanData: DescriptionListItem[] = [
  { label: 'Loan amount', value: <Money value={25000} /> },
  { label: 'Interest rate', value: <Percent value={9.5} />, hint: 'Fixed, paid monthly' },
  { label: 'Term', value: '36 months' },
  { label: 'Issued on', value: formatDate('2024-03-01') },
  { label: 'Repayment type', value: 'Annuity' },
  { label: 'Collateral', value: null },
];

const debtorData: DescriptionListItem[] = [
  { label: 'Company', value: 'Mlinar d.o.o.' },
  { label: 'Registration number', value: '6431937000' },
  { label: 'Sector', value: 'Food production' },
  { label: 'Founded', value: '2009' },
  { label: 'Annual revenue', value: <Money value={1840000} /> },
  { label: 'Credit rating', value: '' },
];

const meta = {
  title: 'Composites/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="max-w-3xl rounded-lg border bg-card p-4 shadow-card sm:p-6">
        <Story />
      </div>
    ),
  ],
  args: { title: 'Loan data', items: loanData },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Loan data' });
    const list = section.querySelector('dl')!;
    await expect(within(list).getAllByRole('term')).toHaveLength(loanData.length);
    await expect(within(list).getByText('Loan amount').nextElementSibling).toHaveTextContent('25.000,00 €');
    // A missing value reads N/A instead of a blank.
    const collateral = within(list).getByText('Collateral').closest('[data-slot="description-list-item"]')!;
    await expect(collateral).toHaveAttribute('data-state', 'missing');
    await expect(collateral).toHaveTextContent('N/A');
    await expect(within(list).getByText('Fixed, paid monthly')).toBeVisible();
  },
};

export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('term').map((term) => term.getBoundingClientRect());
    // The first two pairs share a row.
    await expect(Math.round(items[0]!.top)).toBe(Math.round(items[1]!.top));
    await expect(items[1]!.left).toBeGreaterThan(items[0]!.left);
  },
};

export const DebtorData: Story = {
  args: { title: 'Debtor data', items: debtorData, columns: 2, notAvailableLabel: 'Not available' },
  play: async ({ canvas }) => {
    const rating = canvas.getByText('Credit rating').closest('[data-slot="description-list-item"]')!;
    await expect(rating).toHaveTextContent('Not available');
    await expect(canvas.queryByText('N/A')).toBeNull();
  },
};

export const LoanAndDebtor: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      <DescriptionList title="Loan data" items={loanData} columns={2} />
      <DescriptionList title="Debtor data" items={debtorData} columns={2} />
    </div>
  ),
};

export const WithoutTitle: Story = { args: { title: undefined, items: debtorData.slice(0, 3) } };

export const Mobile: Story = {
  args: { columns: 2 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('term').map((term) => term.getBoundingClientRect());
    // Two columns collapse into one below 480 px.
    await expect(items[1]!.top).toBeGreaterThan(items[0]!.top);
    await expect(Math.round(items[1]!.left)).toBe(Math.round(items[0]!.left));
  },
};
