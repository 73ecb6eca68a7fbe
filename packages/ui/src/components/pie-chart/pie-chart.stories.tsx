import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { formatMoney } from '../../lib/format';
import { PieChart } from './pie-chart';

// The app's money format (SPEC §9: 1.234,56 €). Plain spaces: toHaveTextContent normalises the
// no-break space before the euro sign.
const money = (value: number) => formatMoney(value).replace(/\s/g, ' ');

// Dashboard: earnings by investment type (account balance: earningsByInvestmentType).
const earnings = [
  { id: 'invoiceFactoring', label: 'Invoice factoring', value: 1240.5 },
  { id: 'reverseFactoring', label: 'Reverse factoring', value: 830.2 },
  { id: 'internationalFactoring', label: 'International factoring', value: 310 },
];

const meta = {
  title: 'Charts/PieChart',
  component: PieChart,
  tags: ['autodocs'],
  args: { title: 'Earnings by type', segments: earnings, valueFormatter: money },
  decorators: [
    (Story) => (
      <div className="max-w-2xl rounded-lg border bg-card p-4 shadow-card sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PieChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const segment = (root: HTMLElement, index: number) =>
  root.querySelector<SVGGElement>(`[data-slot="pie-chart-segment"][data-index="${index}"]`);
const tooltip = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="chart-tooltip"]');

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Legend: value and share, rounded down (1240.50 of 2380.70 is 52.1 %).
    const legend = canvasElement.querySelectorAll('[data-slot="chart-legend-item"]');
    await expect(legend).toHaveLength(3);
    await expect(legend[0]).toHaveTextContent(`Invoice factoring${money(1240.5)}52%`);
    await expect(legend[2]).toHaveTextContent(`International factoring${money(310)}13%`);

    await userEvent.hover(segment(canvasElement, 1) as SVGGElement);
    await waitFor(() =>
      expect(tooltip(canvasElement)).toHaveTextContent(`Reverse factoring${money(830.2)} · 34%`),
    );
    await expect(segment(canvasElement, 1)).toHaveAttribute('data-state', 'active');
    await expect(legend[1]).toHaveAttribute('data-state', 'active');
    await userEvent.unhover(canvas.getByRole('group'));
    await waitFor(() => expect(tooltip(canvasElement)).toBeNull());

    // Hovering a legend entry highlights its slice.
    await userEvent.hover(legend[2] as HTMLElement);
    await expect(segment(canvasElement, 2)).toHaveAttribute('data-state', 'active');
    await userEvent.hover(segment(canvasElement, 1) as SVGGElement);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const plot = canvas.getByRole('group', {
      name: `Invoice factoring ${money(1240.5)} (52%), Reverse factoring ${money(830.2)} (34%), International factoring ${money(310)} (13%)`,
    });
    await expect(plot).toHaveAccessibleDescription('Use the arrow keys to move between segments.');
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    // Focus starts on the first slice; arrows run round in both directions.
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent('Invoice factoring'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Reverse factoring: ${money(830.2)} (34%)`);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(segment(canvasElement, 0)).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltip(canvasElement)).toHaveTextContent(`International factoring${money(310)} · 13%`);
    await userEvent.tab();
    await expect(tooltip(canvasElement)).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const ScreenReaderTable: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Earnings by type' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    const row = canvas.getByRole('rowheader', { name: 'Reverse factoring' }).parentElement as HTMLElement;
    await expect(row).toHaveTextContent(`Reverse factoring${money(830.2)}34%`);
  },
};

export const Empty: Story = {
  args: { segments: earnings.map((s) => ({ ...s, value: 0 })) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No data yet.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="pie-chart"]')).toHaveAttribute(
      'data-state',
      'empty',
    );
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.pointer({ keys: '[TouchA]', target: segment(canvasElement, 0) as SVGGElement });
    await waitFor(() =>
      expect(tooltip(canvasElement)).toHaveTextContent(`Invoice factoring${money(1240.5)} · 52%`),
    );
  },
};

/**
 * A third of the dashboard on a laptop (a card about 320 px wide on a wide screen): the legend goes
 * under the pie, because it is the card's width that counts, not the screen's — beside the pie its
 * amounts ran out of the card.
 */
export const InNarrowCard: Story = {
  args: {
    // As the app places it: centred in a column.
    className: 'mx-auto',
    segments: [
      { id: 'invoiceFactoring', label: 'Faktoring terjatev', value: 15125 },
      { id: 'reverseFactoring', label: 'Obratni faktoring', value: 13099 },
      { id: 'internationalFactoring', label: 'Mednarodni faktoring', value: 14071 },
    ],
  },
  decorators: [
    (Story) => (
      <div className="flex w-80 flex-col">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(segment(canvasElement, 2)).not.toBeNull());
    const figure = canvasElement.querySelector('[data-slot="pie-chart"]')!;
    const card = figure.getBoundingClientRect();
    // The figure is a size container: it must still take its card's width (mx-auto collapsed it to 0).
    await expect(card.width).toBeGreaterThan(200);
    const entries = [...canvasElement.querySelectorAll('[data-slot="chart-legend-item"] *')];
    await expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      await expect(entry.getBoundingClientRect().right).toBeLessThanOrEqual(card.right + 0.5);
    }
  },
};
