import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type MenuProps = ComponentProps<typeof DropdownMenu.Root>;

/**
 * Root of a dropdown menu (Radix DropdownMenu): holds the open state, controlled or not.
 * Non-modal by default: a modal menu hides the page from assistive technology while the trigger
 * stays focusable (an axe violation) and locks scrolling, which shifts the layout under it. Escape,
 * an outside click and Tab still close it.
 */
export function Menu({ modal = false, ...props }: MenuProps) {
  return <DropdownMenu.Root modal={modal} {...props} />;
}

/** Groups related items (for assistive technology; no visual change). */
export const MenuGroup = DropdownMenu.Group;

/** The element that opens the menu. Use `asChild` to make a kit Button the trigger. */
export function MenuTrigger(props: ComponentProps<typeof DropdownMenu.Trigger>) {
  return <DropdownMenu.Trigger data-slot="menu-trigger" {...props} />;
}

export interface MenuContentProps extends ComponentProps<typeof DropdownMenu.Content> {
  /** Element to portal the menu into (tests, shadow roots). */
  container?: HTMLElement | null;
}

/** The floating list, portalled to the body and kept on screen; arrow keys wrap around by default. */
export function MenuContent({
  className,
  sideOffset = 8,
  collisionPadding = 16,
  loop = true,
  container,
  ...props
}: MenuContentProps) {
  return (
    <DropdownMenu.Portal container={container}>
      <DropdownMenu.Content
        data-slot="menu-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        loop={loop}
        className={cn(
          'z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-48 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-overlay outline-none',
          className,
        )}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export const menuItemVariants = cva(
  'relative flex cursor-default select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none transition-colors data-[disabled]:pointer-events-none data-[disabled]:opacity-55 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'text-foreground data-[highlighted]:bg-muted',
        destructive: 'text-destructive data-[highlighted]:bg-destructive-muted',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface MenuItemProps
  extends ComponentProps<typeof DropdownMenu.Item>, VariantProps<typeof menuItemVariants> {}

/** An action in the menu; `onSelect` runs on click, Enter or Space, then the menu closes. */
export function MenuItem({ className, variant, ...props }: MenuItemProps) {
  return (
    <DropdownMenu.Item
      data-slot="menu-item"
      data-variant={variant ?? 'default'}
      className={cn(menuItemVariants({ variant }), className)}
      {...props}
    />
  );
}

/** A non-interactive heading inside the menu. */
export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return (
    <DropdownMenu.Label
      data-slot="menu-label"
      className={cn(
        'px-2.5 pb-1.5 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** A divider between groups of items. */
export function MenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenu.Separator>) {
  return (
    <DropdownMenu.Separator
      data-slot="menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
