/**
 * What the new merchant's walk found beyond the per-screen checks of console-walk.e2e.ts:
 * Export opens from the keyboard, an announcement just read shows read at once, password
 * toggles are named in the screen's language, and a new merchant's dashboard (no store yet)
 * loads with a clean network log.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, dataDir, openContext, signedInContext } from '../support/app';
import { openBrowser } from '../support/browser';
import { latestSmsCode } from '../support/outbox';
import { settled, watchNetwork } from '../support/walk';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
const inOpenMenu = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('.ant-dropdown:not(.ant-dropdown-hidden)'));

describe('the Export menu from the keyboard', () => {
  it('opens with Enter or Space, walks its choices with the arrows and runs one with Enter', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/member');
    await main(page).getByRole('table').waitFor();
    await settled(page);
    const exportButton = main(page).getByRole('button', { name: 'Export', exact: true });
    const menu = page.locator('.ant-dropdown-menu').filter({ visible: true });

    // Space opens it and puts the focus in it; Escape closes it and gives the focus back.
    await exportButton.focus();
    await page.keyboard.press(' ');
    await menu.waitFor();
    await expect.poll(() => inOpenMenu(page)).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => exportButton.evaluate((b) => b === document.activeElement)).toBe(true);

    // Enter opens it; the arrows reach each choice; Enter runs the one reached.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await expect.poll(() => inOpenMenu(page)).toBe(true);
    const active = () => menu.locator('.ant-dropdown-menu-item-active').textContent();
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toMatch(/^(CSV|Excel)$/);
    const first = await active();
    await page.keyboard.press(first === 'CSV' ? 'ArrowDown' : 'ArrowUp');
    await expect.poll(active).toBe(first === 'CSV' ? 'Excel' : 'CSV');
    if ((await active()) !== 'CSV') await page.keyboard.press('ArrowUp');
    await expect.poll(active).toBe('CSV');
    // Enter acts on the focused choice: on a busy machine the highlight can lead the focus.
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        const described = element?.getAttribute('aria-activedescendant');
        return (described ? document.getElementById(described) : element?.closest('li'))?.textContent ?? '';
      });
    await expect.poll(focused).toBe('CSV');
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    await context.close();
  });
});

describe('state that does not lag', () => {
  it('an announcement just read shows read in the list at once, before the server is asked again', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/notice/index');
    const unread = main(page)
      .getByRole('row')
      .filter({ has: page.getByRole('img', { name: 'Unread' }) });
    await unread.first().waitFor();
    const title = (await unread.first().getByRole('link').first().textContent()) ?? '';
    const row = main(page).getByRole('row').filter({ hasText: title });

    // From now on the list's answers take 3 s: only the console's own update can be in time.
    await page.route('**/api/user/announcements', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await row.getByRole('link', { name: title }).click();
    await main(page).getByRole('heading', { name: title }).waitFor();
    await page.goBack();
    // 2 s: under the answers' 3 s, and room for a slow machine to draw the list again.
    await row.getByRole('img', { name: 'Read' }).waitFor({ timeout: 2000 });
    expect(await row.getByRole('img', { name: 'Unread' }).count()).toBe(0);
    await context.close();
  });
});

describe('names a screen reader can say', () => {
  it("names the password toggles of /login and /forget in the screen's language", async () => {
    for (const [language, name] of [
      ['en', 'Show password'],
      ['zh', '显示密码'],
      ['es', 'Mostrar contraseña'],
    ] as const) {
      const context = await openContext(browser, { language });
      const page = await context.newPage();
      for (const screen of ['/login', '/forget']) {
        await page.goto(screen);
        await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
        const toggles = page.getByRole('button', { name, exact: true });
        await toggles.first().waitFor();
        expect(await page.getByRole('button', { name: /^(Show|Hide)$/ }).count()).toBe(0);
      }
      await context.close();
    }
  });
});

describe('a clean network log', () => {
  it("a new merchant's dashboard (no store yet) asks nothing it is refused", async () => {
    const phone = '13900139021';
    expect((await api('POST', `/user/sendcode/${phone}`)).code).toBe(0);
    const registered = await api<{ token: string }>('POST', '/user/register', {
      body: { phone, code: latestSmsCode(dataDir(), phone), password: 'walk12345' },
    });
    expect(registered.code).toBe(0);
    const context = await openContext(browser);
    await context.addCookies([{ name: 'Admin-Token', value: registered.value.token, url: baseUrl() }]);
    const page = await context.newPage();
    const network = watchNetwork(page);
    await page.goto('/dashboard');
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(network.take()).toEqual([]);
    await context.close();
  });
});
