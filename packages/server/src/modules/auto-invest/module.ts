import type { ServiceModule } from '../../platform/module.ts';
import { autoInvestHandlers } from './routes.ts';

export const autoInvestModule: ServiceModule = { name: 'auto-invest', handlers: autoInvestHandlers };
