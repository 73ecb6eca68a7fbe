import { KeyIcon, LaptopIcon, SmartphoneIcon, type IconProps } from '../../icons';

/** What a passkey was made on: a computer, a phone or tablet, or something unknown (a security key). */
export type DeviceKind = 'computer' | 'phone' | 'unknown';

const ICONS = { computer: LaptopIcon, phone: SmartphoneIcon, unknown: KeyIcon } as const;

export interface DeviceIconProps extends IconProps {
  /**
   * The kind of device; an unknown one shows a key.
   * @default 'unknown'
   */
  device?: DeviceKind;
}

/**
 * The device set of the kit's icon library (Lucide): a laptop for a computer, a phone for a phone or
 * tablet, a key when the device is unknown. Decorative like every kit icon: the text beside it names
 * the device.
 */
export function DeviceIcon({ device = 'unknown', ...props }: DeviceIconProps) {
  const Icon = ICONS[device];
  return <Icon data-slot="device-icon" data-device={device} {...props} />;
}
