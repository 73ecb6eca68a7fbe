import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { InfoIcon } from '../../icons';
import { Button } from '../button';
import { Tooltip, TooltipProvider } from './tooltip';

function InfoButton({ label, ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      {...props}
      className="inline-flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <InfoIcon className="size-5" />
    </button>
  );
}

/** Moves the pointer to the far corner of the page, well outside the trigger and the tip. */
function moveAway() {
  return userEvent.pointer({
    target: document.body,
    coords: { clientX: window.innerWidth - 1, clientY: window.innerHeight - 1 },
  });
}

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Internal ranking from A (lowest risk) to D',
    children: <Button variant="outline">Rank</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  decorators: [
    (Story) => (
      <div className="flex min-h-48 items-center justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Rank' });
    await userEvent.hover(trigger);
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Internal ranking from A (lowest risk) to D');
    await expect(trigger).toHaveAccessibleDescription('Internal ranking from A (lowest risk) to D');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // Radix keeps the tip open while the pointer travels towards it; moving away elsewhere closes it.
    await userEvent.unhover(trigger);
    await moveAway();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardFocusAndEscape: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Rank' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    // Focus opens the tip at once, without the hover delay.
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(/Internal ranking/);
    await expect(trigger).toHaveAttribute('data-state', 'instant-open');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const OnIconButton: Story = {
  args: {
    defaultOpen: true,
    side: 'right',
    content: 'The insurer pays if the debtor does not. Early withdrawal is not possible.',
    children: <InfoButton label="About payment guarantee" />,
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About payment guarantee' });
    await waitFor(() => expect(trigger).toHaveAccessibleDescription(/insurer pays/));
  },
};

export const Sides: Story = {
  render: (args) => (
    <div className="grid grid-cols-2 gap-x-48 gap-y-24 py-16">
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} {...args} side={side} content={`Shown on the ${side}`} defaultOpen>
          <Button variant="outline">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
};

export const SharedProvider: Story = {
  render: (args) => (
    <TooltipProvider delayDuration={0}>
      <div className="flex gap-4">
        <Tooltip {...args} content="Buyback guarantee">
          <Button variant="outline">BG</Button>
        </Tooltip>
        <Tooltip {...args} content="Payment guarantee">
          <Button variant="outline">PG</Button>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'BG' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Buyback guarantee');
    // Moving to the next trigger swaps the tip: only one is open at a time.
    await userEvent.hover(canvas.getByRole('button', { name: 'PG' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Payment guarantee'));
    await expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    await userEvent.unhover(canvas.getByRole('button', { name: 'PG' }));
    await moveAway();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
