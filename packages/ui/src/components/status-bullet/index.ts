export {
  StatusBullet,
  statusBulletLabel,
  statusBulletStatuses,
  statusBulletTone,
  statusBulletVariants,
  type StatusBulletProps,
  type StatusBulletStatus,
  type StatusBulletTone,
} from './status-bullet';
