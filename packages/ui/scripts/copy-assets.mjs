// Ships the theme (tokens + base layer + the Tailwind preset, for apps that run Tailwind themselves) and
// the self-hosted font files next to the compiled stylesheet.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

mkdirSync('dist/fonts', { recursive: true });
cpSync('src/styles/fonts', 'dist/fonts', { recursive: true });
cpSync('src/styles/tokens.css', 'dist/tokens.css');
cpSync('src/styles/fonts.css', 'dist/fonts.css');
// In dist/, theme.css also maps the tokens to utilities: `@config` loads the built preset beside it, so
// `@import '@invest/ui/theme.css'` is all a Tailwind v4 front end needs (plus `@source` for the kit).
const theme = readFileSync('src/styles/theme.css', 'utf8');
writeFileSync(
  'dist/theme.css',
  theme.replace(/^(\/\*[\s\S]*?\*\/\n)/, "$1@config './tailwind-preset.js';\n"),
);
