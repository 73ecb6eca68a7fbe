import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountryFlag, countryFlagCodes } from './country-flag';

const names: Record<string, string> = {
  SI: 'Slovenia',
  AT: 'Austria',
  DE: 'Germany',
  HR: 'Croatia',
  IT: 'Italy',
  HU: 'Hungary',
  CZ: 'Czechia',
  SK: 'Slovakia',
  PL: 'Poland',
  GB: 'United Kingdom',
  FR: 'France',
  ES: 'Spain',
  NL: 'Netherlands',
  BE: 'Belgium',
  LT: 'Lithuania',
  LV: 'Latvia',
  EE: 'Estonia',
  RS: 'Serbia',
};

const meta = {
  title: 'Primitives/CountryFlag',
  component: CountryFlag,
  tags: ['autodocs'],
  args: { code: 'SI', label: 'Slovenia' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof CountryFlag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const flag = canvas.getByRole('img', { name: 'Slovenia' });
    await expect(flag).toHaveAttribute('data-state', 'flag');
    await expect(flag.querySelector('svg')).not.toBeNull();
  },
};

export const CodeAsName: Story = {
  args: { code: 'at', label: undefined, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'AT' })).toHaveAttribute('data-state', 'flag');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <CountryFlag {...args} size="sm" />
      <CountryFlag {...args} size="md" />
      <CountryFlag {...args} size="lg" />
    </div>
  ),
};

export const UnknownCode: Story = {
  args: { code: 'XK', label: 'Kosovo', size: 'lg' },
  play: async ({ canvas }) => {
    const flag = canvas.getByRole('img', { name: 'Kosovo' });
    await expect(flag).toHaveAttribute('data-state', 'fallback');
    await expect(flag).toHaveTextContent('XK');
  },
};

export const Decorative: Story = {
  args: { code: 'DE', decorative: true, label: undefined },
  render: (args) => (
    <span className="inline-flex items-center gap-2 text-sm">
      <CountryFlag {...args} />
      Germany
    </span>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="country-flag"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const AllFlags: Story = {
  render: () => (
    <ul className="grid max-w-4xl grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 md:grid-cols-5">
      {[...countryFlagCodes, 'UK', 'XK'].map((code) => (
        <li key={code} className="flex items-center gap-3 text-sm">
          <CountryFlag code={code} size="lg" decorative />
          <span className="flex flex-col leading-tight">
            <span className="font-medium">{code}</span>
            <span className="text-muted-foreground">
              {names[code] ?? (code === 'UK' ? 'Alias of GB' : 'No flag drawn')}
            </span>
          </span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-state="flag"]')).toHaveLength(
      countryFlagCodes.length + 1,
    );
    await expect(canvasElement.querySelectorAll('[data-state="fallback"]')).toHaveLength(1);
  },
};

export const InlineWithTextMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <ul className="flex flex-col divide-y rounded-lg border bg-card px-4 shadow-card">
      {['SI', 'HR', 'AT', 'RS'].map((code) => (
        <li key={code} className="flex items-center gap-3 py-3 text-sm">
          <CountryFlag code={code} decorative />
          <span className="flex-1">{names[code]} d.o.o.</span>
          <span className="tabular-nums">2,500.00 €</span>
        </li>
      ))}
    </ul>
  ),
};
