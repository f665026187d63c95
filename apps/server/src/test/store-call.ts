import { bearer } from './factories';
import type { TestApp } from './test-app';

/**
 * Calls the API as `who` in its store (X-Store-Id), in `lang`: the call every store-scoped
 * feature's tests make (the feature kits name it coachCall, scheduleCall, memberCall, cardCall).
 */
export const storeCall = async (
  t: TestApp,
  who: { token: string; storeId: number },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  lang = 'en',
) => {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...bearer(who.token), 'x-store-id': String(who.storeId), cookie: `language=${lang}` },
  });
  return { status: res.statusCode, body: res.json(), raw: res.body };
};
