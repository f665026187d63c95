import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consumerCardLookupLimits } from './card-share-app.service';
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

  it('answers every refusal of the card alone as "card not found" to a consumer and makes no member', async () => {
    const consumer = await appConsumer(db());
    const owner = await insertMember(db(), me.storeId);
    // Each of these is a real card the consumer could never join: to them it is no card, so
    // that the answer does not confirm the number (docs/card-sharing.md).
    const refused = [
      await insertCard(db(), me.storeId, owner, { status: 'expired' }),
      await insertCard(db(), me.storeId, owner, { status: 'refunded' }),
      await insertCard(db(), me.storeId, owner, { status: 'frozen' }),
      await insertCard(db(), me.storeId, owner, { shareable: false }),
    ];
    const notFound = [-404, '会员卡不存在', { failure: 'card_not_found' }];
    for (const url of ['/app/card/share/lookup', '/app/card/share'])
      for (const card of refused) {
        const res = await shareCall(t, consumer, 'POST', url, { card_no: card.cardNo }, 'zh');
        expect([res.body.code, res.body.message, res.body.value]).toEqual(notFound);
      }
    const nothing = await shareCall(
      t,
      consumer,
      'POST',
      '/app/card/share/lookup',
      { card_no: 'S0000000' },
      'zh',
    );
    expect([nothing.body.code, nothing.body.message, nothing.body.value]).toEqual(notFound);
    // The desk (store-scoped) still tells them apart (spec §4's messages).
    const desk = await shareCall(t, me, 'POST', '/card/share/lookup', { card_no: refused[0]?.cardNo }, 'zh');
    expect([desk.body.code, desk.body.message]).toEqual([-409, '会员卡已过期']);
    expect(
      await db()
        .selectFrom('members')
        .select('id')
        .where('app_account_id', '=', consumer.accountId)
        .execute(),
    ).toEqual([]);
  });

  it('lets one consumer look up exactly their allowance of cards, even all at once; then -429', async () => {
    const consumer = await appConsumer(db());
    const owner = await insertMember(db(), me.storeId);
    const card = await insertCard(db(), me.storeId, owner);
    // Fifteen numbers walked at once: the real card among them and fourteen that are not.
    const numbers = [card.cardNo, ...Array.from({ length: 14 }, (_, i) => `W${Date.now()}${i}`.slice(0, 20))];
    const answers = await Promise.all(
      numbers.map((card_no) => shareCall(t, consumer, 'POST', '/app/card/share/lookup', { card_no })),
    );
    const codes = answers.map((a) => a.body.code);
    const limit = consumerCardLookupLimits[0]?.max as number;
    expect(codes.filter((c) => c === -429)).toHaveLength(numbers.length - limit);
    expect(codes.filter((c) => c === 0 || c === -404)).toHaveLength(limit);
    // The limit is the consumer's: a request counts too, and another consumer is not affected.
    const asked = await shareCall(t, consumer, 'POST', '/app/card/share', { card_no: card.cardNo });
    expect(asked.body.code).toBe(-429);
    expect(asked.body.value.retry_after).toBeGreaterThan(0);
    const other = await appConsumer(db());
    expect(
      (await shareCall(t, other, 'POST', '/app/card/share/lookup', { card_no: card.cardNo })).body.code,
    ).toBe(0);
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
