import { Code, type Envelope, formatMessage, type Language } from '@merchant/shared';

/** The success envelope, its message in the caller's language. */
export const ok = <T>(lang: Language, value: T): Envelope<T> => ({
  code: Code.OK,
  message: formatMessage('ok', lang),
  value,
});
