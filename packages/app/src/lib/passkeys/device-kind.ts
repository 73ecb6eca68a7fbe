import type { Schemas } from '@invest/api-client';
import type { DeviceKind } from '@invest/ui';

/**
 * The kit's device icon for the device a passkey was made on (the service reads it from the
 * request's User-Agent): a phone or tablet, a computer, or unknown (a key) when it named neither
 * browser nor system. Shared by the investor's Security settings and the operator's My security.
 */
export function deviceKindOf(device: Schemas['Device']): DeviceKind {
  if (device.mobile) return 'phone';
  return device.browser || device.os ? 'computer' : 'unknown';
}
