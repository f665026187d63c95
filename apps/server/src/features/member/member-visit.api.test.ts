import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memberCall, memberOwner, memberPayload } from './member-test-kit';
import { recordMemberVisit } from './member-visit';

describe('member visits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('moves last_visit_at forward only', async () => {
    const me = await memberOwner(t.app.deps.db);
    const m = (await memberCall(t, me, 'POST', '/member', memberPayload())).body.value;
    const { db } = t.app.deps;
    await recordMemberVisit(db, m.id, '2026-11-20T10:00:00.000Z');
    await recordMemberVisit(db, m.id, '2026-11-19T10:00:00.000Z');
    const read = await memberCall(t, me, 'GET', `/member/${m.id}`);
    expect(read.body.value.last_visit_at).toBe('2026-11-20T10:00:00.000Z');
  });
});
