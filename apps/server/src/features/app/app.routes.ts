import { envelopeSchema, loginPhoneBody, loginResult } from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { createSessionRepository } from '../session/session.repository';
import { createAppLoginService } from './app-login.service';
import { appStoreRoutes } from './app-store.routes';

const tags = ['app'];

/**
 * The marketplace app's calls (spec §1 role 1, app user), under /api/app/. Codes are sent with
 * POST /user/sendcode/{phone}, as for the console. Console tokens are refused here (-403) and
 * app tokens in the console.
 */
export const appRoutes = async (app: App, deps: Deps) => {
  const logins = createAppLoginService(deps);
  const sessions = createSessionRepository(deps.db);

  app.post(
    '/app/login_phone',
    {
      config: { access: { scope: 'public' } },
      schema: {
        tags,
        summary: 'Signs a consumer in with a phone code; the account is created on first sign-in',
        security: [],
        body: loginPhoneBody,
        response: { 200: envelopeSchema(loginResult) },
      },
    },
    async (request) =>
      ok(request.lang, await logins.loginWithPhone(request.body.phone, request.body.code, request.ip)),
  );

  app.post(
    '/app/logout',
    {
      config: { access: { scope: 'app' } },
      schema: { tags, summary: "Ends the consumer's session", response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await sessions.revoke(request.caller.sessionId, 'logout');
      return ok(request.lang, null);
    },
  );

  await appStoreRoutes(app, deps);
};
