import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** No content, script, frame or style source at all: JSON and XML answers need none. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The headers every answer of the server carries, whatever part of it answers. */
export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
} as const;

const isHtml = (contentType: unknown) =>
  typeof contentType === 'string' && /^text\/html\b/i.test(contentType);

/**
 * Security headers on every answer (API, storage, console, errors, 404s): no MIME sniffing,
 * no framing, no referrer outside the origin. Non-HTML answers also get a CSP that allows
 * nothing, so a JSON or XML body opened as a page can never run anything. HTML pages keep the
 * CSP the web-app plugin gives them, and a CSP another part already set (storage's sandbox)
 * is never replaced.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
      if (!reply.hasHeader(name)) reply.header(name, value);
    if (!reply.hasHeader('content-security-policy') && !isHtml(reply.getHeader('content-type')))
      reply.header('content-security-policy', API_CSP);
    return payload;
  });
});
