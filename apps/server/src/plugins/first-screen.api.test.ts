import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The console's server bundle stands in here as a small module with the same exports: this
 * suite is about what the server does around it (which requests it draws, as whom the screen's
 * calls are made, what is sent). The real bundle is covered by e2e/tests/first-screen.e2e.ts.
 */
const BUNDLE = `
export const prepareFirstScreen = async () => {};
export const drawsFirstScreen = ({ path, cookies }) =>
  path === '/dashboard' && Boolean(cookies['Admin-Token']) && Boolean(cookies.timeZone);
export const renderFirstScreen = async ({ fetch }) => {
  const answer = await (await fetch('/api/user/self/get_user_info', { method: 'GET', headers: {} })).json();
  if (answer.code !== 0) return undefined;
  return { html: '<h3>' + answer.value.name + ' {{state}}</h3>', styles: '<style>.x{}</style>', state: '{"s":1}' };
};
`;
const PAGE = {
  page: '<html lang="{{language}}"><head>{{styles}}</head><body><div id="root">{{html}}</div><script>{{state}}</script></body></html>',
  spinner: '<span class="boot-spinner"></span>',
};

const writeBuild = () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-web-'));
  fs.mkdirSync(path.join(web, 'dist'));
  fs.writeFileSync(path.join(web, 'dist/index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(web, 'dist-server'));
  fs.writeFileSync(path.join(web, 'dist-server/prerender-entry.js'), BUNDLE);
  fs.writeFileSync(path.join(web, 'dist-server/signed-in-page.json'), JSON.stringify(PAGE));
  fs.writeFileSync(path.join(web, 'dist-server/first-screen-css.json'), '[]');
  return web;
};

describe("a signed-in merchant's first screen drawn by the server", () => {
  let t: TestApp;
  let web: string;
  let token: string;
  let name: string;
  beforeAll(async () => {
    web = writeBuild();
    t = await createTestApp({ env: { WEB_DIST: path.join(web, 'dist') } });
    const merchant = await createMerchant(t.app.deps.db);
    name = `Merchant ${merchant.username}`;
    token = await signIn(t.app, merchant.username, merchant.password);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  const page = (cookie: string) => t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });

  it("is drawn with the caller's own answers, in the cookie's language, and never cached", async () => {
    const res = await page(`Admin-Token=${token}; timeZone=UTC; language=zh`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    // The user info call went through the real route as this caller; text inside the drawn
    // markup is not taken for a slot of the page.
    expect(res.body).toBe(
      `<html lang="zh"><head><style>.x{}</style></head><body><div id="root"><h3>${name} {{state}}</h3></div><script>{"s":1}</script></body></html>`,
    );
  });

  it('is compressed as the browser accepts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: `Admin-Token=${token}; timeZone=UTC`, 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('gives up for a session the server does not accept, and leaves the page to the browser', async () => {
    const res = await page('Admin-Token=not-a-session; timeZone=UTC');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '<html lang="en"><head></head><body><div id="root"><span class="boot-spinner"></span></div><script></script></body></html>',
    );
  });

  it('does not draw what the bundle does not draw, nor without a token', async () => {
    const index = '<!doctype html><div id="root"></div>';
    expect((await page(`Admin-Token=${token}`)).body).toBe(index);
    expect((await page('timeZone=UTC')).body).toBe(index);
    const other = await t.app.inject({
      method: 'GET',
      url: '/notice/index',
      headers: { cookie: `Admin-Token=${token}; timeZone=UTC` },
    });
    expect(other.body).toBe(index);
  });
});

describe('with WEB_SERVER_RENDERING=off', () => {
  it('sends the page the browser draws', async () => {
    const web = writeBuild();
    const t = await createTestApp({ env: { WEB_DIST: path.join(web, 'dist'), WEB_SERVER_RENDERING: 'off' } });
    try {
      const merchant = await createMerchant(t.app.deps.db);
      const token = await signIn(t.app, merchant.username, merchant.password);
      const res = await t.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { cookie: `Admin-Token=${token}; timeZone=UTC` },
      });
      expect(res.body).toBe('<!doctype html><div id="root"></div>');
    } finally {
      await t.close();
      fs.rmSync(web, { recursive: true, force: true });
    }
  });
});
