import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../dialog';
import { flags } from './flags';
import type { SearchSelectOption } from './options';
import { SearchSelect } from './search-select';

const countries: SearchSelectOption[] = [
  { value: 'AT', label: 'Austria', icon: flags.AT },
  { value: 'BE', label: 'Belgium', icon: flags.BE },
  { value: 'EE', label: 'Estonia', icon: flags.EE },
  { value: 'FR', label: 'France', icon: flags.FR },
  { value: 'DE', label: 'Germany', icon: flags.DE },
  { value: 'HU', label: 'Hungary', icon: flags.HU },
  { value: 'IE', label: 'Ireland', icon: flags.IE },
  { value: 'IT', label: 'Italy', icon: flags.IT },
  { value: 'LT', label: 'Lithuania', icon: flags.LT },
  { value: 'LU', label: 'Luxembourg', icon: flags.LU },
  { value: 'NL', label: 'Netherlands', icon: flags.NL },
  { value: 'PL', label: 'Poland', icon: flags.PL },
  { value: 'SI', label: 'Slovenia', icon: flags.SI },
  { value: 'ES', label: 'Spain', icon: flags.ES },
];

const meta = {
  title: 'Primitives/SearchSelect',
  component: SearchSelect,
  tags: ['autodocs'],
  args: {
    label: 'Country',
    options: countries,
    placeholder: 'Search for a country',
    onValueChange: fn(),
    onInputChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <div className="max-w-sm pb-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Mouse path: the arrow opens the full list, a click chooses.
    await userEvent.click(canvas.getByRole('button', { name: 'Show options' }));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveFocus();
    await expect(screen.getAllByRole('option')).toHaveLength(countries.length);
    await userEvent.click(screen.getByRole('option', { name: 'Germany' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('DE', expect.objectContaining({ value: 'DE' }));
    await expect(input).toHaveValue('Germany');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Keyboard path: type to filter, ArrowDown to the first match, Enter to choose.
    await userEvent.clear(input);
    await userEvent.type(input, 'LAND');
    const matches = screen.getAllByRole('option');
    await expect(matches.map((option) => option.textContent)).toEqual(['Ireland', 'Netherlands', 'Poland']);
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', matches[1]!.id);
    await expect(matches[1]).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      'NL',
      expect.objectContaining({ label: 'Netherlands' }),
    );
    await expect(input).toHaveValue('Netherlands');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'SI' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveValue('Slovenia');
    // Opening a filled field offers every option with the chosen one active and marked.
    await userEvent.click(input);
    await expect(screen.getAllByRole('option')).toHaveLength(countries.length);
    const chosen = screen.getByRole('option', { name: 'Slovenia' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', chosen.id);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** SPEC §2: the typed name selects its country when it matches exactly, ignoring case. */
export const ExactMatchOnBlur: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'sLoVeNiA');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('SI', expect.objectContaining({ value: 'SI' }));
    await expect(input).toHaveValue('Slovenia');
  },
};

export const NoMatchOnBlur: Story = {
  args: { defaultValue: 'AT', error: 'Choose a country from the list' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('Austri');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith(null, null);
    // The typed text stays so it can be corrected.
    await expect(input).toHaveValue('Austri');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a country from the list');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // ArrowDown opens with the first option active; ArrowUp from the first wraps to the last.
    await userEvent.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    // Escape closes without choosing.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Typing reopens; Enter on exact text chooses even without an active option.
    await userEvent.type(input, 'italy');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('IT', expect.objectContaining({ value: 'IT' }));
    await expect(input).toHaveValue('Italy');
    // Escape on a closed list clears the text and the choice.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, null);
  },
};

export const NoResults: Story = {
  args: { noResultsLabel: 'No country matches' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'Atlantis');
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('No country matches');
  },
};

export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: 'AT', label: 'Austria', icon: flags.AT },
      { value: 'DE', label: 'Germany (not supported yet)', icon: flags.DE, disabled: true },
      { value: 'SI', label: 'Slovenia', icon: flags.SI },
    ],
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The active option skips the disabled one.
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Slovenia' }).id,
    );
    await userEvent.click(screen.getByRole('option', { name: 'Germany (not supported yet)' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true, hint: 'The country of your permanent address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('The country of your permanent address.');
  },
};

export const WithError: Story = { args: { required: true, error: 'Required' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'SI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show options' })).toBeDisabled();
  },
};

function ControlledCountry(props: Parameters<typeof SearchSelect>[0]) {
  const [country, setCountry] = useState<string | null>('SI');
  return (
    <form className="flex flex-col gap-4" data-testid="form" onSubmit={(event) => event.preventDefault()}>
      <SearchSelect
        {...props}
        name="country"
        value={country}
        onValueChange={(next, option) => {
          setCountry(next);
          props.onValueChange?.(next, option);
        }}
      />
      <Button variant="outline" size="sm" className="self-start" onClick={() => setCountry('AT')}>
        Choose Austria
      </Button>
    </form>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledCountry {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    const form = canvas.getByTestId('form') as HTMLFormElement;
    await expect(new FormData(form).get('country')).toBe('SI');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Austria' }));
    await expect(input).toHaveValue('Austria');
    await waitFor(() => expect(new FormData(form).get('country')).toBe('AT'));
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.keyboard('ia');
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Austria',
      'Estonia',
      'Lithuania',
      'Slovenia',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Slovenia' }));
    await expect(input).toHaveValue('Slovenia');
    // Reopen so the screenshot shows the list at phone width.
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * In a dialog, which scrolls and clips its content, the list opens in a portal above it: every option
 * can be seen and chosen, and Escape closes the list before it closes the dialog.
 */
export const InDialog: Story = {
  decorators: [],
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Where do you pay tax?</DialogTitle>
          <DialogDescription>The country of your tax residence.</DialogDescription>
        </DialogHeader>
        <SearchSelect {...args} />
      </DialogContent>
    </Dialog>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.click(screen.getByRole('button', { name: 'Show options' }));
    const listbox = screen.getByRole('listbox');
    await expect(dialog.contains(listbox)).toBe(false);
    // The popover is placed beside the field once measured (a frame after it opens).
    await waitFor(() => expect(listbox.getBoundingClientRect().top).toBeGreaterThan(0));
    // The last option lies below the dialog's own box, yet it is the element a finger or pointer hits.
    const spain = screen.getByRole('option', { name: 'Spain' });
    listbox.scrollTop = listbox.scrollHeight;
    const box = spain.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit?.closest('[role=option]')?.textContent).toBe('Spain');
    await expect(box.bottom).toBeGreaterThan(dialog.getBoundingClientRect().bottom);
    await userEvent.click(spain);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ES', expect.objectContaining({ value: 'ES' }));
    await expect(input).toHaveValue('Spain');
    await expect(screen.getByRole('dialog')).toBeVisible();
    // Escape closes the list first; the dialog stays open.
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.getByRole('dialog')).toBeVisible();
    // Reopen for the screenshot: the list hangs over the dialog's edge.
    await userEvent.click(input);
  },
};
