import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmbeddedStore } from '../embedded/embedded-storage';
import { type Grant, type GrantSigner, resolveGrant } from '../grant';
import { verifySigV4 } from '../sigv4-verify';
import { StorageError } from '../storage-error';
import { errorXml } from './s3-xml';
import { runOperation } from './storage-handlers';
import { checkScope, parseStorageRequest } from './storage-operation';
import { storageSafetyHeaders } from './storage-safety';

export const STORAGE_PREFIX = '/storage';

export interface StorageEndpointOptions {
  store: EmbeddedStore;
  signer: GrantSigner;
}

/** Spec §5: the uploader needs ETag; copy needs Content-Length. */
const EXPOSED =
  'ETag, Content-Length, Content-Range, Content-Type, Last-Modified, x-amz-request-id, x-amz-version-id';

const sendError = (request: FastifyRequest, reply: FastifyReply, error: StorageError) => {
  // A refused upload whose body was never read: close rather than drain a gigabyte.
  if (!request.raw.complete) reply.header('connection', 'close');
  return reply
    .code(error.status)
    .type('application/xml')
    .header('x-amz-request-id', request.id)
    .send(
      request.method === 'HEAD'
        ? undefined
        : errorXml(error, String(request.id), request.url.split('?')[0] ?? ''),
    );
};

/**
 * The embedded store's S3-compatible endpoints at /storage/{bucket}/{key…} (path style), so
 * that browsers send file bytes straight to storage in embedded mode too. Every request is
 * checked: AWS Signature V4 (header or presigned), the session token's grant, its expiry, and
 * the grant's scope. Bodies are handed through as streams and written to disk as they arrive.
 */
export const storageEndpoints = async (app: FastifyInstance, { store, signer }: StorageEndpointOptions) => {
  // Not JSON: every body reaches the handler as the raw request stream (never buffered here).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  storageSafetyHeaders(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', EXPOSED);
    reply.header('x-amz-request-id', request.id);
  });

  app.setErrorHandler((error: FastifyError | StorageError, request, reply) => {
    if (error instanceof StorageError) return sendError(request, reply, error);
    const status = (error as FastifyError).statusCode ?? 500;
    // A browser that closes or cancels mid-upload aborts its request: nothing went wrong here.
    const clientGone = request.raw.destroyed && (error as NodeJS.ErrnoException).code === 'ECONNRESET';
    if (clientGone) request.log.info('storage request aborted by the client');
    else if (status >= 500) request.log.error({ err: error }, 'storage request failed');
    const code =
      status === 415 || status === 400
        ? 'InvalidArgument'
        : status >= 500
          ? 'InternalError'
          : 'InvalidRequest';
    return sendError(
      request,
      reply,
      new StorageError(code, status >= 500 ? 'We encountered an internal error.' : error.message, status),
    );
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new StorageError('NoSuchBucket', 'The specified bucket does not exist', 404)),
  );

  // CORS preflight: no signature (browsers send none); the actual request is checked.
  app.options('/*', async (request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, PUT, POST, DELETE')
      .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*')
      .header('access-control-max-age', '3000')
      .send(),
  );

  app.route({
    method: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'],
    url: '/*',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const rawUrl = request.raw.url ?? request.url;
      let grant: Grant | undefined;
      const verified = verifySigV4({
        method: request.method,
        rawUrl,
        headers: request.headers,
        region: store.storage.region,
        resolveSecret: (accessKeyId, token) => {
          const resolved = resolveGrant(signer, accessKeyId, token);
          grant = resolved.grant;
          return resolved.secret;
        },
      });
      const q = rawUrl.indexOf('?');
      const path = (q < 0 ? rawUrl : rawUrl.slice(0, q)).slice(STORAGE_PREFIX.length);
      const parsed = parseStorageRequest(
        request.method,
        path,
        q < 0 ? '' : rawUrl.slice(q + 1),
        request.headers,
        store.storage.bucket,
      );
      checkScope(grant as Grant, parsed);
      return runOperation({
        store,
        grant: grant as Grant,
        parsed,
        payloadHash: verified.payloadHash,
        request,
        reply,
      });
    },
  });
};
