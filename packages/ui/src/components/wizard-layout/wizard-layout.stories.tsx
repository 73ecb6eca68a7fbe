import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { CodeBoxes } from '../code-boxes';
import { DateOfBirthInput } from '../date-of-birth-input';
import { LanguageSelect } from '../public-layout';
import { WizardLayout } from './wizard-layout';

const onBack = fn();
const onNext = fn();

const meta = {
  title: 'Layouts/WizardLayout',
  component: WizardLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    progress: { current: 0, onStageClick: fn() },
    title: 'When were you born?',
    description: 'You must be at least 18 years old to open an account.',
    languageSlot: <LanguageSelect />,
    children: <DateOfBirthInput hideLegend today={new Date(2026, 10, 21)} />,
    backAction: (
      <Button variant="outline" onClick={onBack}>
        Back
      </Button>
    ),
    nextAction: <Button onClick={onNext}>Next</Button>,
  },
  beforeEach: () => {
    onBack.mockClear();
    onNext.mockClear();
  },
} satisfies Meta<typeof WizardLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const step = canvas.getByRole('region', { name: 'When were you born?' });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('When were you born?');
    await expect(canvas.getByRole('navigation', { name: 'Registration progress' })).toBeInTheDocument();
    await userEvent.click(within(step).getByRole('button', { name: 'Next' }));
    await expect(onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(within(step).getByRole('button', { name: 'Back' }));
    await expect(onBack).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DefaultMobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** The phone confirmation step, with completed stages to go back to. */
export const ConfirmPhone: Story = {
  args: {
    progress: { current: 1, onStageClick: fn() },
    title: 'Confirm your phone',
    description: 'Enter the 6-digit code we sent to +386 40 123 456.',
    children: (
      <div className="flex flex-col gap-4">
        <CodeBoxes />
        <div className="flex items-center gap-3 text-sm">
          <Button variant="link">Send again</Button>
          <span aria-hidden="true" className="text-muted-foreground">
            ·
          </span>
          <a href="#phone" className="font-medium text-primary hover:underline">
            Change phone number
          </a>
        </div>
      </div>
    ),
    backAction: <Button variant="outline">Back</Button>,
    nextAction: undefined,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Identity, completed' }));
    await expect(args.progress.onStageClick).toHaveBeenCalledWith(0);
  },
};

export const ConfirmPhoneMobile: Story = {
  ...ConfirmPhone,
  globals: { viewport: { value: 'mobile' } },
  play: undefined,
};

/** A step whose only action is the primary one: it sits on the right. */
export const SingleAction: Story = {
  args: {
    progress: { current: 3 },
    title: 'Agreements',
    description: undefined,
    children: <p className="text-muted-foreground">Read and accept the terms to open your account.</p>,
    backAction: undefined,
    nextAction: <Button>Open my account</Button>,
  },
};
