import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  appConsumer,
  chinaDayIn,
  insertCard,
  insertMember,
  type ShareOwner,
  shareAudit,
  shareCall,
  shareOwner,
  shareRows,
} from './card-share-test-kit';

const NUL = '\u0000';

/** Share lookups and requests, at the desk and in the app (SQLite, or PostgreSQL with DATABASE_URL). */
describe('card sharing: lookups and requests', () => {
  let t: TestApp;
  let me: ShareOwner;
  let other: ShareOwner;

  beforeAll(async () => {
    t = await createTestApp();
    me = await shareOwner(t.app.deps.db);
    other = await shareOwner(t.app.deps.db);
  });
  afterAll(() => t.close());

  const db = () => t.app.deps.db;
  const lookup = (card_no: string, lang = 'en', member_id?: number) =>
    shareCall(t, me, 'POST', '/card/share/lookup', { card_no, ...(member_id ? { member_id } : {}) }, lang);

  it('answers a card’s public summary, the owner’s name masked', async () => {
    const owner = await insertMember(db(), me.storeId, { full_name: '张三' });
    const card = await insertCard(db(), me.storeId, owner, { max_holders: 3, name: '家庭卡' });
    const res = await lookup(card.cardNo);
    expect(res.body).toEqual({
      code: 0,
      message: 'Success',
      value: {
        card_no: card.cardNo,
        name: '家庭卡',
        kind: 'count',
        owner_name: '张*',
        holders: 1,
        max_holders: 3,
        expires_on: chinaDayIn(300),
        status: 'active',
      },
    });
  });

  it('answers each failure with its own code and message, in English, Chinese and Spanish', async () => {
    const owner = await insertMember(db(), me.storeId);
    const sharer = await insertMember(db(), me.storeId);
    const pendingMember = await insertMember(db(), me.storeId);
    const expired = await insertCard(db(), me.storeId, owner, { status: 'expired' });
    const pastDay = await insertCard(db(), me.storeId, owner, { expires_on: chinaDayIn(-1) });
    const single = await insertCard(db(), me.storeId, owner, { shareable: false });
    const frozen = await insertCard(db(), me.storeId, owner, { status: 'frozen' });
    const refunded = await insertCard(db(), me.storeId, owner, { status: 'refunded' });
    const full = await insertCard(db(), me.storeId, owner, { max_holders: 2 });
    await db()
      .insertInto('card_holders')
      .values({ card_id: full.id, member_id: sharer, role: 'shared', created_at: new Date().toISOString() })
      .execute();
    const open = await insertCard(db(), me.storeId, owner, { max_holders: 3 });
    expect(
      (await shareCall(t, me, 'POST', '/card/share', { card_no: open.cardNo, member_id: pendingMember })).body
        .code,
    ).toBe(0);
    const theirs = await insertCard(db(), other.storeId, await insertMember(db(), other.storeId));

    const cases: [string, number | undefined, number, string, string, string, string][] = [
      [
        'NO-SUCH-CARD',
        undefined,
        -404,
        'card_not_found',
        'Card not found',
        '会员卡不存在',
        'Tarjeta no encontrada',
      ],
      [
        theirs.cardNo,
        undefined,
        -404,
        'card_not_found',
        'Card not found',
        '会员卡不存在',
        'Tarjeta no encontrada',
      ],
      [
        expired.cardNo,
        undefined,
        -409,
        'card_expired',
        'The card has expired',
        '会员卡已过期',
        'La tarjeta ha caducado',
      ],
      [
        pastDay.cardNo,
        undefined,
        -409,
        'card_expired',
        'The card has expired',
        '会员卡已过期',
        'La tarjeta ha caducado',
      ],
      [
        single.cardNo,
        undefined,
        -409,
        'card_not_shareable',
        'This card does not support sharing',
        '该卡不支持共享',
        'Esta tarjeta no se puede compartir',
      ],
      [
        frozen.cardNo,
        undefined,
        -409,
        'card_frozen',
        'The card is frozen',
        '会员卡已冻结',
        'La tarjeta está congelada',
      ],
      [
        refunded.cardNo,
        undefined,
        -409,
        'card_refunded',
        'The card has been refunded',
        '会员卡已退款',
        'La tarjeta ha sido reembolsada',
      ],
      [
        full.cardNo,
        undefined,
        -409,
        'holder_limit',
        'The card already has its most holders (2)',
        '该卡持卡人已满（最多2人）',
        'La tarjeta ya tiene el máximo de titulares (2)',
      ],
      [
        full.cardNo,
        sharer,
        -409,
        'already_holder',
        'This member already holds the card',
        '该会员已是此卡的持卡人',
        'Este socio ya es titular de la tarjeta',
      ],
      [
        open.cardNo,
        owner,
        -409,
        'already_holder',
        'This member already holds the card',
        '该会员已是此卡的持卡人',
        'Este socio ya es titular de la tarjeta',
      ],
      [
        open.cardNo,
        pendingMember,
        -409,
        'already_pending',
        'This member already has a request for this card waiting for review',
        '该会员已有此卡待审核的共享申请',
        'Este socio ya tiene una solicitud pendiente de revisión para esta tarjeta',
      ],
    ];
    for (const [cardNo, memberId, code, failure, en, zh, es] of cases) {
      const answers = [
        await lookup(cardNo, 'en', memberId),
        await lookup(cardNo, 'zh', memberId),
        await lookup(cardNo, 'es', memberId),
      ];
      expect(answers.map((a) => [a.status, a.body.code, a.body.message, a.body.value])).toEqual([
        [code === -404 ? 404 : 409, code, en, { failure }],
        [code === -404 ? 404 : 409, code, zh, { failure }],
        [code === -404 ? 404 : 409, code, es, { failure }],
      ]);
    }
    // The same failures refuse a desk request, and nothing is written.
    for (const [cardNo, memberId, code, , en] of cases) {
      const member = memberId ?? (await insertMember(db(), me.storeId));
      const res = await shareCall(t, me, 'POST', '/card/share', { card_no: cardNo, member_id: member });
      expect([res.body.code, res.body.message]).toEqual([code, en]);
    }
    for (const card of [expired, pastDay, single, frozen, refunded, full]) {
      expect((await shareRows(db(), card.id)).requests).toEqual([]);
    }
    expect((await shareRows(db(), open.id)).requests).toHaveLength(1);
  });

  it('enters a desk request for a member: pending, channel desk, with its audit row', async () => {
    const owner = await insertMember(db(), me.storeId, { full_name: '李四' });
    const member = await insertMember(db(), me.storeId, { full_name: '王五', phone: '13612345678' });
    const card = await insertCard(db(), me.storeId, owner);
    const res = await shareCall(t, me, 'POST', '/card/share', {
      card_no: ` ${card.cardNo} `,
      member_id: member,
    });
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.value).toMatchObject({
      card_id: card.id,
      card_no: card.cardNo,
      card_name: '家庭年卡',
      card_kind: 'count',
      card_status: 'active',
      holders: 1,
      max_holders: 3,
      owner_name: '李四',
      member_id: member,
      member_name: '王五',
      member_phone: '13612345678',
      channel: 'desk',
      status: 'pending',
      reason: null,
      decided_by_name: null,
      decided_at: null,
    });
    expect(await shareAudit(db(), res.body.value.id)).toEqual([
      expect.objectContaining({
        actor_account_id: me.accountId,
        store_id: me.storeId,
        from_state: null,
        to_state: 'pending',
        reason: 'desk',
      }),
    ]);
    const again = await shareCall(
      t,
      me,
      'POST',
      '/card/share',
      { card_no: card.cardNo, member_id: member },
      'zh',
    );
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      -409,
      '该会员已有此卡待审核的共享申请',
    ]);
  });

  it('lets one of two identical requests made at once through, the other -409 already pending', async () => {
    const card = await insertCard(db(), me.storeId, await insertMember(db(), me.storeId));
    const member = await insertMember(db(), me.storeId);
    const answers = await Promise.all(
      [1, 2].map(() => shareCall(t, me, 'POST', '/card/share', { card_no: card.cardNo, member_id: member })),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([-409, 0]);
    expect(answers.find((a) => a.body.code === -409)?.body.message).toBe(
      'This member already has a request for this card waiting for review',
    );
    expect((await shareRows(db(), card.id)).requests).toHaveLength(1);
  });

  it('refuses a member of another store, and a card of another store, with -404', async () => {
    const owner = await insertMember(db(), me.storeId);
    const card = await insertCard(db(), me.storeId, owner);
    const stranger = await insertMember(db(), other.storeId);
    const res = await shareCall(
      t,
      me,
      'POST',
      '/card/share',
      { card_no: card.cardNo, member_id: stranger },
      'zh',
    );
    expect([res.body.code, res.body.message]).toEqual([-404, '会员不存在']);
    const asOther = await shareCall(t, other, 'POST', '/card/share', {
      card_no: card.cardNo,
      member_id: stranger,
    });
    expect([asOther.body.code, asOther.body.message]).toEqual([-404, 'Card not found']);
    expect((await shareRows(db(), card.id)).requests).toEqual([]);
  });

  it('refuses bad input with -400 naming the field, NUL bytes included, and writes nothing', async () => {
    const owner = await insertMember(db(), me.storeId);
    const card = await insertCard(db(), me.storeId, owner);
    const cases: [string, object, string][] = [
      [
        '/card/share/lookup',
        { card_no: `${card.cardNo}${NUL}` },
        'card_no must not contain control characters',
      ],
      ['/card/share/lookup', {}, 'card_no is required'],
      ['/card/share/lookup', { card_no: 'x'.repeat(21) }, 'Invalid value for card_no'],
      ['/card/share/lookup', { card_no: card.cardNo, member_id: '1' }, 'Invalid value for member_id'],
      ['/card/share', { card_no: card.cardNo }, 'member_id is required'],
      [
        '/card/share',
        { card_no: `a${NUL}`, member_id: owner },
        'card_no must not contain control characters',
      ],
      ['/card/share', { card_no: card.cardNo, member_id: 2147483648 }, 'Invalid value for member_id'],
    ];
    for (const [url, payload, message] of cases) {
      const res = await shareCall(t, me, 'POST', url, payload);
      expect([res.status, res.body.code, res.body.message]).toEqual([400, -400, message]);
    }
    const consumer = await appConsumer(db());
    const app = await shareCall(t, consumer, 'POST', '/app/card/share', { card_no: `${NUL}` });
    expect([app.body.code, app.body.message]).toEqual([-400, 'card_no must not contain control characters']);
    expect((await shareRows(db(), card.id)).requests).toEqual([]);
  });
});
