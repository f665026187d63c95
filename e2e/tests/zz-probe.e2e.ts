import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, baseUrl, dataDir, openContext } from '../support/app';
import { launchBrowser } from '../support/browser';
import { latestSmsCode } from '../support/outbox';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

it('probe', async () => {
  const phone = '13900139077';
  await api('POST', `/user/sendcode/${phone}`);
  const reg = await api<{ token: string }>('POST', '/user/register', { body: { phone, code: latestSmsCode(dataDir(), phone), password: 'abcd12345' } });
  console.log('register', reg.code, reg.message);
  const context = await openContext(browser);
  await context.addCookies([{ name: 'Admin-Token', value: reg.value.token, url: baseUrl() }]);
  const page = await context.newPage();
  page.on('requestfailed', (r) => console.log('FAILED', r.method(), r.url(), r.failure()?.errorText));
  page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.request().method(), r.url()); });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text().slice(0, 300)); });
  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  console.log('--- at', page.url());
  await context.close();
});
