import { BellIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from './menu';

/** One entry of the notifications list; the date comes formatted by the app. */
export interface NotificationsMenuItem {
  id: string;
  title: string;
  date: string;
  /** Not yet seen: a dot beside it and its title in bold. */
  unread?: boolean;
}

export interface NotificationsMenuProps {
  /** The notifications, newest first. */
  notifications: NotificationsMenuItem[];
  /**
   * Number shown on the bell's badge; no badge at 0.
   * @default 0
   */
  unreadCount?: number;
  /**
   * Accessible name of the bell button and heading of the list.
   * @default 'Notifications'
   */
  label?: string;
  /**
   * Added to the bell's name while there are unread notifications.
   * @default (count) => `${count} unread`
   */
  unreadLabel?: (count: number) => string;
  /**
   * Shown when the list is empty.
   * @default 'No notifications'
   */
  emptyText?: string;
  /** Called when a notification is chosen (click, Enter or Space). */
  onNotificationSelect?: (notification: NotificationsMenuItem) => void;
  /**
   * Read by screen readers after the title of an unread notification.
   * @default 'unread'
   */
  unreadItemLabel?: string;
  /** Shows a last item that leads to the full list. */
  onViewAll?: () => void;
  /**
   * Text of the view-all item.
   * @default 'View all notifications'
   */
  viewAllLabel?: string;
  /** Controlled open state. */
  open?: boolean;
  /**
   * Initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes (e.g. to mark notifications as read). */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * The header's bell: a badge with the unread count and a menu of recent notifications, operable by
 * pointer and keyboard (Enter, Space or ArrowDown open it; arrows move; Escape closes).
 */
export function NotificationsMenu({
  notifications,
  unreadCount = 0,
  label = 'Notifications',
  unreadLabel = (count) => `${count} unread`,
  emptyText = 'No notifications',
  unreadItemLabel = 'unread',
  onNotificationSelect,
  onViewAll,
  viewAllLabel = 'View all notifications',
  open,
  defaultOpen,
  onOpenChange,
  className,
}: NotificationsMenuProps) {
  const badge = unreadCount > 99 ? '99+' : String(unreadCount);
  return (
    <Menu open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <MenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          data-slot="notifications-menu-trigger"
          className={cn('relative text-muted-foreground hover:text-foreground [&_svg]:size-5', className)}
        >
          <BellIcon />
          {/* Named by text, not aria-label: the badge may show "99+" while the name says the real count. */}
          <span className="sr-only">{unreadCount > 0 ? `${label}, ${unreadLabel(unreadCount)}` : label}</span>
          {unreadCount > 0 && (
            <span
              aria-hidden="true"
              data-slot="notifications-menu-badge"
              className="absolute right-1 top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] font-semibold leading-none text-destructive-foreground tabular-nums ring-2 ring-background"
            >
              {badge}
            </span>
          )}
        </Button>
      </MenuTrigger>
      <MenuContent
        align="end"
        className="w-80 max-w-[calc(100vw-2rem)]"
        data-slot="notifications-menu-content"
      >
        <MenuLabel>{label}</MenuLabel>
        {notifications.length === 0 ? (
          // A disabled item keeps the menu a valid list of menu items and still announces the text.
          <MenuItem
            disabled
            data-slot="notifications-menu-empty"
            className="flex-col gap-2 py-6 text-muted-foreground data-[disabled]:opacity-100 [&_svg]:size-6"
          >
            <BellIcon />
            {emptyText}
          </MenuItem>
        ) : (
          notifications.map((notification) => (
            <MenuItem
              key={notification.id}
              data-slot="notifications-menu-item"
              className="items-start py-2.5"
              onSelect={() => onNotificationSelect?.(notification)}
            >
              <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <BellIcon />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className={cn('line-clamp-2', notification.unread ? 'font-semibold' : 'font-medium')}>
                  {notification.title}
                  {notification.unread && <span className="sr-only">({unreadItemLabel})</span>}
                </span>
                <span className="text-xs text-muted-foreground tabular-nums">{notification.date}</span>
              </span>
              {notification.unread && (
                <span
                  aria-hidden="true"
                  data-slot="notifications-menu-unread"
                  className="mt-2 size-2 shrink-0 rounded-full bg-primary"
                />
              )}
            </MenuItem>
          ))
        )}
        {onViewAll && (
          <>
            <MenuSeparator />
            <MenuItem onSelect={onViewAll} className="justify-center font-medium text-primary">
              {viewAllLabel}
            </MenuItem>
          </>
        )}
      </MenuContent>
    </Menu>
  );
}
