import { Code } from '@merchant/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { createAccessRepository } from '../features/session/access.repository';
import { AppError, forbidden } from '../lib/app-error';
import { hashToken } from '../lib/tokens';
import { parseStoreHeader, roleRefusal, STORE_HEADER } from './access-rules';
import type { RouteAccess } from './access-types';

/**
 * Who is calling: the session, the account and its role (read from the database on every
 * call), and the store this call acts on (see `request.storeId`).
 */
export interface Caller {
  sessionId: number;
  accountId: number;
  role: number;
  storeId: number | null;
}

/** One route of the API as declared, for the generated access tests and the docs. */
export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every route whose scope is not `public`. */
    caller: Caller;
    /**
     * The store this call acts on, checked against the stores the caller manages: always set
     * for `store` routes, the optional store of `account` routes (null without one), else null.
     */
    storeId: number | null;
  }
}

/**
 * The store a `store` route acts on. The plugin has always set it there; the check keeps a
 * route declared with another scope from acting on no store (-403 rather than a null id).
 */
export const storeOf = (request: FastifyRequest): number => {
  if (request.storeId === null) throw forbidden();
  return request.storeId;
};

/** Who makes a `store` call, as the services record it: account, store and request id. */
export const storeActorOf = (request: FastifyRequest) => ({
  accountId: request.caller.accountId,
  storeId: storeOf(request),
  requestId: request.id,
});

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

/**
 * Resolves the caller from a bearer token. No token: -101. A token that is unknown or revoked:
 * -107 (the console offers to sign in again). An expired one: -106. `storeId` is the session's
 * selection; the plugin replaces it with the store the call acts on.
 */
export const resolveCaller = async (db: Database, token: string | null): Promise<Caller> => {
  if (!token) throw new AppError(Code.NOT_SIGNED_IN, 'notSignedIn');
  return callerOf(await createAccessRepository(db).findCaller(hashToken(token), null, null));
};

interface SessionWithRole {
  id: number;
  account_id: number;
  store_id: number | null;
  expires_at: string;
  revoked_at: string | null;
  role: number;
}

/** A session row as the caller, or -107 (unknown or revoked) / -106 (expired). */
const callerOf = (session: SessionWithRole | undefined): Caller => {
  if (!session || session.revoked_at) throw new AppError(Code.SESSION_REVOKED, 'sessionRevoked');
  if (session.expires_at <= new Date().toISOString())
    throw new AppError(Code.SESSION_EXPIRED, 'sessionExpired');
  return {
    sessionId: session.id,
    accountId: session.account_id,
    role: session.role,
    storeId: session.store_id,
  };
};

/**
 * The caller, refused (-403) unless its role fits `access`: for the hook, and for a public
 * route that is signed in for one of its forms (the password change).
 */
export const resolveCallerFor = async (
  db: Database,
  token: string | null,
  access: RouteAccess,
): Promise<Caller> => {
  const caller = await resolveCaller(db, token);
  const refusal = roleRefusal(access, caller.role);
  if (refusal) throw new AppError(Code.FORBIDDEN, refusal);
  return caller;
};

/**
 * The store a call acts on. `X-Store-Id` wins and must name a store the caller manages (the
 * console sends the store its tab shows, so two tabs can work in two stores); without it the
 * session's selection is the default. `store` routes need one; on `account` routes it is
 * optional, and a session selection the caller no longer manages is simply no store there (so
 * that a merchant who lost a store can still read messages and pick another), except on
 * routes that act on the store (`optionalStore`), which refuse it as `store` routes do.
 */
const resolveStore = (
  header: number | null,
  caller: Caller,
  access: RouteAccess,
  { manages, granted }: Facts,
): number | null => {
  const wanted = header ?? caller.storeId;
  if (access.permission && !granted) throw permissionDenied(access);
  if (wanted === null) {
    if (access.scope === 'store') throw new AppError(Code.FORBIDDEN, 'noStoreSelected');
    return null;
  }
  if (manages) return wanted;
  if (header === null && access.scope === 'account' && !access.optionalStore) return null;
  throw new AppError(Code.FORBIDDEN, 'storeNotManaged');
};

const actsInStore = (access: RouteAccess) => access.scope === 'store' || access.scope === 'account';

/** A store or account call's store; a malformed `X-Store-Id` is refused (-400) here. */
const storeOfCall = (
  header: number | null | 'invalid',
  caller: Caller,
  access: RouteAccess,
  facts: Facts,
) => {
  if (header === 'invalid') throw new AppError(Code.VALIDATION, 'invalidField', { field: 'X-Store-Id' });
  return resolveStore(header, caller, access, facts);
};

/** What the hook's one read says of the call's store and permission. */
interface Facts {
  manages: boolean;
  granted: boolean;
}

/**
 * Access, declared on each route (`config.access`, see access-types.ts) and enforced here for
 * every route of the scope it is registered in (the API). A route without a declaration stops
 * the start-up. Runs on `onRequest`, before the body is parsed or anything is validated, so an
 * anonymous caller gets -101 whatever it sent and learns nothing of the schema. Then the role
 * must fit the scope, the permission code must be granted to the role, and the store must be
 * one the caller manages (-403 each), all read from the database on every call.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, { db, routes }: { db: Database; routes: ApiRoute[] }) => {
    const repo = createAccessRepository(db);
    app.decorateRequest('caller', null as unknown as Caller);
    app.decorateRequest('storeId', null);

    app.addHook('onRoute', (route: RouteOptions) => {
      const access = route.config?.access;
      if (!access)
        throw new Error(
          `${String(route.method)} ${route.url} declares no access: add config: { access: { scope } }`,
        );
      // The OpenAPI document asks for the bearer token everywhere but on public routes
      // (the document reads the schema later, so this still counts).
      if (access.scope === 'public' && route.schema && route.schema.security === undefined)
        route.schema.security = [];
      // Fastify adds a HEAD twin to every GET, with the same declaration.
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      // Unknown routes have no declaration and answer not-found, not "sign in".
      if (!access || access.scope === 'public') return;
      const token = bearerToken(request);
      if (!token) throw new AppError(Code.NOT_SIGNED_IN, 'notSignedIn');
      const header = parseStoreHeader(request.headers[STORE_HEADER]);
      // Session, role, owned or employed store and permission in one round trip (a malformed
      // header is refused below, after the session: -101/-106/-107 come first).
      const row = await repo.findCaller(
        hashToken(token),
        header === 'invalid' ? null : header,
        permissionsOf(access),
      );
      const caller = callerOf(row);
      const refusal = roleRefusal(access, caller.role);
      if (refusal) throw new AppError(Code.FORBIDDEN, refusal);
      const facts = { manages: Boolean(row?.manages), granted: Boolean(row?.granted) };
      const storeId = actsInStore(access)
        ? storeOfCall(header, caller, access, facts)
        : checkPermissionOnly(access, facts);
      request.caller = { ...caller, storeId };
      request.storeId = storeId;
    });
  },
  { name: 'access' },
);

/** The declared permission codes, or null when the route declares none. */
const permissionsOf = (access: RouteAccess): readonly string[] | null =>
  access.permission === undefined ? null : [access.permission].flat();

const permissionDenied = (access: RouteAccess) =>
  new AppError(Code.FORBIDDEN, 'permissionDenied', {
    permission: [access.permission ?? []].flat().join(' | '),
  });

/** Platform and app routes act in no store; only a declared permission is checked. */
const checkPermissionOnly = (access: RouteAccess, { granted }: Facts): null => {
  if (access.permission && !granted) throw permissionDenied(access);
  return null;
};
