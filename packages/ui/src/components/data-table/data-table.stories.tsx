import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../../lib/format';
import { Button } from '../button';
import { Money } from '../money';
import { Select } from '../select';
import { DataTable, type DataTableColumn } from './data-table';

interface Investor {
  id: string;
  name: string;
  email: string;
  status: 'active' | 'pending' | 'blocked';
  balance: number;
  registered: string;
  city: string | null;
}

const investors: Investor[] = [
  {
    id: 'c-1',
    name: 'Ana Novak',
    email: 'ana.novak@example.com',
    status: 'active',
    balance: 12500.5,
    registered: '2024-01-15',
    city: 'Ljubljana',
  },
  {
    id: 'c-2',
    name: 'Marko Horvat',
    email: 'marko@example.com',
    status: 'pending',
    balance: 0,
    registered: '2024-03-02',
    city: 'Maribor',
  },
  {
    id: 'c-3',
    name: 'Špela Kranjc',
    email: 'spela.k@example.com',
    status: 'active',
    balance: 98000,
    registered: '2023-11-20',
    city: 'Železniki',
  },
  {
    id: 'c-4',
    name: 'Luka Zupan',
    email: 'luka.zupan@example.com',
    status: 'blocked',
    balance: 250,
    registered: '2023-06-08',
    city: null,
  },
  {
    id: 'c-5',
    name: 'Eva Potočnik',
    email: 'eva.p@example.com',
    status: 'active',
    balance: 4300.75,
    registered: '2024-02-11',
    city: 'Koper',
  },
];

const statusLabel = { active: 'Active', pending: 'Pending', blocked: 'Blocked' } as const;

const columns: DataTableColumn<Investor>[] = [
  {
    id: 'name',
    header: 'Name',
    value: (row) => row.name,
    cell: (row) => <span className="font-medium">{row.name}</span>,
  },
  { id: 'email', header: 'E-mail', value: (row) => row.email, hideOnMobile: true },
  {
    id: 'status',
    header: 'Status',
    value: (row) => row.status,
    cell: (row) => statusLabel[row.status],
    searchable: false,
    filterFn: (value, filterValue) => value === filterValue,
    filter: ({ value, onValueChange }) => (
      <Select
        label="Status"
        hideLabel
        className="w-40"
        value={typeof value === 'string' ? value : ''}
        onValueChange={onValueChange}
        options={[
          { value: '', label: 'All statuses' },
          { value: 'active', label: 'Active' },
          { value: 'pending', label: 'Pending' },
          { value: 'blocked', label: 'Blocked' },
        ]}
      />
    ),
  },
  { id: 'city', header: 'City', value: (row) => row.city, hideOnMobile: true },
  {
    id: 'registered',
    header: 'Registered',
    value: (row) => row.registered,
    cell: (row) => <span className="tabular-nums">{formatDate(row.registered)}</span>,
    firstSortDirection: 'desc',
    searchable: false,
    hideOnMobile: true,
  },
  {
    id: 'balance',
    header: 'Balance',
    value: (row) => row.balance,
    cell: (row) => <Money value={row.balance} />,
    align: 'end',
    firstSortDirection: 'desc',
    searchable: false,
  },
];

const meta = {
  title: 'Composites/DataTable',
  component: DataTable<Investor>,
  tags: ['autodocs'],
  args: {
    caption: 'Investors',
    columns,
    rows: investors,
    getRowId: (row) => row.id,
    selectable: true,
    selectRowLabel: (row) => `Select ${row.name}`,
    onRowSelectionChange: fn(),
    onSortChange: fn(),
    onSearchChange: fn(),
  },
} satisfies Meta<typeof DataTable<Investor>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Investors' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + investors.length);
    // A missing value reads N/A.
    await expect(within(canvas.getAllByRole('row')[4]!).getByText('N/A')).toBeVisible();
  },
};

export const Sorting: Story = {
  args: { selectable: false },
  play: async ({ args, canvas }) => {
    const balanceHeader = canvas.getByRole('columnheader', { name: /Balance/ });
    await expect(balanceHeader).not.toHaveAttribute('aria-sort');
    // Amounts start largest first.
    await userEvent.click(within(balanceHeader).getByRole('button', { name: 'Balance' }));
    await expect(balanceHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'balance', direction: 'desc' });
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Špela Kranjc');
    await userEvent.click(within(balanceHeader).getByRole('button', { name: 'Balance' }));
    await expect(balanceHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Marko Horvat');

    // Keyboard: the Name header is a button; Enter sorts A→Z, Space flips it.
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ });
    const nameButton = within(nameHeader).getByRole('button', { name: 'Name' });
    nameButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(balanceHeader).not.toHaveAttribute('aria-sort');
    const rowNames = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    await expect(rowNames).toEqual([
      'Ana Novak',
      'Eva Potočnik',
      'Luka Zupan',
      'Marko Horvat',
      'Špela Kranjc',
    ]);
    await userEvent.keyboard(' ');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Špela Kranjc');
    nameButton.blur();
  },
};

export const Filtering: Story = {
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    // Accents and case do not matter.
    await userEvent.type(search, 'zelezniki');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('zelezniki');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Špela Kranjc');

    await userEvent.clear(search);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'active');
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await userEvent.type(search, 'novak');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await userEvent.type(search, 'xyz');
    await expect(canvas.getByText('No rows match the search or filters.')).toBeVisible();
    search.blur();
  },
};

export const Selection: Story = {
  args: {
    selectionActions: (rows) => (
      <Button size="sm" variant="outline">
        Export {rows.length}
      </Button>
    ),
  },
  play: async ({ args, canvas }) => {
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Marko Horvat' }));
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith(['c-2']);
    await expect(selectAll).toHaveAttribute('data-state', 'indeterminate');
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');

    // Keyboard: Space on the next row's checkbox adds it.
    canvas.getByRole('checkbox', { name: 'Select Špela Kranjc' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith(['c-2', 'c-3']);

    await userEvent.click(selectAll);
    await expect(selectAll).toHaveAttribute('data-state', 'checked');
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith(investors.map((row) => row.id));
    await expect(canvas.getByRole('button', { name: 'Export 5' })).toBeVisible();
    await userEvent.click(selectAll);
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(selectAll).toHaveAttribute('data-state', 'unchecked');
    await expect(canvas.queryByText(/selected/)).toBeNull();
    selectAll.blur();
  },
};

export const WithSelection: Story = {
  args: {
    defaultSelectedIds: ['c-2', 'c-3'],
    selectionActions: (rows) => (
      <Button size="sm" variant="outline">
        Export {rows.length}
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
    await expect(canvas.getByText('2 selected')).toBeVisible();
  },
};

export const SelectAllFiltered: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'active');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    // Select all takes the rows that pass the filters.
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith(['c-1', 'c-3', 'c-5']);
    (document.activeElement as HTMLElement).blur();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No investors yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No investors yet.' })).toBeVisible();
  },
};

export const WithLoadMore: Story = {
  args: { hasMore: true, onLoadMore: fn(), selectable: false, searchable: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement).blur();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: /E-mail/ })).toBeNull();
    const table = canvas.getByRole('table');
    await expect(table.parentElement!.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
  },
};
