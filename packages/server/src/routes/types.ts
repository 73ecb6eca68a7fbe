import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Contract } from '../contract.ts';
import type { Jobs } from '../jobs.ts';

/** What route handlers may use; everything injectable for tests. */
export interface Deps {
  config: Config;
  db: pg.Pool;
  clock: Clock;
  jobs: Jobs;
  contract: Contract;
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Implementations by the contract's operationId. */
export type Handlers = Partial<Record<string, Handler>>;
