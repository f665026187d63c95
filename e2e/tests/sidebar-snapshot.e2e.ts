/**
 * The sidebar drawn from the last visit (apps/web/src/app/layout/sidebar-snapshot): on a repeat
 * visit index.html shows a copy of the sidebar before the console's code has run, the merchant
 * can open folders and choose an entry in it, and the console takes over from there.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseFromAccountMenu, sidebar, signedInContext } from '../support/app';
import { openBrowser, screenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SNAPSHOT_KEY = 'store:sidebar-snapshot';
const copy = (page: Page) => page.locator('#sidebar-snapshot');
const shownCopies = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('sidebar-snapshot-shown').length);
const drawnFrames = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('sidebar-frame-drawn').length);

/** Where each visible sidebar entry is drawn, and its name: the frame must match the console. */
const entryBoxes = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll('aside li.ant-menu-item, aside .ant-menu-submenu-title'),
      (element) => {
        const box = element.getBoundingClientRect();
        const text = element.textContent?.trim() ?? '';
        return box.width > 0
          ? `${text} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`
          : '';
      },
    ).filter(Boolean),
  );

/** Waits until the page has kept a copy whose sidebar names `entry`. */
const copyKept = (page: Page, entry: string) =>
  expect
    .poll(() =>
      page.evaluate(({ key, name }) => localStorage.getItem(key)?.includes(name), {
        key: SNAPSHOT_KEY,
        name: entry,
      }),
    )
    .toBe(true);

/** Reloads until the console's own sidebar shows `dashboard`: how many copies the load showed. */
const reloadTo = async (page: Page, dashboard: string) => {
  await page.reload();
  await sidebar(page).getByRole('link', { name: dashboard }).waitFor();
  return shownCopies(page);
};

/** A first visit: the console keeps its copy once the first screen is up and the browser idle. */
const firstVisit = async (context: BrowserContext, page: Page) => {
  await page.goto('/dashboard');
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).waitFor();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, SNAPSHOT_KEY))
    .toBe(true);
  return context;
};

/**
 * A page of `context` whose console scripts wait until `release()` is called: the copy is all
 * there is meanwhile, as on a slow load.
 */
const heldBackPage = async (context: BrowserContext) => {
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/react-vendor-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { page, release };
};

describe('the sidebar drawn from the last visit', () => {
  it('shows at once on a repeat visit, answers clicks before the console runs, and hands over what was done', async () => {
    const { context, page } = await signedInContext(browser);
    await firstVisit(context, page);
    await page.close();

    const { page: again, release } = await heldBackPage(context);
    await again.goto('/member', { waitUntil: 'commit' });
    const held = copy(again);
    // The copy's own box is empty (its frame is fixed to the window): its sidebar is what shows.
    await held.getByRole('complementary').waitFor();
    // The entry of the address is the current one, its folder open, the rest closed.
    const members = held.getByRole('complementary').getByRole('link', { name: 'Members', exact: true });
    expect(await members.evaluate((a) => a.closest('li')?.classList.contains('ant-menu-item-selected'))).toBe(
      true,
    );
    const orders = held.getByRole('menuitem', { name: 'Orders', exact: true });
    expect(await orders.getAttribute('aria-expanded')).toBe('false');
    await screenshot(again, 'sidebar-snapshot-held');
    // index.html runs one inline script, first in its body: the early calls and preloads, then
    // the copy (apps/web/build/first-screen-script.ts). A script before it would let the parser
    // give way, and the copy wait for whatever that script started.
    expect(
      await again.evaluate(() => {
        const inline = Array.from(document.querySelectorAll('script:not([src])'));
        const early = (window as unknown as { __earlyAnswers?: unknown[] }).__earlyAnswers;
        return {
          inline: inline.length,
          first: document.body.firstElementChild === inline[0],
          calls: early?.length,
        };
      }),
    ).toEqual({ inline: 1, first: true, calls: 2 });

    // A folder opens in the copy; an entry chosen there is opened once the console runs.
    await orders.click();
    expect(await orders.getAttribute('aria-expanded')).toBe('true');
    const entry = held.locator('li.ant-menu-submenu-open ul a[href]').filter({ visible: true }).first();
    const href = (await entry.getAttribute('href')) ?? '';
    const entryName = (await entry.textContent()) ?? '';
    expect(href).toMatch(/^\/\w+/);
    await entry.click();
    expect(new URL(again.url()).pathname).toBe('/member');

    release();
    await held.waitFor({ state: 'detached' });
    await again.waitForURL((url) => `${url.pathname}${url.search}` === href);
    const folder = sidebar(again).getByRole('menuitem', { name: 'Orders', exact: true });
    await expect.poll(() => folder.getAttribute('aria-expanded')).toBe('true');
    const chosen = sidebar(again).getByRole('link', { name: entryName, exact: true });
    await expect
      .poll(() => chosen.evaluate((a) => a.closest('li')?.classList.contains('ant-menu-item-selected')))
      .toBe(true);
    expect(await copy(again).count()).toBe(0);
    await context.close();
  });

  it('on a first visit, is drawn from the menu answer before the console runs, as the console draws it', async () => {
    // A new browser: nothing kept from a last visit.
    const { context } = await signedInContext(browser);
    const { page, release } = await heldBackPage(context);
    await page.goto('/member', { waitUntil: 'commit' });
    const held = copy(page);
    await held.getByRole('complementary').waitFor();
    expect(await shownCopies(page)).toBe(0);
    expect(await drawnFrames(page)).toBe(1);
    const members = held.getByRole('complementary').getByRole('link', { name: 'Members', exact: true });
    expect(await members.evaluate((a) => a.closest('li')?.classList.contains('ant-menu-item-selected'))).toBe(
      true,
    );
    await screenshot(page, 'sidebar-frame-drawn');

    // A folder opened in the frame stays open once the console has taken over, and every entry
    // is where the frame drew it.
    const orders = held.getByRole('menuitem', { name: 'Orders', exact: true });
    await orders.click();
    expect(await orders.getAttribute('aria-expanded')).toBe('true');
    const drawn = await entryBoxes(page);
    expect(drawn.length).toBeGreaterThan(10);

    release();
    await held.waitFor({ state: 'detached' });
    const folder = sidebar(page).getByRole('menuitem', { name: 'Orders', exact: true });
    await expect.poll(() => folder.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => entryBoxes(page)).toEqual(drawn);
    await context.close();
  });

  it('is not shown in another language, and signing out forgets it', async () => {
    const { context, page } = await signedInContext(browser);
    await firstVisit(context, page);

    // The menu's names are the language's: a copy in English is no use to a Chinese page.
    await context.addCookies([{ name: 'language', value: 'zh', url: new URL(page.url()).origin }]);
    expect(await reloadTo(page, '首页')).toBe(0);

    // The Chinese page keeps a copy of its own, which an English page does not show either;
    // the English page then keeps its own, which the next English load shows.
    await copyKept(page, '首页');
    await context.addCookies([{ name: 'language', value: 'en', url: new URL(page.url()).origin }]);
    expect(await reloadTo(page, 'Dashboard')).toBe(0);
    await copyKept(page, 'Dashboard');
    expect(await reloadTo(page, 'Dashboard')).toBe(1);

    await chooseFromAccountMenu(page, 'Account menu', 'Log out', (next) => next.pathname === '/login');
    expect(await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)).toBeNull();
    await context.close();
  });
});
