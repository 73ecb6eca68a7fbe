import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBullet, statusBulletStatuses } from './status-bullet';

/** Resolves a token to the colour string the browser computes for it. */
function tokenColour(name: string) {
  const probe = document.createElement('span');
  probe.style.color = `var(--${name})`;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

function dotOf(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="status-bullet-dot"]') as HTMLElement;
}

const meta = {
  title: 'Primitives/StatusBullet',
  component: StatusBullet,
  tags: ['autodocs'],
  args: { status: 'PROCESSED' },
  argTypes: { status: { control: 'select', options: statusBulletStatuses } },
} satisfies Meta<typeof StatusBullet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bullet = canvas.getByText('Processed');
    await expect(bullet).toHaveAttribute('data-state', 'PROCESSED');
    await expect(bullet).toHaveAttribute('data-variant', 'success');
    await expect(getComputedStyle(dotOf(canvasElement)).backgroundColor).toBe(tokenColour('success'));
  },
};

export const Pending: Story = {
  args: { status: 'PENDING' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-state', 'PENDING');
    const dot = getComputedStyle(dotOf(canvasElement));
    await expect(dot.backgroundColor).toBe(tokenColour('card'));
    await expect(dot.borderTopColor).toBe(tokenColour('input'));
    await expect(dot.borderTopWidth).toBe('1px');
  },
};
export const Done: Story = { args: { status: 'DONE' } };
export const Declined: Story = { args: { status: 'DECLINED' } };
export const Active: Story = { args: { status: 'ACTIVE' } };
export const Canceled: Story = { args: { status: 'CANCELED' } };
export const Complete: Story = { args: { status: 'COMPLETE' } };
export const None: Story = { args: { status: 'NONE' } };

export const CustomLabel: Story = {
  args: { status: 'PROCESSED', label: 'Obdelano' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Obdelano')).toHaveAttribute('data-state', 'PROCESSED');
    await expect(canvas.queryByText('Processed')).not.toBeInTheDocument();
  },
};

export const UnknownStatus: Story = {
  args: { status: 'REFUNDED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refunded')).toHaveAttribute('data-variant', 'neutral');
  },
};

export const AllStatuses: Story = {
  render: () => (
    <div className="grid max-w-md grid-cols-2 gap-4 rounded-lg border bg-card p-5 shadow-card">
      {statusBulletStatuses.map((status) => (
        <StatusBullet key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const success = canvasElement.querySelectorAll('[data-variant="success"]');
    await expect(success).toHaveLength(1);
    await expect(success[0]).toHaveAttribute('data-state', 'PROCESSED');
    await expect(canvasElement.querySelectorAll('[data-variant="neutral"]')).toHaveLength(7);
  },
};
