import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { newContext } from './browser';

/** What the seed gives the demo merchant (apps/server/src/seed/demo-data.ts). */
export const DEMO = {
  username: 'demo',
  password: 'demo123',
  phone: '13800138000',
  name: '李明 (Demo)',
  stores: ['力行健身·朝阳店', '小飞人少儿体能·海淀店'],
} as const;

export const baseUrl = (): string => inject('baseUrl');
export const dataDir = (): string => inject('dataDir');

export type Language = 'en' | 'zh' | 'es';

interface Envelope<T> {
  code: number;
  message: string;
  value: T;
}

/** One call to the real API, as any client outside the browser would make it. */
export const api = async <T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; language?: Language; storeId?: number; from?: string } = {},
): Promise<Envelope<T>> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  // The caller's own address, as a proxy would pass it on (the suite's server trusts the proxy).
  if (options.from) headers['x-forwarded-for'] = options.from;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  // The store a store-scoped call acts on; without it, the session's selected store.
  if (options.storeId !== undefined) headers['x-store-id'] = String(options.storeId);
  if (options.language) headers.cookie = `language=${options.language}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as Envelope<T>;
};

/** Signs the demo merchant in through the API and returns a fresh session token. */
export const apiLogin = async (): Promise<string> => {
  const answer = await api<{ token: string }>('POST', '/user/login_up', {
    body: { username: DEMO.username, password: DEMO.password },
  });
  if (answer.code !== 0) throw new Error(`login failed: ${answer.code} ${answer.message}`);
  return answer.value.token;
};

/** A new browser context (own cookies and storage) in `language`, `width` px wide. */
export const openContext = async (
  browser: Browser,
  { language = 'en', width = 1280 }: { language?: Language; width?: number } = {},
): Promise<BrowserContext> => {
  const context = await newContext(browser, baseUrl(), width);
  if (language !== 'en') await context.addCookies([{ name: 'language', value: language, url: baseUrl() }]);
  return context;
};

/**
 * A context that is already signed in (the cookies the console itself writes), so tests that
 * are not about signing in start on their screen at once.
 */
export const signedInContext = async (
  browser: Browser,
  options: { language?: Language; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page; token: string }> => {
  const context = await openContext(browser, options);
  const token = await apiLogin();
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseUrl() }]);
  const page = await context.newPage();
  return { context, page, token };
};

export const cookieValue = async (context: BrowserContext, name: string): Promise<string | undefined> =>
  (await context.cookies()).find((cookie) => cookie.name === name)?.value;

/** The tab strip of visited views ("Open pages"). */
export const tabStrip = (page: Page): Locator =>
  page.getByRole('navigation', { name: /^(Open pages|已打开的页面|Páginas abiertas)$/ });

/** The tab labels of the strip, in order. */
export const tabLabels = async (page: Page): Promise<string[]> =>
  (await tabStrip(page).getByRole('tab').allTextContents()).map((text) => text.trim());

/** The desktop sidebar (antd Sider: role complementary). */
export const sidebar = (page: Page): Locator => page.getByRole('complementary');

/** The number an unread badge in the top bar announces, from its label "<kind>: N unread". */
export const unreadCount = async (page: Page, kind: 'Announcements' | 'Messages'): Promise<number> => {
  const label = await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${kind}: \\d+ unread$`) })
    .getAttribute('aria-label');
  return Number(/(\d+) unread$/.exec(label ?? '')?.[1] ?? Number.NaN);
};

/**
 * Chooses `item` in the top bar's account menu and waits until `arrived` holds for the URL. In
 * CI on a slow 2-core machine the choice was twice lost (the menu item clicked, no navigation,
 * both times right after a page or a drop-down had changed): the menu is then opened and the
 * item chosen again, up to three times, 10 s each.
 */
export const chooseFromAccountMenu = async (
  page: Page,
  menuName: string,
  item: string,
  arrived: (url: URL) => boolean,
): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    if (arrived(new URL(page.url()))) return;
    await page.getByRole('button', { name: menuName }).click();
    await page.getByRole('menuitem', { name: item }).click();
    try {
      await page.waitForURL(arrived, { timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};
