export { DeviceIcon, type DeviceIconProps, type DeviceKind } from './device-icon';
export {
  PASSKEY_NAME_MAX_LENGTH,
  PasskeyItem,
  PasskeyList,
  type PasskeyItemProps,
  type PasskeyItemState,
  type PasskeyListProps,
  type PasskeyRenameResult,
} from './passkey-item';
