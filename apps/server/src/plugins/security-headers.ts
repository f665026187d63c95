import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** No content, script, frame or style source at all: JSON and XML answers need none. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The API's documentation page (swagger-ui at /api/docs): its own scripts and styles only, no
 * inline script (the page has none); swagger-ui sets inline style attributes and draws icons
 * from data: URLs, and fetches the OpenAPI document from this origin.
 */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; " +
  "form-action 'self'; frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; " +
  "script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'";

/**
 * The headers every answer of the server carries, whatever part of it answers. No powerful
 * browser feature is offered to any page but fullscreen (the console's top bar has a toggle),
 * and a page of ours shares its window with no other origin's (no opener handle either way).
 */
export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  // Only features Chromium knows: an unknown one ('bluetooth') is a console error on every page.
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), fullscreen=(self)',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/**
 * API answers are the caller's own (a session's data, a signed URL): no shared or browser
 * cache may keep one. Nothing under /api needs caching.
 */
export const API_CACHE_CONTROL = 'no-store';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const isHtml = (contentType: unknown) =>
  typeof contentType === 'string' && /^text\/html\b/i.test(contentType);

/**
 * Security headers on every answer (API, storage, console, errors, 404s): no MIME sniffing,
 * no framing, no referrer outside the origin, no powerful features, no shared window; every
 * /api answer `Cache-Control: no-store`. Non-HTML answers also get a CSP that allows
 * nothing, so a JSON or XML body opened as a page can never run anything. HTML pages keep the
 * CSP the web-app plugin gives them, and a CSP another part already set (storage's sandbox)
 * is never replaced.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
      if (!reply.hasHeader(name)) reply.header(name, value);
    if (isApi(request.url)) reply.header('cache-control', API_CACHE_CONTROL);
    if (!reply.hasHeader('content-security-policy') && !isHtml(reply.getHeader('content-type')))
      reply.header('content-security-policy', API_CSP);
    return payload;
  });
});
