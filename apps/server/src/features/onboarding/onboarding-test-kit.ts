import {
  CREDIT_CODE_ALPHABET,
  creditCodeCheckCharacter,
  idCardCheckCharacter,
  orgCodeCheckCharacter,
} from '@merchant/shared';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { bearer, createMerchant, createSessionToken } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { nextAddress, nextPhone } from '../user/user-test-kit';

/** Helpers of the onboarding API tests. */

let serial = 0;

/** A valid unified social credit code, different on every call. */
export const licence_code = (): string => {
  serial++;
  const body = `MA${String(serial).padStart(6, '0')}`;
  const first17 = `91110108${body}${orgCodeCheckCharacter(body)}`;
  const code = first17 + creditCodeCheckCharacter(first17);
  if (![...code].every((c) => CREDIT_CODE_ALPHABET.includes(c))) throw new Error(code);
  return code;
};

/** A valid 18-digit identity card number; `endsWithX` picks a body whose check character is X. */
export const id_card = (endsWithX = false): string => {
  for (let seq = 100; seq < 1000; seq++) {
    const first17 = `11010519880315${seq}`;
    const check = idCardCheckCharacter(first17);
    if ((check === 'X') === endsWithX) return first17 + check;
  }
  throw new Error('no such number');
};

export const call = async (
  app: App,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; payload?: object; lang?: string } = {},
) => {
  const res = await app.inject({
    method,
    url,
    payload: options.payload,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.lang ? { cookie: `language=${options.lang}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
};

/** A merchant without stores, signed in (a session made directly). */
export const newMerchant = async (db: Database) => {
  const m = await createMerchant(db, { stores: 0 });
  return { ...m, token: await createSessionToken(db, m.accountId) };
};

export const platformToken = async (db: Database) => {
  const p = await createMerchant(db, { stores: 0, role: 0 });
  return createSessionToken(db, p.accountId);
};

/**
 * An uploaded file of the account, as features/upload records it for an account without a
 * selected store (a new merchant's photos): no store, a key under `accounts/{accountId}/`.
 */
export const uploadedFile = async (db: Database, accountId: number, purpose = 'image'): Promise<number> => {
  serial++;
  const { id } = await db
    .insertInto('uploaded_files')
    .values({
      store_id: null,
      account_id: accountId,
      key: `accounts/${accountId}/2026/11/${String(serial).padStart(16, '0')}-photo.jpg`,
      file_name: 'photo.jpg',
      size: 1000,
      content_type: purpose === 'document' ? 'application/pdf' : 'image/jpeg',
      md5: null,
      purpose,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

/** A complete, valid qualification body for `claim_id`, with fresh photos of the account. */
export const qualificationPayload = async (db: Database, accountId: number, claim_id: number) => ({
  claim_id,
  licence_code: licence_code(),
  licence_photo_id: await uploadedFile(db, accountId),
  legal_name: '王小明',
  id_card: id_card(),
  id_card_front_id: await uploadedFile(db, accountId),
  id_card_back_id: await uploadedFile(db, accountId),
  contact_phone: '13912345678',
});

/** An unclaimed store added by `token`'s merchant. */
export const createStore = async (app: App, token: string, name = `门店 ${serial++} ${Date.now()}`) => {
  const res = await call(app, 'POST', '/api/claim/store', {
    token,
    payload: { name, city: '上海', address: '徐汇区漕溪北路1号', phone: '021-64871234' },
  });
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return res.body.value as { id: number; name: string };
};

export const applyFor = async (app: App, token: string, storeId: number) => {
  const res = await call(app, 'POST', '/api/claim/apply', { token, payload: { store_id: storeId } });
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return res.body.value as { id: number };
};

/** Sends a code to a fresh phone (from an address of its own: the limits count per address). */
export const sendCode = async (t: TestApp, phone = nextPhone()) => {
  await t.app.inject({ method: 'POST', url: `/api/user/sendcode/${phone}`, remoteAddress: nextAddress() });
  const sent = t.sms.at(-1);
  if (sent?.phone !== phone) throw new Error(`no code sent to ${phone}`);
  return { phone, code: sent.code };
};
