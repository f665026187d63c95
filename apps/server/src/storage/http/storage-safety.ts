import type { FastifyInstance } from 'fastify';
import { dispositionOf } from '../served-type';

/**
 * Stored objects come from merchants: even if one were served with a dangerous type, the
 * sandbox keeps it in an opaque origin with no script, and nothing may be loaded from it.
 */
export const STORAGE_CSP = "sandbox; default-src 'none'";

/**
 * Headers on every /storage answer (objects, XML listings, errors, preflights): no MIME
 * sniffing, the sandbox CSP, framing by the console's own origin only, and `Content-Disposition: attachment` for anything that is not
 * an allowlisted image, video or PDF, so that a browser never renders it as a page.
 */
export const storageSafetyHeaders = (app: FastifyInstance) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', STORAGE_CSP)
      // The console previews PDFs in a frame of its own origin (FilePreviewModal); no one else may.
      .header('x-frame-options', 'SAMEORIGIN');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || dispositionOf(type) === 'attachment')
      reply.header('content-disposition', 'attachment');
    return payload;
  });
};
