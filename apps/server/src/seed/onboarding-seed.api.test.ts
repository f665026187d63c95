import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { bearer, signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { demoNewMerchant, demoPlatform, demoUnclaimedStores } from './onboarding-seed';
import { seedIfEmpty } from './seed';

describe('demo seed: onboarding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The base seed only (NODE_ENV=test seeds no market): its onboarding examples are the subject.
    await seedIfEmpty(t.app, loadConfig({ NODE_ENV: 'test' }));
  });
  afterAll(() => t.close());

  const get = async (url: string, token: string) =>
    (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json();
  const post = async (url: string, token: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url, headers: bearer(token), payload })).json();

  it('has a platform account that sees the new merchant’s pending claim', async () => {
    const token = await signIn(t.app, demoPlatform.username, demoPlatform.password);
    expect((await get('/api/user/self/get_user_info', token)).value.roles).toEqual(['platform']);
    const claims = (
      await post('/api/platform/claims/list', token, {
        restrictions: [{ name: 'status', operator: '=', value: 'pending' }],
      })
    ).value;
    expect(claims.total).toBe(1);
    expect(claims.content[0]).toMatchObject({
      store: { name: demoUnclaimedStores[0]?.name },
      merchant: { phone: demoNewMerchant.phone },
      qualification: null,
    });
  });

  it('lists the unclaimed stores to merchants, and the new merchant’s next step', async () => {
    const token = await signIn(t.app, demoNewMerchant.username, demoNewMerchant.password);
    const stores = (await get('/api/claim/stores?size=100', token)).value;
    expect(stores.content.map((s: { name: string }) => s.name)).toEqual(
      demoUnclaimedStores.map((s) => s.name),
    );
    const [claim] = (await get('/api/claim/status', token)).value;
    expect(claim).toMatchObject({ status: 'pending', next_action: 'submit_qualifications' });
    expect((await get('/api/user/store/list', token)).value).toEqual([]);
  });
});
