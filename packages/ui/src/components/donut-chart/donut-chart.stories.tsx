import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { formatMoney } from '../../lib/format';
import { ratioToPercentFloor } from '../chart-parts';
import { DonutChart } from './donut-chart';

// The app's money format (SPEC §9: 1.234,56 €). Plain spaces: toHaveTextContent normalises the
// no-break space before the euro sign.
const money = (value: number) => formatMoney(value).replace(/\s/g, ' ');

// Investment detail: invested versus still available amount of a 100.000 € loan.
const investment = [
  { id: 'invested', label: 'Invested', value: 62_900 },
  { id: 'available', label: 'Available', value: 37_100, color: 'var(--chart-5)' as const },
];

const meta = {
  title: 'Charts/DonutChart',
  component: DonutChart,
  tags: ['autodocs'],
  args: { title: 'Funding', segments: investment, valueFormatter: money },
  decorators: [
    (Story) => (
      <div className="max-w-2xl rounded-lg border bg-card p-4 shadow-card sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DonutChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const segment = (root: HTMLElement, index: number) =>
  root.querySelector<SVGGElement>(`[data-slot="donut-chart-segment"][data-index="${index}"]`);
const tooltip = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="chart-tooltip"]');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // 62.900 of 100.000 is 0.629: the centre reads 62 %, rounded down.
    await expect(canvasElement.querySelector('[data-slot="donut-chart-value"]')).toHaveTextContent('62%');
    await expect(canvasElement.querySelector('[data-slot="donut-chart-label"]')).toHaveTextContent(
      'Invested',
    );
    await userEvent.hover(segment(canvasElement, 1) as SVGGElement);
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent(`Available${money(37_100)} · 37%`));
    await expect(segment(canvasElement, 0)).toHaveAttribute('data-state', 'inactive');
  },
};

/** Performance page: investment type ratios, where the values already are shares. */
export const InvestmentTypeRatios: Story = {
  args: {
    title: 'Investment type ratios',
    segments: [
      { id: 'invoiceFactoring', label: 'Invoice factoring', value: 0.57 },
      { id: 'reverseFactoring', label: 'Reverse factoring', value: 0.29 },
      { id: 'internationalFactoring', label: 'International factoring', value: 0.14 },
    ],
    valueFormatter: (ratio) => `${ratioToPercentFloor(ratio)}%`,
    showShare: false,
    centerValue: '3',
    centerLabel: 'types',
    valueColumnLabel: 'Share',
  },
  play: async ({ canvas, canvasElement }) => {
    // 0.57 and 0.29 times 100 fall just short of 57 and 29 in floating point; they must not read 56 and 28.
    const legend = canvasElement.querySelectorAll('[data-slot="chart-legend-item"]');
    await expect(legend[0]).toHaveTextContent(/^Invoice factoring57%$/);
    await expect(legend[1]).toHaveTextContent(/^Reverse factoring29%$/);
    await expect(
      canvas.getByRole('table', { name: 'Investment type ratios' }).querySelectorAll('th[scope="col"]'),
    ).toHaveLength(2);
    await userEvent.hover(segment(canvasElement, 1) as SVGGElement);
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent(/^Reverse factoring29%$/));
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const plot = canvas.getByRole('group', {
      name: `Invested ${money(62_900)} (62%), Available ${money(37_100)} (37%)`,
    });
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(`Invested: ${money(62_900)} (62%)`),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Available: ${money(37_100)} (37%)`);
    await expect(segment(canvasElement, 1)).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('{ArrowRight}');
    await expect(segment(canvasElement, 0)).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('{Escape}');
    await expect(tooltip(canvasElement)).toBeNull();
  },
};

export const Empty: Story = {
  args: { segments: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No data yet.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="donut-chart"]')).toHaveAttribute(
      'data-state',
      'empty',
    );
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.pointer({ keys: '[TouchA]', target: segment(canvasElement, 0) as SVGGElement });
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent(`Invested${money(62_900)} · 62%`));
  },
};
