import { Code, type MessageKey, type MessageParams } from '@merchant/shared';

/**
 * A refusal the caller should understand: a code from packages/shared and a message key that
 * the error handler translates into the caller's language. Services throw these; routes never
 * build error envelopes themselves.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly value: unknown = null,
  ) {
    super(messageKey);
  }
}

export const notFound = () => new AppError(Code.NOT_FOUND, 'notFound');
export const forbidden = () => new AppError(Code.FORBIDDEN, 'forbidden');
export const invalidField = (field: string) => new AppError(Code.VALIDATION, 'invalidField', { field });
