import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { functionIds, insertEmployment } from '../employee/employee-test-kit';
import { isServiceOpen } from './application-gate';
import {
  type ApplicationOwner,
  applicationAudit,
  applicationCall,
  applicationOwner,
  approveClaimOf,
  SCENE,
  saveApplication,
  storeFile,
} from './application-test-kit';

const NUL = '\u0000';

/** The merchant's side of applications on the real app (SQLite, or PostgreSQL with DATABASE_URL). */
describe('applications to open a service', () => {
  let t: TestApp;
  let me: ApplicationOwner;
  let other: ApplicationOwner;
  const db = () => t.app.deps.db;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    applicationCall(t, me, method, url, payload, lang);
  const rowOf = (storeId: number, type: string) =>
    db()
      .selectFrom('service_applications')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('type', '=', type)
      .executeTakeFirst();
  const image = (who = me) => storeFile(db(), who.storeId, who.accountId);

  beforeAll(async () => {
    t = await createTestApp();
    me = await applicationOwner(db());
    other = await applicationOwner(db());
  });
  afterAll(() => t.close());

  it('answers an unsaved draft pre-filled from the store’s approved qualifications', async () => {
    const { licence, decidedAt } = await approveClaimOf(db(), me);
    const res = await call('GET', '/application/timed');
    expect(res.body.code).toBe(0);
    expect(res.body.value).toMatchObject({
      id: null,
      store_id: me.storeId,
      type: 'timed',
      status: 'draft',
      description: '',
      materials: [],
      reject_reason: null,
      can_edit: true,
      qualification: {
        city: '北京',
        licence_code: '91310104MA1FR0XX3K',
        legal_name: '王小明',
        id_card_masked: '110***********1234',
        contact_phone: '13912345678',
        licence_photo_id: licence,
        approved_at: decidedAt,
      },
    });
    expect(res.body.value.licence_photo_url).toMatch(/^http/);
    expect(JSON.stringify(res.body.value)).not.toContain('110101199003071234');
    expect(await rowOf(me.storeId, 'timed')).toBeUndefined();
  });

  it('answers empty facts for a store without an approved claim', async () => {
    const res = await applicationCall(t, other, 'GET', '/application/count');
    expect(res.body.value.qualification).toMatchObject({
      licence_code: null,
      legal_name: null,
      id_card_masked: null,
      approved_at: null,
    });
    expect(res.body.value.licence_photo_url).toBeNull();
  });

  it('saves a draft with any description and materials, logging it', async () => {
    const first = await saveApplication(t, me, { type: 'timed', description: '草稿' });
    expect(first).toMatchObject({ status: 'draft', description: '草稿', materials: [] });
    const pdf = await storeFile(db(), me.storeId, me.accountId, 'document');
    const picture = await image();
    const second = await saveApplication(t, me, {
      type: 'timed',
      description: '还在写',
      upload_ids: [pdf, picture],
    });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({
      status: 'draft',
      description: '还在写',
      materials: [
        { upload_id: pdf, content_type: 'application/pdf' },
        { upload_id: picture, content_type: 'image/jpeg' },
      ],
    });
    expect((second as unknown as { materials: { url: string }[] }).materials[0]?.url).toMatch(/^http/);
    expect(
      (await applicationAudit(db(), first.id)).map((e) => [
        e.from_state,
        e.to_state,
        e.reason,
        e.actor_account_id,
      ]),
    ).toEqual([
      [null, 'draft', 'created', me.accountId],
      ['draft', 'draft', 'edited', me.accountId],
    ]);
  });

  it('refuses materials that are not the store’s images or PDFs, writing nothing', async () => {
    const before = await rowOf(me.storeId, 'timed');
    const foreign = await image(other);
    const video = await storeFile(db(), me.storeId, me.accountId, 'video');
    for (const ids of [[foreign], [await image(), video], [2147483647]]) {
      const res = await call('POST', '/application', { type: 'timed', description: '改了', upload_ids: ids });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        -400,
        `The file in upload_ids.${ids.length - 1} is not one of this store’s uploaded images or PDFs; please upload it again`,
      ]);
    }
    const zh = await call('POST', '/application', { type: 'timed', upload_ids: [foreign] }, 'zh');
    expect(zh.body.message).toBe('upload_ids.0 不是本门店上传的图片或 PDF，请重新上传');
    expect(await rowOf(me.storeId, 'timed')).toEqual(before);
  });

  it('refuses bad input with clear messages (NUL bytes, types, duplicates)', async () => {
    const picture = await image();
    const cases: [unknown, string][] = [
      [{ type: 'timed', description: `a${NUL}b` }, 'description must not contain control characters'],
      [{ type: 'hourly' }, 'Invalid value for type'],
      [{ description: SCENE }, 'Invalid value for type'],
      [{ type: 'timed', upload_ids: [picture, picture] }, 'The same material is listed twice in upload_ids'],
      [{ type: 'timed', upload_ids: ['1'] }, 'Invalid value for upload_ids.0'],
      [{ type: 'timed', submit: 'yes' }, 'Invalid value for submit'],
      [{ type: 'timed', description: 'x'.repeat(2001) }, expect.stringContaining('description')],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/application', payload);
      expect([res.body.code, res.body.message], JSON.stringify(payload)).toEqual([-400, message]);
    }
    const bad = await call('GET', '/application/hourly');
    expect([bad.status, bad.body.code]).toEqual([400, -400]);
    expect((await rowOf(me.storeId, 'timed'))?.description).toBe('还在写');
  });

  it('submits only a described scene with a material, in the caller’s language, writing nothing otherwise', async () => {
    const before = await rowOf(me.storeId, 'timed');
    const short = await call('POST', '/application', {
      type: 'timed',
      description: '太短了',
      upload_ids: [await image()],
      submit: true,
    });
    expect([short.status, short.body.code, short.body.message]).toEqual([
      400,
      -400,
      'Describe the scene in at least 20 characters before submitting',
    ]);
    const zh = await call(
      'POST',
      '/application',
      { type: 'timed', description: '太短了', submit: true },
      'zh',
    );
    expect(zh.body.message).toBe('提交前请用至少 20 个字描述经营场景');
    const es = await call('POST', '/application', { type: 'timed', description: SCENE, submit: true }, 'es');
    expect(es.body.message).toBe('Añada al menos un material (una imagen o un PDF) antes de enviar');
    const none = await call('POST', '/application', { type: 'timed', description: SCENE, submit: true });
    expect(none.body.message).toBe('Add at least one material (an image or a PDF) before submitting');
    // 19 characters and white space around them are still too short.
    const nineteen = await call('POST', '/application', {
      type: 'timed',
      description: `   ${'场'.repeat(19)}   `,
      upload_ids: [await image()],
      submit: true,
    });
    expect(nineteen.body.code).toBe(-400);
    expect(await rowOf(me.storeId, 'timed')).toEqual(before);

    const picture = await image();
    const sent = await saveApplication(t, me, {
      type: 'timed',
      description: SCENE,
      upload_ids: [picture],
      submit: true,
    });
    expect(sent).toMatchObject({ status: 'pending', description: SCENE, reject_reason: null });
    expect((sent as unknown as { submitted_at: string }).submitted_at).toMatch(/^20/);
    expect((await applicationAudit(db(), sent.id)).at(-1)).toMatchObject({
      from_state: 'draft',
      to_state: 'pending',
      actor_account_id: me.accountId,
    });
  });

  it('refuses any change of a pending or approved application (-409) and writes nothing', async () => {
    const before = await rowOf(me.storeId, 'timed');
    const audits = (await applicationAudit(db(), before?.id as number)).length;
    for (const submit of [false, true]) {
      const res = await call('POST', '/application', {
        type: 'timed',
        description: `${SCENE}，再改一次`,
        upload_ids: [await image()],
        submit,
      });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        409,
        -409,
        'An application waiting for review or already approved cannot be changed',
      ]);
    }
    await db()
      .updateTable('service_applications')
      .set({ status: 'approved' })
      .where('id', '=', before?.id as number)
      .execute();
    const zh = await call('POST', '/application', { type: 'timed', description: SCENE }, 'zh');
    expect([zh.body.code, zh.body.message]).toEqual([-409, '审核中或已通过的申请不能再修改']);
    expect(await rowOf(me.storeId, 'timed')).toEqual({ ...before, status: 'approved' });
    expect((await applicationAudit(db(), before?.id as number)).length).toBe(audits);
  });

  it('keeps each store’s applications to itself', async () => {
    const mine = await rowOf(me.storeId, 'timed');
    const theirs = await applicationCall(t, other, 'GET', '/application/timed');
    expect(theirs.body.value).toMatchObject({ id: null, store_id: other.storeId, status: 'draft' });
    // The other store cannot name my store either: its token is not valid there.
    const foreign = await applicationCall(t, { ...other, storeId: me.storeId }, 'GET', '/application/timed');
    expect(foreign.body.code).toBe(-403);
    const saved = await saveApplication(t, other, { type: 'timed', description: '别家的草稿' });
    expect(saved.id).not.toBe(mine?.id);
    expect((await rowOf(me.storeId, 'timed'))?.description).toBe(SCENE);
  });

  it('opens the service only once approved (isServiceOpen)', async () => {
    const fresh = await applicationOwner(db());
    expect(await isServiceOpen(db(), fresh.storeId, 'count')).toBe(false);
    await saveApplication(t, fresh, { type: 'count', description: '草稿' });
    expect(await isServiceOpen(db(), fresh.storeId, 'count')).toBe(false);
    const sent = await saveApplication(t, fresh, {
      type: 'count',
      description: SCENE,
      upload_ids: [await image(fresh)],
      submit: true,
    });
    expect(await isServiceOpen(db(), fresh.storeId, 'count')).toBe(false);
    await db()
      .updateTable('service_applications')
      .set({ status: 'approved' })
      .where('id', '=', sent.id)
      .execute();
    expect(await isServiceOpen(db(), fresh.storeId, 'count')).toBe(true);
    expect(await isServiceOpen(db(), fresh.storeId, 'timed')).toBe(false);
  });

  it('asks for the type’s own permission or the all-services one', async () => {
    const staff = await createMerchant(db(), { stores: 0 });
    const [timedView, countEdit, allEdit] = await functionIds(
      db(),
      'timeapplication:view',
      'numberapplication:edit',
      'application:edit',
    );
    const employment = await insertEmployment(db(), {
      owner: me.accountId,
      account: staff.accountId,
      phone: staff.phone,
      storeIds: [me.storeId],
      functionIds: [timedView],
    });
    const who = {
      token: await createSessionToken(db(), staff.accountId, { storeId: me.storeId }),
      storeId: me.storeId,
    };
    const timed = await applicationCall(t, who, 'GET', '/application/timed');
    expect([timed.body.code, timed.body.value.can_edit, timed.body.value.status]).toEqual([
      0,
      false,
      'approved',
    ]);
    const count = await applicationCall(t, who, 'GET', '/application/count');
    expect([count.status, count.body.code, count.body.message]).toEqual([
      403,
      -403,
      'You do not have the permission numberapplication:view | application:view',
    ]);
    const post = await applicationCall(t, who, 'POST', '/application', {
      type: 'count',
      description: '员工',
    });
    expect([post.status, post.body.code]).toEqual([403, -403]);

    await db()
      .insertInto('employee_functions')
      .values({ employee_id: employment, function_id: countEdit })
      .execute();
    const wrongType = await applicationCall(t, who, 'POST', '/application', {
      type: 'timed',
      description: '员工',
    });
    expect([wrongType.body.code, wrongType.body.message]).toEqual([
      -403,
      'You do not have the permission timeapplication:edit | application:edit',
    ]);
    const own = await applicationCall(t, who, 'POST', '/application', {
      type: 'count',
      description: '员工草稿',
    });
    expect([own.body.code, own.body.value.can_edit]).toEqual([0, true]);

    await db()
      .insertInto('employee_functions')
      .values({ employee_id: employment, function_id: allEdit })
      .execute();
    const all = await applicationCall(t, who, 'GET', '/application/timed');
    expect(all.body.value.can_edit).toBe(true);
  });

  it('takes two first saves at once without a server error', async () => {
    const fresh = await applicationOwner(db());
    const results = await Promise.all(
      ['一', '二', '三'].map((d) =>
        applicationCall(t, fresh, 'POST', '/application', { type: 'timed', description: d }),
      ),
    );
    expect(results.map((r) => r.body.code)).toEqual([0, 0, 0]);
    const rows = await db()
      .selectFrom('service_applications')
      .select('id')
      .where('store_id', '=', fresh.storeId)
      .execute();
    expect(rows.length).toBe(1);
  });
});
