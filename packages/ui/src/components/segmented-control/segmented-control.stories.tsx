import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SegmentedControl } from './segmented-control';

const periods = [
  { value: 'alltime', label: 'All time' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'quarterly', label: 'Quarterly' },
];

const meta = {
  title: 'Primitives/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: { options: periods, defaultValue: 'alltime', label: 'Chart period', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof SegmentedControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Chart period' });
    const allTime = canvas.getByRole('radio', { name: 'All time' });
    const yearly = canvas.getByRole('radio', { name: 'Yearly' });
    await expect(group).toHaveAttribute('data-slot', 'segmented-control');
    await expect(allTime).toBeChecked();
    await expect(allTime).toHaveAttribute('data-state', 'checked');

    await userEvent.click(yearly);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('yearly');
    await expect(yearly).toBeChecked();
    await expect(yearly).toHaveAttribute('data-state', 'checked');
    await expect(allTime).not.toBeChecked();
    await expect(allTime).toHaveAttribute('data-state', 'unchecked');

    // Clicking the selected option again changes nothing and reports nothing.
    await userEvent.click(yearly);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    const allTime = canvas.getByRole('radio', { name: 'All time' });
    const yearly = canvas.getByRole('radio', { name: 'Yearly' });
    const quarterly = canvas.getByRole('radio', { name: 'Quarterly' });
    // One tab stop, which lands on the selected option.
    await expect(yearly).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(allTime).toHaveFocus();
    await expect(allTime).toHaveAttribute('tabindex', '0');

    await userEvent.keyboard('{ArrowRight}');
    await expect(yearly).toHaveFocus();
    await expect(yearly).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('yearly');

    await userEvent.keyboard('{ArrowDown}');
    await expect(quarterly).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('quarterly');

    // Arrows wrap at the ends; Home and End jump.
    await userEvent.keyboard('{ArrowRight}');
    await expect(allTime).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('alltime');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(quarterly).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(allTime).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(quarterly).toBeChecked();
    await expect(quarterly).toHaveAttribute('tabindex', '0');

    // Tab leaves the group instead of walking its options.
    await userEvent.tab();
    await expect(quarterly).not.toHaveFocus();
    await expect(allTime).not.toHaveFocus();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: 'alltime', label: 'All time' },
      { value: 'yearly', label: 'Yearly', disabled: true },
      { value: 'quarterly', label: 'Quarterly' },
    ],
  },
  play: async ({ args, canvas }) => {
    const yearly = canvas.getByRole('radio', { name: 'Yearly' });
    await expect(yearly).toBeDisabled();
    await userEvent.tab();
    // The disabled option is skipped by the arrow keys.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Quarterly' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('quarterly');
    await expect(args.onValueChange).not.toHaveBeenCalledWith('yearly');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Yearly' }), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'All time' })).toBeChecked();
  },
};

export const FullWidthMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { fullWidth: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    // Spans the phone's width, less the page padding.
    await expect(group.getBoundingClientRect().width).toBeGreaterThan(300);
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
