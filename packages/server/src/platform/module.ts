/**
 * How a business module (src/modules/<area>/) plugs into the platform: its routes (implementations
 * of the contract's operations), the work some operations do before their transaction, the owner
 * checks of the resources its `x-owner` rules name, and its own body parsers or pages. Jobs are
 * declared apart (src/platform/jobs.ts `JobDefinition`). The platform imports no module: the
 * composition root (src/app.ts) hands it the list.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { OwnerResolvers } from './http/auth.ts';
import type { Deps, Handlers, OperationId } from './http/types.ts';

export interface ServiceModule {
  /** For messages about the module (a duplicate handler, a missing resolver). */
  name: string;
  /** Implementations by the contract's operationId. */
  handlers?(deps: Deps): Handlers;
  /** Work an operation must do before its transaction (e.g. counting a code try that must stay counted). */
  preHandlers?(deps: Deps): Partial<Record<OperationId, preHandlerAsyncHookHandler>>;
  /** Resolvers of the resource kinds its operations' `x-owner` rules name. */
  ownerResolvers?: OwnerResolvers;
  /** Body parsers, plugins and pages of its own, registered before the contract's routes. */
  register?(app: FastifyInstance, deps: Deps): Promise<void> | void;
}
