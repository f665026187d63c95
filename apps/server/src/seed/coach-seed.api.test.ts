import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyExpiringCertificates } from '../features/coach';
import { signIn } from '../test/factories';
import { deliverOutbox } from '../test/outbox';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './seed';

describe('demo seed: coaches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.deps.db);
  });
  afterAll(() => t.close());

  it('gives the first store three coaches with certificates, one expiring, announced once and read', async () => {
    const token = await signIn(t.app, 'demo', 'demo123');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/coach/list',
      headers: { authorization: `Bearer ${token}` },
      payload: { pageable: { number: 1, size: 10 } },
    });
    const page = res.json().value;
    expect(page.content.map((c: { name: string; expiring: boolean }) => [c.name, c.expiring])).toEqual([
      ['张伟', false],
      ['陈静', true],
      ['刘洋', false],
    ]);
    expect(page.content.every((c: { certificates: unknown[] }) => c.certificates.length === 1)).toBe(true);
    const { db } = t.app.deps;
    await notifyExpiringCertificates(db);
    await notifyExpiringCertificates(db);
    await deliverOutbox(t);
    const messages = await db
      .selectFrom('system_messages')
      .select('title')
      .where('category', '=', 'coach')
      .execute();
    expect(messages).toEqual([{ title: '教练证书即将到期 / Coach certificate expiring' }]);
  });
});
