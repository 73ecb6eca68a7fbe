import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'Primitives/TextAreaField',
  component: TextAreaField,
  tags: ['autodocs'],
  args: {
    label: 'Profile (English)',
    onValueChange: fn(),
    onBlur: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Profile (English)' });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveAttribute('rows', '4');
    await expect(area).not.toHaveAttribute('aria-invalid');
    // Mouse path: click in, type two lines.
    await userEvent.click(area);
    await expect(area).toHaveFocus();
    await userEvent.type(area, 'Founded in 2009.{Enter}Leases vans.');
    await expect(area).toHaveValue('Founded in 2009.\nLeases vans.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Founded in 2009.\nLeases vans.');
    // Keyboard path: Tab leaves the field (Enter made a line, Tab does not make a tab character).
    await userEvent.tab();
    await expect(area).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: { hint: 'Shown on the originator’s page to investors. At most 2,000 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'Shown on the originator’s page to investors. At most 2,000 characters.',
    );
  },
};

export const Filled: Story = {
  args: {
    defaultValue:
      'Alpen Logistik GmbH runs a fleet of 240 lorries between Vienna, Munich and Ljubljana and sells its invoices to its carriers’ customers on 30 to 60 days.',
  },
};

export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'x'.repeat(40),
    hint: 'At most 2,000 characters.',
    error: 'The text is too long.',
  },
  play: async ({ canvasElement, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Profile (English)' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toBeRequired();
    await expect(area).toHaveAccessibleDescription('At most 2,000 characters. The text is too long.');
    await expect(canvasElement.querySelector('[data-slot="text-area-field"]')).toHaveAttribute(
      'data-state',
      'invalid',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Founded in 2009.' },
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox');
    await expect(area).toBeDisabled();
    await userEvent.type(area, 'x', { pointerEventsCheck: 0 });
    await expect(area).toHaveValue('Founded in 2009.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { hint: 'Shown on the originator’s page.', rows: 6 },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Profile (English)' });
    await expect(area).toHaveAttribute('rows', '6');
    await userEvent.type(area, 'Leases vans to small firms.');
    await expect(area).toHaveValue('Leases vans to small firms.');
    // The field spans the phone's width instead of overflowing it.
    const { width } = area.closest('[data-slot="text-area-field"]')!.getBoundingClientRect();
    await expect(width).toBeGreaterThan(300);
    await expect(width).toBeLessThanOrEqual(375);
  },
};
