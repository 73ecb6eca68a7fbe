import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { formatMoney } from '../../lib/format';
import { ratioToPercentFloor } from '../chart-parts';
import { expectReadableXAxis } from '../chart-parts/story-checks';
import { ColumnChart, type ColumnChartDatum } from './column-chart';

// The app's money format (SPEC §9: 1.234,56 €). Plain spaces: toHaveTextContent normalises the
// no-break space before the euro sign.
const money = (value: number) => formatMoney(value).replace(/\s/g, ' ');
// Axis ticks in whole euros, grouped the same way.
const euroWhole = new Intl.NumberFormat('sl-SI', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});
const moneyAxis = (value: number) => euroWhole.format(value);
// SPEC §9: charts multiply ratios by 100 and round down.
const percent = (ratio: number) => `${ratioToPercentFloor(ratio)} %`;

const days = Array.from({ length: 30 }, (_, i) => ({
  id: `2025-06-${String(i + 1).padStart(2, '0')}`,
  label: `${i + 1} Jun`,
}));

// Share of all platform funds invested each day (platform statistics: funds.daily).
// Day 12 is 0.57, whose naive floor(0.57 * 100) would read 56.
const fundsRatios = [
  0.8123, 0.8241, 0.8312, 0.8198, 0.8405, 0.8517, 0.8466, 0.8602, 0.8731, 0.8655, 0.8249, 0.57, 0.6412,
  0.7238, 0.7815, 0.8124, 0.8347, 0.8513, 0.8688, 0.8792, 0.8845, 0.8901, 0.8756, 0.8863, 0.8977, 0.9035,
  0.9112, 0.9058, 0.9186, 0.9243,
];
const funds: ColumnChartDatum[] = days.map((day, i) => ({ ...day, value: fundsRatios[i] ?? 0 }));

// Interest paid to investors each day in euro (platform statistics: interests.data).
const interestAmounts = [
  412.35, 398.1, 455.8, 470.25, 388.4, 301.15, 296.9, 480.6, 502.75, 498.3, 515.45, 530.1, 420.8, 399.95,
  548.2, 561.35, 575.4, 549.9, 590.05, 460.3, 452.75, 601.8, 615.25, 623.4, 598.15, 640.7, 512.2, 505.85,
  655.3, 671.95,
];
const interests: ColumnChartDatum[] = days.map((day, i) => ({ ...day, value: interestAmounts[i] ?? 0 }));

const meta = {
  title: 'Charts/ColumnChart',
  component: ColumnChart,
  tags: ['autodocs'],
  args: {
    title: 'Funds',
    data: funds,
    valueFormatter: percent,
    yDomain: [0, 1],
    valueColumnLabel: 'Invested',
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl rounded-lg border bg-card p-4 shadow-card sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColumnChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const column = (root: HTMLElement, index: number) =>
  root.querySelector<SVGGElement>(`[data-slot="column-chart-column"][data-index="${index}"]`);
const tooltip = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="chart-tooltip"]');

/** Performance page, Funds: percent of all platform funds invested per day. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(column(canvasElement, 11)).not.toBeNull());
    await userEvent.hover(column(canvasElement, 11) as SVGGElement);
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent('12 Jun57 %'));
    await expect(column(canvasElement, 11)).toHaveAttribute('data-state', 'active');
    await expect(column(canvasElement, 10)).toHaveAttribute('data-state', 'inactive');
    await userEvent.hover(column(canvasElement, 8) as SVGGElement);
    await expect(tooltip(canvasElement)).toHaveTextContent('9 Jun87 %');
    // The ratio axis runs from 0 % to 100 %.
    await expect(canvasElement.querySelector('svg')).toHaveTextContent(/100 %/);
    await userEvent.unhover(canvas.getByRole('group', { name: /30 columns/ }));
    await waitFor(() => expect(tooltip(canvasElement)).toBeNull());
    await userEvent.hover(column(canvasElement, 11) as SVGGElement);
  },
};

/** Performance page, Interests: euro paid to investors per day. */
export const Interests: Story = {
  args: {
    title: 'Interests',
    data: interests,
    valueFormatter: money,
    axisValueFormatter: moneyAxis,
    yDomain: undefined,
    color: 'var(--chart-2)',
    valueColumnLabel: 'Interest',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(column(canvasElement, 25)).not.toBeNull());
    await userEvent.hover(column(canvasElement, 25) as SVGGElement);
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent(money(640.7)));
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const plot = await canvas.findByRole('group', {
      name: '30 columns from 1 Jun to 30 Jun, lowest 57 %, highest 92 %.',
    });
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    // Focus starts on the latest day; arrows move one day, Home goes to the first.
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent('30 Jun92 %'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltip(canvasElement)).toHaveTextContent('29 Jun91 %');
    await expect(canvas.getByRole('status')).toHaveTextContent('29 Jun: 91 %');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('30 Jun: 92 %');
    await userEvent.keyboard('{Home}');
    await expect(column(canvasElement, 0)).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 Jun: 81 %');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(column(canvasElement, 0)).toHaveAttribute('data-state', 'active');
  },
};

export const ScreenReaderTable: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Funds' });
    const rows = table.querySelectorAll('tbody tr');
    await expect(rows).toHaveLength(30);
    await expect(canvas.getByRole('rowheader', { name: '12 Jun' }).nextElementSibling).toHaveTextContent(
      '57 %',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Invested' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No data yet.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="column-chart"]')).toHaveAttribute(
      'data-state',
      'empty',
    );
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { height: 200 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(column(canvasElement, 29)).not.toBeNull());
    await userEvent.pointer({ keys: '[TouchA]', target: column(canvasElement, 29) as SVGGElement });
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent('30 Jun92 %'));
  },
};

const longLabels = interests.map((datum, i) => ({ ...datum, label: `${i + 1}. jun. 2025` }));

/**
 * Slovene day labels ("27. nov. 2026") are longer than the English ones: the axis names fewer days
 * rather than letting them run into each other, and no letter is cut off at the bottom.
 */
export const LongLabels: Story = {
  args: { data: longLabels, valueFormatter: money, axisValueFormatter: moneyAxis, yDomain: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(column(canvasElement, 29)).not.toBeNull());
    await expectReadableXAxis(canvasElement, 4);
  },
};

/** The same on a phone: the latest day is named, whole. */
export const LongLabelsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { ...LongLabels.args, height: 200 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(column(canvasElement, 29)).not.toBeNull());
    await expectReadableXAxis(canvasElement, 1);
  },
};
