import type { ServiceModule } from '../../platform/module.ts';
import { operatorSignInHandlers } from './operator-routes.ts';
import { passwordHandlers } from './password-routes.ts';
import { authHandlers } from './routes.ts';

export const authModule: ServiceModule = {
  name: 'auth',
  handlers: (deps) => ({ ...authHandlers(deps), ...passwordHandlers(deps), ...operatorSignInHandlers(deps) }),
};
