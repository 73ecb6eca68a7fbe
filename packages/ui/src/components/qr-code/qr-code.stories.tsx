import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EPC_EXAMPLE_PAYLOAD } from './epc';
import { countDarkModules, qrMatrix } from './matrix';
import { QrCode } from './qr-code';

const meta = {
  title: 'Composites/QrCode',
  component: QrCode,
  tags: ['autodocs'],
  args: {
    value: EPC_EXAMPLE_PAYLOAD,
    label: 'QR code for a bank transfer of 250,00 € to Invest Platform d.o.o.',
  },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An EPC069-12 SEPA credit transfer (BCD/002/1/SCT/…): a banking app fills in the payment from it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const image = canvas.getByRole('img', { name: args.label });
    await expect(image).toHaveAttribute('data-version', '6');
    await expect(image.getBoundingClientRect().width).toBe(192);
    const matrix = qrMatrix(EPC_EXAMPLE_PAYLOAD, 'M', 4);
    await expect(image).toHaveAttribute('viewBox', `0 0 ${matrix.size} ${matrix.size}`);
    // The drawn path covers exactly the matrix's dark modules.
    const path = image.querySelector('[data-slot="qr-code-modules"]')!.getAttribute('d')!;
    const runs = [...path.matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    await expect(runs).toBe(countDarkModules(matrix.modules));
  },
};

export const Small: Story = { args: { size: 128, value: 'https://example.com/invest' } };

export const HighErrorCorrection: Story = {
  args: { errorCorrection: 'H', size: 240 },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('data-error-correction', 'H');
    // More redundancy needs a larger version for the same text.
    await expect(Number(image.getAttribute('data-version'))).toBeGreaterThan(6);
  },
};

/** On a dark card the code keeps its own light ground, so banking apps can still read it. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  decorators: [
    (Story) => (
      <div className="inline-flex rounded-lg border bg-card p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const background = canvas.getByRole('img').querySelector('[data-slot="qr-code-background"]')!;
    await expect(getComputedStyle(background).fill).toBe('rgb(255, 255, 255)');
  },
};

export const InTransferCard: Story = {
  render: (args) => (
    <div className="flex max-w-lg flex-col items-center gap-3 rounded-lg border bg-card p-6 text-center shadow-card sm:flex-row sm:text-left">
      <QrCode {...args} size={160} />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">Pay with your banking app</p>
        <p className="text-sm text-muted-foreground">
          Scan the code to fill in the amount, the beneficiary and the reference.
        </p>
      </div>
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: InTransferCard.render,
};
