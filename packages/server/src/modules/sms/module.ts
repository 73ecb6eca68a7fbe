import type { ServiceModule } from '../../platform/module.ts';
import { smsHandlers } from './routes.ts';

export const smsModule: ServiceModule = { name: 'sms', handlers: smsHandlers };
