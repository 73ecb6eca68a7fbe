import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'rect', className: 'h-32 max-w-sm' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'circle', 'rect'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]') as HTMLElement;
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block).toHaveAttribute('data-shape', 'rect');
    // Tests run with reduced motion on: the pulse must stop, not merely speed up.
    await expect(getComputedStyle(block).animationName).toBe('none');
  },
};

export const Text: Story = { args: { shape: 'text', className: 'max-w-xs' } };

export const Circle: Story = { args: { shape: 'circle', className: undefined } };

export const WithLoadingLabel: Story = {
  args: { label: 'Loading investments' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading investments');
  },
};

export const TextLines: Story = {
  render: () => <SkeletonText lines={4} label="Loading terms" className="max-w-md" />,
  play: async ({ canvas, canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(lines).toHaveLength(4);
    await expect(lines[3]).toHaveClass('w-3/5');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading terms');
  },
};

function TileSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-card p-5 shadow-card">
      <Skeleton shape="text" className="w-24" />
      <Skeleton shape="text" className="h-7 w-36" />
      <Skeleton shape="text" className="w-20" />
    </div>
  );
}

function RowSkeleton({ label }: { label?: string }) {
  return (
    <div className="flex items-center gap-3 border-b py-3 last:border-b-0">
      <Skeleton shape="circle" className="size-8" label={label} />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton shape="text" className="w-2/5" />
        <Skeleton shape="text" className="h-3 w-1/4" />
      </div>
      <Skeleton shape="text" className="w-16" />
    </div>
  );
}

export const DashboardLoading: Story = {
  render: () => (
    <div className="flex max-w-4xl flex-col gap-4">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <TileSkeleton />
        <TileSkeleton />
        <TileSkeleton />
        <TileSkeleton />
      </div>
      <Skeleton className="h-56" label="Loading dashboard" />
      <div className="rounded-lg border bg-card px-5 py-2 shadow-card">
        <RowSkeleton />
        <RowSkeleton />
        <RowSkeleton />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

export const ListLoadingMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div className="rounded-lg border bg-card px-4 py-1 shadow-card">
      <RowSkeleton label="Loading my investments" />
      <RowSkeleton />
      <RowSkeleton />
      <RowSkeleton />
    </div>
  ),
};
