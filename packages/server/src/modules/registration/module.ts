import type { ServiceModule } from '../../platform/module.ts';
import { registrationHandlers } from './routes.ts';

export const registrationModule: ServiceModule = {
  name: 'registration',
  handlers: (deps) => registrationHandlers(deps),
};
