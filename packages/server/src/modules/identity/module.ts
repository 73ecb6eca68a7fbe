import type { ServiceModule } from '../../platform/module.ts';
import { identityHandlers, registerMultipart } from './routes.ts';

export const identityModule: ServiceModule = {
  name: 'identity',
  handlers: identityHandlers,
  // Identity documents (POST /uploadDocuments/{Id}) arrive as multipart/form-data.
  register: (app) => registerMultipart(app),
};
