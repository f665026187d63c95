import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built console from one process with the API. Hashed assets are cached for a
 * year; index.html never is, so a deploy is picked up at once. Any other GET outside /api is a
 * client route and gets index.html.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { dist }: { dist: string }) => {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ dist }, 'no built console found; serving the API only (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // scripts/compress-dist.mjs writes .br and .gz beside each asset at build time.
    preCompressed: true,
    setHeaders: (res, file) => {
      res.setHeader(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true }, config: { public: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
