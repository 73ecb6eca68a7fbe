export {
  ProtectionBadge,
  protectionBadgeVariants,
  type ProtectionBadgeKind,
  type ProtectionBadgeProps,
} from './protection-badge';
