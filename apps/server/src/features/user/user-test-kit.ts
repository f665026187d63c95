import type { App } from '../../app';
import { hashToken } from '../../lib/tokens';

/** Helpers of the user feature's API tests. */

let lastAddress = 0;
/**
 * A client address of its own for each test: the limits count per address, and every
 * app.inject call comes from 127.0.0.1 unless told otherwise.
 */
export const nextAddress = (): string => {
  lastAddress++;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

let lastPhone = 0;
/** A phone no other test in the process uses (the limits also count per phone). */
export const nextPhone = (): string =>
  `137${String((Date.now() % 1e5) * 100 + (lastPhone++ % 100)).padStart(8, '0')}`;

export const post = (
  app: App,
  url: string,
  payload?: object,
  options: { ip?: string; token?: string; lang?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? nextAddress(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { cookie: `language=${options.lang}` } : {}),
    },
  });

export const findSession = (app: App, token: string) =>
  app.deps.db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();

export const userInfoOf = (app: App, token: string) =>
  app.inject({
    method: 'GET',
    url: '/api/user/self/get_user_info',
    headers: { authorization: `Bearer ${token}` },
  });
