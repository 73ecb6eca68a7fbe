import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { RangeSlider, type RangeSliderValue } from './range-slider';

const meta = {
  title: 'Primitives/RangeSlider',
  component: RangeSlider,
  tags: ['autodocs'],
  args: {
    label: 'Interest rate',
    min: 0,
    max: 15,
    step: 1,
    defaultValue: [1, 14],
    minStepsBetweenThumbs: 1,
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md px-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (thumb: HTMLElement) => Number(thumb.getAttribute('aria-valuenow'));

/** SPEC §5: interest 0 to 15, default 1 to 14, the lower at least 1 below the upper. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Interest rate' })).toBeVisible();
    const lower = canvas.getByRole('slider', { name: 'Minimum' });
    const upper = canvas.getByRole('slider', { name: 'Maximum' });
    const shown = canvasElement.querySelector('[data-slot="range-slider-value"]');
    await expect(lower).toHaveAttribute('aria-valuenow', '1');
    await expect(lower).toHaveAttribute('aria-valuetext', '1 %');
    await expect(upper).toHaveAttribute('aria-valuenow', '14');
    await expect(shown).toHaveTextContent('1 % – 14 %');

    // Keyboard path: arrows step the focused thumb.
    lower.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(valueOf(lower)).toBe(2);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([2, 14]);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([2, 14]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(valueOf(lower)).toBe(0);
    // End takes the lower thumb as far as the gap allows, and no further with arrows.
    await userEvent.keyboard('{End}');
    await expect(valueOf(lower)).toBe(13);
    await expect(lower).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(valueOf(lower)).toBe(13);
    await expect(valueOf(upper)).toBe(14);
    // Home and End move the focused (upper) thumb, not the first one.
    upper.focus();
    await userEvent.keyboard('{End}');
    await expect(valueOf(upper)).toBe(15);
    await expect(valueOf(lower)).toBe(13);
    await userEvent.keyboard('{Home}');
    await expect(valueOf(upper)).toBe(14);
    await expect(valueOf(lower)).toBe(13);
    await expect(upper).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(valueOf(upper)).toBe(14);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([13, 14]);
    await expect(shown).toHaveTextContent('13 % – 14 %');
  },
};

/**
 * Mouse path. Dragging itself needs the browser's real pointer capture, which synthetic test events do
 * not get; pressing the track and the thumbs exercises the same code that picks and moves a thumb.
 */
export const PointerPress: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const lower = canvas.getByRole('slider', { name: 'Minimum' });
    const upper = canvas.getByRole('slider', { name: 'Maximum' });
    const track = canvasElement.querySelector('[data-slot="range-slider-track"]')!;
    const rect = track.getBoundingClientRect();
    const press = (fraction: number) =>
      userEvent.pointer({
        keys: '[MouseLeft]',
        target: track,
        coords: { clientX: rect.left + rect.width * fraction, clientY: rect.top + rect.height / 2 },
      });
    // Pressing the track moves the nearest thumb to that point.
    await press(1);
    await expect(valueOf(upper)).toBe(15);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([1, 15]);
    await press(0);
    await expect(valueOf(lower)).toBe(0);
    await press(0.4);
    await expect(valueOf(lower)).toBe(6);
    await expect(valueOf(upper)).toBe(15);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([6, 15]);
    // Pressing a thumb focuses it, so the keyboard can take over.
    await userEvent.click(upper);
    await expect(upper).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(valueOf(upper)).toBe(7);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([6, 7]);
  },
};

export const CustomFormat: Story = {
  args: {
    label: 'Remaining term',
    min: 0,
    max: 180,
    step: 30,
    defaultValue: [30, 120],
    minStepsBetweenThumbs: 0,
    formatValue: (days: number) => `${days} days`,
    minThumbLabel: 'Shortest term',
    maxThumbLabel: 'Longest term',
  },
  play: async ({ args, canvas }) => {
    const shortest = canvas.getByRole('slider', { name: 'Shortest term' });
    await expect(shortest).toHaveAttribute('aria-valuetext', '30 days');
    shortest.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([60, 120]);
    // Without a minimum gap the thumbs may meet (but still not cross).
    await userEvent.keyboard('{End}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([120, 120]);
  },
};

export const WithHint: Story = {
  args: { hint: 'Only investments with a yearly rate in this range are bought.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Minimum' })).toHaveAccessibleDescription(
      'Only investments with a yearly rate in this range are bought.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    const lower = canvas.getByRole('slider', { name: 'Minimum' });
    await expect(lower).not.toHaveAttribute('tabindex');
    lower.focus();
    await userEvent.keyboard('{ArrowRight}{End}');
    await expect(valueOf(lower)).toBe(1);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-slot="range-slider"]')).toHaveAttribute(
      'data-state',
      'disabled',
    );
  },
};

function ControlledRange(props: Parameters<typeof RangeSlider>[0]) {
  const [range, setRange] = useState<RangeSliderValue>([3, 9]);
  return (
    <div className="flex flex-col gap-3">
      <RangeSlider {...props} defaultValue={undefined} value={range} onValueChange={setRange} />
      <button
        type="button"
        className="self-start text-sm text-primary underline"
        onClick={() => setRange([1, 14])}
      >
        Reset to default
      </button>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledRange {...args} />,
  play: async ({ canvas }) => {
    const lower = canvas.getByRole('slider', { name: 'Minimum' });
    await expect(valueOf(lower)).toBe(3);
    lower.focus();
    await userEvent.keyboard('{PageUp}');
    await expect(valueOf(lower)).toBe(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to default' }));
    await expect(valueOf(lower)).toBe(1);
    await expect(valueOf(canvas.getByRole('slider', { name: 'Maximum' }))).toBe(14);
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const upper = canvas.getByRole('slider', { name: 'Maximum' });
    upper.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(valueOf(upper)).toBe(12);
  },
};
