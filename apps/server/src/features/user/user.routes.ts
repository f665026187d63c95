import {
  changePasswordBody,
  envelopeSchema,
  initialPasswordBody,
  loginPasswordBody,
  loginPhoneBody,
  loginResult,
  loginTokenBody,
  sendCodeParams,
  sendCodeResult,
  userInfo,
} from '@merchant/shared';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { bearerToken, resolveCallerFor } from '../../plugins/access';
import { createUserService } from './user.service';

const tags = ['user'];
/** Public calls: no bearer token in the OpenAPI document, none checked by the access plugin. */
const open = { config: { access: { scope: 'public' } } } as const;
const signedIn = { config: { access: { scope: 'account' } } } as const;
const nullEnvelope = { 200: envelopeSchema(z.null()) };
const loginEnvelope = { 200: envelopeSchema(loginResult) };

/** Sign-in, sign-out, the caller's profile and passwords (spec §7, docs/api.md). */
export const userRoutes = async (app: App, deps: Deps) => {
  const service = createUserService(deps);

  app.post(
    '/user/login_up',
    { ...open, schema: { tags, security: [], body: loginPasswordBody, response: loginEnvelope } },
    async (request) =>
      ok(
        request.lang,
        await service.loginWithPassword(request.body.username, request.body.password, request.ip),
      ),
  );

  app.post(
    '/user/login_token',
    { ...open, schema: { tags, security: [], body: loginTokenBody, response: loginEnvelope } },
    async (request) => ok(request.lang, await service.loginWithToken(request.body.session_token, request.ip)),
  );

  app.post(
    '/user/sendcode/:phone',
    {
      ...open,
      schema: {
        tags,
        security: [],
        params: sendCodeParams,
        response: { 200: envelopeSchema(sendCodeResult) },
      },
    },
    async (request) =>
      ok(request.lang, await service.sendCode(request.params.phone, request.ip, request.lang)),
  );

  app.post(
    '/user/login_phone',
    { ...open, schema: { tags, security: [], body: loginPhoneBody, response: loginEnvelope } },
    async (request) =>
      ok(request.lang, await service.loginWithPhone(request.body.phone, request.body.code, request.ip)),
  );

  /**
   * Public because the reset form (/forget) has no session; the change form needs one, so
   * the caller is resolved here for that form only (same -101/-106/-107/-403 as everywhere).
   */
  app.post(
    '/user/password',
    {
      ...open,
      schema: { tags, security: [{}, { bearer: [] }], body: changePasswordBody, response: nullEnvelope },
    },
    async (request) => {
      const { body } = request;
      if ('old_password' in body) {
        const caller = await resolveCallerFor(deps.db, bearerToken(request), signedIn.config.access);
        return ok(
          request.lang,
          await service.changePassword(caller, body.old_password, body.new_password, request.ip),
        );
      }
      return ok(request.lang, await service.resetPassword(body.phone, body.code, body.new_password));
    },
  );

  app.post(
    '/user/password/initial',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "An employee's first password, after signing in with a phone code (once)",
        body: initialPasswordBody,
        response: nullEnvelope,
      },
    },
    async (request) =>
      ok(request.lang, await service.setInitialPassword(request.caller, request.body.new_password)),
  );

  app.post('/user/logout', { ...signedIn, schema: { tags, response: nullEnvelope } }, async (request) =>
    ok(request.lang, await service.logout(request.caller)),
  );

  app.get(
    '/user/self/get_user_info',
    { ...signedIn, schema: { tags, response: { 200: envelopeSchema(userInfo) } } },
    async (request) => ok(request.lang, await service.getUserInfo(request.caller)),
  );
};
