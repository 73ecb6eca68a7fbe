import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageSelect } from './language-select';

const meta = {
  title: 'Primitives/LanguageSelect',
  component: LanguageSelect,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
} satisfies Meta<typeof LanguageSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('en');
    await expect(canvas.getByRole('option', { name: 'Slovenščina' })).toHaveAttribute('lang', 'sl');
    // Mouse.
    await userEvent.selectOptions(select, 'Slovenščina');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sl');
    await expect(select).toHaveValue('sl');
    // Keyboard: Tab reaches it; the open list itself is the browser's own.
    select.blur();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'en');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('en');
  },
};

export const Slovene: Story = { args: { defaultValue: 'sl', label: 'Jezik' } };

/** Controlled by the app's i18n state: the select shows what the parent says. */
export const Controlled: Story = {
  args: { value: 'sl' },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'en');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('en');
    await expect(select).toHaveValue('sl');
  },
};
