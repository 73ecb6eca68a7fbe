import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

function BalanceCard() {
  return (
    <>
      <CardHeader>
        <CardTitle>Withdraw funds</CardTitle>
        <CardDescription>Payouts take 2 bank business days.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2">
          <Row label="Account balance" value="12,480.25 €" />
          <Row label="Available amount" value="3,150.00 €" />
          <Row label="Bank account" value="SI56 0201 0001 2345 678" />
        </dl>
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline">Income statement</Button>
        <Button>Withdraw</Button>
      </CardFooter>
    </>
  );
}

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  args: { className: 'max-w-md', children: <BalanceCard /> },
  argTypes: { padding: { control: 'inline-radio', options: ['md', 'none'] } },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Withdraw funds' })).toHaveAttribute(
      'data-slot',
      'card-title',
    );
    const card = canvasElement.querySelector('[data-slot="card"]');
    await expect(card).toHaveAttribute('data-padding', 'md');
    await expect(card).toHaveClass('bg-card', 'rounded-lg', 'border', 'shadow-card');
  },
};

export const WithHeaderAction: Story = {
  args: {
    children: (
      <>
        <CardHeader
          action={
            <Button variant="link" size="sm">
              View all
            </Button>
          }
        >
          <CardTitle>Last invested</CardTitle>
          <CardDescription>Your five most recent purchases.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-2">
            <Row label="F-2024-0193" value="250.00 €" />
            <Row label="RF-2024-0087" value="1,000.00 €" />
          </dl>
        </CardContent>
      </>
    ),
  },
};

export const ContentOnly: Story = {
  args: {
    children: (
      <CardContent>
        <p className="text-muted-foreground">Earnings</p>
        <p className="text-2xl font-semibold tabular-nums">1,284.90 €</p>
      </CardContent>
    ),
    className: 'max-w-60',
  },
};

export const NoPadding: Story = {
  args: {
    padding: 'none',
    className: 'max-w-md overflow-hidden',
    children: (
      <>
        <CardHeader className="px-6 pt-5">
          <CardTitle>Deposits</CardTitle>
        </CardHeader>
        <table className="mt-3 w-full text-sm">
          <thead className="bg-muted text-left text-muted-foreground">
            <tr>
              <th className="px-6 py-2 font-medium">Date</th>
              <th className="px-6 py-2 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-t">
              <td className="px-6 py-3">03.02.2024</td>
              <td className="px-6 py-3 text-right tabular-nums">500.00 €</td>
            </tr>
            <tr className="border-t">
              <td className="px-6 py-3">15.01.2024</td>
              <td className="px-6 py-3 text-right tabular-nums">1,250.00 €</td>
            </tr>
          </tbody>
        </table>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="card"]')).toHaveAttribute('data-padding', 'none');
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: undefined },
};
