import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { passwordHints, type PasswordScore } from './strength';
import { StrengthMeter } from './strength-meter';

const meta = {
  title: 'Composites/StrengthMeter',
  component: StrengthMeter,
  tags: ['autodocs'],
  args: { score: 2, checks: { minLength: true, numberOrSymbol: true } },
  argTypes: { score: { control: 'inline-radio', options: [0, 1, 2, 3, 4] } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StrengthMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const meter = canvas.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuenow', '2');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Good');
    await expect(canvasElement.querySelector('[data-slot="strength-meter"]')).toHaveAttribute(
      'data-state',
      'good',
    );
    await expect(canvasElement.querySelectorAll('[data-state="filled"]')).toHaveLength(2);
    const hints = canvas.getAllByRole('listitem');
    await expect(hints.map((hint) => hint.dataset.state)).toEqual(['met', 'met', 'met']);
    await expect(hints[0]).toHaveTextContent('Done: At least 8 characters');
  },
};

export const TooShort: Story = {
  args: { score: 3, tooShort: true, checks: { minLength: false, numberOrSymbol: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="strength-meter"]')).toHaveAttribute(
      'data-state',
      'too-short',
    );
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('Too short')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getAllByRole('listitem').map((hint) => hint.dataset.state)).toEqual([
      'unmet',
      'met',
      'unmet',
    ]);
  },
};
export const Unsafe: Story = { args: { score: 0, checks: { minLength: true, numberOrSymbol: false } } };
export const Weak: Story = { args: { score: 1, checks: { minLength: true, numberOrSymbol: true } } };
export const Good: Story = { args: { score: 2 } };
export const Strong: Story = { args: { score: 3 } };
export const VeryStrong: Story = {
  args: { score: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Very strong');
  },
};

export const Slovene: Story = {
  args: {
    score: 1,
    label: 'Moč gesla',
    weakLabel: 'Šibko',
    minLengthHint: 'Vsaj 8 znakov',
    numberOrSymbolHint: 'Poleg črk vključite številko ali simbol',
    notObviousHint: 'Ne uporabljajte ponovno ali očitnih gesel',
    metLabel: 'Izpolnjeno',
    unmetLabel: 'Še ne',
  },
};

// Stands in for zxcvbn, which the app loads lazily: deterministic and good enough to drive the story.
function fakeScore(password: string): PasswordScore {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
  return Math.min(4, Math.max(0, kinds - 1 + (password.length >= 12 ? 1 : 0))) as PasswordScore;
}

/** With a password field: typing updates the level and the checklist. */
export const WithPasswordField: Story = {
  render: function Render(args) {
    const [password, setPassword] = useState('');
    const id = useId();
    return (
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            Password
          </label>
          <input
            id={id}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className="h-10 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        </div>
        <StrengthMeter
          {...args}
          score={fakeScore(password)}
          tooShort={passwordHints(password).minLength === false}
          checks={passwordHints(password)}
        />
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const root = () => canvasElement.querySelector('[data-slot="strength-meter"]')!;
    const states = () =>
      within(canvasElement)
        .getAllByRole('listitem')
        .map((hint) => hint.dataset.state);
    await userEvent.tab();
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('secret');
    await expect(root()).toHaveAttribute('data-state', 'too-short');
    await expect(states()).toEqual(['unmet', 'unmet', 'unmet']);
    await userEvent.keyboard('word');
    await expect(root()).toHaveAttribute('data-state', 'unsafe');
    await expect(states()).toEqual(['met', 'unmet', 'unmet']);
    await userEvent.keyboard('7');
    await expect(root()).toHaveAttribute('data-state', 'weak');
    await expect(states()).toEqual(['met', 'met', 'unmet']);
    await userEvent.keyboard('Qx!');
    await expect(root()).toHaveAttribute('data-state', 'very-strong');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Very strong');
    await expect(states()).toEqual(['met', 'met', 'met']);
    input.blur();
  },
};

export const WithPasswordFieldMobile: Story = {
  ...WithPasswordField,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: undefined,
};
