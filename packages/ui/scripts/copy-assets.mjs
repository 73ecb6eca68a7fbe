// Ships the theme (tokens + base layer, for apps that run Tailwind themselves) and the self-hosted
// font files next to the compiled stylesheet.
import { cpSync, mkdirSync } from 'node:fs';

mkdirSync('dist/fonts', { recursive: true });
cpSync('src/styles/fonts', 'dist/fonts', { recursive: true });
cpSync('src/styles/theme.css', 'dist/theme.css');
cpSync('src/styles/tokens.css', 'dist/tokens.css');
cpSync('src/styles/fonts.css', 'dist/fonts.css');
