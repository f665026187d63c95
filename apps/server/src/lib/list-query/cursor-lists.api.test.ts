import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CardOwner,
  cardCall,
  cardOwner,
  insertCardType,
  insertMember,
  issueCard,
} from '../../features/member-card/member-card-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The other two lists that page by cursor today, through their real calls: a card's ledger
 * (POST /card/{id}/ledger) and the store's operation log (POST /audit/list). Rows are added
 * directly with equal times, so the id must break the ties.
 */
const at = (second: number) => new Date(Date.UTC(2026, 10, 1) + second * 1000).toISOString();

interface Page {
  content: { id: number }[];
  next: string | null;
  previous: string | null;
  total: number;
  total_capped: boolean;
}

describe('cursor lists: card ledger and operation log', () => {
  let t: TestApp;
  let me: CardOwner;
  let cardId: number;

  beforeAll(async () => {
    t = await createTestApp();
    me = await cardOwner(t.app.deps.db);
    const member = await insertMember(t.app.deps.db, me.storeId);
    const type = await insertCardType(t.app.deps.db, me.storeId);
    cardId = (await issueCard(t, me, member, type)).id;
  });
  afterAll(() => t.close());

  /** Every page by `next`, as ids; also checks the first page has no previous. */
  const walk = async (url: string, body: object, size: number) => {
    const ids: number[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 100; pages += 1) {
      const res = await cardCall(t, me, 'POST', url, { ...body, pageable: { after, size } });
      expect(res.body.code, res.raw).toBe(Code.OK);
      const page = res.body.value as Page;
      if (after === null) expect(page.previous).toBeNull();
      ids.push(...page.content.map((r) => r.id));
      if (!page.next) return ids;
      after = page.next;
    }
    throw new Error('the walk did not end');
  };

  it('pages a card’s ledger by cursor, newest first, ties by id, with a filter', async () => {
    const db = t.app.deps.db;
    const added: { id: number; kind: string; second: number }[] = [];
    for (let i = 0; i < 24; i += 1) {
      const row = await db
        .insertInto('card_ledger')
        .values({
          card_id: cardId,
          store_id: me.storeId,
          kind: i % 3 === 0 ? 'freeze' : 'use',
          delta: 0,
          note: '',
          created_at: at(Math.floor(i / 4)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      added.push({ id: row.id, kind: i % 3 === 0 ? 'freeze' : 'use', second: Math.floor(i / 4) });
    }
    const issued = (
      await db
        .selectFrom('card_ledger')
        .select('id')
        .where('card_id', '=', cardId)
        .where('kind', '=', 'issue')
        .executeTakeFirstOrThrow()
    ).id;
    const newestFirst = (rows: typeof added) =>
      [...rows].sort((a, b) => b.second - a.second || b.id - a.id).map((r) => r.id);

    // The issue entry is now, after all the November entries.
    expect(await walk(`/card/${cardId}/ledger`, {}, 5)).toEqual([issued, ...newestFirst(added)]);
    const uses = { restrictions: [{ name: 'kind', operator: '=', value: 'use' }] };
    expect(await walk(`/card/${cardId}/ledger`, uses, 4)).toEqual(
      newestFirst(added.filter((r) => r.kind === 'use')),
    );
    const first = (await cardCall(t, me, 'POST', `/card/${cardId}/ledger`, { pageable: { size: 5 } })).body
      .value;
    expect(first).toMatchObject({ size: 5, total: 25, total_capped: false, previous: null });
    expect(first).not.toHaveProperty('number');
    const numbered = await cardCall(t, me, 'POST', `/card/${cardId}/ledger`, {
      pageable: { number: 2, size: 5 },
    });
    expect(numbered.body.code).toBe(Code.VALIDATION);
  });

  it('pages the store’s operation log by cursor, oldest first when asked, with a filter', async () => {
    const db = t.app.deps.db;
    const added: { id: number; entity: string; second: number }[] = [];
    for (let i = 0; i < 12; i += 1) {
      const row = await db
        .insertInto('audit_events')
        .values({
          actor_account_id: null,
          store_id: me.storeId,
          entity: i % 2 ? 'member' : 'coach',
          entity_id: 1000 + i,
          from_state: null,
          to_state: 'active',
          reason: null,
          at: at(Math.floor(i / 3)),
          request_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      added.push({ id: row.id, entity: i % 2 ? 'member' : 'coach', second: Math.floor(i / 3) });
    }
    const oldestFirst = (rows: typeof added) =>
      [...rows].sort((a, b) => a.second - b.second || a.id - b.id).map((r) => r.id);
    const coach = { restrictions: [{ name: 'entity', operator: '=', value: 'coach' }] };
    const ascending = { sorts: [{ name: 'at', sort: 'asc' }] };
    expect(await walk('/audit/list', { ...coach, ...ascending }, 4)).toEqual(
      oldestFirst(added.filter((r) => r.entity === 'coach')),
    );
    // Newest first by default: the card's own events (now) come before the November ones.
    const all = await walk('/audit/list', {}, 5);
    expect(all.slice(-12)).toEqual(oldestFirst(added).reverse());
  });
});
