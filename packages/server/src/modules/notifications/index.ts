/**
 * The investor's notifications (the header menu) and the e-mail that goes with each kind, as the
 * investor's switches say. What other modules and the composition root may use of it; nothing
 * else of the module is to be imported from outside it.
 */
export { notificationsModule } from './module.ts';
export { addNotification, notifyInvestor } from './notifications.ts';
