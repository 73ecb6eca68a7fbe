import type { ServiceModule } from '../../platform/module.ts';
import { dashboardHandlers } from './routes.ts';
import { statisticsHandlers } from './statistics-routes.ts';

export const dashboardModule: ServiceModule = {
  name: 'dashboard',
  handlers: (deps) => ({ ...dashboardHandlers(deps), ...statisticsHandlers(deps) }),
};
