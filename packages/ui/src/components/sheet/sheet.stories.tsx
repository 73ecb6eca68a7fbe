import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetSide,
} from './sheet';

const links = ['Dashboard', 'Invest', 'Portfolio', 'Wallet', 'Settings'];

function Navigation({ side = 'left', ...args }: ComponentProps<typeof Sheet> & { side?: SheetSide }) {
  return (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline">Menu</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Go to another part of your account.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link}>
                <a
                  href={`#${link.toLowerCase()}`}
                  className="block rounded-md px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}

function Filters(args: ComponentProps<typeof Sheet>) {
  return (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline">Filters</Button>
      </SheetTrigger>
      <SheetContent side="bottom">
        <SheetHeader>
          <SheetTitle>Filter loans</SheetTitle>
          <SheetDescription>Show only the loans that match.</SheetDescription>
        </SheetHeader>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-medium">Rating</legend>
          {['A', 'B', 'C'].map((rating) => (
            <Checkbox key={rating} label={`Rating ${rating}`} defaultChecked={rating !== 'C'} />
          ))}
        </fieldset>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline">Cancel</Button>
          </SheetClose>
          <Button>Show 12 loans</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Primitives/Sheet',
  component: Sheet,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => <Navigation {...args} />,
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(sheet).toHaveAccessibleDescription('Go to another part of your account.');
    await expect(sheet).toHaveAttribute('data-side', 'left');
    await expect(sheet.getBoundingClientRect().left).toBe(0);
    // The page behind cannot scroll while the sheet is open.
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    trigger.blur();
  },
};

export const FocusTrap: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog');
    const items = Array.from(sheet.querySelectorAll<HTMLElement>('a[href], button'));
    await expect(items).toHaveLength(links.length + 1);
    const close = within(sheet).getByRole('button', { name: 'Close' });
    // Radix starts on the first control that is not a link: here the close button.
    await expect(close).toHaveFocus();
    // Tab wraps to the first link, walks the links and comes back to the close button.
    for (const next of items) {
      await userEvent.tab();
      await expect(next).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(items[links.length - 1]).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    trigger.blur();
  },
};

export const Left: Story = { args: { defaultOpen: true } };

export const Right: Story = {
  args: { defaultOpen: true },
  render: (args) => <Navigation {...args} side="right" />,
  play: async () => {
    const sheet = await screen.findByRole('dialog');
    await expect(Math.round(sheet.getBoundingClientRect().right)).toBe(window.innerWidth);
  },
};

export const Bottom: Story = {
  args: { defaultOpen: true },
  render: Filters,
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Filter loans' });
    const box = sheet.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    // On a wide screen the sheet is centred, not stretched across.
    await expect(Math.round(box.left + box.width / 2)).toBe(window.innerWidth / 2);
  },
};

export const LeftMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const BottomMobile: Story = {
  args: { defaultOpen: true },
  render: Filters,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const sheet = await screen.findByRole('dialog');
    await expect(sheet.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};
