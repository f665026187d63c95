import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  appConsumer,
  insertCard,
  insertMember,
  type ShareOwner,
  shareAudit,
  shareCall,
  shareOwner,
  shareRows,
} from './card-share-test-kit';

/**
 * The consumer's side: lookups, requests (a member of the card's store made or linked),
 * withdrawal, and the split between console and app tokens.
 */
describe('card sharing in the app (scope app)', () => {
  let t: TestApp;
  let me: ShareOwner;

  beforeAll(async () => {
    t = await createTestApp();
    me = await shareOwner(t.app.deps.db);
  });
  afterAll(() => t.close());

  const db = () => t.app.deps.db;

  it('lets a consumer look a card up and ask to join it: a member of the store is made from the account', async () => {
    const owner = await insertMember(db(), me.storeId, { full_name: '赵六' });
    const card = await insertCard(db(), me.storeId, owner);
    const consumer = await appConsumer(db());
    const looked = await shareCall(
      t,
      consumer,
      'POST',
      '/app/card/share/lookup',
      { card_no: card.cardNo },
      'zh',
    );
    expect(looked.body).toMatchObject({
      code: 0,
      value: { card_no: card.cardNo, owner_name: '赵*', holders: 1 },
    });

    const asked = await shareCall(t, consumer, 'POST', '/app/card/share', { card_no: card.cardNo });
    expect(asked.body.code, asked.body.message).toBe(0);
    expect(asked.body.value).toMatchObject({
      store_id: me.storeId,
      card_no: card.cardNo,
      card_name: '家庭年卡',
      status: 'pending',
      reason: null,
      decided_at: null,
    });
    const member = await db()
      .selectFrom('members')
      .selectAll()
      .where('store_id', '=', me.storeId)
      .where('app_account_id', '=', consumer.accountId)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ full_name: consumer.phone, phone: consumer.phone, source: 'app' });
    expect((await shareRows(db(), card.id)).requests).toEqual([
      expect.objectContaining({ member_id: member.id, channel: 'app', status: 'pending' }),
    ]);

    const again = await shareCall(t, consumer, 'POST', '/app/card/share/lookup', { card_no: card.cardNo });
    expect([again.body.code, again.body.message]).toEqual([
      -409,
      'This member already has a request for this card waiting for review',
    ]);
    const mine = await shareCall(t, consumer, 'GET', '/app/card/share');
    expect(mine.body.value).toEqual([asked.body.value]);
  });

  it('links the member the desk added with the consumer’s phone instead of making another', async () => {
    const consumer = await appConsumer(db());
    const deskMember = await insertMember(db(), me.storeId, { full_name: '钱七', phone: consumer.phone });
    const card = await insertCard(db(), me.storeId, await insertMember(db(), me.storeId));
    const asked = await shareCall(t, consumer, 'POST', '/app/card/share', { card_no: card.cardNo });
    expect(asked.body.code, asked.body.message).toBe(0);
    const rows = await db()
      .selectFrom('members')
      .select(['id', 'app_account_id'])
      .where('store_id', '=', me.storeId)
      .where('phone', '=', consumer.phone)
      .execute();
    expect(rows).toEqual([{ id: deskMember, app_account_id: consumer.accountId }]);
    // The owner of a card asking to join it is already a holder.
    const own = await insertCard(db(), me.storeId, deskMember);
    const refused = await shareCall(t, consumer, 'POST', '/app/card/share', { card_no: own.cardNo }, 'zh');
    expect([refused.body.code, refused.body.message]).toEqual([-409, '该会员已是此卡的持卡人']);
  });

  it('refuses the card failures to consumers too and makes no member for a refused card', async () => {
    const consumer = await appConsumer(db());
    const expired = await insertCard(db(), me.storeId, await insertMember(db(), me.storeId), {
      status: 'expired',
    });
    for (const [url, code, message] of [
      ['/app/card/share/lookup', -409, '会员卡已过期'],
      ['/app/card/share', -409, '会员卡已过期'],
    ] as const) {
      const res = await shareCall(t, consumer, 'POST', url, { card_no: expired.cardNo }, 'zh');
      expect([res.body.code, res.body.message, res.body.value]).toEqual([
        code,
        message,
        { failure: 'card_expired' },
      ]);
    }
    const missing = await shareCall(t, consumer, 'POST', '/app/card/share', { card_no: 'NOPE' }, 'zh');
    expect([missing.body.code, missing.body.message]).toEqual([-404, '会员卡不存在']);
    expect(
      await db()
        .selectFrom('members')
        .select('id')
        .where('app_account_id', '=', consumer.accountId)
        .execute(),
    ).toEqual([]);
  });

  it('lets the consumer withdraw their own pending request only', async () => {
    const card = await insertCard(db(), me.storeId, await insertMember(db(), me.storeId));
    const consumer = await appConsumer(db());
    const stranger = await appConsumer(db());
    const asked = await shareCall(t, consumer, 'POST', '/app/card/share', { card_no: card.cardNo });
    const id = asked.body.value.id as number;
    const notTheirs = await shareCall(t, stranger, 'POST', `/app/card/share/${id}/cancel`);
    expect([notTheirs.body.code, notTheirs.body.message]).toEqual([
      -404,
      'This share request does not exist',
    ]);
    const cancelled = await shareCall(t, consumer, 'POST', `/app/card/share/${id}/cancel`);
    expect(cancelled.body).toMatchObject({ code: 0, value: { id, status: 'cancelled' } });
    const twice = await shareCall(t, consumer, 'POST', `/app/card/share/${id}/cancel`, undefined, 'zh');
    expect([twice.status, twice.body.code, twice.body.message]).toEqual([409, -409, '该申请已处理']);
    expect((await shareAudit(db(), id)).map((e) => [e.from_state, e.to_state, e.actor_account_id])).toEqual([
      [null, 'pending', consumer.accountId],
      ['pending', 'cancelled', consumer.accountId],
    ]);
    // Withdrawn, the consumer may ask again.
    const again = await shareCall(t, consumer, 'POST', '/app/card/share', { card_no: card.cardNo });
    expect(again.body.code).toBe(0);
  });

  it('keeps console accounts out of the app calls and consumers out of the console calls (-403)', async () => {
    const consumer = await appConsumer(db());
    const asMerchant = await shareCall(t, me, 'GET', '/app/card/share');
    expect(asMerchant.body.code).toBe(-403);
    const asConsumer = await shareCall(
      t,
      { token: consumer.token, storeId: me.storeId },
      'POST',
      '/card/share/list',
      {},
    );
    expect(asConsumer.body.code).toBe(-403);
  });
});
