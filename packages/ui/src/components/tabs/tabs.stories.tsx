import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'deposit', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args} className="max-w-md">
      <TabsList>
        <TabsTrigger value="deposit">Deposit</TabsTrigger>
        <TabsTrigger value="withdraw">Withdraw</TabsTrigger>
      </TabsList>
      <TabsContent value="deposit" className="rounded-lg border bg-card p-4 text-sm shadow-card">
        Transfer money from your own bank account and quote your investor number.
      </TabsContent>
      <TabsContent value="withdraw" className="rounded-lg border bg-card p-4 text-sm shadow-card">
        Payouts usually arrive within 1 to 3 business days.
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const deposit = canvas.getByRole('tab', { name: 'Deposit' });
    const withdraw = canvas.getByRole('tab', { name: 'Withdraw' });
    await expect(deposit).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/investor number/);

    await userEvent.click(withdraw);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('withdraw');
    await expect(withdraw).toHaveAttribute('aria-selected', 'true');
    await expect(withdraw).toHaveAttribute('data-state', 'active');
    await expect(deposit).toHaveAttribute('data-state', 'inactive');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent(/1 to 3 business days/);
    await expect(panel).toHaveAccessibleName('Withdraw');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    const deposit = canvas.getByRole('tab', { name: 'Deposit' });
    const withdraw = canvas.getByRole('tab', { name: 'Withdraw' });
    await userEvent.tab();
    await expect(deposit).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(withdraw).toHaveFocus();
    await expect(withdraw).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('withdraw');

    // Arrow keys wrap around at the ends of the list.
    await userEvent.keyboard('{ArrowRight}');
    await expect(deposit).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('deposit');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(withdraw).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('withdraw');
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);

    // Tab leaves the list and lands on the selected panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/1 to 3 business days/);
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: 'withdraw' },
};

export const Underline: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="investments" className="max-w-xl">
      <TabsList variant="underline">
        <TabsTrigger value="investments">My investments</TabsTrigger>
        <TabsTrigger value="summary">Account summary</TabsTrigger>
      </TabsList>
      <TabsContent value="investments" className="text-sm text-muted-foreground">
        12 active investments
      </TabsContent>
      <TabsContent value="summary" className="text-sm text-muted-foreground">
        Account history
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('data-variant', 'underline');
    await expect(canvas.getByRole('tab', { name: 'My investments' })).toHaveAttribute(
      'data-variant',
      'underline',
    );
  },
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="account" className="max-w-md">
      <TabsList>
        <TabsTrigger value="account">Account</TabsTrigger>
        <TabsTrigger value="profile" disabled>
          Investor profile
        </TabsTrigger>
      </TabsList>
      <TabsContent value="account" className="text-sm">
        Personal data and security
      </TabsContent>
      <TabsContent value="profile" className="text-sm">
        Investor profile
      </TabsContent>
    </Tabs>
  ),
  play: async ({ args, canvas }) => {
    const profile = canvas.getByRole('tab', { name: 'Investor profile' });
    await userEvent.click(profile, { pointerEventsCheck: 0 });
    await expect(profile).toHaveAttribute('aria-selected', 'false');
    canvas.getByRole('tab', { name: 'Account' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(profile).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  args: { value: 'withdraw', defaultValue: undefined },
  play: async ({ args, canvas }) => {
    const deposit = canvas.getByRole('tab', { name: 'Deposit' });
    await userEvent.click(deposit);
    await expect(args.onValueChange).toHaveBeenCalledWith('deposit');
    // The parent did not change `value`, so the selection stays put.
    await expect(deposit).toHaveAttribute('aria-selected', 'false');
  },
};
