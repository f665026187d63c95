import { Code } from '@merchant/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { createSessionRepository } from '../features/session/session.repository';
import { AppError } from '../lib/app-error';
import { hashToken } from '../lib/tokens';

/** Who is calling: the account, its role, its session and the store it has selected. */
export interface Caller {
  sessionId: number;
  accountId: number;
  storeId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every route not marked `config: { public: true }`. */
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** No token needed (sign-in, health, docs). */
    public?: boolean;
  }
}

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

/**
 * Resolves the caller from `Authorization: Bearer <token>`. No token: -101. A token that is
 * unknown or revoked: -107 (the console offers to sign in again). An expired one: -106.
 */
export const resolveCaller = async (db: Database, token: string | null): Promise<Caller> => {
  if (!token) throw new AppError(Code.NOT_SIGNED_IN, 'notSignedIn');
  const session = await createSessionRepository(db).findByTokenHash(hashToken(token));
  if (!session || session.revoked_at) throw new AppError(Code.SESSION_REVOKED, 'sessionRevoked');
  if (session.expires_at <= new Date().toISOString())
    throw new AppError(Code.SESSION_EXPIRED, 'sessionExpired');
  return { sessionId: session.id, accountId: session.account_id, storeId: session.store_id };
};

export const authPlugin = fp(async (app: FastifyInstance, { db }: { db: Database }) => {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('preHandler', async (request) => {
    // Unknown routes have no config and answer not-found, not "sign in".
    if (request.routeOptions.config.public || !request.routeOptions.url) return;
    request.caller = await resolveCaller(db, bearerToken(request));
  });
});

/** The caller's selected store, for calls scoped to one store (every merchant call). */
export const requireStore = (caller: Caller): number => {
  if (caller.storeId === null) throw new AppError(Code.FORBIDDEN, 'noStoreSelected');
  return caller.storeId;
};

export { bearerToken };
