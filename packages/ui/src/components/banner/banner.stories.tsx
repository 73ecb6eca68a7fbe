import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { Banner } from './banner';

function Illustration({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 64 64"
      fill="none"
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-14 stroke-primary-foreground sm:size-16"
    >
      <rect width="64" height="64" rx="16" className="fill-primary-foreground/15 stroke-none" />
      {children}
    </svg>
  );
}

const manualInvesting = (
  <Illustration>
    <path d="M18 46V36M28 46V27M38 46V32M48 46V20" />
  </Illustration>
);
const autoInvest = (
  <Illustration>
    <path d="M45 26a14 14 0 1 0 1.5 10" />
    <path d="M47 16v10H37" />
  </Illustration>
);
const deposit = (
  <Illustration>
    <rect x="14" y="20" width="36" height="26" rx="5" />
    <path d="M38 33h6" />
    <path d="M20 20l18-6 2 6" />
  </Illustration>
);

const meta = {
  title: 'Composites/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    variant: 'info',
    title: 'Your account is pending verification',
    text: 'We are checking your identity document. You can invest as soon as it is approved.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'warning', 'error', 'brand'] },
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Your account is pending verification' });
    await expect(banner).toHaveAttribute('data-variant', 'info');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/pending verification/);
  },
};

const completeProfile = fn();

export const CompleteProfile: Story = {
  args: {
    variant: 'warning',
    title: 'Complete your investor profile',
    text: 'Answer a few questions about your finances before your first investment.',
    action: <Button onClick={completeProfile}>Complete profile</Button>,
  },
  play: async ({ canvas }) => {
    completeProfile.mockClear();
    const button = canvas.getByRole('button', { name: 'Complete profile' });
    await userEvent.click(button);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(completeProfile).toHaveBeenCalledTimes(2);
  },
};

export const ErrorBanner: Story = {
  name: 'Error',
  args: {
    variant: 'error',
    title: 'Your identity document has expired',
    text: 'Upload a valid ID card or passport to keep investing and withdrawing.',
    action: (
      <Button asChild variant="destructive">
        <a href="#upload-id">Upload document</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Upload document' })).toHaveAttribute('href', '#upload-id');
  },
};

export const WithoutIllustration: Story = { args: { illustration: null } };

export const ManualInvestingPromo: Story = {
  args: {
    variant: 'brand',
    title: 'Choose your investments yourself',
    text: 'Browse invoices from vetted companies and invest from 10 € each.',
    illustration: manualInvesting,
    action: (
      <Button asChild variant="secondary">
        <a href="#investments">Browse investments</a>
      </Button>
    ),
  },
};

export const AutoInvestPromo: Story = {
  args: {
    variant: 'brand',
    title: 'Let auto-invest do the work',
    text: 'Pick high liquidity, high return or your own rules, and your balance is invested for you.',
    illustration: autoInvest,
    action: <Button variant="secondary">Set up auto-invest</Button>,
  },
};

export const DepositPromo: Story = {
  args: {
    variant: 'brand',
    title: 'Top up your balance',
    text: 'Send a bank transfer from your own account and quote your investor number.',
    illustration: deposit,
    action: <Button variant="secondary">Deposit funds</Button>,
  },
};

export const DashboardMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div className="flex flex-col gap-4">
      <Banner
        variant="warning"
        title="Complete your investor profile"
        text="Answer a few questions about your finances before your first investment."
        action={<Button>Complete profile</Button>}
      />
      <Banner
        variant="brand"
        title="Let auto-invest do the work"
        text="Your balance is invested for you by the rules you pick."
        illustration={autoInvest}
        action={<Button variant="secondary">Set up auto-invest</Button>}
      />
      <Banner
        title="Your account is pending verification"
        text="You can invest as soon as your identity document is approved."
      />
    </div>
  ),
  play: async ({ canvas }) => {
    // On a phone the action spans the banner's full width.
    const button = canvas.getByRole('button', { name: 'Complete profile' });
    const banner = canvas.getByRole('region', { name: 'Complete your investor profile' });
    const inner = banner.getBoundingClientRect().width - 2 * 20 - 2;
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(Math.round(inner));
  },
};
