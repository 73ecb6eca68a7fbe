import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stepper } from './stepper';

const steps = ['Knowledge', 'Experience', 'Financial situation', 'Goals', 'Risk'];

const meta = {
  title: 'Composites/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps, current: 2, label: 'Questionnaire progress', onStepClick: fn() },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Questionnaire progress' });
    await expect(nav.querySelector('ol [aria-current="step"]')).toHaveTextContent('Financial situation');

    // Completed steps are buttons that go back; the current and the future ones are not.
    await userEvent.click(canvas.getByRole('button', { name: 'Experience, completed' }));
    await expect(args.onStepClick).toHaveBeenCalledWith(1);
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /Goals/ })).toBeNull();
    await userEvent.click(canvas.getByText('Goals'));
    await expect(args.onStepClick).toHaveBeenCalledTimes(1);

    // Keyboard: Tab reaches the first completed step, Enter activates it.
    canvas.getByRole('button', { name: 'Experience, completed' }).blur();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Knowledge, completed' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepClick).toHaveBeenLastCalledWith(0);
    (document.activeElement as HTMLElement).blur();
  },
};

export const FirstStep: Story = {
  args: { current: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const LastStep: Story = { args: { current: 4 } };

/** The user went back to step 2 with step 3 already answered: both completed steps stay clickable. */
export const WentBack: Story = {
  args: { current: 1, completed: [0, 2] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Financial situation, completed' }));
    await expect(args.onStepClick).toHaveBeenCalledWith(2);
    (document.activeElement as HTMLElement).blur();
  },
};

export const ReadOnly: Story = {
  args: { onStepClick: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Interactive: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(3);
    return <Stepper {...args} current={current} onStepClick={setCurrent} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Knowledge, completed' }));
    const nav = canvas.getByRole('navigation');
    await expect(nav.querySelector('ol [aria-current="step"]')).toHaveTextContent('Knowledge');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
    const compactCurrent = canvas
      .getByRole('navigation')
      .querySelector('[data-slot="stepper-compact"] [aria-current="step"]');
    await expect(compactCurrent).toHaveTextContent('Financial situation');
  },
};
