import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const PRELOAD = '(function (d) { d.title = "preloads"; })(document);';
const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/main-abc123.js"></script><script>${PRELOAD}</script></head><body><div id="root"></div></body></html>`;
const LOGIN_SCRIPT = 'window.drawnAtBuild = true;';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SCRIPT = 'console.log("console chunk");'.repeat(20);

/** A built console as scripts/compress-dist.mjs leaves it: files plus .br/.gz copies. */
const writeDist = () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, text: string) => {
    const file = path.join(dist, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  };
  write('index.html', INDEX);
  fs.mkdirSync(path.join(dist, 'prerendered'));
  for (const language of ['en', 'zh', 'es'])
    write(`prerendered/login.${language}.html`, `login drawn in ${language}<script>${LOGIN_SCRIPT}</script>`);
  write('assets/main-abc123.js', SCRIPT);
  return dist;
};

describe('the built console', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves a hashed asset brotli-compressed when accepted, cached for a year', async () => {
    const res = await get('/assets/main-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file, by Accept-Encoding', async () => {
    const gzipped = await get('/assets/main-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const refusedBr = await get('/assets/main-abc123.js', 'br;q=0, gzip');
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/dashboard?id=3', '/notice/detail']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('answers /login drawn at build time in the cookie language to a visitor without a token', async () => {
    const login = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/login', headers: cookie ? { cookie } : {} });
    expect((await login()).body).toMatch(/^login drawn in en</);
    expect((await login('language=zh')).body).toMatch(/^login drawn in zh</);
    expect((await login('language=es')).body).toMatch(/^login drawn in es</);
    // The console itself ignores Accept-Language and any other value: English, like the page.
    expect((await login('language=fr')).body).toMatch(/^login drawn in en</);
    const res = await login();
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // A signed-in visitor is sent on by the guard: the plain page.
    expect((await login('Admin-Token=abc; language=zh')).body).toBe(INDEX);
    // Pages that were not drawn get the plain page.
    expect((await get('/forget')).body).toBe(INDEX);
  });

  it('answers a missing asset and an unknown API path with not found, not index.html', async () => {
    const asset = await get('/assets/gone-old123.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ code: -404 });
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: -404 });
  });

  it('sends every HTML page with the console CSP, its own inline scripts allowed by hash', async () => {
    for (const [url, cookie, script] of [
      ['/dashboard', 'Admin-Token=abc', PRELOAD],
      ['/login', '', LOGIN_SCRIPT],
      ['/index.html', '', PRELOAD],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      const csp = res.headers['content-security-policy'];
      expect(csp).toBe(
        [
          "default-src 'self'",
          `script-src 'self' ${sha256(script)}`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob:",
          "media-src 'self' blob:",
          "connect-src 'self'",
          "font-src 'self' data:",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join('; '),
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends assets without the console page policy, never to be sniffed as another type', async () => {
    const res = await get('/assets/main-abc123.js');
    // A script is no document: the strict policy every non-page answer carries changes nothing.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

const S3 = { STORAGE: 's3', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 'k' };

describe('the console CSP with files on another host', () => {
  const dists: string[] = [];
  afterAll(() => {
    for (const dist of dists) fs.rmSync(dist, { recursive: true, force: true });
  });

  const cspWith = async (env: Record<string, string>) => {
    const dist = writeDist();
    dists.push(dist);
    const t = await createTestApp({ env: { WEB_DIST: dist, S3_BUCKET: 'media', ...env } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      return String(res.headers['content-security-policy']);
    } finally {
      await t.close();
    }
  };

  it('lets the console show, play and upload to the bucket host and the endpoint', async () => {
    const csp = await cspWith({ ...S3, S3_ENDPOINT: 'https://cos.example.test:9000/' });
    const hosts = 'https://cos.example.test:9000 https://media.cos.example.test:9000';
    expect(csp).toContain(`img-src 'self' data: blob: ${hosts};`);
    expect(csp).toContain(`media-src 'self' blob: ${hosts};`);
    expect(csp).toContain(`connect-src 'self' ${hosts};`);
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toMatch(/script-src[^;]*example/);
  });

  it('names the endpoint once with path-style addressing, and AWS by region without one', async () => {
    const pathStyle = await cspWith({
      ...S3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(pathStyle).toContain("connect-src 'self' http://127.0.0.1:9000;");
    const aws = await cspWith({ ...S3, S3_REGION: 'eu-west-1' });
    expect(aws).toContain(
      "connect-src 'self' https://media.s3.eu-west-1.amazonaws.com https://s3.eu-west-1.amazonaws.com;",
    );
  });

  it('names the embedded store only when its public address is another host', async () => {
    expect(await cspWith({ STORAGE_PUBLIC_URL: 'https://files.example.test/storage' })).toContain(
      "img-src 'self' data: blob: https://files.example.test;",
    );
    // Served here, under /storage: 'self' already covers it.
    expect(await cspWith({})).toContain("connect-src 'self';");
  });
});
