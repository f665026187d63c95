import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toBe(API_CSP);
  expect(headers['permissions-policy']).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\)/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
};

/** A raw GET (no client-side URL checks), answering status, headers and body. */
const rawGet = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('security headers and the envelope on every answer', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('puts the headers on API answers, refusals and unknown routes', async () => {
    for (const url of ['/api/user/announcements', '/api/nowhere', '/nowhere.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(res.headers);
      expect(res.json()).toHaveProperty('code');
    }
  });

  it('lets no cache keep an API answer, signed in or not, success or refusal', async () => {
    const { createMerchant, createSessionToken } = await import('../test/factories');
    const m = await createMerchant(t.app.deps.db);
    const token = await createSessionToken(t.app.deps.db, m.accountId, { storeId: m.storeIds[0] });
    const answers = [
      await t.app.inject({
        method: 'GET',
        url: '/api/user/self/get_user_info',
        headers: { authorization: `Bearer ${token}` },
      }),
      await t.app.inject({ method: 'GET', url: '/api/user/self/get_user_info' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/audit/list',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      }),
      await t.app.inject({ method: 'GET', url: '/api/nowhere' }),
    ];
    expect(answers.map((a) => a.json().code)).toEqual([0, -101, 0, -404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('serves /api/docs with a CSP that swagger-ui works under: its page, scripts, styles and document load', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['cache-control']).toBe('no-store');
    // The page has no inline script for the CSP to block: every script is a file of this origin.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\//);
      expect(body?.trim()).toBe('');
    }
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/(static\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(expect.arrayContaining(['static/swagger-ui-bundle.js', 'static/swagger-ui.css']));
    for (const asset of assets) {
      const res = await t.app.inject({ method: 'GET', url: `/api/docs/${asset}` });
      expect([asset, res.statusCode]).toEqual([asset, 200]);
      expect(res.body.length).toBeGreaterThan(0);
    }
    // The initializer fetches the document from this origin (connect-src 'self'), page-relative.
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain("url: resolveUrl('./json')");
    expect(init.body).toContain('validatorUrl: null');
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.json()).toHaveProperty('openapi');
  });

  it('answers a path that is not valid percent-encoding with the envelope (-400), in the caller language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/announcements/%',
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: -400,
      message: 'La dirección de esta llamada no es válida',
      value: null,
    });
    expectSecurityHeaders(res.headers);
  });

  it('answers a path parameter over 100 characters with the envelope (-400, HTTP 414)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/announcements/${'9'.repeat(101)}`,
      headers: { cookie: 'language=zh' },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: -400, message: '请求地址中的某一段超过 100 个字符', value: null });
    expectSecurityHeaders(res.headers);
  });

  it('answers a URL over 16 KB with the envelope (-400, HTTP 431) from a listening server', async () => {
    const res = await rawGet(port, `/api/user/announcements?q=${'a'.repeat(17 * 1024)}`, {
      'accept-language': 'zh',
    });
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ code: -400, message: '请求地址或请求头过大', value: null });
    expectSecurityHeaders(res.headers);
  });

  it('answers malformed HTTP with the envelope (-400)', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NONSENSE\r\n\r\n'));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        text += chunk;
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('x-frame-options: DENY');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: -400,
      message: 'This call is not a valid HTTP request',
      value: null,
    });
  });
});
