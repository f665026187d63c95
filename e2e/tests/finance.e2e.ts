/**
 * Finance (/account, /deposit): the demo owner binds a bank card in the drawer with the code
 * sent to the owner's phone (read from the demo SMS outbox), sees it masked, default and
 * cooling for 24 h; then the balance screen shows the three balances and the statement rows
 * that make them. Screenshots account-{zh,en}-{1280,800}.png and deposit-{zh,en}-{1280,800}.png
 * go to docs/screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, dataDir, type Language, signedInContext } from '../support/app';
import { launchBrowser, screenshot } from '../support/browser';
import { LEGAL_NAME, prepareFinanceStore } from '../support/finance-fixture';
import { latestSmsCode } from '../support/outbox';

const screensDir = path.resolve(import.meta.dirname, '../artifacts/screens');
const docsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  prepareFinanceStore(dataDir(), DEMO.stores[0]);
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(500);
  await screenshot(page, name);
  fs.mkdirSync(docsDir, { recursive: true });
  fs.copyFileSync(path.join(screensDir, `${name}.png`), path.join(docsDir, `${name}.png`));
};

const CARD = `62220212${Date.now().toString().slice(-8)}`;

describe('finance', () => {
  it('binds a bank card with the owner’s SMS code and shows it masked, default and cooling', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/account');
    await main(page).getByRole('button', { name: 'Add account' }).click();
    const form = page.getByRole('dialog', { name: 'Add withdrawal account' });
    await form.getByLabel('Holder', { exact: true }).fill(LEGAL_NAME);
    await form.getByLabel('Card number', { exact: true }).fill(CARD);
    await form.getByLabel('Bank', { exact: true }).fill('中国工商银行');
    await form.getByLabel('Branch', { exact: true }).fill('北京朝阳支行');
    await form.getByRole('button', { name: 'Send code' }).click();
    await form.getByText('Code sent to 138****8000').waitFor();
    await expect.poll(() => latestSmsCode(dataDir(), DEMO.phone)).toMatch(/^\d{6}$/);
    await form.getByLabel('SMS code', { exact: true }).fill(latestSmsCode(dataDir(), DEMO.phone));
    await form.getByRole('button', { name: 'Confirm' }).click();
    await form.waitFor({ state: 'hidden' });
    const masked = `${CARD.slice(0, 4)} **** ${CARD.slice(-4)}`;
    const row = main(page).getByRole('table').locator('tbody').getByRole('row').filter({ hasText: masked });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toMatch(/Default/);
    expect(await row.innerText()).toMatch(/Usable in 2[34] h/);
    expect(await main(page).innerText()).not.toContain(CARD);
    await context.close();
  });

  it('shows the balances and the statement that makes them', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/deposit');
    await main(page).getByText('¥43.00', { exact: true }).waitFor(); // available: 93 − 50
    const text = await main(page).innerText();
    // Custody is not checked here: the browser suite's other files sell through this store too.
    expect(text).toContain('¥50.00'); // withdrawing
    // The statement's rows of the fixture's objects (the withdrawals list above has its own table).
    const rows = main(page).getByRole('row').filter({ hasText: '#900001' });
    await rows.first().waitFor();
    // Custody in, settled out of custody into available, then into withdrawing: 5 entries.
    expect(await rows.count()).toBe(5);
    await main(page).getByRole('link', { name: 'Order #900001' }).waitFor();
    await context.close();
  });

  for (const language of ['zh', 'en'] as Language[])
    for (const width of [1280, 800])
      it(`is screenshotted in ${language} at ${width} px`, async () => {
        const { context, page } = await signedInContext(browser, { language, width });
        await page.goto('/account');
        // Phone widths show rows as cards: wait for the text, wherever the layout puts it.
        await page
          .getByText(/\d{4} \*\*\*\* \d{4}/)
          .first()
          .waitFor();
        await shoot(page, `account-${language}-${width}`);
        await page.goto('/deposit');
        await page.getByText('¥43.00', { exact: true }).waitFor();
        await page
          .getByText(/#900001/)
          .first()
          .waitFor();
        await shoot(page, `deposit-${language}-${width}`);
        await context.close();
      });
});
