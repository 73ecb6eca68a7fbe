import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button';
import { LanguageSelect } from './language-select';
import { PublicLayout } from './public-layout';

const field = 'h-10 w-full rounded-md border border-input bg-card px-3 text-base sm:text-sm';

/** Stand-in page: the login form. */
function LoginForm() {
  return (
    <form className="flex flex-col gap-5" onSubmit={(event) => event.preventDefault()}>
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-semibold tracking-tight">Log in</h1>
        <p className="text-sm text-muted-foreground">Welcome back. Log in to manage your investments.</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="login-email" className="text-sm font-medium">
          E-mail
        </label>
        <input id="login-email" type="email" autoComplete="username" className={field} />
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between">
          <label htmlFor="login-password" className="text-sm font-medium">
            Password
          </label>
          <a href="#lost-password" className="text-sm font-medium text-primary hover:underline">
            Forgot your password?
          </a>
        </div>
        <input id="login-password" type="password" autoComplete="current-password" className={field} />
      </div>
      <Button type="submit" fullWidth size="lg">
        Log in
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        New here?{' '}
        <a href="#register" className="font-medium text-primary hover:underline">
          Open an account
        </a>
      </p>
    </form>
  );
}

const meta = {
  title: 'Layouts/PublicLayout',
  component: PublicLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    languageSlot: <LanguageSelect onValueChange={fn()} />,
    children: <LoginForm />,
  },
} satisfies Meta<typeof PublicLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toContainElement(
      canvas.getByRole('combobox', { name: 'Language' }),
    );
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { name: 'Log in' }));
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2020 Invest. All rights reserved.');
    await expect(canvas.getByRole('main').firstElementChild).toHaveClass('max-w-md');
  },
};

export const DefaultMobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const WithHeaderAction: Story = {
  args: {
    actionsSlot: (
      <Button asChild variant="ghost" size="sm">
        <a href="#login">Log in</a>
      </Button>
    ),
    children: (
      <div className="flex flex-col gap-3 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Check your e-mail</h1>
        <p className="text-muted-foreground">
          We sent you a link to reset your password. It may take a few minutes to arrive.
        </p>
      </div>
    ),
  },
};

export const WithFooterLinks: Story = {
  args: {
    footerSlot: (
      <nav aria-label="Legal" className="flex gap-4">
        <a href="#terms" className="hover:text-foreground hover:underline">
          Terms of use
        </a>
        <a href="#privacy" className="hover:text-foreground hover:underline">
          Privacy policy
        </a>
      </nav>
    ),
  },
};

export const WideCard: Story = {
  args: {
    size: 'lg',
    children: (
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Terms of use</h1>
        <p className="text-muted-foreground">Last amended 13.3.2020.</p>
      </div>
    ),
  },
};

/** `surface="plain"` drops the card, for pages that lay out their own (e.g. the registration wizard). */
export const Plain: Story = {
  args: {
    surface: 'plain',
    size: 'md',
    children: (
      <div className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-3xl font-semibold tracking-tight">
          Page you are looking for can&apos;t be found.
        </h1>
        <Button>Back to homepage</Button>
      </div>
    ),
  },
};
