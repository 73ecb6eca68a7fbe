import type { ServiceModule } from '../../platform/module.ts';
import { backOfficeHandlers } from './routes.ts';

export const backOfficeModule: ServiceModule = { name: 'back-office', handlers: backOfficeHandlers };
