import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../../lib/format';
import { Money } from '../money';
import { LoadMoreTable, type LoadMoreTableColumn } from './load-more-table';
import type { LoadMoreTableSort } from './sort';

interface Deposit {
  id: string;
  status: 'PROCESSED' | 'PENDING' | 'DECLINED';
  date: string;
  amount: number;
}

const statusLabel = { PROCESSED: 'Processed', PENDING: 'Pending', DECLINED: 'Declined' } as const;

const deposits: Deposit[] = [
  { id: 'D-1042', status: 'PENDING', date: '2024-03-13', amount: 500 },
  { id: 'D-1041', status: 'PROCESSED', date: '2024-02-28', amount: 2500 },
  { id: 'D-1040', status: 'PROCESSED', date: '2024-02-02', amount: 120.5 },
  { id: 'D-1039', status: 'DECLINED', date: '2024-01-15', amount: 10000 },
  { id: 'D-1038', status: 'PROCESSED', date: '2023-12-21', amount: 1234.56 },
];

const morePages: Deposit[] = Array.from({ length: 10 }, (_, i) => ({
  id: `D-${1037 - i}`,
  status: 'PROCESSED',
  date: `2023-${String(11 - Math.floor(i / 2)).padStart(2, '0')}-${String(20 - i).padStart(2, '0')}`,
  amount: 100 * (i + 1),
}));

const columns: LoadMoreTableColumn<Deposit>[] = [
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <span className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className={
            row.status === 'PROCESSED'
              ? 'size-2.5 rounded-full bg-success'
              : 'size-2.5 rounded-full border border-input bg-card'
          }
        />
        {statusLabel[row.status]}
      </span>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    sortable: true,
    firstSortDirection: 'desc',
    cell: (row) => <span className="tabular-nums">{formatDate(row.date)}</span>,
  },
  { id: 'type', header: 'Type', hideOnMobile: true, cell: () => 'Bank transfer' },
  {
    id: 'amount',
    header: 'Amount',
    sortable: true,
    align: 'end',
    cell: (row) => <Money value={row.amount} className="font-medium" />,
  },
];

const detailsColumn: LoadMoreTableColumn<Deposit> = {
  id: 'details',
  header: <span className="sr-only">Details</span>,
  align: 'end',
  hideOnMobile: true,
  cell: (row) => (
    <a
      href={`#deposits/${row.id}`}
      className="font-medium text-primary underline-offset-4 hover:underline"
      aria-label={`View deposit ${row.id}`}
    >
      View
    </a>
  ),
};

const meta = {
  title: 'Composites/LoadMoreTable',
  component: LoadMoreTable<Deposit>,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="rounded-lg border bg-card p-4 shadow-card sm:p-6">
        <Story />
      </div>
    ),
  ],
  args: {
    caption: 'Deposits',
    columns,
    rows: deposits,
    getRowId: (row) => row.id,
    defaultSort: { id: 'date', direction: 'desc' },
    hasMore: true,
    onLoadMore: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof LoadMoreTable<Deposit>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    columns: [...columns, detailsColumn],
    onRowClick: fn(),
    rowActionLabel: (row) => `Open deposit ${row.id}`,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Deposits' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + deposits.length);
    // On desktop rows are not buttons; the link in the last cell opens a deposit.
    await expect(canvas.queryAllByRole('button', { name: /Open deposit/ })).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'View deposit D-1041' })).toBeVisible();

    // Mouse, then keyboard (Enter and Space) on the load-more button.
    const loadMore = canvas.getByRole('button', { name: 'Load more' });
    await userEvent.click(loadMore);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    loadMore.blur();
    await userEvent.tab({ shift: true });
    await expect(loadMore).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(3);
    loadMore.blur();
  },
};

/** The app fetches in the requested order; here the story sorts locally to show the result. */
export const Sortable: Story = {
  args: { hasMore: false },
  render: function Render(args) {
    const [sort, setSort] = useState<LoadMoreTableSort | null>(null);
    const sorted = [...args.rows].sort((a, b) => {
      if (!sort) return 0;
      const order = sort.id === 'amount' ? a.amount - b.amount : a.date.localeCompare(b.date);
      return sort.direction === 'asc' ? order : -order;
    });
    return (
      <LoadMoreTable
        {...args}
        rows={sorted}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const amountHeader = canvas.getByRole('columnheader', { name: /Amount/ });
    const dateHeader = canvas.getByRole('columnheader', { name: /Date/ });
    const amountButton = within(amountHeader).getByRole('button', { name: 'Amount' });
    await expect(amountHeader).not.toHaveAttribute('aria-sort');

    // Mouse: first click sorts ascending, the second flips to descending.
    await userEvent.click(amountButton);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'amount', direction: 'asc' });
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('120,50');
    await userEvent.click(amountButton);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'amount', direction: 'desc' });
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('10.000,00');

    // Keyboard: Shift+Tab reaches the Date sort button; Enter starts newest first, Space flips it.
    await userEvent.tab({ shift: true });
    const dateButton = within(dateHeader).getByRole('button', { name: 'Date' });
    await expect(dateButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'date', direction: 'desc' });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(amountHeader).not.toHaveAttribute('aria-sort');
    await expect(dateButton).toHaveAttribute('data-state', 'desc');
    await userEvent.keyboard(' ');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'date', direction: 'asc' });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('21. 12. 2023');
    await expect(args.onSortChange).toHaveBeenCalledTimes(4);
  },
};

export const WithTotal: Story = {
  args: {
    hasMore: false,
    total: {
      label: 'Total',
      cells: { amount: <Money value={deposits.reduce((sum, row) => sum + row.amount, 0)} /> },
    },
  },
  play: async ({ canvas }) => {
    const totalRow = canvas.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    await expect(totalRow).toHaveTextContent('14.355,06');
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Load more/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    // Pressing it kept focus on it (aria-disabled, not disabled).
    await expect(button).toHaveFocus();
    button.blur();
  },
};

export const AtEnd: Story = {
  args: { hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** Pages arrive after a short delay; when the last one is in, focus stays in the table. */
export const LoadUntilEnd: Story = {
  render: function Render(args) {
    const [rows, setRows] = useState(deposits);
    const [loading, setLoading] = useState(false);
    const all = [...deposits, ...morePages];
    return (
      <LoadMoreTable
        {...args}
        rows={rows}
        hasMore={rows.length < all.length}
        loadingMore={loading}
        onLoadMore={() => {
          args.onLoadMore?.();
          setLoading(true);
          setTimeout(() => {
            setRows(all.slice(0, rows.length + 5));
            setLoading(false);
          }, 300);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const loadMore = canvas.getByRole('button', { name: 'Load more' });
    await userEvent.click(loadMore);
    await expect(loadMore).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(11));
    await expect(loadMore).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(16));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('table')).toHaveFocus());
    // Leave the focus ring out of the screenshot.
    canvas.getByRole('table').blur();
  },
};

export const Empty: Story = {
  args: { rows: [], hasMore: false, emptyText: 'No deposits yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No deposits yet.' })).toBeVisible();
  },
};

export const CaptionVisible: Story = {
  args: { captionVisible: true, caption: 'Latest deposits', hasMore: false },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    columns: [...columns, detailsColumn],
    onRowClick: fn(),
    rowActionLabel: (row) => `Open deposit ${row.id}`,
    total: { label: 'Total', cells: { amount: <Money value={14355.06} /> } },
  },
  play: async ({ args, canvas }) => {
    // Columns marked hideOnMobile are gone; the rest still fit without scrolling.
    await expect(canvas.queryByRole('columnheader', { name: 'Type' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /View deposit/ })).toBeNull();
    const table = canvas.getByRole('table');
    await expect(table.parentElement!.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);

    // Mouse: a tap anywhere on a row lands on that row's action, even on its last cell.
    const secondRow = canvas.getAllByRole('row')[2]!;
    const amountCell = within(secondRow).getByText('2.500,00 €');
    const box = amountCell.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)!;
    await expect(hit).toHaveAttribute('data-slot', 'load-more-table-row-action');
    await expect(hit).toHaveAccessibleName('Open deposit D-1041');
    await userEvent.click(hit);
    await expect(args.onRowClick).toHaveBeenLastCalledWith(deposits[1]);

    // Keyboard: each row is one named Tab stop; Enter and Space open it.
    const firstAction = canvas.getByRole('button', { name: 'Open deposit D-1042' });
    firstAction.blur();
    (hit as HTMLElement).blur();
    for (let i = 0; i < 5 && document.activeElement !== firstAction; i++) await userEvent.tab();
    await expect(firstAction).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(deposits[0]);
    await userEvent.keyboard(' ');
    await expect(args.onRowClick).toHaveBeenCalledTimes(3);
    firstAction.blur();
  },
};

/**
 * A wide window, a narrow table: the page beside a sidebar rail on a small tablet. Short headers and
 * tighter cells follow the table's own width (a container query), not the window's, so the last
 * column is not cut off.
 */
export const NarrowBesideASidebar: Story = {
  decorators: [
    (Story) => (
      <div className="w-80 rounded-md border p-3">
        <Story />
      </div>
    ),
  ],
  args: {
    columns: [columns[0]!, columns[1]!, { ...columns[3]!, header: 'Amount received', shortHeader: 'Amount' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Amount', { exact: true })).toBeVisible();
    // The full header stays the column's name for screen readers.
    await expect(canvas.getByRole('columnheader', { name: /Amount received/ })).toBeInTheDocument();
    const table = canvas.getByRole('table');
    await expect(table.parentElement!.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
  },
};
