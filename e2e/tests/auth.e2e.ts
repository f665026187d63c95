/**
 * Signing in and out as a merchant does it: password, phone code (read from the SMS outbox),
 * the guard's redirects, and logging out from the user menu.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiLogin,
  baseUrl,
  chooseFromAccountMenu,
  cookieValue,
  DEMO,
  dataDir,
  openContext,
  tabLabels,
  tabStrip,
} from '../support/app';
import { openBrowser } from '../support/browser';
import { latestSmsCode } from '../support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const GREETING = /^Good (morning|afternoon|evening), 李明 \(Demo\)$/;

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Where the console settled: the URL and the selected tab, once the tab strip shows one. */
const settledView = async (page: Page) => {
  const selected = tabStrip(page).getByRole('tab', { selected: true });
  await selected.waitFor();
  return { path: pathOf(page), tab: (await selected.textContent())?.trim() };
};

/** Fills the password tab of /login and submits it. */
const signInWithPassword = async (page: Page, password: string = DEMO.password) => {
  await page.getByRole('textbox', { name: 'User name' }).fill(DEMO.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

describe('signing in and out', () => {
  it('signs in with the password and lands on the dashboard, greeted by name', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // The sign-in page's budget depends on it: none of the console's own chunks is fetched
    // before signing in (apps/web/build/chunk-plan.ts), only the shared ones.
    expect(scripts.filter((file) => /\/assets\/console-/.test(file))).toEqual([]);
    expect(scripts.some((file) => /\/assets\/login-/.test(file))).toBe(true);
    await signInWithPassword(page);

    await page.waitForURL('**/dashboard');
    const greeting = page.getByRole('main').getByRole('heading', { name: GREETING });
    await greeting.waitFor();
    expect(await greeting.textContent()).toMatch(GREETING);
    // The top bar's user button carries the name too, and the session cookie is there.
    expect(await page.getByRole('button', { name: 'Account menu' }).textContent()).toContain(DEMO.name);
    expect(await cookieValue(context, 'Admin-Token')).toMatch(/\S{20,}/);
    await context.close();
  });

  it('gets /login already drawn in its language, and the console takes it over cleanly', async () => {
    // The HTML itself carries the form (apps/web/build/prerender.mjs), in the cookie's language.
    const html = async (cookie?: string) =>
      (await fetch(`${baseUrl()}/login`, { headers: cookie ? { cookie } : {} })).text();
    expect(await html()).toMatch(/<div id="root" data-prerendered="\/login" inert>.*<h1[^>]*>Sign in<\/h1>/s);
    expect(await html('language=zh')).toMatch(/<html lang="zh">.*<h1[^>]*>登录<\/h1>/s);
    expect(await html('language=es')).toMatch(/<h1[^>]*>Iniciar sesión<\/h1>/);
    // With a token the guard leaves /login at once: nothing drawn for it.
    expect(await html('Admin-Token=whatever')).toMatch(/<div id="root"><span class="boot-spinner"/);

    const context = await openContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/login');
    // Once hydrated the form is no longer inert, and React reported no mismatch.
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    await page.getByRole('tab', { name: 'Phone code' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the server's message for a wrong password and stays on /login", async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await signInWithPassword(page, 'not-the-password');

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Wrong user name or password');
    expect(pathOf(page)).toBe('/login');
    expect(await cookieValue(context, 'Admin-Token')).toBeUndefined();

    // The same screen in Chinese shows the server's Chinese message (the language cookie).
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('用户名或密码错误');
    // Neither the error toast machinery nor the language switch brought the console's code.
    expect(scripts.filter((file) => /\/assets\/console-/.test(file))).toEqual([]);
    await context.close();
  });

  it('signs in with a phone code read from the SMS outbox', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Phone code' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.phone);
    // The only code this suite sends to the demo phone (1 per phone per minute).
    await page.getByRole('button', { name: 'Send code' }).click();

    const status = page.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toBe('The code has been sent');
    // The button counts down instead of sending again.
    await expect.poll(() => page.getByRole('button', { name: /Resend in \d+ s$/ }).isDisabled()).toBe(true);

    await expect.poll(() => latestSmsCode(dataDir(), DEMO.phone)).toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(latestSmsCode(dataDir(), DEMO.phone));
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL('**/dashboard');
    const greeting = page.getByRole('main').getByRole('heading', { name: GREETING });
    await greeting.waitFor();
    expect(await greeting.textContent()).toMatch(GREETING);
    await context.close();
  });

  it('sends a signed-out visitor to /login and, after signing in, back to the page asked for', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto('/message/index');

    await page.waitForURL('**/login?**');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/message/index');

    await signInWithPassword(page);
    try {
      expect(await settledView(page)).toEqual({ path: '/message/index', tab: 'System messages' });
      await page.getByRole('main').getByText('System messages').waitFor({ timeout: 5000 });
    } finally {
      await context.close();
    }
  });

  it('sends a signed-in merchant from /login to the console', async () => {
    const context = await openContext(browser);
    await context.addCookies([{ name: 'Admin-Token', value: await apiLogin(), url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto('/login');

    await page.waitForURL('**/dashboard');
    await page.getByRole('main').getByRole('heading', { name: GREETING }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sign in' }).count()).toBe(0);
    await context.close();
  });

  it('logs out from the user menu: the token is gone, back at /login, the tabs are cleared', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await signInWithPassword(page);
    await page.waitForURL('**/dashboard');
    const token = await cookieValue(context, 'Admin-Token');

    // Open two more views, then leave from the messages.
    await page.getByRole('complementary').getByRole('link', { name: 'Announcements' }).click();
    // The dashboard on show holds the same text, so wait for the view's own tab and list.
    await page.waitForURL('**/notice/index**');
    await expect.poll(() => tabLabels(page)).toEqual(['Dashboard', 'Announcements']);
    await page
      .getByRole('main')
      .getByRole('table')
      .getByText('平台服务费调整通知 / Platform fee update')
      .filter({ visible: true })
      .first()
      .waitFor();
    await page.getByRole('complementary').getByRole('link', { name: 'System messages' }).click();
    await page.getByRole('main').getByText('System messages').waitFor();
    expect(await tabLabels(page)).toEqual(['Dashboard', 'Announcements', 'System messages']);

    // Back at /login (remembering where the merchant was), token and tabs gone.
    await chooseFromAccountMenu(page, 'Account menu', 'Log out', (next) => next.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/message/index?id=11');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    expect(await cookieValue(context, 'Admin-Token')).toBeUndefined();
    expect(await page.evaluate(() => sessionStorage.getItem('tabs-view'))).toBeNull();
    // The server ended that session too.
    const after = await api('GET', '/user/self/get_user_info', { token });
    expect(after.code).toBe(-107);

    // Signing in again starts with a fresh strip: the announcements tab is not there any more.
    // (Where it lands is the redirect bug above; this only checks that the old tabs are gone.)
    await signInWithPassword(page);
    const landed = await settledView(page);
    const labels = await tabLabels(page);
    expect(labels[0]).toBe('Dashboard');
    expect(labels).not.toContain('Announcements');
    expect(labels).toEqual(landed.tab === 'Dashboard' ? ['Dashboard'] : ['Dashboard', landed.tab]);
    await context.close();
  });
});
