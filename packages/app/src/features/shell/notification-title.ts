import type { Notification } from '@invest/api-client';
import { formatMoney } from '@invest/ui';
import type { TFunction } from 'i18next';
import { eurosToCents } from '../../lib/money';

const NAMED = ['INVESTMENT_PURCHASED', 'INVESTMENT_REPAID', 'INVESTMENT_CANCELED'] as const;
type Named = (typeof NAMED)[number];

/**
 * A notification's words (`shell` namespace), built here from its type and what it is about (the
 * service sends the receivable and the amount, never text): "Your investment of 25,00 € in receivable
 * F-2026-0141 has been purchased". A notification that names neither (other kinds, older ones) keeps
 * its type's sentence.
 */
export function notificationTitle(t: TFunction<'shell'>, notification: Notification): string {
  const { type, receivable, amount } = notification;
  if ((NAMED as readonly string[]).includes(type) && receivable && amount !== null && amount !== undefined) {
    return t(`notifications.named.${type as Named}`, {
      amount: formatMoney(eurosToCents(amount), { fromCents: true }),
      number: receivable.number,
    });
  }
  return t(`notifications.types.${type}`);
}
