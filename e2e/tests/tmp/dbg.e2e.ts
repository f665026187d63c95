import { it } from 'vitest';
import { signedInContext } from '../../support/app';
import { launchBrowser, screenshot } from '../../support/browser';
it('dbg', async () => {
  const browser = await launchBrowser();
  const { page } = await signedInContext(browser);
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('response', (r) => { if (r.url().includes('/api/')) console.log('RESP', r.status(), r.url()); });
  await page.goto('/files');
  await page.waitForTimeout(5000);
  await screenshot(page, 'dbg');
  console.log((await page.content()).slice(0, 1500));
  await browser.close();
});
