/**
 * The header menu's notifications (SPEC §2, §7 GET /notifications/{userId}) and marking them read
 * (src/modules/notifications/notifications.ts). The `{userId}` is the caller's own (x-owner, checked before this runs).
 */
import { listNotifications, markNotificationsRead } from './notifications.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

export function notificationHandlers({ db, clock }: Deps): Handlers {
  return {
    async listNotifications(request) {
      const { cursor, size = 20 } = request.query;
      return listNotifications(db, request.params.userId, cursor, size);
    },

    async markNotificationsRead(request) {
      return markNotificationsRead(db, clock, request.params.userId, request.body.lastId);
    },
  };
}
