import type { Schemas } from '@invest/api-client';
import type { PasskeyItemProps } from '@invest/ui';
import { formatDateTime } from '../formatting';
import { currentLanguage } from '../i18n';
import { deviceKindOf } from './device-kind';
import { usePasskeysTranslation } from './i18n';

/**
 * What a passkey's row shows, alike for the investor's and the operator's list: its name, device,
 * dates and the Remove button's labels. The screen adds what it does with the row (busy, Remove,
 * the investor's Rename).
 */
export function usePasskeyItemProps() {
  const { t, i18n } = usePasskeysTranslation();
  const language = currentLanguage(i18n);
  return (passkey: Schemas['Passkey']) =>
    ({
      name: passkey.name,
      device: deviceKindOf(passkey.device),
      backedUp: passkey.backedUp,
      createdAt: formatDateTime(passkey.createdAt, language),
      lastUsedAt: passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt, language) : null,
      formatCreated: (date: string) => t('created', { date }),
      formatLastUsed: (date: string) => t('lastUsed', { date }),
      neverUsedLabel: t('neverUsed'),
      syncedLabel: t('synced'),
      removeLabel: t('remove'),
      formatRemoveLabel: (name: string) => t('removeLabel', { name }),
    }) satisfies PasskeyItemProps;
}
