export {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
  menuItemVariants,
  type MenuContentProps,
  type MenuItemProps,
  type MenuProps,
} from './menu';
export {
  NotificationsMenu,
  type NotificationsMenuItem,
  type NotificationsMenuProps,
} from './notifications-menu';
