import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangeField } from './date-range-field';

// Fixed "today" and the previous calendar year the app would compute from it.
const today = new Date(2026, 10, 21);
const previousYear = { from: '2025-01-01', to: '2025-12-31' };

const meta = {
  title: 'Composites/DateRangeField',
  component: DateRangeField,
  tags: ['autodocs'],
  args: { onValueChange: fn(), today, defaultValue: previousYear },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Period' })).toHaveAttribute('data-state', 'complete');
    const from = canvas.getByRole('button', { name: 'From 01/01/2025' });
    const to = canvas.getByRole('button', { name: 'To 12/31/2025' });

    // Keyboard: Tab to the start date, open with Enter, move a week on with the arrows, pick with Enter.
    await userEvent.tab();
    await expect(from).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const fromDialog = await screen.findByRole('dialog', { name: 'From' });
    await expect(from).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(fromDialog).getByRole('button', { name: /, 1 January 2025/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: '2025-01-08', to: '2025-12-31' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(from).toHaveFocus();
    await expect(from).toHaveAccessibleName('From 01/08/2025');

    // Escape closes without picking.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'From' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);

    // Mouse: open the end date, pick another day.
    await userEvent.click(to);
    const toDialog = await screen.findByRole('dialog', { name: 'To' });
    await userEvent.click(within(toDialog).getByRole('button', { name: /, 30 December 2025/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: '2025-01-08', to: '2025-12-30' });
    await expect(to).toHaveAccessibleName('To 12/30/2025');
  },
};

export const InvertedRange: Story = {
  args: { defaultValue: { from: '2025-12-31', to: '2025-01-01' } },
  play: async ({ canvas }) => {
    const message = 'The start date must not be after the end date.';
    await expect(canvas.getByText(message)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^From/ })).toHaveAccessibleDescription(message);
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'invalid');
  },
};

export const BecomesInvalid: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText(/must not be after/)).not.toBeInTheDocument();
    // Pick an end date before the start through the year and month dropdowns.
    await userEvent.click(canvas.getByRole('button', { name: /^To/ }));
    const dialog = await screen.findByRole('dialog', { name: 'To' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Choose the Year' }), '2024');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Choose the Month' }), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: /, 15 June 2024/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: '2025-01-01', to: '2024-06-15' });
    await expect(canvas.getByText('The start date must not be after the end date.')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { defaultValue: { from: '', to: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'From mm/dd/yyyy' })).toBeInTheDocument();
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'incomplete');
  },
};

export const WithError: Story = { args: { error: 'There was an error. Try again later' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^From/ })).toBeDisabled();
  },
};

export const CalendarOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^To/ }));
    await screen.findByRole('dialog', { name: 'To' });
  },
};

export const CalendarOpenMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^From/ }));
    await screen.findByRole('dialog', { name: 'From' });
  },
};
