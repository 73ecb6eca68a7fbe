import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type preHandlerAsyncHookHandler,
  type RouteHandlerMethod,
} from 'fastify';
import type pg from 'pg';
import underPressure from '@fastify/under-pressure';
import type { ServiceModule } from '../module.ts';
import { readMigrations } from '../db/migrate.ts';
import { instrumentHttp } from '../metrics.ts';
import { registerHealth, type ServiceState } from './health.ts';
import {
  optionalUser,
  ownershipHooks,
  ownershipProblems,
  requireOperator,
  requireUser,
  requireWebClient,
  type OwnerResolvers,
} from './auth.ts';
import { systemClock, type Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { createContractAjv, loadContract, routeSchema, type Contract, type Operation } from '../contract.ts';
import { ApiError, installErrorHandler, notImplemented } from '../errors.ts';
import { noJobs, type Jobs } from '../jobs.ts';
import type { Transports } from '../outbox.ts';
import { createTransports } from '../transports.ts';
import {
  idempotencyOf,
  idempotentHandler,
  requireIdempotencyKey,
  type SingleStatementHandler,
  type TransactionalHandler,
} from './idempotency.ts';
import type { Deps, Handlers, OperationId } from './types.ts';
import { registerStatic } from './static.ts';
import { registerCompression } from './compression.ts';
import { rateLimitHook } from './rate-limit.ts';
import { redactUrl, registerExposureHooks } from './exposure.ts';

export interface BuildAppOptions {
  config: Config;
  db: pg.Pool;
  clock?: Clock;
  /** Background jobs (pg-boss); tests usually leave them off. */
  jobs?: Jobs;
  /** The transports of the configuration (createTransports) unless given. */
  transports?: Transports;
  /** A pino logger configuration, or false for none (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Preloaded contract (tests load it once per file). */
  contract?: Contract;
  /** Implementations that replace or add to the service's own (tests of cross-cutting mechanisms). */
  handlers?: Handlers;
  /** Ownership resolvers by resource kind (x-owner); defaults to the modules'. */
  ownerResolvers?: OwnerResolvers;
  /** The business modules: their routes, pre-handlers, owner resolvers and plugins. */
  modules: ServiceModule[];
  /** What /health/ready reads of the process (src/main.ts moves it); by default ready, no jobs. */
  state?: ServiceState;
  /** The schema version this code needs (readMigrations); by default the migration files' count. */
  expectedSchemaVersion?: number;
}

/** Retry-After of a request shed under load (503 service-unavailable). */
const SHED_RETRY_AFTER_SECONDS = 5;

/** pino configuration: secrets never reach the log, wherever they sit. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'password',
        'newPassword',
        'code',
        'token',
        'access_token',
        'verificationId',
        '*.password',
        '*.newPassword',
        '*.code',
        '*.token',
        '*.access_token',
        '*.verificationId',
        '*.authorization',
        // Personal data of request bodies, and database errors that echo a value (23505's detail).
        'username',
        'email',
        'phone',
        'telephone',
        '*.username',
        '*.email',
        '*.phone',
        '*.telephone',
        'err.detail',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        // Secrets (link ids, tokens, codes) and e-mail addresses or phone numbers never reach the log.
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

/** Requests whose body is of a media type the operation does not declare are refused. */
function requireContentType(op: Operation) {
  const accepted = op.requestBody?.contentTypes ?? [];
  return async (request: FastifyRequest) => {
    if (request.body === undefined) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!accepted.includes(type)) {
      throw new ApiError(415, 'validation-error', `Send the body as ${accepted.join(' or ')}`);
    }
  };
}

/** An optional body left out is validated, and handled, as `{}` (its fields are optional then). */
async function absentBodyIsEmpty(request: FastifyRequest) {
  if (request.body === undefined || request.body === null) request.body = {};
}

/**
 * The HTTP service: security headers, body parsers, compression, then every operation of the contract
 * as a route with its rate limit, authentication, owner checks, validation and (for money) its
 * Idempotency-Key, implemented by the modules' handlers; the built app's files last.
 */
export async function createHttpApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const contract = options.contract ?? loadContract(config.contractPath);
  const deps: Deps = {
    config,
    db,
    clock,
    jobs: options.jobs ?? noJobs,
    transports: options.transports ?? createTransports(config),
    contract,
  };

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // While closing, requests that still arrive on kept-alive connections are answered below in the
    // contract's error shape (Fastify's own 503 has no key).
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    // Whose X-Forwarded-For names the client (request.ip, which keys the per-IP rate limits).
    trustProxy: config.trustProxy,
  });

  // OpenAPI 3.1 schemas are JSON Schema 2020-12; Fastify's built-in compiler speaks draft-07.
  // Query strings, params and headers are strings on the wire: coerce them to the contract's types.
  // Bodies are JSON (or forms of strings) and must already have the right types.
  const coercing = createContractAjv(contract.document, { coerceTypes: true });
  const strict = createContractAjv(contract.document, { coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema as object),
  );
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);
  installErrorHandler(app);
  instrumentHttp(app);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '1');
    throw new ApiError(503, 'service-unavailable', 'This process is shutting down. Try again.');
  });
  // Load shedding: while the event loop lags beyond the limit, answer 503 with Retry-After at once
  // rather than queue requests that would time out anyway. Health answers stay honest.
  if (config.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      retryAfter: SHED_RETRY_AFTER_SECONDS,
      // A promise: its rejection goes to the error handler (the contract's error shape).
      pressureHandler: async (request, reply) => {
        if (request.url.startsWith('/health/')) return;
        reply.header('retry-after', String(SHED_RETRY_AFTER_SECONDS));
        throw new ApiError(503, 'service-unavailable', 'The service is busy. Try again in a few seconds.');
      },
    });
  }
  // NUL characters refused (400) before anything else; no-store on /api answers (src/platform/http/exposure.ts).
  registerExposureHooks(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Inline styles are allowed (not inline script): Radix's scroll lock injects a <style> element
        // and charts position tooltips with style attributes. DESIGN §4 forbids inline script only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The API is same-origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  await app.register(formbody);
  // The modules' own body parsers and pages (bank statements as XML, identity documents as multipart).
  for (const module of options.modules) await module.register?.(app, deps);
  await registerCompression(app);

  const handlers: Handlers = {};
  for (const module of options.modules) {
    const own = module.handlers?.(deps) ?? {};
    for (const id of Object.keys(own)) {
      if (id in handlers) throw new Error(`${module.name} implements ${id}, which another module implements`);
    }
    Object.assign(handlers, own);
  }
  Object.assign(handlers, options.handlers);
  for (const id of Object.keys(handlers)) {
    if (!contract.byId.has(id)) app.log.warn(`handler ${id} matches no operation of the contract`);
  }
  // Whose resource each route names is declared in the contract; an undeclared one stops the start.
  const resolvers =
    options.ownerResolvers ?? Object.assign({}, ...options.modules.map((m) => m.ownerResolvers ?? {}));
  const problems = ownershipProblems(contract, new Set(Object.keys(handlers)), resolvers);
  if (problems.length > 0)
    throw new Error(`Ownership rules of the contract (x-owner):\n  ${problems.join('\n  ')}`);

  const routePreHandlers: Partial<Record<OperationId, preHandlerAsyncHookHandler>> = Object.assign(
    {},
    ...options.modules.map((m) => m.preHandlers?.(deps) ?? {}),
  );
  for (const op of contract.operations) {
    const preValidation = [];
    const preHandler = [];
    // Rate limits first: before the token lookup, Ajv and any Argon2 work (src/platform/http/rate-limit.ts).
    const rateLimit = rateLimitHook(op.operationId, { db, clock, factor: config.rateLimitFactor });
    if (rateLimit) preValidation.push(rateLimit);
    if (op.auth === 'client') preValidation.push(requireWebClient);
    if (op.auth === 'user') preValidation.push(requireUser(db, clock));
    if (op.auth === 'optional-user') preValidation.push(optionalUser(db, clock));
    if (op.auth === 'operator') preValidation.push(requireOperator(db, clock));
    const owner = ownershipHooks(op, db, resolvers);
    if (owner.preValidation) preValidation.push(owner.preValidation);
    // Budgets only signed-in callers may spend (their SMS codes, their uploads), counted only for
    // requests that are theirs.
    const userLimit = rateLimitHook(
      op.operationId,
      { db, clock, factor: config.rateLimitFactor },
      'signedIn',
    );
    if (userLimit) preValidation.push(userLimit);
    if (owner.preHandler) preHandler.push(owner.preHandler);
    // Work an operation must do before its transaction (a module's preHandlers: counting a code try).
    const before = routePreHandlers[op.operationId as OperationId];
    if (before) preHandler.push(before);
    if (op.requestBody) preValidation.push(requireContentType(op));
    if (op.requestBody && !op.requestBody.required) preValidation.push(absentBodyIsEmpty);
    // Validation (Ajv, from the same contract) guarantees the request types the handler declares.
    const implementation = handlers[op.operationId as OperationId] as
      TransactionalHandler | SingleStatementHandler | undefined;
    let handler = implementation as RouteHandlerMethod | undefined;
    const idempotency = idempotencyOf(op);
    if (idempotency?.required) preValidation.push(requireIdempotencyKey);
    if (implementation && idempotency) {
      // Money-moving calls: one transaction (or one statement) for the effect and the stored first
      // response, under the signed-in investor's or operator's key.
      if (op.auth !== 'user' && op.auth !== 'operator')
        throw new Error(`${op.operationId} takes an Idempotency-Key but no signed-in user or operator`);
      handler = idempotentHandler(db, clock, op, implementation);
    }
    app.route({
      method: op.method as 'GET',
      url: op.url,
      schema: routeSchema(op),
      config: { operationId: op.operationId, oauth: op.auth === 'client' },
      preValidation,
      preHandler,
      handler:
        handler ??
        (async () => {
          throw notImplemented();
        }),
    });
  }

  registerHealth(app, {
    db,
    state: options.state ?? { draining: false, jobs: 'off' },
    expectedSchemaVersion: options.expectedSchemaVersion ?? (await readMigrations()).length,
  });
  await registerStatic(app, config.appDist);
  return app;
}
