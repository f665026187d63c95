import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  applyFor,
  call,
  createStore,
  id_card,
  newMerchant,
  platformToken,
  qualificationPayload,
  uploadedFile,
} from './onboarding-test-kit';

describe('qualifications', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof newMerchant>>;
  let other: Awaited<ReturnType<typeof newMerchant>>;
  let platform: string;
  beforeAll(async () => {
    t = await createTestApp();
    me = await newMerchant(t.app.deps.db);
    other = await newMerchant(t.app.deps.db);
    platform = await platformToken(t.app.deps.db);
  });
  afterAll(() => t.close());

  const submit = (token: string, payload: object, lang?: string) =>
    call(t.app, 'POST', '/api/claim/qualification', { token, payload, lang });
  const get = (token: string, id: number) => call(t.app, 'GET', `/api/claim/qualification/${id}`, { token });
  const remove = (token: string, id: number | string, lang?: string) =>
    call(t.app, 'GET', `/api/claim/qualification/delete?id=${id}`, { token, lang });
  /** A new claim of a new store by `who`, and a valid qualification body for it. */
  const claimWithPayload = async (who = me) => {
    const claim = await applyFor(t.app, who.token, (await createStore(t.app, who.token)).id);
    return { claim, payload: await qualificationPayload(t.app.deps.db, who.accountId, claim.id) };
  };
  const statusOf = async (token: string, claim_id: number) =>
    (await call(t.app, 'GET', '/api/claim/status', { token })).body.value.find(
      (c: { id: number }) => c.id === claim_id,
    );

  it('submits qualifications: stored upper-case, the claim now waits for review', async () => {
    const { claim, payload } = await claimWithPayload();
    const idCard = id_card(true);
    const res = await submit(me.token, {
      ...payload,
      licence_code: payload.licence_code.toLowerCase(),
      id_card: idCard.toLowerCase(),
    });
    expect(res.body).toMatchObject({ code: Code.OK });
    expect(res.body.value).toEqual({
      ...payload,
      id: expect.any(Number),
      claim_id: claim.id,
      id_card: idCard,
      store: { id: expect.any(Number), name: expect.any(String) },
      status: 'pending',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await statusOf(me.token, claim.id)).toMatchObject({
      qualification_id: res.body.value.id,
      next_action: 'wait_review',
    });
    expect((await get(me.token, res.body.value.id)).body.value).toEqual(res.body.value);
  });

  it('replaces the qualifications on a repeated submission (one set per claim)', async () => {
    const { claim, payload } = await claimWithPayload();
    const first = (await submit(me.token, payload)).body.value;
    const second = (await submit(me.token, { ...payload, legal_name: '李四', contact_phone: '13700000000' }))
      .body.value;
    expect(second).toMatchObject({
      id: first.id,
      legal_name: '李四',
      contact_phone: '13700000000',
      created_at: first.created_at,
    });
    expect(second.updated_at >= first.updated_at).toBe(true);
    const rows = await t.app.deps.db
      .selectFrom('store_qualifications')
      .select('id')
      .where('claim_id', '=', claim.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad licence code, identity card or phone with the spec’s messages', async () => {
    const { payload } = await claimWithPayload();
    const licence = await submit(me.token, { ...payload, licence_code: '91350100M000100Y44' }, 'zh');
    expect(licence.body).toEqual({
      code: Code.VALIDATION,
      message: '请输入正确的18位营业执照信用代码',
      value: null,
    });
    const card = await submit(me.token, { ...payload, id_card: '110105194902300021' }, 'zh');
    expect(card.body).toEqual({ code: Code.VALIDATION, message: '请输入正确的身份证号', value: null });
    const phone = await submit(me.token, { ...payload, contact_phone: '010-8580123' }, 'zh');
    expect(phone.body).toEqual({ code: Code.VALIDATION, message: '请输入11位手机号', value: null });
    const en = await submit(me.token, { ...payload, id_card: '11010519491231002Y' });
    expect(en.body.message).toBe('Please enter a valid resident identity card number');
    const missing = await submit(me.token, { ...payload, legal_name: undefined });
    expect(missing.body.message).toBe('legal_name is required');
    expect((await submit(me.token, { ...payload, licence_photo_id: '5' })).body.code).toBe(Code.VALIDATION);
  });

  it('accepts only the caller’s own uploaded images as photos', async () => {
    const { payload } = await claimWithPayload();
    const othersPhoto = await uploadedFile(t.app.deps.db, other.accountId);
    const res = await submit(me.token, { ...payload, id_card_front_id: othersPhoto });
    expect(res.body).toEqual({
      code: Code.VALIDATION,
      message: 'The photo in id_card_front_id is not one of your uploaded images; please upload it again',
      value: null,
    });
    expect((await submit(me.token, { ...payload, licence_photo_id: 99_999_999 })).body.message).toContain(
      'licence_photo_id',
    );
    const video = await uploadedFile(t.app.deps.db, me.accountId, 'video');
    expect((await submit(me.token, { ...payload, id_card_back_id: video })).body.message).toContain(
      'id_card_back_id',
    );
    // A scanned licence may be a PDF; an identity card side may not.
    const pdf = await uploadedFile(t.app.deps.db, me.accountId, 'document');
    expect((await submit(me.token, { ...payload, licence_photo_id: pdf })).body.code).toBe(Code.OK);
    expect((await submit(me.token, { ...payload, id_card_front_id: pdf })).body.code).toBe(Code.VALIDATION);
    const same = await submit(me.token, { ...payload, id_card_back_id: payload.id_card_front_id });
    expect(same.body.message).toBe('The front and back of the identity card must be two different photos');
  });

  it("answers not found for someone else's claim and qualifications", async () => {
    const { claim, payload } = await claimWithPayload(other);
    const onOthersClaim = await submit(me.token, {
      ...(await qualificationPayload(t.app.deps.db, me.accountId, claim.id)),
    });
    expect(onOthersClaim.body).toMatchObject({ code: Code.NOT_FOUND, message: 'This claim does not exist' });
    const theirs = (await submit(other.token, payload)).body.value;
    expect((await get(me.token, theirs.id)).body).toMatchObject({
      code: Code.NOT_FOUND,
      message: 'These qualifications do not exist',
    });
    expect((await remove(me.token, theirs.id)).body.code).toBe(Code.NOT_FOUND);
    expect((await get(other.token, theirs.id)).body.code).toBe(Code.OK);
    expect((await get(me.token, 99_999_999)).body.code).toBe(Code.NOT_FOUND);
    expect((await get(me.token, 'x' as never)).body.code).toBe(Code.VALIDATION);
    expect((await remove(me.token, 'x')).body.code).toBe(Code.VALIDATION);
  });

  it('deletes pending qualifications: the claim asks for them again', async () => {
    const { claim, payload } = await claimWithPayload();
    const { id } = (await submit(me.token, payload)).body.value;
    expect((await remove(me.token, id)).body).toEqual({ code: Code.OK, message: 'Success', value: null });
    expect((await get(me.token, id)).body.code).toBe(Code.NOT_FOUND);
    expect(await statusOf(me.token, claim.id)).toMatchObject({
      status: 'pending',
      qualification_id: null,
      next_action: 'submit_qualifications',
    });
    expect((await remove(me.token, id)).body.code).toBe(Code.NOT_FOUND);
  });

  it('refuses to delete or change approved qualifications', async () => {
    const { claim, payload } = await claimWithPayload();
    const { id } = (await submit(me.token, payload)).body.value;
    expect(
      (await call(t.app, 'POST', `/api/platform/claims/${claim.id}/approve`, { token: platform })).body.code,
    ).toBe(Code.OK);
    const res = await remove(me.token, id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: Code.CONFLICT,
      message: 'These qualifications have been approved and can no longer be changed or deleted',
      value: null,
    });
    expect((await remove(me.token, id, 'zh')).body.message).toBe('资质已审核通过，不能再修改或删除');
    expect((await get(me.token, id)).body.value.status).toBe('approved');
    const resubmit = await submit(me.token, { ...payload, legal_name: '赵六' });
    expect(resubmit.body.code).toBe(Code.CONFLICT);
    expect((await get(me.token, id)).body.value.legal_name).toBe(payload.legal_name);
  });

  it('sends a rejected claim back to review when corrected qualifications come', async () => {
    const { claim, payload } = await claimWithPayload();
    await submit(me.token, payload);
    const reason = '营业执照照片不清晰';
    await call(t.app, 'POST', `/api/platform/claims/${claim.id}/reject`, {
      token: platform,
      payload: { reason },
    });
    expect(await statusOf(me.token, claim.id)).toMatchObject({
      status: 'rejected',
      reason,
      next_action: 'resubmit',
    });
    const fixed = await submit(me.token, {
      ...payload,
      licence_photo_id: await uploadedFile(t.app.deps.db, me.accountId),
    });
    expect(fixed.body.value.status).toBe('pending');
    expect(await statusOf(me.token, claim.id)).toMatchObject({
      status: 'pending',
      reason: null,
      decided_at: null,
      next_action: 'wait_review',
    });
  });

  it('does not reopen a rejected claim once someone else has claimed the store', async () => {
    const { claim, payload } = await claimWithPayload();
    await submit(me.token, payload);
    await call(t.app, 'POST', `/api/platform/claims/${claim.id}/reject`, {
      token: platform,
      payload: { reason: 'no' },
    });
    const storeId = (await statusOf(me.token, claim.id)).store.id;
    await applyFor(t.app, other.token, storeId);
    const res = await submit(me.token, payload);
    expect(res.body).toMatchObject({
      code: Code.CONFLICT,
      message: 'This store already has a claim waiting for review',
    });
    expect(await statusOf(me.token, claim.id)).toMatchObject({ status: 'rejected' });
  });

  it('is for merchants only', async () => {
    const { payload } = await claimWithPayload();
    expect((await submit(platform, payload)).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t.app, 'GET', '/api/claim/status', { token: platform })).body.code).toBe(
      Code.FORBIDDEN,
    );
    expect((await call(t.app, 'GET', '/api/claim/qualification/1')).body.code).toBe(Code.NOT_SIGNED_IN);
  });
});
