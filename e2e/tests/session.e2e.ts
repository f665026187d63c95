/**
 * A session ended from elsewhere (another device logged out with the same token): the next
 * calls answer -107 and the console offers, once, to sign in again (spec §8), in the
 * merchant's language.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, cookieValue, openContext, sidebar, tabStrip } from '../support/app';
import { openBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Counts the requests this page starts from now on that `include` accepts, so a test can wait
 * until every one has answered. Requests already under way are not counted: their answers must
 * not take the count below zero.
 */
const trackRequests = (page: Page, include: (request: Request) => boolean) => {
  const underWay = new Set<Request>();
  let total = 0;
  page.on('request', (request) => {
    if (!include(request)) return;
    underWay.add(request);
    total += 1;
  });
  const done = (request: Request) => {
    underWay.delete(request);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { pending: () => underWay.size, total: () => total };
};

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

describe('session ended elsewhere', () => {
  it('shows ONE "确定登出" dialog in Chinese; 取消 stays, 重新登录 signs out to /login', async () => {
    const context = await openContext(browser, { language: 'zh' });
    const page = await context.newPage();
    // Every request, scripts too: a screen part whose chunk arrives late reads the API after the
    // API has gone quiet, and that read must not be the one to meet the ended session.
    const startUp = trackRequests(page, () => true);
    await page.goto('/login');
    await page.getByRole('textbox', { name: '用户名' }).fill('demo');
    await page.getByRole('textbox', { name: '密码' }).fill('demo123');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('main').getByText('当前公告').waitFor();
    // The top bar's badges start their first reads once the menu is in; let every request answer
    // (twice quiet, 500 ms apart: a badge mounts after the menu's answer), so that the click
    // below is what meets the ended session.
    await expect.poll(() => startUp.pending()).toBe(0);
    await page.waitForTimeout(500);
    await expect.poll(() => startUp.pending()).toBe(0);

    // Another client ends this very session.
    const token = await cookieValue(context, 'Admin-Token');
    expect(token).toBeDefined();
    expect((await api('POST', '/user/logout', { token })).code).toBe(0);

    // Opening the messages makes several calls at once (list, permissions, badges), all -107.
    const calls = trackRequests(page, isApiCall);
    await sidebar(page).getByRole('link', { name: '系统消息', exact: true }).click();
    const dialogs = page.getByRole('dialog');
    const dialog = page.getByRole('dialog', { name: '确定登出' });
    await dialog.waitFor();
    await expect.poll(() => calls.pending()).toBe(0);
    expect(calls.total()).toBeGreaterThan(1);
    expect(await dialogs.count()).toBe(1);
    expect(await dialog.getByText('你已被登出，可以取消继续留在该页面，或者重新登录').isVisible()).toBe(true);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['取消', '重新登录']);
    // The server's reason comes as a toast too, once.
    expect(await page.getByText('你已被登出，请重新登录').count()).toBe(1);

    // 取消: the merchant stays where they were, still "signed in" locally.
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/message/index');

    // The next call offers it again (still once), this time from the tab's "刷新".
    await tabStrip(page).getByRole('tab', { name: '首页' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await dialog.waitFor();
    await expect.poll(() => calls.pending()).toBe(0);
    expect(await dialogs.count()).toBe(1);

    // 重新登录: local logout, reload, and the guard sends the merchant to /login.
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: '登录', level: 1 }).waitFor();
    expect(await cookieValue(context, 'Admin-Token')).toBeUndefined();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
