import type { FastifyInstance } from 'fastify';

/** How long requests in flight get at shutdown before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Graceful close (docs/operations.md "Shutdown"). app.close() stops accepting connections and
 * closes the idle kept-alive ones (forceCloseConnections: 'idle'); a request in flight finishes,
 * and its answer says `Connection: close` so that its socket does not linger as keep-alive.
 * After the grace period whatever is still open is cut, so a stuck request cannot hold the
 * process. The job runner and the database close afterwards, in buildApp's onClose hook.
 */
export const registerGracefulClose = (app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS) => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    if (app.server.listening) {
      setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
    }
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
};
