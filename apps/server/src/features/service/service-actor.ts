import type { FastifyRequest } from 'fastify';
import type { ServiceActor } from './service-gate';

/** The caller of a `store` route (the access plugin has set and checked the store). */
export const serviceActorOf = (request: FastifyRequest): ServiceActor => ({
  accountId: request.caller.accountId,
  storeId: request.storeId as number,
  requestId: request.id,
});
