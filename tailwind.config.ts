import type { Config } from 'tailwindcss';
import preset from './packages/ui/src/tailwind-preset';

/**
 * This repo's Tailwind config is the kit's preset, so the kit, the app and outside front ends share one
 * source (packages/ui/src/tailwind-preset.ts).
 */
export default preset satisfies Config;
