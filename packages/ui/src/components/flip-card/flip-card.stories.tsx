import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FlipCard } from './flip-card';

const transferDetails = [
  ['Reference', 'SI00 100245'],
  ['Beneficiary', 'Invest Platform d.o.o.'],
  ['Beneficiary address', 'Dunajska cesta 5, 1000 Ljubljana'],
  ['Beneficiary account', 'SI56 1910 0001 0297 574'],
  ['Bank', 'Example Bank d.d.'],
] as const;

const front = (
  <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
    {transferDetails.map(([term, detail]) => (
      <div key={term} className="contents">
        <dt className="text-muted-foreground">{term}</dt>
        <dd className="-mt-2 font-medium break-words sm:mt-0">{detail}</dd>
      </div>
    ))}
  </dl>
);

const back = (
  <div className="flex flex-col gap-3 text-muted-foreground">
    <p>
      Transfer money from a bank account in your own name at an EU or Slovenian bank. Always quote your
      reference so we can match the payment to your profile.
    </p>
    <p>Funds usually arrive within 1 to 3 business days.</p>
    <a href="#help" className="font-medium text-primary underline underline-offset-4">
      How do deposits work?
    </a>
  </div>
);

const meta = {
  title: 'Composites/FlipCard',
  component: FlipCard,
  tags: ['autodocs'],
  args: {
    front,
    back,
    frontTitle: 'Bank transfer details',
    backTitle: 'About deposits',
    onFlippedChange: fn(),
    className: 'max-w-lg',
  },
} satisfies Meta<typeof FlipCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="flip-card"]')!;
    const frontFace = canvasElement.querySelector('[data-slot="flip-card-front"]')!;
    const backFace = canvasElement.querySelector('[data-slot="flip-card-back"]')!;
    await expect(card).toHaveAttribute('data-state', 'front');
    await expect(backFace).toHaveAttribute('aria-hidden', 'true');
    await expect(backFace).toHaveAttribute('inert');
    // The hidden side is out of the accessibility tree: only one flip button is exposed.
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'How do deposits work?' })).toBeNull();

    // Mouse: Show info turns the card and moves focus to the back side's button.
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await expect(args.onFlippedChange).toHaveBeenLastCalledWith(true);
    await expect(card).toHaveAttribute('data-state', 'back');
    await expect(frontFace).toHaveAttribute('inert');
    await expect(backFace).not.toHaveAttribute('aria-hidden');
    const backButton = canvas.getByRole('button', { name: 'Back' });
    await waitFor(() => expect(backButton).toHaveFocus());
    const region = canvas.getByRole('region', { name: 'About deposits' });
    await waitFor(() => expect(region).toBeVisible());

    // Keyboard: Enter goes back, Space flips again; focus follows each time.
    await userEvent.keyboard('{Enter}');
    await expect(args.onFlippedChange).toHaveBeenLastCalledWith(false);
    await expect(card).toHaveAttribute('data-state', 'front');
    const showInfo = canvas.getByRole('button', { name: 'Show info' });
    await waitFor(() => expect(showInfo).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(card).toHaveAttribute('data-state', 'back');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus());
    // The link on the info side is reachable by Tab once it is shown.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'How do deposits work?' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(card).toHaveAttribute('data-state', 'front');
    await expect(args.onFlippedChange).toHaveBeenCalledTimes(4);
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Flipped: Story = {
  args: { defaultFlipped: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="flip-card"]')).toHaveAttribute(
      'data-state',
      'back',
    );
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show info' })).toBeNull();
  },
};

export const FlippedMobile: Story = {
  args: { defaultFlipped: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Controlled by the app: a change from outside turns the card without stealing focus. */
export const Controlled: Story = {
  render: function Render(args) {
    const [flipped, setFlipped] = useState(false);
    return (
      <div className="flex flex-col items-start gap-4">
        <button
          type="button"
          className="text-sm font-medium text-primary underline underline-offset-4"
          onClick={() => setFlipped((value) => !value)}
        >
          Toggle from outside
        </button>
        <FlipCard
          {...args}
          className="w-full max-w-lg"
          flipped={flipped}
          onFlippedChange={(next) => {
            setFlipped(next);
            args.onFlippedChange?.(next);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const outside = canvas.getByRole('button', { name: 'Toggle from outside' });
    await userEvent.click(outside);
    const card = canvasElement.querySelector('[data-slot="flip-card"]')!;
    await expect(card).toHaveAttribute('data-state', 'back');
    await expect(outside).toHaveFocus();
    await expect(args.onFlippedChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onFlippedChange).toHaveBeenCalledWith(false);
    await expect(card).toHaveAttribute('data-state', 'front');
  },
};

/** Without titles the flip button sits alone at the top right; labels are props for translation. */
export const UntitledSlovene: Story = {
  args: { frontTitle: undefined, backTitle: undefined, showInfoLabel: 'Več informacij', backLabel: 'Nazaj' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Več informacij' }));
    const back = await canvas.findByRole('button', { name: 'Nazaj' });
    await waitFor(() => expect(back).toBeVisible());
  },
};

/** One side much taller than the other: the card takes the height of the side in view. */
export const FitVisible: Story = {
  args: {
    fit: 'visible',
    front: <p className="text-muted-foreground">Invested 6.000 € of 10.000 €.</p>,
    back: (
      <div className="flex flex-col gap-3 text-muted-foreground">
        {Array.from({ length: 6 }, (_, i) => (
          <p key={i}>
            What you buy, how the protection works and where the contract is: paragraph {i + 1} of the
            explanations that make this side much taller than the front.
          </p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="flip-card"]')!;
    const frontFace = canvasElement.querySelector<HTMLElement>('[data-slot="flip-card-front"]')!;
    const backFace = canvasElement.querySelector<HTMLElement>('[data-slot="flip-card-back"]')!;
    // The short front alone sets the height: nothing of the long back hangs below it.
    const frontHeight = card.getBoundingClientRect().height;
    await expect(frontHeight).toBeCloseTo(frontFace.scrollHeight, -1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'back'));
    await waitFor(() => expect(card.getBoundingClientRect().height).toBeGreaterThan(frontHeight * 2));
    await expect(backFace).not.toHaveAttribute('aria-hidden');
  },
};
