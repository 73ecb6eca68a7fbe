import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

// A gentle opacity pulse instead of a moving shimmer; it stops entirely under reduced motion.
export const skeletonVariants = cva('block animate-pulse bg-muted motion-reduce:animate-none', {
  variants: {
    shape: {
      text: 'h-4 w-full rounded-sm',
      circle: 'size-10 shrink-0 rounded-full',
      rect: 'h-24 w-full rounded-lg',
    },
  },
  defaultVariants: { shape: 'rect' },
});

export interface SkeletonProps extends ComponentProps<'span'>, VariantProps<typeof skeletonVariants> {
  /**
   * Text announced to screen readers while the content loads. Give it to one skeleton per loading
   * region; the placeholders themselves are hidden from assistive technology.
   */
  label?: string;
}

/** A placeholder block in the shape of the content that is loading. Size it with `className`. */
export function Skeleton({ shape, label, className, ...props }: SkeletonProps) {
  const block = (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape ?? 'rect'}
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
  if (!label) return block;
  return (
    <>
      {block}
      <span role="status" className="sr-only">
        {label}
      </span>
    </>
  );
}

export interface SkeletonTextProps extends ComponentProps<'span'> {
  /**
   * Number of text lines.
   * @default 3
   */
  lines?: number;
  /** Text announced to screen readers while the text loads. */
  label?: string;
}

/** A paragraph placeholder: full-width lines with a shorter last line, like real text. */
export function SkeletonText({ lines = 3, label, className, ...props }: SkeletonTextProps) {
  return (
    <span data-slot="skeleton-text" className={cn('flex w-full flex-col gap-2', className)} {...props}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          shape="text"
          className={index === lines - 1 && lines > 1 ? 'w-3/5' : undefined}
        />
      ))}
      {label && (
        <span role="status" className="sr-only">
          {label}
        </span>
      )}
    </span>
  );
}
