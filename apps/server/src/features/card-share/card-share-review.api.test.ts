import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  appConsumer,
  approveBody,
  insertCard,
  insertMember,
  type ShareOwner,
  shareAudit,
  shareCall,
  shareEmployee,
  shareOwner,
  shareRows,
} from './card-share-test-kit';

const NUL = '\u0000';

/** The store's review of share requests (/membereview), its badge and the shareCard list. */
describe('card sharing: review', () => {
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
  /** A pending desk request on a new card of `who`'s store (or on `card`). */
  const pending = async (
    who: ShareOwner = me,
    card?: { id: number; cardNo: string },
    fields: { full_name?: string } = {},
  ) => {
    const theCard = card ?? (await insertCard(db(), who.storeId, await insertMember(db(), who.storeId)));
    const member = await insertMember(db(), who.storeId, fields);
    const res = await shareCall(t, who, 'POST', '/card/share', {
      card_no: theCard.cardNo,
      member_id: member,
    });
    expect(res.body.code, res.body.message).toBe(0);
    return { id: res.body.value.id as number, card: theCard, member };
  };
  const shareNum = async (who: ShareOwner = me) =>
    (await shareCall(t, who, 'GET', '/member/card/share/query_share_num')).body.value.share_num as number;

  it('approves a request: the member becomes a holder, with a share ledger row and the audit row', async () => {
    const { id, card, member } = await pending();
    const res = await shareCall(t, me, 'POST', `/card/share/${id}/approve`, approveBody());
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.value).toMatchObject({
      id,
      status: 'approved',
      holders: 2,
      decided_by_name: expect.stringMatching(/^Merchant /),
      decided_at: expect.any(String),
    });
    const rows = await shareRows(db(), card.id);
    expect(rows.holders).toEqual([expect.objectContaining({ member_id: member, role: 'shared' })]);
    expect(rows.ledger).toEqual([
      expect.objectContaining({
        kind: 'share',
        delta: 0,
        balance_after: 50,
        member_id: member,
        staff_account_id: me.accountId,
        store_id: me.storeId,
      }),
    ]);
    expect((await shareAudit(db(), id)).map((e) => [e.from_state, e.to_state, e.actor_account_id])).toEqual([
      [null, 'pending', me.accountId],
      ['pending', 'approved', me.accountId],
    ]);
  });

  it('rejects a request with its reason; an empty reason is refused with its own message', async () => {
    const { id, card } = await pending();
    for (const body of [{}, { reason: '   ' }]) {
      const empty = await shareCall(t, me, 'POST', `/card/share/${id}/reject`, body, 'zh');
      expect([empty.status, empty.body.code, empty.body.message]).toEqual([400, -400, '请填写驳回原因']);
    }
    const nul = await shareCall(t, me, 'POST', `/card/share/${id}/reject`, { reason: `no${NUL}` });
    expect([nul.body.code, nul.body.message]).toEqual([-400, 'reason must not contain control characters']);
    const long = await shareCall(t, me, 'POST', `/card/share/${id}/reject`, { reason: 'x'.repeat(201) });
    expect([long.body.code, long.body.message]).toEqual([-400, 'Invalid value for reason']);
    expect((await shareRows(db(), card.id)).requests[0]?.status).toBe('pending');

    const res = await shareCall(t, me, 'POST', `/card/share/${id}/reject`, { reason: ' 非本人卡片 ' });
    expect(res.body).toMatchObject({ code: 0, value: { id, status: 'rejected', reason: '非本人卡片' } });
    expect((await shareRows(db(), card.id)).holders).toEqual([]);
    expect((await shareAudit(db(), id)).at(-1)).toMatchObject({
      from_state: 'pending',
      to_state: 'rejected',
      reason: '非本人卡片',
    });
  });

  it('refuses every decision on a decided request with -409 and writes nothing', async () => {
    const approved = await pending();
    await shareCall(t, me, 'POST', `/card/share/${approved.id}/approve`, approveBody());
    const rejected = await pending();
    await shareCall(t, me, 'POST', `/card/share/${rejected.id}/reject`, { reason: 'no' });
    const consumer = await appConsumer(db());
    const card = await insertCard(db(), me.storeId, await insertMember(db(), me.storeId));
    const asked = await shareCall(t, consumer, 'POST', '/app/card/share', { card_no: card.cardNo });
    await shareCall(t, consumer, 'POST', `/app/card/share/${asked.body.value.id}/cancel`);

    for (const id of [approved.id, rejected.id, asked.body.value.id as number]) {
      const before = await shareAudit(db(), id);
      for (const [url, body] of [
        [`/card/share/${id}/approve`, approveBody()],
        [`/card/share/${id}/reject`, { reason: 'again' }],
      ] as const) {
        const res = await shareCall(t, me, 'POST', url, body, 'en');
        expect([res.status, res.body.code, res.body.message]).toEqual([
          409,
          -409,
          'This request has already been decided',
        ]);
      }
      expect(await shareAudit(db(), id)).toEqual(before);
    }
    expect((await shareRows(db(), approved.card.id)).holders).toHaveLength(1);
    expect((await shareRows(db(), approved.card.id)).ledger).toHaveLength(1);
  });

  it('checks the card again on approval: expired, frozen, refunded or full since the request (-409)', async () => {
    for (const [change, message] of [
      [{ status: 'expired' }, 'The card has expired'],
      [{ status: 'frozen' }, 'The card is frozen'],
      [{ status: 'refunded' }, 'The card has been refunded'],
      [{ expires_on: '2020-01-01' }, 'The card has expired'],
      [{ max_holders: 1 }, 'The card already has its most holders (1)'],
    ] as const) {
      const { id, card } = await pending();
      await db().updateTable('member_cards').set(change).where('id', '=', card.id).execute();
      const res = await shareCall(t, me, 'POST', `/card/share/${id}/approve`, approveBody());
      expect([res.body.code, res.body.message]).toEqual([-409, message]);
      const rows = await shareRows(db(), card.id);
      expect([rows.requests[0]?.status, rows.holders, rows.ledger]).toEqual(['pending', [], []]);
    }
  });

  it('lets one of two concurrent approvals win when the card has room for one more holder', async () => {
    const owner = await insertMember(db(), me.storeId);
    const card = await insertCard(db(), me.storeId, owner, { max_holders: 2 });
    const first = await pending(me, card);
    const second = await pending(me, card);
    const answers = await Promise.all(
      [first.id, second.id].map((id) => shareCall(t, me, 'POST', `/card/share/${id}/approve`, approveBody())),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([-409, 0]);
    expect(answers.find((a) => a.body.code === -409)?.body.message).toBe(
      'The card already has its most holders (2)',
    );
    const rows = await shareRows(db(), card.id);
    expect(rows.holders).toHaveLength(1);
    expect(rows.ledger).toHaveLength(1);
    expect(rows.requests.map((r) => r.status).sort()).toEqual(['approved', 'pending']);
  });

  it('counts the store’s pending requests for the badge', async () => {
    const store = await shareOwner(db());
    expect(await shareNum(store)).toBe(0);
    const a = await pending(store);
    const b = await pending(store);
    await pending(store);
    expect(await shareNum(store)).toBe(3);
    await shareCall(t, store, 'POST', `/card/share/${a.id}/approve`, approveBody());
    await shareCall(t, store, 'POST', `/card/share/${b.id}/reject`, { reason: 'no' });
    const res = await shareCall(t, store, 'GET', '/member/card/share/query_share_num');
    expect(res.body).toEqual({ code: 0, message: 'Success', value: { share_num: 1 } });
  });

  it('lists the store’s requests pending first, filtered by status, member and card', async () => {
    const store = await shareOwner(db());
    const decided = await pending(store, undefined, { full_name: '周一' });
    await shareCall(t, store, 'POST', `/card/share/${decided.id}/reject`, { reason: 'no' });
    const waiting = await pending(store, undefined, { full_name: '吴二' });
    await pending(other);
    const all = await shareCall(t, store, 'POST', '/card/share/list', { pageable: { number: 1, size: 10 } });
    expect(all.body.value.total).toBe(2);
    expect(all.body.value.content.map((r: { id: number }) => r.id)).toEqual([waiting.id, decided.id]);
    const byStatus = await shareCall(t, store, 'POST', '/card/share/list', {
      restrictions: [{ name: 'status', operator: '=', value: 'rejected' }],
    });
    expect(byStatus.body.value.content.map((r: { id: number }) => r.id)).toEqual([decided.id]);
    const byName = await shareCall(t, store, 'POST', '/card/share/list', {
      restrictions: [{ name: 'member_name', operator: 'like', value: '吴' }],
    });
    expect(byName.body.value.content.map((r: { id: number }) => r.id)).toEqual([waiting.id]);
    const byCard = await shareCall(t, store, 'POST', '/card/share/list', {
      restrictions: [{ name: 'card_no', operator: '=', value: decided.card.cardNo }],
    });
    expect(byCard.body.value.content.map((r: { id: number }) => r.id)).toEqual([decided.id]);
  });

  it('lists the holders of shareable cards, filterable by card, member and room', async () => {
    const store = await shareOwner(db());
    const owner = await insertMember(db(), store.storeId, { full_name: '郑三' });
    const card = await insertCard(db(), store.storeId, owner, { max_holders: 2 });
    const roomy = await insertCard(db(), store.storeId, owner, { max_holders: 3 });
    await insertCard(db(), store.storeId, owner, { shareable: false });
    const { id, member } = await pending(store, card, { full_name: '冯四' });
    await shareCall(t, store, 'POST', `/card/share/${id}/approve`, approveBody());

    const all = await shareCall(t, store, 'POST', '/card/share/cards', { pageable: { number: 1, size: 10 } });
    expect(all.body.code).toBe(0);
    expect(
      all.body.value.content.map(
        (r: { card_no: string; member_name: string; role: string; has_room: boolean }) => [
          r.card_no,
          r.member_name,
          r.role,
          r.has_room,
        ],
      ),
    ).toEqual(
      [
        [card.cardNo, '郑三', 'owner', false],
        [card.cardNo, '冯四', 'shared', false],
        [roomy.cardNo, '郑三', 'owner', true],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(all.body.value.content.find((r: { member_id: number }) => r.member_id === member)).toMatchObject({
      card_id: card.id,
      holders: 2,
      max_holders: 2,
      card_status: 'active',
      since: expect.any(String),
    });
    const withRoom = await shareCall(t, store, 'POST', '/card/share/cards', {
      restrictions: [{ name: 'has_room', operator: '=', value: true }],
    });
    expect(withRoom.body.value.content.map((r: { card_no: string }) => r.card_no)).toEqual([roomy.cardNo]);
    const byMember = await shareCall(t, store, 'POST', '/card/share/cards', {
      restrictions: [{ name: 'member_name', operator: 'like', value: '冯' }],
    });
    expect(byMember.body.value.content.map((r: { member_id: number }) => r.member_id)).toEqual([member]);
  });

  it('needs membereview:decide to decide and to enter requests (-403, nothing written)', async () => {
    const viewer = await shareEmployee(db(), me, ['membereview:view']);
    const { id, card } = await pending();
    const member = await insertMember(db(), me.storeId);
    for (const [url, body] of [
      [`/card/share/${id}/approve`, approveBody()],
      [`/card/share/${id}/reject`, { reason: 'no' }],
      ['/card/share', { card_no: card.cardNo, member_id: member }],
    ] as const) {
      const res = await shareCall(t, viewer, 'POST', url, body);
      expect([res.status, res.body.code]).toEqual([403, -403]);
    }
    expect((await shareRows(db(), card.id)).requests.map((r) => r.status)).toEqual(['pending']);
    const list = await shareCall(t, viewer, 'POST', '/card/share/list', {});
    expect(list.body.code).toBe(0);
    expect((await shareCall(t, viewer, 'GET', '/member/card/share/query_share_num')).body.code).toBe(0);

    const nobody = await shareEmployee(db(), me, ['coach:view']);
    for (const [method, url] of [
      ['POST', '/card/share/list'],
      ['POST', '/card/share/cards'],
      ['GET', '/member/card/share/query_share_num'],
    ] as const) {
      expect((await shareCall(t, nobody, method, url, method === 'POST' ? {} : undefined)).body.code).toBe(
        -403,
      );
    }
    // The card list's view is enough to look a card up.
    const cardDesk = await shareEmployee(db(), me, ['cardlist:view']);
    const looked = await shareCall(t, cardDesk, 'POST', '/card/share/lookup', { card_no: card.cardNo });
    expect(looked.body.code).toBe(0);
  });

  it('answers -404 for another store’s request and writes nothing', async () => {
    const theirs = await pending(other);
    for (const [url, body] of [
      [`/card/share/${theirs.id}/approve`, approveBody()],
      [`/card/share/${theirs.id}/reject`, { reason: 'no' }],
    ] as const) {
      const res = await shareCall(t, me, 'POST', url, body, 'zh');
      expect([res.status, res.body.code, res.body.message]).toEqual([404, -404, '共享申请不存在']);
    }
    expect((await shareRows(db(), theirs.card.id)).requests.map((r) => r.status)).toEqual(['pending']);
    const bad = await shareCall(t, me, 'POST', '/card/share/01/approve');
    expect(bad.body.code).toBe(-400);
  });

  it('shows the decisions in the operation log to holders of membereview:view', async () => {
    const viewer = await shareEmployee(db(), me, ['membereview:view']);
    const { id } = await pending();
    const res = await shareCall(t, viewer, 'POST', '/audit/list', {
      restrictions: [{ name: 'entity', operator: '=', value: 'card_share' }],
      pageable: { number: 1, size: 100 },
    });
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.value.content.map((e: { entity_id: number }) => e.entity_id)).toContain(id);
  });
});
