import type { ServiceModule } from '../../platform/module.ts';
import { depositHandlers } from './routes.ts';
import { registerXmlBody, statementHandlers } from './statement-routes.ts';

export const depositsModule: ServiceModule = {
  name: 'deposits',
  handlers: (deps) => ({ ...depositHandlers(deps), ...statementHandlers(deps) }),
  // Bank statements (POST /ops/statements) arrive as XML text.
  register: (app) => registerXmlBody(app),
};
