import type { App } from '../app';
import type { Database } from '../db/database';
import { hashPassword } from '../lib/password';
import { isoNow } from '../lib/time';
import { hashToken, newToken } from '../lib/tokens';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface MerchantFixture {
  accountId: number;
  username: string;
  password: string;
  phone: string;
  storeIds: number[];
}

/** A merchant account (role 2) managing `stores` new stores. */
export const createMerchant = async (
  db: Database,
  options: { stores?: number; password?: string; phone?: string; role?: number } = {},
): Promise<MerchantFixture> => {
  const username = `m_${unique()}`;
  const password = options.password ?? 'secret123';
  const phone = options.phone ?? `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const account = await db
    .insertInto('accounts')
    .values({
      username,
      phone,
      password_hash: await hashPassword(password),
      name: `Merchant ${username}`,
      avatar: '',
      role: options.role ?? 2,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const storeIds: number[] = [];
  for (let i = 0; i < (options.stores ?? 1); i++) {
    const store = await db
      .insertInto('stores')
      .values({
        name: `Store ${username} #${i + 1}`,
        city: '北京',
        address: '',
        phone: '',
        created_at: isoNow(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('store_managers')
      .values({ account_id: account.id, store_id: store.id, created_at: isoNow() })
      .execute();
    storeIds.push(store.id);
  }
  return { accountId: account.id, username, password, phone, storeIds };
};

/** Signs in through the real call and returns the token. */
export const signIn = async (app: App, username: string, password: string): Promise<string> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login_up',
    payload: { username, password },
  });
  const body = res.json();
  if (body.code !== 0) throw new Error(`sign-in failed: ${res.body}`);
  return body.value.token as string;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A live session for the account, made directly in the database (for tests that are not about
 * signing in). Returns the bearer token.
 */
export const createSessionToken = async (
  db: Database,
  accountId: number,
  options: { storeId?: number | null; expiresInMs?: number } = {},
): Promise<string> => {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      account_id: accountId,
      token_hash: hashToken(token),
      store_id: options.storeId ?? null,
      created_at: isoNow(),
      expires_at: new Date(Date.now() + (options.expiresInMs ?? 3600_000)).toISOString(),
      ip: '127.0.0.1',
    })
    .execute();
  return token;
};
