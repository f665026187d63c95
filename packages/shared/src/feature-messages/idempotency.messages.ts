import type { Texts } from '../message-texts';

/** Messages of idempotent requests (request_no, docs/idempotency.md), in the three languages. */
export const idempotencyMessages = {
  requestNoRule: {
    en: 'The request number may hold only letters, digits, - and _',
    zh: '请求编号只能包含字母、数字、- 和 _',
    es: 'El número de solicitud solo admite letras, dígitos, - y _',
  },
  requestNoReused: {
    en: 'This request number was already used for a different request; reload and try again',
    zh: '该请求编号已用于另一个不同的请求，请刷新后重试',
    es: 'Este número de solicitud ya se usó para otra solicitud distinta; recargue e inténtelo de nuevo',
  },
} satisfies Record<string, Texts>;
