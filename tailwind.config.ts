import type { Config } from 'tailwindcss';

/**
 * The token preset shared by the kit and the app. Every colour is a CSS variable defined in
 * packages/ui/src/styles/tokens.css (light and dark), so a theme change never needs a rebuild.
 * `sm` starts at 480px: below it is the spec's mobile layout (threshold 479px).
 */
const color = (name: string) => `var(--${name})`;

export default {
  darkMode: ['variant', '&:where([data-theme="dark"], [data-theme="dark"] *)'],
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
} satisfies Config;
