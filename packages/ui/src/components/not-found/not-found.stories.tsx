import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NotFound } from './not-found';

const navigate = fn();

/** Stands in for a router link: it forwards the button look and handles the click itself. */
function RouterLink({ to, children, ...props }: ComponentProps<'a'> & { to: string }) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Composites/NotFound',
  component: NotFound,
  tags: ['autodocs'],
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "Page you are looking for can't be found." }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Back to homepage' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

export const WithRouterLink: Story = {
  args: {
    action: <RouterLink to="/u/dashboard">Back to homepage</RouterLink>,
  },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Back to homepage' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('/u/dashboard');
    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const Translated: Story = {
  args: {
    title: 'Strani, ki jo iščete, ni mogoče najti.',
    actionLabel: 'Nazaj na domačo stran',
    description: 'Preverite naslov ali se vrnite na začetek.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Nazaj na domačo stran' })).toBeVisible();
  },
};

export const DefaultMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
