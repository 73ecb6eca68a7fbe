import type { ServiceModule } from '../../platform/module.ts';
import { notificationHandlers } from './routes.ts';

export const notificationsModule: ServiceModule = { name: 'notifications', handlers: notificationHandlers };
