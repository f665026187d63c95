import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createUploadKit, samples, type UploadKit } from '../upload/upload-test-kit';
import { applyFor, createStore, id_card, licence_code, platformToken } from './onboarding-test-kit';

/**
 * GET /api/platform/files/{id}/url: the platform looks at the photos of a claim's
 * qualifications, which a new merchant uploaded with no store (account scope).
 */
describe('qualification photos for the platform’s review', () => {
  let k: UploadKit;
  let platform: string;
  let merchant: string;
  const photos = { licence: 0, front: 0, back: 0, unrelated: 0 };

  beforeAll(async () => {
    k = await createUploadKit();
    const db = k.t.app.deps.db;
    platform = await platformToken(db);
    merchant = await createSessionToken(db, (await createMerchant(db, { stores: 0 })).accountId);
    const upload = async (name: string, bytes: Buffer, type: string) =>
      (await k.uploadAndReport(name, bytes, type, merchant)).id;
    photos.licence = await upload('licence.pdf', samples.pdf, 'application/pdf');
    photos.front = await upload('front.jpg', samples.jpeg, 'image/jpeg');
    photos.back = await upload('back.png', samples.png, 'image/png');
    photos.unrelated = await upload('holiday.jpg', samples.jpeg, 'image/jpeg');
    const store = await createStore(k.t.app, merchant);
    const claim = await applyFor(k.t.app, merchant, store.id);
    const submitted = await k.call(
      'POST',
      '/api/claim/qualification',
      {
        claim_id: claim.id,
        licence_code: licence_code(),
        licence_photo_id: photos.licence,
        legal_name: '王小明',
        id_card: id_card(),
        id_card_front_id: photos.front,
        id_card_back_id: photos.back,
        contact_phone: '13912345678',
      },
      merchant,
    );
    expect(submitted.body.code).toBe(Code.OK);
  });
  afterAll(() => k.t.close());

  const urlOf = (id: number, token = platform, lang = 'en') =>
    k.call('GET', `/api/platform/files/${id}/url`, undefined, token, lang);

  it('gives the platform a signed URL (900 s) for each photo of the qualifications', async () => {
    for (const [id, bytes] of [
      [photos.licence, samples.pdf],
      [photos.front, samples.jpeg],
      [photos.back, samples.png],
    ] as const) {
      const res = await urlOf(id);
      expect(res.body.code).toBe(Code.OK);
      const signed = res.body.value as { url: string; expiredTime: number };
      expect(signed.url).toContain('X-Amz-Expires=900');
      expect(signed.expiredTime - Date.now() / 1000).toBeGreaterThan(890);
      const read = await fetch(signed.url);
      expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('refuses callers who are not the platform', async () => {
    const storeMerchant = k.token;
    for (const token of [merchant, storeMerchant]) {
      expect((await urlOf(photos.front, token, 'zh')).body).toMatchObject({ code: Code.FORBIDDEN });
    }
    expect((await urlOf(photos.front, '')).body.code).toBe(Code.NOT_SIGNED_IN);
  });

  it('refuses files that no qualification points at, and ids that do not exist', async () => {
    expect((await urlOf(photos.unrelated)).body).toMatchObject({
      code: Code.NOT_FOUND,
      message: 'This file does not exist',
    });
    const storeFile = await k.uploadAndReport('cover.jpg', samples.jpeg, 'image/jpeg');
    expect((await urlOf(storeFile.id)).body.code).toBe(Code.NOT_FOUND);
    expect((await urlOf(2_000_000_000)).body.code).toBe(Code.NOT_FOUND);
    expect((await urlOf(0)).body.code).toBe(Code.VALIDATION);
  });
});
