import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formatMoney } from '../../lib/format';
import { expectReadableXAxis } from '../chart-parts/story-checks';
import { LineChart, type LineChartPoint } from './line-chart';

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

/** A deterministic, gently rising earnings curve: `count` points `stepDays` apart from `start`. */
function earnings(
  start: string,
  count: number,
  stepDays: number,
  from: number,
  growth: number,
): LineChartPoint[] {
  const origin = Date.UTC(
    Number(start.slice(0, 4)),
    Number(start.slice(5, 7)) - 1,
    Number(start.slice(8, 10)),
  );
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(origin + i * stepDays * 864e5).toISOString().slice(0, 10),
    amount: Math.round((from + growth * i + Math.sin(i / 2.2) * growth * 1.6) * 100) / 100,
  }));
}

const allTime = earnings('2023-07-01', 24, 30, 120, 74.5);
const yearly = earnings('2024-06-03', 52, 7, 980, 16.2);
const quarterly = earnings('2025-03-10', 90, 1, 1610, 2.35);
const byPeriod: Record<string, LineChartPoint[]> = { alltime: allTime, yearly, quarterly };

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  tags: ['autodocs'],
  args: {
    title: 'Earnings',
    data: allTime,
    valueFormatter: money,
    axisValueFormatter: moneyAxis,
    onPeriodChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl rounded-lg border bg-card p-4 shadow-card sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const hitArea = (root: HTMLElement, index: number) =>
  root.querySelector<SVGRectElement>(`[data-slot="line-chart-hit-area"][data-index="${index}"]`);
const tooltip = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="chart-tooltip"]');

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(hitArea(canvasElement, 16)).not.toBeNull());
    await expect(tooltip(canvasElement)).toBeNull();
    const point = allTime[16] as LineChartPoint;
    await userEvent.hover(hitArea(canvasElement, 16) as SVGRectElement);
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent(money(point.amount)));
    await expect(tooltip(canvasElement)).toHaveTextContent('23 Oct 2024');
    await expect(hitArea(canvasElement, 16)).toHaveAttribute('data-state', 'active');
    // Leaving the plot hides the tooltip.
    await userEvent.unhover(canvas.getByRole('group', { name: /24 points/ }));
    await waitFor(() => expect(tooltip(canvasElement)).toBeNull());
    await userEvent.hover(hitArea(canvasElement, 16) as SVGRectElement);
    await waitFor(() => expect(tooltip(canvasElement)).not.toBeNull());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const plot = await canvas.findByRole('group', { name: /24 points from 1 Jul 2023 to/ });
    await expect(plot).toHaveAccessibleDescription(/arrow keys/);
    // Tab order: the period toggle's selected option, then the plot.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All time' })).toHaveFocus();
    await userEvent.tab();
    await expect(plot).toHaveFocus();

    // Focus highlights the latest point; arrows walk back and forth, Home jumps to the first.
    const last = allTime[23] as LineChartPoint;
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent(money(last.amount)));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tooltip(canvasElement)).toHaveTextContent(money((allTime[21] as LineChartPoint).amount));
    await expect(canvas.getByRole('status')).toHaveTextContent(money((allTime[21] as LineChartPoint).amount));
    await userEvent.keyboard('{ArrowRight}');
    await expect(tooltip(canvasElement)).toHaveTextContent(money((allTime[22] as LineChartPoint).amount));
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `1 Jul 2023: ${money((allTime[0] as LineChartPoint).amount)}`,
    );
    await userEvent.keyboard('{Escape}');
    await expect(tooltip(canvasElement)).toBeNull();
    await userEvent.keyboard('{End}');
    await expect(tooltip(canvasElement)).toHaveTextContent(money(last.amount));
  },
};

/** The app swaps the data when the period changes; here a story state stands in for the data hook. */
export const PeriodToggle: Story = {
  render: function Render(args) {
    const [period, setPeriod] = useState('alltime');
    return (
      <LineChart
        {...args}
        period={period}
        data={byPeriod[period] ?? []}
        onPeriodChange={(next) => {
          setPeriod(next);
          args.onPeriodChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const yearlyOption = canvas.getByRole('radio', { name: 'Yearly' });
    await userEvent.click(yearlyOption);
    await expect(args.onPeriodChange).toHaveBeenCalledWith('yearly');
    await expect(yearlyOption).toHaveAttribute('data-state', 'checked');
    await waitFor(() => expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(52));

    // Keyboard: the arrow moves the selection on to quarterly.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith('quarterly');
    await expect(canvas.getByRole('radio', { name: 'Quarterly' })).toHaveFocus();
    await waitFor(() => expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(90));
    await expect(await canvas.findByRole('group', { name: /90 points/ })).toBeInTheDocument();
  },
};

/** A quarter of a balance: without a zero baseline the movement stays readable. */
export const NarrowRange: Story = {
  args: { title: 'Total balance', data: quarterly, zeroBaseline: false, periodOptions: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('svg text').length).toBeGreaterThan(3));
    const labels = [...canvasElement.querySelectorAll('svg text')].map((node) => node.textContent);
    await expect(labels).toContain(moneyAxis(1600));
    await expect(labels).not.toContain(moneyAxis(0));
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No data for this period yet.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="line-chart"]')).toHaveAttribute(
      'data-state',
      'empty',
    );
    // The toggle stays, so another period can still be picked.
    await expect(canvas.getByRole('radiogroup', { name: 'Chart period' })).toBeVisible();
  },
};

export const WithoutToggle: Story = {
  args: { title: 'Total balance', periodOptions: [], height: 220, color: 'var(--chart-2)' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** Earnings as the ledger books them: nothing for two years, then repayments. Steps, not a slow rise. */
export const Steps: Story = {
  args: {
    title: 'Earnings',
    shape: 'steps',
    periodOptions: [],
    data: [
      { date: '2024-12-05', amount: 0 },
      { date: '2026-12-04', amount: 33.14 },
      { date: '2026-12-11', amount: 65.48 },
      { date: '2027-02-27', amount: 152.74 },
      { date: '2027-03-24', amount: 168.92 },
    ],
  },
  play: async ({ canvasElement }) => {
    const line = () => canvasElement.querySelector('svg path[fill="none"]')?.getAttribute('d');
    await waitFor(() => expect(line()).toBeTruthy());
    // Straight runs only: the value holds until the next booking, with no curve between.
    await expect(line()).toMatch(/^M[\d.,-]+([HVL][\d.,-]+)+$/);
    await expect(line()).not.toMatch(/C/);
  },
};

export const SinglePoint: Story = {
  args: { data: [{ date: '2025-06-01', amount: 12.5 }] },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { height: 220 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(hitArea(canvasElement, 20)).not.toBeNull());
    const plot = canvasElement.querySelector('[data-slot="line-chart-plot"]') as HTMLElement;
    // Fills the card on a phone instead of overflowing it.
    await expect(plot.getBoundingClientRect().width).toBeLessThan(375);
    // "jan." and "avg." keep their descenders; the month labels keep apart.
    await expectReadableXAxis(canvasElement);
    await userEvent.pointer({ keys: '[TouchA]', target: hitArea(canvasElement, 20) as SVGRectElement });
    await waitFor(() =>
      expect(tooltip(canvasElement)).toHaveTextContent(money((allTime[20] as LineChartPoint).amount)),
    );
  },
};
