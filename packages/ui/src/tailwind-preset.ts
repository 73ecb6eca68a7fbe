/**
 * The kit's Tailwind preset: the one source of the token mapping, shared by the kit, this repo's app and
 * any front end outside it (`@invest/ui/tailwind-preset`, or `@invest/ui/theme.css`, which points
 * Tailwind v4 at it through `@config`). Every colour is a CSS variable defined in `styles/tokens.css`
 * (light and dark), so a theme change never needs a rebuild. `sm` starts at 480px: below it is the
 * spec's mobile layout (threshold 479px). Plain data, typed structurally, so the package needs no
 * types of `tailwindcss` at run time.
 */
const color = (name: string) => `var(--${name})`;

const preset = {
  darkMode: ['variant', '&:where([data-theme="dark"], [data-theme="dark"] *)'] as ['variant', string],
  theme: {
    screens: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
    extend: {
      colors: {
        background: color('background'),
        foreground: color('foreground'),
        card: { DEFAULT: color('card'), foreground: color('card-foreground') },
        popover: { DEFAULT: color('popover'), foreground: color('popover-foreground') },
        primary: { DEFAULT: color('primary'), foreground: color('primary-foreground') },
        secondary: { DEFAULT: color('secondary'), foreground: color('secondary-foreground') },
        muted: { DEFAULT: color('muted'), foreground: color('muted-foreground') },
        accent: { DEFAULT: color('accent'), foreground: color('accent-foreground') },
        destructive: {
          DEFAULT: color('destructive'),
          foreground: color('destructive-foreground'),
          muted: color('destructive-muted'),
        },
        success: {
          DEFAULT: color('success'),
          foreground: color('success-foreground'),
          muted: color('success-muted'),
        },
        warning: {
          DEFAULT: color('warning'),
          foreground: color('warning-foreground'),
          muted: color('warning-muted'),
        },
        info: { DEFAULT: color('info'), foreground: color('info-foreground'), muted: color('info-muted') },
        border: color('border'),
        input: color('input'),
        ring: color('ring'),
        chart: {
          1: color('chart-1'),
          2: color('chart-2'),
          3: color('chart-3'),
          4: color('chart-4'),
          5: color('chart-5'),
        },
      },
      borderRadius: {
        lg: 'var(--radius)',
        md: 'calc(var(--radius) - 2px)',
        sm: 'calc(var(--radius) - 4px)',
        xl: 'calc(var(--radius) + 4px)',
      },
      fontFamily: {
        sans: ['"Inter Variable"', 'Inter', 'system-ui', 'sans-serif'],
      },
      boxShadow: {
        card: '0 1px 2px 0 rgb(15 23 42 / 0.06), 0 1px 3px 0 rgb(15 23 42 / 0.08)',
        overlay: '0 10px 30px -10px rgb(15 23 42 / 0.35)',
      },
    },
  },
};

export default preset;
