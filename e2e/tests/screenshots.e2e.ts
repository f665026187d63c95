/**
 * A screenshot of every main screen, at 1280 px (desktop) and 800 px (mobile mode), in English
 * and Chinese, saved as e2e/artifacts/screens/<screen>-<lang>-<width>.png for people to look
 * at. Each shot waits for the screen's own content, and the texts are checked for raw i18n
 * keys on the way.
 *
 * The README's pictures come from here: the test that takes them copies dashboard-zh-1280.png
 * and login-en-1280.png to docs/screenshots/, so every run of the suite refreshes them (no
 * separate script to forget).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, baseUrl, type Language, openContext } from '../support/app';
import { openBrowser, screenshot, shooting } from '../support/browser';
import { settled, watchNetwork } from '../support/walk';

const screensDir = path.resolve(import.meta.dirname, '../artifacts/screens');
const docsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');
/** Copied to docs/screenshots/ for the README. */
const FOR_DOCS = ['dashboard-zh-1280', 'login-en-1280'];

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The texts each screen is recognised by, per language. */
const texts = {
  en: {
    login: 'Sign in',
    forget: 'Reset password',
    greeting: /^Good (morning|afternoon|evening), 李明 \(Demo\)$/,
    unreadMessages: 'Unread messages',
    notices: 'Announcements',
    messages: 'System messages',
    stores: 'My stores',
    profile: 'Change password',
    notFound: 'Sorry, the page you visited does not exist.',
  },
  zh: {
    login: '登录',
    forget: '重置密码',
    greeting: /^(早上好|下午好|晚上好)，李明 \(Demo\)$/,
    unreadMessages: '未读消息',
    notices: '公告列表',
    messages: '系统消息',
    stores: '我的门店',
    profile: '修改密码',
    notFound: '抱歉，你访问的页面不存在。',
  },
} satisfies Record<'en' | 'zh', Record<string, string | RegExp>>;

const main = (page: Page) => page.getByRole('main');
const shownText = (page: Page, text: string | RegExp, exact = true) =>
  main(page).getByText(text, { exact }).filter({ visible: true }).first();

/** Visible texts that look like i18n keys ("notice.title", "user:login.submit"). */
const rawKeys = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style')) continue;
      if (/^[a-z][a-zA-Z]*([:.][a-zA-Z]+)+$/.test(text) && parent.checkVisibility()) found.push(text);
    }
    return found;
  });

const shoot = async (page: Page, name: string) => {
  await settled(page);
  expect(await rawKeys(page), `raw i18n keys on ${name}`).toEqual([]);
  await screenshot(page, name);
};

const combos: { language: 'en' | 'zh'; width: number }[] = [
  { language: 'en', width: 1280 },
  { language: 'en', width: 800 },
  { language: 'zh', width: 1280 },
  { language: 'zh', width: 800 },
];

describe.skipIf(!shooting)('screenshots of the main screens', () => {
  for (const { language, width } of combos)
    it(`${language} at ${width} px`, async () => {
      const t = texts[language];
      const suffix = `${language}-${width}`;
      const context = await openContext(browser, { language: language as Language, width });
      const page = await context.newPage();
      // Every screen loads with no failed request and no HTTP error (the 404 screen's address
      // is the console's own page, answered 200).
      const network = watchNetwork(page);

      // Signed out: the sign-in and reset screens.
      await page.goto('/login');
      await page.getByRole('heading', { name: t.login, level: 1 }).waitFor();
      await shoot(page, `login-${suffix}`);
      await page.goto('/forget');
      await page.getByRole('heading', { name: t.forget, level: 1 }).waitFor();
      await shoot(page, `forget-${suffix}`);

      // Signed in (the cookie the console writes), every screen of the console.
      await context.addCookies([{ name: 'Admin-Token', value: await apiLogin(), url: baseUrl() }]);
      await page.goto('/dashboard');
      await main(page).getByRole('heading', { name: t.greeting }).waitFor();
      await shownText(page, t.unreadMessages, false).waitFor();
      const feeNotice = main(page).getByRole('link', { name: '平台服务费调整通知 / Platform fee update' });
      await feeNotice.waitFor();
      const detailHref = await feeNotice.getAttribute('href');
      expect(detailHref).toMatch(/^\/notice\/detail\?noticeId=\d+$/);
      await shoot(page, `dashboard-${suffix}`);

      await page.goto('/notice/index?id=12');
      // A table at 1280 px, cards at 800 px (the list kit's phone layout): wait for the text.
      await main(page).getByText('系统维护公告').filter({ visible: true }).first().waitFor();
      expect(await shownText(page, t.notices).isVisible()).toBe(true);
      await shoot(page, `notices-${suffix}`);

      await page.goto(detailHref ?? '/404');
      await main(page).getByRole('heading', { name: '平台服务费调整通知 / Platform fee update' }).waitFor();
      await shoot(page, `notice-detail-${suffix}`);

      // Filtered to a seeded message: the suite's orders and reviews write newer messages that
      // push it off the first page by the time this file runs.
      await page.goto(`/message/index?f.keyword=${encodeURIComponent('新评价提醒')}`);
      await main(page).getByText('新评价提醒').filter({ visible: true }).first().waitFor();
      expect(await shownText(page, t.messages).isVisible()).toBe(true);
      await shoot(page, `messages-${suffix}`);

      await page.goto('/merchant/list');
      await shownText(page, '小飞人少儿体能·海淀店').waitFor();
      expect(await shownText(page, t.stores).isVisible()).toBe(true);
      await shoot(page, `stores-${suffix}`);

      await page.goto('/profile');
      await shownText(page, t.profile).waitFor();
      await shoot(page, `profile-${suffix}`);

      // An unknown address ends on the 404 screen.
      await page.goto('/no-such-page');
      await page.waitForURL((url) => url.pathname === '/404');
      await page.getByText(t.notFound).waitFor();
      await shoot(page, `404-${suffix}`);
      expect(network.take(), `network log (${suffix})`).toEqual([]);
      await context.close();

      // Refresh the README's pictures from this run.
      for (const name of FOR_DOCS.filter((doc) => doc.endsWith(suffix))) {
        fs.mkdirSync(docsDir, { recursive: true });
        fs.copyFileSync(path.join(screensDir, `${name}.png`), path.join(docsDir, `${name}.png`));
      }
    });
});
