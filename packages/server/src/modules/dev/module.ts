import type { ServiceModule } from '../../platform/module.ts';
import { devOutboxHandlers, registerDevOutboxPage } from './outbox-routes.ts';
import { devSimulateHandlers } from './simulate-routes.ts';

export const devModule: ServiceModule = {
  name: 'dev',
  handlers: (deps) => ({ ...devOutboxHandlers(deps), ...devSimulateHandlers(deps) }),
  register: (app, deps) => registerDevOutboxPage(app, deps),
};
