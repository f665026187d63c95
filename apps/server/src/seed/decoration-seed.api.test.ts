import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsumerToken } from '../features/decoration/storefront-test-kit';
import { signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { demoDecoration, seedDecorationDemo } from './decoration.seed';
import { seedDemo } from './seed';

describe('demo seed: decoration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.deps.db);
  });
  afterAll(() => t.close());

  it('publishes the first store’s decoration, with no unpublished changes, once', async () => {
    const token = await signIn(t.app, 'demo', 'demo123');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/store/decoration',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().value).toMatchObject({
      draft: demoDecoration,
      published: demoDecoration,
      unpublished_changes: false,
    });
    await seedDecorationDemo(t.app.deps.db);
    const rows = await t.app.deps.db.selectFrom('store_decorations').select('store_id').execute();
    expect(rows).toHaveLength(1);
    const consumer = await createConsumerToken(t.app.deps.db);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/app/stores/${rows[0]?.store_id}`,
      headers: { authorization: `Bearer ${consumer}` },
    });
    expect(page.json().value.decoration).toEqual(demoDecoration);
  });
});
