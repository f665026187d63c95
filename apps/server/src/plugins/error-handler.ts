import { Code, formatMessage, httpStatusOf, type MessageKey, messages } from '@merchant/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isDatabaseUnreachable } from '../lib/db-errors';

/** Seconds a caller refused for an unreachable database is told to wait (`Retry-After`). */
const RETRY_AFTER_SECONDS = 5;

const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(messages, text);

const send = (reply: FastifyReply, code: number, message: string, value: unknown = null) =>
  reply.status(httpStatusOf(code)).send({ code, message, value });

/** Names the first bad field, with the shared rule's message when it has one. */
const validationMessage = (request: FastifyRequest, error: FastifyError): string => {
  const first = hasZodFastifySchemaValidationErrors(error) ? error.validation[0] : undefined;
  const field =
    first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
  const text = first?.message ?? '';
  if (isMessageKey(text)) return formatMessage(text, request.lang, { field });
  // zod 4 keeps no input for a missing key; its message says "received undefined".
  const missing = first?.keyword === 'invalid_type' && /received undefined/.test(text);
  return formatMessage(missing ? 'requiredField' : 'invalidField', request.lang, { field });
};

/**
 * Every failure becomes the spec's envelope. Bad input never answers 500: schema failures,
 * malformed JSON and oversize bodies are validation errors naming the field.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(
        reply,
        error.code,
        formatMessage(error.messageKey, request.lang, error.params),
        error.value,
      );
    }
    if (error.validation) return send(reply, Code.VALIDATION, validationMessage(request, error));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large and the like.
      const key = status === 429 ? 'tooManyAttempts' : 'invalidField';
      const code = status === 429 ? Code.RATE_LIMITED : Code.VALIDATION;
      return send(reply, code, formatMessage(key, request.lang, { field: 'body', seconds: 60 }));
    }
    if (isDatabaseUnreachable(error)) {
      // An outage, not a fault of this call: nothing to fix here, the caller retries and the
      // pool reconnects by itself once the database answers (docs/operations.md).
      request.log.warn({ err: error }, 'the database cannot be reached');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, Code.UNAVAILABLE, formatMessage('serviceBrieflyUnavailable', request.lang));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, Code.SERVER_ERROR, formatMessage('serverError', request.lang));
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      Code.NOT_FOUND,
      formatMessage('routeNotFound', request.lang, {
        method: request.method,
        url: request.url.split('?')[0] ?? '',
      }),
    ),
  );
});
