import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

/*
 * Joins class names and lets a later Tailwind utility override an earlier one of the same kind.
 * tailwind-merge's engine with only the groups the kit and the app put on one element together
 * (a component's classes, then a `className` from outside): ≈ 3 KB gzip instead of the full
 * configuration's ≈ 8 KB on every page. Utilities of any other group are joined, never dropped.
 * cn.test.ts holds this against the full tailwind-merge for the kit's combinations; add a group
 * here when a new kind of override appears.
 */
const any = () => true;
const sizes = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl'];
const isLength = (value: string) => /^\[(?:length:|\d)/.test(value);

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'contents',
      'table',
      'table-cell',
      'table-row',
      'hidden',
    ],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    p: [{ p: [any] }],
    px: [{ px: [any] }],
    py: [{ py: [any] }],
    ps: [{ ps: [any] }],
    pe: [{ pe: [any] }],
    pt: [{ pt: [any] }],
    pr: [{ pr: [any] }],
    pb: [{ pb: [any] }],
    pl: [{ pl: [any] }],
    m: [{ m: [any] }],
    mx: [{ mx: [any] }],
    my: [{ my: [any] }],
    ms: [{ ms: [any] }],
    me: [{ me: [any] }],
    mt: [{ mt: [any] }],
    mr: [{ mr: [any] }],
    mb: [{ mb: [any] }],
    ml: [{ ml: [any] }],
    gap: [{ gap: [any] }],
    'gap-x': [{ 'gap-x': [any] }],
    'gap-y': [{ 'gap-y': [any] }],
    w: [{ w: [any] }],
    h: [{ h: [any] }],
    size: [{ size: [any] }],
    'min-w': [{ 'min-w': [any] }],
    'min-h': [{ 'min-h': [any] }],
    'max-w': [{ 'max-w': [any] }],
    'max-h': [{ 'max-h': [any] }],
    rounded: [{ rounded: ['', 'none', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', 'full'] }],
    'font-size': [{ text: [...sizes, isLength] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [any] }],
    'font-weight': [
      {
        font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'],
      },
    ],
    'outline-offset': [{ 'outline-offset': [any] }],
    opacity: [{ opacity: [any] }],
    cursor: [{ cursor: [any] }],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    'bg-color': [{ bg: [any] }],
    leading: [{ leading: [any] }],
    tracking: [{ tracking: [any] }],
    items: [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    justify: [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'normal'] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    gap: ['gap-x', 'gap-y'],
    size: ['w', 'h'],
    'font-size': ['leading'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
}));

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
