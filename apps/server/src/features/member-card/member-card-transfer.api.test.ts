import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  auditOf,
  type CardOwner,
  cardCall,
  cardOwner,
  cardRow,
  insertCardType,
  insertMember,
  issueCard,
  ledgerOf,
  requestNo,
  setCard,
} from './member-card-test-kit';

/** Transfers at the desk and from the app: holders, ledger, log and the store's notice. */
describe('member cards: transfer', () => {
  let t: TestApp;
  let db: Database;
  let me: CardOwner;
  let type: number;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    me = await cardOwner(db);
    type = await insertCardType(db, me.storeId, { shareable: 1, max_holders: 3 });
  });
  afterAll(() => t.close());

  const cardMessages = () =>
    db
      .selectFrom('system_messages')
      .selectAll()
      .where('account_id', '=', me.accountId)
      .where('category', '=', 'card')
      .execute();

  it('hands the card to another member: owner row, sharers kept, ledger, audit and a message to the owners', async () => {
    const from = await insertMember(db, me.storeId, { full_name: '转出人' });
    const to = await insertMember(db, me.storeId, { full_name: '接收人' });
    const sharer = await insertMember(db, me.storeId, { full_name: '共享人' });
    const card = await issueCard(t, me, from, type);
    await db
      .insertInto('card_holders')
      .values({ card_id: card.id, member_id: sharer, role: 'shared', created_at: new Date().toISOString() })
      .execute();
    const before = (await cardMessages()).length;
    const res = await cardCall(t, me, 'POST', `/card/${card.id}/transfer`, {
      request_no: requestNo('transfer'),
      to_member_id: to,
      note: '转给朋友',
    });
    expect(res.body.code).toBe(0);
    expect(res.body.value).toMatchObject({ member_id: to, member_name: '接收人', holder_count: 2 });
    expect(
      res.body.value.holders.map((h: { member_id: number; role: string }) => [h.member_id, h.role]),
    ).toEqual([
      [to, 'owner'],
      [sharer, 'shared'],
    ]);
    expect((await ledgerOf(db, card.id)).at(-1)).toMatchObject({
      kind: 'transfer',
      member_id: to,
      note: '转出人 → 接收人: 转给朋友',
    });
    expect((await auditOf(db, card.id)).at(-1)?.reason).toBe(
      `transferred from member ${from} to member ${to}`,
    );
    const messages = await cardMessages();
    expect(messages.length).toBe(before + 1);
    expect(messages.at(-1)?.title).toBe(`会员卡${card.card_no}已转让 / Card ${card.card_no} transferred`);

    const same = await cardCall(
      t,
      me,
      'POST',
      `/card/${card.id}/transfer`,
      { request_no: requestNo('transfer'), to_member_id: to },
      'zh',
    );
    expect([same.body.code, same.body.message]).toEqual([-409, '该会员已是此卡的持有人']);
    const stranger = await cardCall(t, me, 'POST', `/card/${card.id}/transfer`, {
      request_no: requestNo('transfer'),
      to_member_id: 999_999,
    });
    expect([stranger.body.code, stranger.body.message]).toEqual([
      -404,
      'This member does not exist in this store',
    ]);
    await setCard(db, card.id, { status: 'expired' });
    const expired = await cardCall(t, me, 'POST', `/card/${card.id}/transfer`, {
      request_no: requestNo('transfer'),
      to_member_id: from,
    });
    expect([expired.body.code, expired.body.message]).toEqual([
      -409,
      'An expired or refunded card cannot be transferred',
    ]);
    expect((await cardRow(db, card.id)).member_id).toBe(to);
  });

  it('lets the owner transfer from the app to the store member with a phone; others see no card', async () => {
    const consumer = await createMerchant(db, { stores: 0, role: 1 });
    const token = await createSessionToken(db, consumer.accountId);
    const owner = await insertMember(db, me.storeId, {
      full_name: '应用用户',
      app_account_id: consumer.accountId,
    });
    await insertMember(db, me.storeId, { full_name: '新持卡人', phone: '13600001111' });
    const card = await issueCard(t, me, owner, type);
    const app = async (cardNo: string, payload: object, who = token) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/app/cards/${cardNo}/transfer`,
        payload,
        headers: { authorization: `Bearer ${who}`, cookie: 'language=en' },
      });
      return res.json();
    };
    const nobody = await app(card.card_no, { request_no: requestNo('app'), to_phone: '13600002222' });
    expect([nobody.code, nobody.message]).toEqual([
      -400,
      'No member of this store has this phone number; ask the store to add them first',
    ]);
    const other = await createMerchant(db, { stores: 0, role: 1 });
    const notMine = await app(
      card.card_no,
      { request_no: requestNo('app'), to_phone: '13600001111' },
      await createSessionToken(db, other.accountId),
    );
    expect([notMine.code, notMine.message]).toEqual([-404, 'This card does not exist']);
    expect((await app('000000000000', { request_no: requestNo('app'), to_phone: '13600001111' })).code).toBe(
      -404,
    );
    const done = await app(card.card_no, { request_no: requestNo('app'), to_phone: '13600001111' });
    expect(done).toMatchObject({ code: 0, value: { card_no: card.card_no, to_member_name: '新持卡人' } });
    expect((await auditOf(db, card.id)).at(-1)?.actor_account_id).toBe(consumer.accountId);
    const console = await cardCall(t, me, 'GET', `/card/${card.id}`);
    expect(console.body.value.member_name).toBe('新持卡人');
    const merchantInApp = await t.app.inject({
      method: 'POST',
      url: `/api/app/cards/${card.card_no}/transfer`,
      payload: { request_no: requestNo('app'), to_phone: '13600001111' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(merchantInApp.json().code).toBe(-403);
  });
});
