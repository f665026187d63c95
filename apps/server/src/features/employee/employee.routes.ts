import {
  employeeCreateBody,
  employeeGrantOptionsSchema,
  employeeSchema,
  employeeUpdateBody,
  envelopeSchema,
  idParams,
  listQuerySchema,
  pageSchema,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { createEmployeeService } from './employee.service';

const tags = ['employee'];
/**
 * Staff (/employee, menu 602): an `owner` menu, so only owners of the call's store hold its
 * functions; employees never do, hence never grant (docs/staff-access.md).
 */
const access = (permission: 'employee:view' | 'employee:edit' | 'employee:status') =>
  ({ access: { scope: 'store', permission } }) as const;
const one = { 200: envelopeSchema(employeeSchema) };

export const employeeRoutes = async (app: App, { db }: Deps) => {
  const service = createEmployeeService(db);
  const actor = (request: FastifyRequest) => ({ caller: request.caller, requestId: request.id });

  app.post(
    '/employee/list',
    {
      config: access('employee:view'),
      schema: {
        tags,
        summary: "The caller's employees who work in the call's store (a list query; newest first)",
        body: listQuerySchema,
        response: { 200: envelopeSchema(pageSchema(employeeSchema)) },
      },
    },
    // A `store` route always has a checked store.
    async (request) =>
      ok(request.lang, await service.list(request.caller, request.storeId as number, request.body)),
  );

  app.get(
    '/employee/grant-options',
    {
      config: access('employee:view'),
      schema: {
        tags,
        summary: 'What the owner may grant: the screens and buttons, the templates, its stores',
        response: { 200: envelopeSchema(employeeGrantOptionsSchema) },
      },
    },
    async (request) => ok(request.lang, await service.grantOptions(request.caller, request.lang)),
  );

  app.get(
    '/employee/:id',
    {
      config: access('employee:view'),
      schema: { tags, summary: 'One employee of the caller', params: idParams, response: one },
    },
    async (request) => ok(request.lang, await service.get(request.caller, request.params.id)),
  );

  app.post(
    '/employee',
    {
      config: access('employee:edit'),
      schema: {
        tags,
        summary: 'Adds an employee: the phone’s account (made when new), stores and grants',
        body: employeeCreateBody,
        response: one,
      },
    },
    async (request) => ok(request.lang, await service.create(actor(request), request.body)),
  );

  app.put(
    '/employee/:id',
    {
      config: access('employee:edit'),
      schema: {
        tags,
        summary: "Changes an employee's name, stores and grants (applied on their next call)",
        params: idParams,
        body: employeeUpdateBody,
        response: one,
      },
    },
    async (request) =>
      ok(request.lang, await service.update(actor(request), request.params.id, request.body)),
  );

  app.post(
    '/employee/:id/disable',
    {
      config: access('employee:status'),
      schema: {
        tags,
        summary: 'Disables an employee and ends their sessions',
        params: idParams,
        response: one,
      },
    },
    async (request) => ok(request.lang, await service.disable(actor(request), request.params.id)),
  );

  app.post(
    '/employee/:id/enable',
    {
      config: access('employee:status'),
      schema: { tags, summary: 'Lets a disabled employee sign in again', params: idParams, response: one },
    },
    async (request) => ok(request.lang, await service.enable(actor(request), request.params.id)),
  );
};
