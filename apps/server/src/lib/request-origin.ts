import type { FastifyRequest } from 'fastify';

/** How the caller reached this server: embedded-mode storage addresses are built on it. */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
