import fs from 'node:fs';
import path from 'node:path';
import { CookieName, pickLanguage } from '@merchant/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { htmlPageHeaders } from './console-headers';
import { type BundleFile, loadWebBundle, negotiateBody } from './web-bundle';

const send = (
  request: FastifyRequest,
  reply: FastifyReply,
  file: BundleFile,
  pageHeaders: Map<BundleFile, Record<string, string>>,
) => {
  const { body, encoding } = negotiateBody(file, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .headers(pageHeaders.get(file) ?? { 'x-content-type-options': 'nosniff' })
    .header('content-type', file.contentType)
    .header('vary', 'accept-encoding')
    .header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .send(body);
};

/**
 * The page the build drew for this path (apps/web/build/prerender.mjs), for a visitor without a
 * token, in the language the console itself will pick: the `language` cookie, else English.
 * A visitor with a token is sent on by the guard, so gets the plain index.html.
 */
const prerenderedPage = (bundle: Map<string, BundleFile>, request: FastifyRequest, urlPath: string) => {
  if (request.cookies[CookieName.token]) return undefined;
  const language = pickLanguage(request.cookies[CookieName.language], undefined);
  return bundle.get(`/prerendered${urlPath}.${language}.html`);
};

/**
 * Serves the built console from one process with the API, from memory (web-bundle.ts).
 * Hashed assets are cached for a year; index.html never is, so a deploy is picked up at once.
 * A missing asset is a 404 (a stale page asking for a chunk of an older deploy must fail
 * loudly, not get index.html as JavaScript); any other GET outside /api is a client route and
 * gets index.html, or the page drawn at build time. The bundle is read at startup: restart
 * the server after a new build.
 *
 * Every HTML page goes out with the console's CSP (console-headers.ts), its inline scripts
 * allowed by their hashes, computed here from the built pages; `storageOrigins` are the hosts
 * other than this one that the console loads stored files from and uploads to.
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    { dist, storageOrigins }: { dist: string; storageOrigins: readonly string[] },
  ) => {
    if (!fs.existsSync(path.join(dist, 'index.html'))) {
      app.log.warn({ dist }, 'no built console found; serving the API only (run npm run build)');
      return;
    }
    const bundle = loadWebBundle(dist);
    const indexHtml = bundle.get('/index.html') as BundleFile; // checked above
    const pageHeaders = new Map<BundleFile, Record<string, string>>();
    for (const file of bundle.values())
      if (file.contentType.startsWith('text/html'))
        pageHeaders.set(file, htmlPageHeaders(file.identity.toString('utf8'), storageOrigins));
    app.get('/*', { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (urlPath.startsWith('/api/') || urlPath === '/api') return reply.callNotFound();
      const file = bundle.get(urlPath);
      if (file) return send(request, reply, file, pageHeaders);
      if (urlPath.startsWith('/assets/')) return reply.callNotFound();
      return send(request, reply, prerenderedPage(bundle, request, urlPath) ?? indexHtml, pageHeaders);
    });
  },
);
