import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

let counter = 0;

/**
 * An uploaded file of the store recorded directly in the database (the cover calls only read
 * the row; the upload flow itself is tested in features/upload).
 */
export const insertUpload = async (
  db: Database,
  storeId: number,
  accountId: number,
  purpose: 'image' | 'document' | 'video' = 'image',
): Promise<number> => {
  counter += 1;
  const ext = { image: 'jpg', document: 'pdf', video: 'mp4' }[purpose];
  const type = { image: 'image/jpeg', document: 'application/pdf', video: 'video/mp4' }[purpose];
  const row = await db
    .insertInto('uploaded_files')
    .values({
      store_id: storeId,
      account_id: accountId,
      key: `stores/${storeId}/2026/11/${String(counter).padStart(16, '0')}-cover_${counter}.${ext}`,
      file_name: `cover ${counter}.${ext}`,
      size: 1000,
      content_type: type,
      md5: null,
      purpose,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** A coach of the store, written directly (the coach calls belong to features/coach). */
export const insertCoach = async (
  db: Database,
  storeId: number,
  name: string,
  status: 'active' | 'inactive' = 'active',
): Promise<number> => {
  const now = isoNow();
  const row = await db
    .insertInto('coaches')
    .values({
      store_id: storeId,
      name,
      phone: '13800138000',
      type: 'one_on_one',
      status,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export interface Answer {
  statusCode: number;
  body: { code: number; message: string; value: never };
}

/** One call as `token` in its store (`X-Store-Id`), in English unless told. */
export const coverCall = async (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token: string; storeId?: number; payload?: unknown; lang?: string },
): Promise<Answer> => {
  const headers: Record<string, string> = {
    ...bearer(options.token),
    cookie: `language=${options.lang ?? 'en'}`,
  };
  if (options.storeId !== undefined) headers['x-store-id'] = String(options.storeId);
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  return { statusCode: res.statusCode, body: res.json() };
};
