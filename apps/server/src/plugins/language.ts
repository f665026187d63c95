import { CookieName, type Language, pickLanguage } from '@merchant/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `language` cookie, else Accept-Language, else English. */
    lang: Language;
  }
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.cookies[CookieName.language], request.headers['accept-language']);
  });
});
