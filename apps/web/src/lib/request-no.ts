import { useState } from 'react';
import { ApiError, ClientCode } from './http';

/** A fresh request number (packages/shared `requestNo`: letters, digits, - and _). */
export const newRequestNo = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `r-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * True when a call failed without an answer from the server (offline, timeout, a proxy's error
 * page): the action may or may not have happened, so its retry must carry the same number.
 */
export const isOutcomeUnknown = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === ClientCode.NETWORK || error.code === ClientCode.TIMEOUT || error.code === ClientCode.HTTP);

export type RequestNumbers = <T>(action: unknown, send: (requestNo: string) => Promise<T>) => Promise<T>;

/**
 * One request number per user action (docs/idempotency.md). `send` gets the number of `action`
 * (a card, a row, a form): the number is kept while the outcome is unknown, so that the retry
 * (the same button after a timeout, a double click) is answered by the server with the first
 * result; it is dropped once the server has answered, success or refusal, so that the next
 * action, even with other values, is a new request.
 */
export const createRequestNumbers = (): RequestNumbers => {
  const open = new Map<unknown, string>();
  return async (action, send) => {
    const requestNo = open.get(action) ?? newRequestNo();
    open.set(action, requestNo);
    try {
      const result = await send(requestNo);
      if (open.get(action) === requestNo) open.delete(action);
      return result;
    } catch (error) {
      if (!isOutcomeUnknown(error) && open.get(action) === requestNo) open.delete(action);
      throw error;
    }
  };
};

/** The request numbers of one component's actions (see createRequestNumbers). */
export const useRequestNumbers = (): RequestNumbers => useState(createRequestNumbers)[0];
