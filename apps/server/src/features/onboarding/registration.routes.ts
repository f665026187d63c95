import { envelopeSchema, loginResult, registerBody } from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { createRegistrationService } from './registration.service';

/** POST /user/register: public, the first step of the /steps wizard (docs/api.md "Onboarding"). */
export const registrationRoutes = async (app: App, deps: Deps) => {
  const service = createRegistrationService(deps);
  app.post(
    '/user/register',
    {
      config: { access: { scope: 'public' } },
      schema: {
        tags: ['onboarding'],
        summary: 'Creates a merchant account from a phone code and signs it in',
        security: [],
        body: registerBody,
        response: { 200: envelopeSchema(loginResult) },
      },
    },
    async (request) => ok(request.lang, await service.register(request.body, request.ip)),
  );
};
