import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'I am not a politically exposed person', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I am not a politically exposed person' });
    const wrapper = canvasElement.querySelector('[data-slot="checkbox"]');
    await expect(box).not.toBeChecked();
    await expect(wrapper).toHaveAttribute('data-state', 'unchecked');
    // Mouse path: the box and its label both toggle.
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(wrapper).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('I am not a politically exposed person'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    // Keyboard path: Tab focuses, Space toggles.
    box.blur();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

const openTerms = fn();

export const WithLink: Story = {
  args: {
    label: (
      <>
        I accept the{' '}
        <a
          href="#terms"
          onClick={(event) => {
            event.preventDefault();
            openTerms();
          }}
        >
          terms of use
        </a>
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms of use' });
    // The link opens the terms; it does not tick the box.
    await userEvent.click(canvas.getByRole('link', { name: 'terms of use' }));
    await expect(openTerms).toHaveBeenCalledTimes(1);
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
    // The link is reachable by keyboard after the box.
    box.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'terms of use' })).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Two-factor authentication',
    description: 'We send a code by SMS whenever you sign in from a new device.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'We send a code by SMS whenever you sign in from a new device.',
    );
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'All loan types', checked: 'indeterminate' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
    await expect(canvasElement.querySelector('[data-slot="checkbox"]')).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'I am not a politically exposed person' }),
    ).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Mark all checkboxes to continue' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Mark all checkboxes to continue');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

/** The agreements step: three required boxes, at phone width. */
export const AgreementsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-base font-semibold">Agreements</legend>
      <Checkbox
        {...args}
        required
        label={
          <>
            I accept the <a href="#terms">terms of use</a>
          </>
        }
      />
      <Checkbox
        {...args}
        required
        label={
          <>
            I have read the <a href="#privacy">privacy policy</a>
          </>
        }
      />
      <Checkbox
        {...args}
        required
        label="I am not a politically exposed person"
        error="Mark all checkboxes to continue"
      />
    </fieldset>
  ),
  play: async ({ args, canvas }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
    await expect(boxes[2]).not.toBeChecked();
  },
};
