import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, useContext, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type TabsVariant = 'segmented' | 'underline';

// The list's variant styles its triggers too, so the look is chosen once per tab set.
const TabsVariantContext = createContext<TabsVariant>('segmented');

/**
 * The tab set's root: `value`/`onValueChange` (controlled) or `defaultValue` (uncontrolled).
 * Arrow keys move between tabs and select them.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />;
}

export const tabsListVariants = cva('flex w-full items-stretch', {
  variants: {
    variant: {
      segmented: 'gap-1 rounded-lg border bg-muted p-1',
      underline: 'gap-4 border-b',
    },
  },
  defaultVariants: { variant: 'segmented' },
});

export interface TabsListProps
  extends ComponentProps<typeof TabsPrimitive.List>, VariantProps<typeof tabsListVariants> {}

/** The row of tabs: a full-width segmented control (the mobile Deposit / Withdraw switch) or an underlined row. */
export function TabsList({ variant, className, ...props }: TabsListProps) {
  const resolved = variant ?? 'segmented';
  return (
    <TabsVariantContext.Provider value={resolved}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={resolved}
        className={cn(tabsListVariants({ variant }), className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

export const tabsTriggerVariants = cva(
  'inline-flex min-w-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        segmented:
          'h-9 flex-1 rounded-md px-3 text-muted-foreground hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-card',
        underline:
          '-mb-px h-10 border-b-2 border-transparent px-1 text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground',
      },
    },
    defaultVariants: { variant: 'segmented' },
  },
);

/** One tab. Radix sets `data-state="active" | "inactive"` and `aria-selected`. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-variant={variant}
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

/** The panel shown while its tab is selected. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
