import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchIcon } from '../../icons';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const browse = fn();

const meta = {
  title: 'Composites/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No investments yet',
    description: 'Investments you buy appear here, with their status, protection and contract.',
    action: <Button onClick={browse}>Browse investments</Button>,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    browse.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No investments yet' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Browse investments' });
    await userEvent.click(button);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(browse).toHaveBeenCalledTimes(2);
  },
};

export const WithoutIcon: Story = { args: { icon: null } };

export const WithoutAction: Story = {
  args: {
    action: undefined,
    title: 'No notifications',
    description: 'We will let you know when something needs your attention.',
  },
};

export const CustomIcon: Story = {
  args: {
    title: 'No matching investments',
    description: 'Try a wider interest range or another country.',
    icon: <SearchIcon />,
    action: <Button variant="outline">Reset filters</Button>,
  },
};

export const SmallInCard: Story = {
  args: {
    size: 'sm',
    titleAs: 'h3',
    title: 'No deposits yet',
    description: 'Your bank transfers appear here once they arrive.',
    action: undefined,
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg rounded-lg border bg-card shadow-card">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="empty-state"]')).toHaveAttribute('data-size', 'sm');
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
