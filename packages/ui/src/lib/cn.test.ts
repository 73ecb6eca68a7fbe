import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/**
 * The overrides the kit and the app make (a component's classes, then a `className` from outside),
 * collected by comparing cn with the full tailwind-merge while every story and component test ran.
 * cn must give exactly what the full configuration gives for each of them.
 */
const OVERRIDES = [
  'px-3 py-3 align-middle first:pl-0 last:pr-0 text-left py-2.5 text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase',
  'px-3 py-3 align-middle first:pl-0 last:pr-0 text-right hidden sm:table-cell py-2.5 text-xs font-medium',
  'relative rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring shrink-0 rounded-full',
  'flex flex-col gap-1.5 pr-10 pr-0',
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0 bg-secondary text-secondary-foreground hover:bg-secondary/80 h-8 px-3 text-sm -me-1.5 h-7 px-2.5 text-xs font-semibold focus-visible:outline-offset-0',
  'inline-flex items-center justify-center border border-input bg-card text-foreground hover:bg-muted size-10 text-muted-foreground hover:text-foreground',
  'inline-flex h-auto px-0 text-primary underline-offset-4 hover:underline h-10 px-4 text-sm h-auto px-0',
  'block animate-pulse bg-muted motion-reduce:animate-none size-10 shrink-0 rounded-full size-8',
  'block animate-pulse bg-muted motion-reduce:animate-none h-4 w-full rounded-sm w-2/5',
  'block animate-pulse bg-muted motion-reduce:animate-none h-4 w-full rounded-sm h-3 w-1/4',
  'block animate-pulse bg-muted motion-reduce:animate-none h-24 w-full rounded-lg h-32 max-w-sm',
  'text-sm leading-6 text-base',
  'p-4 px-2 pl-0',
  'px-2 p-4',
  'mt-2 -mt-1 my-3',
  'size-8 w-4',
  'w-4 size-8',
  'flex hidden sm:flex',
  'text-left text-center text-red-500 text-[length:13px]',
  'inline-flex disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 border border-input bg-card h-10 px-4 text-sm tabular-nums aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
  'inline-flex disabled:opacity-55 aria-disabled:cursor-wait aria-disabled:opacity-55 border border-input bg-card h-10 px-4 text-sm tabular-nums aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
  'w-full cursor-pointer appearance-none rounded-md border bg-card text-foreground h-10 ps-3 pe-9 text-base sm:text-sm cursor-not-allowed border-border bg-muted text-muted-foreground',
];

describe('cn', () => {
  it.each(OVERRIDES)('merges as the full tailwind-merge does: %s', (classes) => {
    expect(cn(classes)).toBe(twMerge(classes));
  });

  it('joins conditional classes and drops the empty ones', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });

  it('lets a later utility of the same kind win', () => {
    expect(cn('h-4 w-full rounded-sm', 'w-16')).toBe('h-4 rounded-sm w-16');
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full');
  });

  it('keeps utilities of groups it does not know, as the full version keeps different kinds', () => {
    expect(cn('border border-input', 'shadow-sm')).toBe('border border-input shadow-sm');
  });
});
