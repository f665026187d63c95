/**
 * The console's shell as a merchant uses it: the store switcher, the strip of open tabs (kept
 * state, right-click menu, reload), the language switch and the phone-sized layout.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiLogin,
  baseUrl,
  cookieValue,
  DEMO,
  openContext,
  sidebar,
  signedInContext,
  tabLabels,
  tabStrip,
} from '../support/app';
import { openBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');

/**
 * Text in the view on show. Hidden tabs stay mounted (display: none) under the same <main>,
 * so text lookups keep to visible elements (role lookups skip hidden ones by themselves).
 */
const shownText = (page: Page, text: string | RegExp, exact = false) =>
  main(page).getByText(text, { exact }).filter({ visible: true });

/** The dashboard's "Current store:" line names this store. */
const dashboardStore = (page: Page, name: string) => shownText(page, name, true);

describe('store switcher', () => {
  it('switches the store in the top bar; the dashboard follows and a reload keeps the choice', async () => {
    const { context, page, token } = await signedInContext(browser);
    const stores = await api<{ id: number; name: string }[]>('GET', '/user/store/list', { token });
    const second = stores.value.find((store) => store.name === DEMO.stores[1]);
    expect(second).toBeDefined();

    await page.goto('/dashboard');
    await dashboardStore(page, DEMO.stores[0]).waitFor();

    await page.getByRole('button', { name: `Store: ${DEMO.stores[0]}` }).click();
    const options = page.getByRole('menu').filter({ hasText: DEMO.stores[0] }).getByRole('menuitem');
    expect(await options.allTextContents()).toEqual([...DEMO.stores]);
    await options.filter({ hasText: DEMO.stores[1] }).click();

    await dashboardStore(page, DEMO.stores[1]).waitFor();
    await page.getByRole('button', { name: `Store: ${DEMO.stores[1]}` }).waitFor();
    expect(await dashboardStore(page, DEMO.stores[0]).count()).toBe(0);
    expect(await cookieValue(context, 'Store-Id')).toBe(String(second?.id));

    await page.reload();
    await dashboardStore(page, DEMO.stores[1]).waitFor();
    expect(await page.getByRole('button', { name: `Store: ${DEMO.stores[1]}` }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('tab strip', () => {
  it('keeps each view as it was left, refreshes and closes from the context menu, survives a reload', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/dashboard');
    await shownText(page, 'Current announcements').waitFor();

    // Announcements: search for the expired National Day notice, then tick "current only".
    await sidebar(page).getByRole('link', { name: 'Announcements' }).click();
    const search = main(page).getByRole('searchbox', { name: 'Search by title' });
    const currentOnly = main(page).getByRole('checkbox', { name: 'Current only' });
    const rows = main(page).getByRole('table').locator('tbody').getByRole('row');
    await rows.filter({ hasText: '系统维护公告' }).waitFor();
    expect(await rows.count()).toBe(5);
    await search.fill('国庆');
    await search.press('Enter');
    await expect.poll(() => rows.count()).toBe(1);
    await currentOnly.check();
    await shownText(page, 'No announcements match the filter').waitFor();

    // Messages in a second tab, then back: the announcement view is exactly as it was left.
    await sidebar(page).getByRole('link', { name: 'System messages' }).click();
    await shownText(page, '新评价提醒 / New review').waitFor();
    expect(await tabLabels(page)).toEqual(['Dashboard', 'Announcements', 'System messages']);
    await tabStrip(page).getByRole('tab', { name: 'Announcements' }).click();
    await shownText(page, 'No announcements match the filter').waitFor();
    expect(await search.inputValue()).toBe('国庆');
    expect(await currentOnly.isChecked()).toBe(true);

    // A detail in a third tab.
    await currentOnly.uncheck();
    const nationalDay = rows.filter({ hasText: '国庆假期营业安排 / National Day opening hours' });
    await nationalDay.waitFor();
    expect(await nationalDay.getByRole('cell', { name: 'Expired' }).isVisible()).toBe(true);
    await nationalDay.getByRole('link', { name: 'View' }).click();
    await shownText(page, '请各门店于9月25日前更新国庆期间营业时间。').waitFor();
    expect(await tabLabels(page)).toEqual(['Dashboard', 'Announcements', 'System messages', 'Announcement']);
    expect(await tabStrip(page).getByRole('tab', { selected: true }).textContent()).toBe('Announcement');

    // Right-click "Announcements" (not the active tab) > Refresh: it opens, fetched anew and
    // remounted; the list's filters live in the tab's URL (list kit), so the search stays.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/announcements')) requests.push(request.method());
    });
    await tabStrip(page).getByRole('tab', { name: 'Announcements' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Refresh' }).click();
    await expect.poll(() => requests).toContain('POST');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await search.inputValue()).toBe('国庆');
    expect(await currentOnly.isChecked()).toBe(false);
    expect(await tabStrip(page).getByRole('tab', { selected: true }).textContent()).toBe('Announcements');
    await main(page).getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => rows.count()).toBe(5);
    expect(await search.inputValue()).toBe('');

    // Close others: only the dashboard (fixed) and this one stay.
    await tabStrip(page).getByRole('tab', { name: 'Announcements' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    await expect.poll(() => tabLabels(page)).toEqual(['Dashboard', 'Announcements']);
    // The dashboard tab has no close button; the other one has (named in the UI's language).
    expect(await tabStrip(page).getByRole('button', { name: 'Close' }).count()).toBe(1);

    // A reload keeps the open tabs (sessionStorage) and the view.
    await page.reload();
    await rows.filter({ hasText: '系统维护公告' }).waitFor();
    expect(await tabLabels(page)).toEqual(['Dashboard', 'Announcements']);
    expect(new URL(page.url()).pathname).toBe('/notice/index');
    await context.close();
  });
});

describe('language', () => {
  const pickLanguage = async (page: Page, button: string, language: string) => {
    await page.getByRole('banner').getByRole('button', { name: button }).click();
    await page.getByRole('menuitem', { name: language }).click();
  };

  it('switches to Chinese, Spanish and back to English, antd texts included', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/notice/index?id=12');
    const pageSize = main(page).locator('.ant-pagination-options');
    await shownText(page, '系统维护公告 / Scheduled maintenance').first().waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).isVisible()).toBe(true);
    expect(await pageSize.textContent()).toBe('10 / page');

    await pickLanguage(page, 'Language', '中文');
    await sidebar(page).getByRole('link', { name: '首页', exact: true }).waitFor();
    // The sidebar comes translated from the server, the screen from the console, the
    // pagination from antd's locale.
    expect(await sidebar(page).getByRole('link', { name: '公告', exact: true }).isVisible()).toBe(true);
    expect(await shownText(page, '公告列表').isVisible()).toBe(true);
    expect(await main(page).getByRole('columnheader', { name: '有效期' }).isVisible()).toBe(true);
    expect(await shownText(page, '共 5 条').isVisible()).toBe(true);
    await expect.poll(() => pageSize.textContent()).toBe('10 条/页');
    // Each tab carries its sidebar entry's name.
    expect(await tabLabels(page)).toEqual(['首页', '公告']);
    // The top bar's labels too (the count depends on what other tests read).
    const noticeBadge = page.getByRole('banner').getByRole('button', { name: /^公告: \d+ 条未读$/ });
    expect(await noticeBadge.count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh');
    expect(await cookieValue(context, 'language')).toBe('zh');

    await pickLanguage(page, '语言', 'Español');
    await sidebar(page).getByRole('link', { name: 'Inicio', exact: true }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Anuncios', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => pageSize.textContent()).toBe('10 / página');
    expect(await cookieValue(context, 'language')).toBe('es');

    await pickLanguage(page, 'Idioma', 'English');
    await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    expect(await shownText(page, 'Announcements', true).isVisible()).toBe(true);
    await expect.poll(() => pageSize.textContent()).toBe('10 / page');
    expect(await cookieValue(context, 'language')).toBe('en');
    await context.close();
  });

  // Regression: i18next used to be initialised with no texts, so on a fresh load
  // `i18n.resolvedLanguage` stayed 'en' whatever the cookie said: the texts were Chinese but
  // antd's locale stayed English ("10 / page", "Select all") and both language switches
  // believed English was current, so picking English did nothing.
  it('a fresh load in Chinese has antd in Chinese too, and English can be picked at once', async () => {
    const context = await openContext(browser, { language: 'zh' });
    const page = await context.newPage();
    // The sign-in screen's switch marks Chinese as the current language.
    await page.goto('/login');
    await page.getByRole('heading', { name: '登录', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('false');

    await context.addCookies([{ name: 'Admin-Token', value: await apiLogin(), url: baseUrl() }]);
    await page.goto('/notice/index?id=12');
    await shownText(page, '系统维护公告 / Scheduled maintenance').first().waitFor();
    expect(await main(page).locator('.ant-pagination-options').textContent()).toBe('10 条/页');
    expect(await main(page).getByRole('checkbox', { name: '仅看当前有效' }).isVisible()).toBe(true);

    await page.getByRole('banner').getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    await expect.poll(() => main(page).locator('.ant-pagination-options').textContent()).toBe('10 / page');
    await context.close();
  });
});

describe('phone-sized window', () => {
  it('at 800 px the sidebar is a drawer that opens from the top bar and closes after navigating', async () => {
    const { context, page } = await signedInContext(browser, { width: 800 });
    await page.goto('/dashboard');
    await shownText(page, 'Current announcements').waitFor();
    expect(await sidebar(page).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    const toggle = page.getByRole('banner').getByRole('button', { name: 'Expand the menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Announcements', exact: true }).waitFor();
    expect(await drawer.getByRole('link', { name: 'System messages', exact: true }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Collapse the menu' })
        .getAttribute('aria-expanded'),
    ).toBe('true');

    await drawer.getByRole('link', { name: 'Announcements', exact: true }).click();
    await shownText(page, '系统维护公告 / Scheduled maintenance').first().waitFor();
    await drawer.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await tabLabels(page)).toEqual(['Dashboard', 'Announcements']);
    await context.close();
  });
});
