import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WizardHeader } from './wizard-header';

const meta = {
  title: 'Composites/WizardHeader',
  component: WizardHeader,
  tags: ['autodocs'],
  args: { current: 2, onStageClick: fn() },
  argTypes: { current: { control: { type: 'range', min: 0, max: 3 } } },
  // The width of the wizard's step card, where the header lives.
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WizardHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Registration progress' });
    await expect(nav).toBeInTheDocument();
    const list = canvas.getByRole('list');
    await expect(within(list).getByText('Security').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    // Later stages are not buttons; the current one neither.
    await expect(canvas.queryByRole('button', { name: /Legal/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Security/ })).not.toBeInTheDocument();
    const stages = canvasElementStages(nav);
    await expect(stages.map((stage) => stage.dataset.state)).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);

    // Mouse.
    await userEvent.click(canvas.getByRole('button', { name: 'Contact, completed' }));
    await expect(args.onStageClick).toHaveBeenLastCalledWith(1);

    // Keyboard: Tab reaches the completed stages in order; Enter and Space activate.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Identity, completed' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStageClick).toHaveBeenLastCalledWith(0);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onStageClick).toHaveBeenLastCalledWith(1);
    await expect(args.onStageClick).toHaveBeenCalledTimes(3);
  },
};

function canvasElementStages(nav: HTMLElement) {
  return Array.from(nav.querySelectorAll<HTMLElement>('[data-slot="wizard-header-stage"]'));
}

export const FirstStage: Story = {
  args: { current: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const LastStage: Story = { args: { current: 3 } };

/** Without `onStageClick` completed stages are shown but not clickable. */
export const ReadOnly: Story = {
  args: { onStageClick: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Slovene: Story = {
  args: {
    current: 1,
    stages: ['Identiteta', 'Kontakt', 'Varnost', 'Pravno'],
    label: 'Napredek registracije',
    completedLabel: 'zaključeno',
    stepLabel: (step, total) => `Korak ${step} od ${total}`,
  },
};

/** Going back through the header moves the current stage. */
export const Interactive: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(3);
    return (
      <WizardHeader
        {...args}
        current={current}
        onStageClick={(index) => {
          setCurrent(index);
          args.onStageClick?.(index);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contact, completed' }));
    await expect(
      within(canvas.getByRole('list')).getByText('Contact').closest('[aria-current]'),
    ).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByRole('button', { name: /Security/ })).not.toBeInTheDocument();
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { current: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 2 of 4')).toBeVisible();
    await expect(canvas.getByText('Contact', { selector: '[aria-current="step"]' })).toBeVisible();
    // The full stepper is hidden on phones.
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};
