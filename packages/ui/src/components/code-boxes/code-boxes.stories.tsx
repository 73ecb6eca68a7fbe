import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { CodeBoxes } from './code-boxes';

const meta = {
  title: 'Composites/CodeBoxes',
  component: CodeBoxes,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeBoxes>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-slot="code-boxes-box"]'));

export const Default: Story = {
  args: { hint: 'We sent a 6-digit code to +386 40 123 456.' },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('We sent a 6-digit code to +386 40 123 456.');

    // Keyboard only: Tab in, type digit by digit; letters are ignored.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(boxes(canvasElement)[0]).toHaveAttribute('data-state', 'active');
    for (const key of ['1', '2', 'x', '3', '4', '5']) await userEvent.keyboard(key);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12345');
    await expect(boxes(canvasElement)[5]).toHaveAttribute('data-state', 'active');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvasElement.querySelector('[data-slot="code-boxes"]')).toHaveAttribute(
      'data-state',
      'complete',
    );
    await expect(
      boxes(canvasElement)
        .map((box) => box.textContent)
        .join(''),
    ).toBe('123456');

    // Backspace clears the focused last digit, then deletes backwards.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12345');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1234');
    await expect(boxes(canvasElement)[4]).toHaveAttribute('data-state', 'active');

    // Arrows move between boxes; typing on a filled box replaces its digit.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(boxes(canvasElement)[2]).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('9');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1294');
    await expect(boxes(canvasElement)[3]).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // Never past the first empty box: a code has no gaps.
    await expect(boxes(canvasElement)[4]).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('56');
    await expect(args.onComplete).toHaveBeenCalledTimes(2);
    await expect(args.onComplete).toHaveBeenLastCalledWith('129456');
  },
};

export const Paste: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    // Mouse: a click on a box focuses the field.
    await userEvent.click(boxes(canvasElement)[0]!);
    await expect(input).toHaveFocus();
    await userEvent.paste(' 12 34 56');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');

    // Pasting the same code again changes nothing and does not submit twice.
    await userEvent.paste('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);

    // Text without digits is ignored.
    await userEvent.paste('code');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const ClickIntoBox: Story = {
  args: { defaultValue: '1234' },
  play: async ({ args, canvasElement }) => {
    // A filled box can be clicked and overwritten.
    await userEvent.click(boxes(canvasElement)[1]!);
    await expect(boxes(canvasElement)[1]).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('7');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1734');
    // A click beyond the entered digits lands on the first empty box.
    await userEvent.click(boxes(canvasElement)[5]!);
    await expect(boxes(canvasElement)[4]).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('173');
  },
};

export const Filled: Story = { args: { defaultValue: '482913' } };

export const WithError: Story = {
  args: { defaultValue: '482913', error: 'Wrong confirmation code' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Wrong confirmation code');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '48', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Confirmation code' })).toBeDisabled();
  },
};

export const FourDigits: Story = { args: { length: 4, label: 'PIN' } };

/** The app clears the boxes after a wrong code by setting the controlled value to ''. */
export const ControlledClear: Story = {
  render: function Render(args) {
    const [code, setCode] = useState('');
    const [error, setError] = useState<string>();
    return (
      <div className="flex flex-col items-start gap-4">
        <CodeBoxes
          {...args}
          value={code}
          error={error}
          onValueChange={(next) => {
            setCode(next);
            setError(undefined);
            args.onValueChange?.(next);
          }}
          onComplete={(next) => {
            args.onComplete?.(next);
            setCode('');
            setError('Wrong confirmation code');
          }}
        />
        <Button variant="outline" onClick={() => setCode('')}>
          Clear
        </Button>
      </div>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.click(input);
    await userEvent.keyboard('654321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
    await expect(input).toHaveValue('');
    await expect(within(canvasElement).getByText('Wrong confirmation code')).toBeInTheDocument();
    await expect(boxes(canvasElement)[0]).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('1');
    await expect(input).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: '4829', hint: 'We sent a 6-digit code to +386 40 123 456.' },
};
