import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Money, Percent } from '../money';
import { Tile, TileGroup } from './tile';

const dashboardTiles = (
  <>
    <Tile value="earnings" label="Earnings" hint="+152,30 € this month" trend="up">
      <Money value={1834.12} />
    </Tile>
    <Tile value="roi" label="ROI" hint="Last 12 months">
      <Percent value={8.74} />
    </Tile>
    <Tile value="total-balance" label="Total balance" hint="−48,75 € this month" trend="down">
      <Money value={25480.5} />
    </Tile>
    <Tile value="available-funds" label="Available funds" hint="Ready to invest">
      <Money value={3120} />
    </Tile>
  </>
);

const meta = {
  title: 'Composites/Tile',
  component: TileGroup,
  subcomponents: { Tile },
  tags: ['autodocs'],
  args: { defaultValue: 'earnings', onValueChange: fn(), children: dashboardTiles },
} satisfies Meta<typeof TileGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Chart series' });
    await expect(group).toBeVisible();
    const earnings = canvas.getByRole('radio', { name: 'Earnings' });
    const roi = canvas.getByRole('radio', { name: 'ROI' });
    await expect(earnings).toHaveAttribute('aria-checked', 'true');
    await expect(earnings).toHaveAttribute('data-state', 'selected');

    // Mouse: choosing another tile selects it and reports its value.
    await userEvent.click(roi);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('roi');
    await expect(roi).toHaveAttribute('aria-checked', 'true');
    await expect(roi).toHaveAttribute('data-state', 'selected');
    await expect(earnings).toHaveAttribute('data-state', 'idle');
    await expect(earnings).toHaveAttribute('tabindex', '-1');

    // Keyboard: arrows move focus and selection together, wrapping at the ends.
    await userEvent.keyboard('{ArrowRight}');
    const totalBalance = canvas.getByRole('radio', { name: 'Total balance' });
    await expect(totalBalance).toHaveFocus();
    await expect(totalBalance).toHaveAttribute('aria-checked', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('total-balance');
    await userEvent.keyboard('{End}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('available-funds');
    await userEvent.keyboard('{ArrowDown}');
    await expect(earnings).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('earnings');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('available-funds');
    await userEvent.keyboard('{Home}');
    await expect(earnings).toHaveAttribute('aria-checked', 'true');

    // Only the selected tile is a Tab stop; Space on it keeps it selected without a new callback.
    earnings.blur();
    await userEvent.tab();
    await expect(earnings).toHaveFocus();
    const calls = (args.onValueChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledTimes(calls);
    await userEvent.tab();
    await expect(roi).not.toHaveFocus();
    await expect(earnings).not.toHaveFocus();
  },
};

// The setup file's viewport switch does not reach the story iframe; Storybook's viewport global does.
export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('radio');
    // Two columns: the first two tiles share a row, the third starts the next one.
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(third!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

/** With nothing selected every tile is a Tab stop, so the group stays reachable; choosing one ends that. */
export const NoSelection: Story = {
  args: { defaultValue: undefined },
  play: async ({ args, canvas }) => {
    const earnings = canvas.getByRole('radio', { name: 'Earnings' });
    const roi = canvas.getByRole('radio', { name: 'ROI' });
    // With none selected the group is still one Tab stop, which lands on the first tile.
    await userEvent.tab();
    await expect(earnings).toHaveFocus();
    await expect(earnings).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledWith('earnings');
    await expect(earnings).toHaveAttribute('data-state', 'selected');
    await expect(roi).toHaveAttribute('tabindex', '-1');
    earnings.blur();
  },
};

/** Controlled: the app owns the selection and shows the chosen series. */
export const Controlled: Story = {
  render: function Render(args) {
    const [series, setSeries] = useState('available-funds');
    return (
      <div className="flex flex-col gap-4">
        <TileGroup
          {...args}
          value={series}
          onValueChange={(next) => {
            setSeries(next);
            args.onValueChange?.(next);
          }}
        />
        <p className="text-sm text-muted-foreground" data-testid="series">
          Chart shows: {series}
        </p>
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Available funds' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Total balance' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('total-balance');
    await expect(canvas.getByTestId('series')).toHaveTextContent('Chart shows: total-balance');
  },
};

/** A tile outside a group is a static card. */
export const Standalone: Story = {
  render: () => (
    <div className="max-w-xs">
      <Tile label="Total balance" hint="+2,30 % since January" trend="up">
        <Money value={25480.5} />
      </Tile>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Up' })).toBeVisible();
  },
};
