import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { DateOfBirthInput } from './date-of-birth-input';
import type { DateParts } from './date-parts';

// A fixed "today" keeps the calendar (its highlight and year range) identical on every run.
const today = new Date(2026, 10, 21);

const meta = {
  title: 'Composites/DateOfBirthInput',
  component: DateOfBirthInput,
  tags: ['autodocs'],
  args: { onValueChange: fn(), today },
} satisfies Meta<typeof DateOfBirthInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const day = canvas.getByRole('textbox', { name: 'Day' });
    const month = canvas.getByRole('textbox', { name: 'Month' });
    const year = canvas.getByRole('textbox', { name: 'Year' });
    await expect(day).toHaveAttribute('placeholder', 'DD');
    await expect(year).toHaveAttribute('placeholder', 'YYYY');

    // Mouse into the day box, then the keyboard alone: two digits move on, letters are ignored.
    await userEvent.click(day);
    await userEvent.keyboard('1a4');
    await expect(day).toHaveValue('14');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('05');
    await expect(year).toHaveFocus();
    await userEvent.keyboard('1990');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ day: '14', month: '05', year: '1990' });
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveAttribute(
      'data-state',
      'complete',
    );

    // Backspace in an empty box goes back to the previous one.
    await userEvent.clear(month);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ day: '14', month: '', year: '1990' });
    await userEvent.keyboard('{Backspace}');
    await expect(day).toHaveFocus();

    // A separator moves on without being typed.
    await userEvent.clear(day);
    await userEvent.keyboard('7.');
    await expect(day).toHaveValue('7');
    await expect(month).toHaveFocus();
  },
};

export const Filled: Story = { args: { defaultValue: { day: '14', month: '05', year: '1990' } } };

export const WithError: Story = {
  args: {
    defaultValue: { day: '22', month: '11', year: '2008' },
    error: 'You must be at least 18 years old',
  },
  play: async ({ canvas }) => {
    const day = canvas.getByRole('textbox', { name: 'Day' });
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription('You must be at least 18 years old');
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { day: '14', month: '05', year: '1990' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Open calendar' })).toBeDisabled();
  },
};

export const HiddenLegend: Story = {
  args: { hideLegend: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
  },
};

export const PickWithKeyboard: Story = {
  args: { defaultValue: { day: '14', month: '05', year: '1990' } },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open calendar' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Date of birth' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The selected day takes focus; the picker shows it as mm/dd/yyyy.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /14 May 1990/ })).toHaveFocus());
    await expect(dialog).toHaveTextContent('05/14/1990');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ day: '22', month: '05', year: '1990' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveValue('22');
  },
};

export const PickWithMouse: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date of birth' });
    // Opens 18 years before today; the year and month dropdowns jump decades at once.
    await expect(within(dialog).getByRole('combobox', { name: 'Choose the Year' })).toHaveValue('2008');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Choose the Year' }), '1985');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Choose the Month' }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: /, 9 March 1985/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ day: '09', month: '03', year: '1985' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The calendar as it looks open, for the screenshot. */
export const CalendarOpen: Story = {
  args: { defaultValue: { day: '14', month: '05', year: '1990' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    await screen.findByRole('dialog');
  },
};

/** Controlled by a parent that can reset the boxes. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<DateParts>({ day: '01', month: '02', year: '2000' });
    return (
      <div className="flex flex-col items-start gap-4">
        <DateOfBirthInput
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
        <Button variant="outline" onClick={() => setValue({ day: '', month: '', year: '' })}>
          Reset
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toHaveValue('');
  },
};

// Storybook's own viewport step runs after the setup file's, so phone stories ask for it by global.
export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: { day: '14', month: '05', year: '1990' } },
};

export const CalendarOpenMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: { day: '14', month: '05', year: '1990' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    await screen.findByRole('dialog');
  },
};
