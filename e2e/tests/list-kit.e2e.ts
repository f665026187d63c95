/**
 * The list kit in a real browser: its states
 * on the messages screen (empty, nothing matches + clear, failure + retry), the buttons of a
 * typed URL without `?id`, a keyboard-only journey that signs in and deletes a message, and
 * every list screen at 800 px (phone layout) with nothing cut off.
 *
 * The journey deletes the seed's read "Withdrawal paid" message; messages.e2e.ts counts
 * relative to what it finds, and deletes another one, so the two files hold in any order.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, openContext, signedInContext } from '../support/app';
import { openBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
const tableRows = (page: Page) => main(page).getByRole('table').locator('tbody').getByRole('row');
const row = (page: Page, title: string) => tableRows(page).filter({ hasText: title });
const LIST_CALL = '**/api/message/system/list';

/**
 * Presses Tab until `focused` (run in the page, reading document.activeElement) says the
 * focus is where it should be; fails after `max` presses.
 */
const tabTo = async (page: Page, what: string, focused: () => boolean, max = 150) => {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(focused)) return;
  }
  throw new Error(`Tab never reached ${what}`);
};

describe('list kit states on the messages screen', () => {
  it('shows "No messages yet" only when the answer says there are none', async () => {
    const { context, page } = await signedInContext(browser);
    let answer = false;
    await page.route(LIST_CALL, async (route) => {
      answer = true;
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 0,
          message: 'Success',
          value: { content: [], size: 10, next: null, previous: null, total: 0, total_capped: false },
        }),
      });
    });
    await page.goto('/message/index');
    await main(page).getByText('No messages yet').waitFor();
    expect(answer).toBe(true);
    await context.close();
  });

  it('tells "nothing matches" under a filter, and "Clear filters" brings the rows back', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/message/index?f.keyword=no-such-message-anywhere');
    await main(page).getByText('No messages match your search').waitFor();
    expect(await main(page).getByText('No messages yet').count()).toBe(0);
    await main(page).getByRole('button', { name: 'Clear filters' }).click();
    await row(page, '新评价提醒 / New review').waitFor();
    expect(new URL(page.url()).searchParams.has('f.keyword')).toBe(false);
    await context.close();
  });

  it('shows a failed load with its reason and a Retry that loads the rows', async () => {
    const { context, page } = await signedInContext(browser);
    let failures = 0;
    await page.route(LIST_CALL, async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.abort('failed');
      } else await route.continue();
    });
    await page.goto('/message/index');
    await main(page).getByText('The list could not be loaded').waitFor();
    expect(await main(page).getByText('No messages yet').count()).toBe(0);
    await main(page).getByRole('button', { name: 'Retry' }).click();
    await row(page, '新评价提醒 / New review').waitFor();
    expect(failures).toBe(1);
    await context.close();
  });

  it('keeps the permitted buttons on a typed URL without ?id, and filters and pages in the URL', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/message/index');
    const order = row(page, '新评价提醒 / New review');
    await order.getByRole('button', { name: 'Delete: 新评价提醒 / New review' }).waitFor();
    expect(
      await main(page)
        .getByRole('button', { name: /^Delete selected/ })
        .count(),
    ).toBe(1);

    await main(page).getByText('Unread', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('f.read')).toBe('false');
    // A reload shows the same filter: it lives in the tab's URL.
    await page.reload();
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
    expect(await main(page).getByText('Withdrawal paid').count()).toBe(0);
    await context.close();
  });
});

describe('keyboard only', () => {
  it('signs in, opens the messages and deletes one with Tab, Enter and Space', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await tabTo(page, 'the user name', () => document.activeElement?.id === 'login-username');
    await page.keyboard.type(DEMO.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await page
      .getByRole('complementary')
      .getByRole('link', { name: 'System messages', exact: true })
      .waitFor();

    await tabTo(
      page,
      'the Messages link',
      () =>
        document.activeElement?.tagName === 'A' &&
        document.activeElement.textContent?.trim() === 'System messages',
    );
    await page.keyboard.press('Enter');
    // The screen first (on a busy machine its chunks can take longer than the Tab presses).
    await main(page).locator('input[type="search"]').filter({ visible: true }).first().waitFor();
    // Other journeys send the merchant messages too: the keyword filter, by keyboard, finds this one.
    await tabTo(page, 'the keyword filter', () => document.activeElement?.getAttribute('type') === 'search');
    await page.keyboard.type('提现到账');
    await page.keyboard.press('Enter');
    const withdrawal = row(page, '提现到账通知 / Withdrawal paid');
    await withdrawal.waitFor();

    await tabTo(
      page,
      'the row Delete button',
      () => document.activeElement?.getAttribute('aria-label') === 'Delete: 提现到账通知 / Withdrawal paid',
    );
    await page.keyboard.press('Enter');
    await page.getByText('Delete this message?').waitFor();
    await tabTo(
      page,
      'the confirmation',
      () =>
        document.activeElement?.closest('.ant-popconfirm') !== null &&
        document.activeElement?.textContent?.trim() === 'Delete',
    );
    await page.keyboard.press('Space');
    await page.getByText('Deleted: 1').waitFor();
    await expect.poll(() => withdrawal.count()).toBe(0);
    await context.close();
  });
});

/** Elements of the shown view whose text is cut or that reach past the screen's edge. */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const shown = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const out: string[] = [];
    const view = document.querySelector('main');
    if (!view) return ['no main'];
    for (const el of view.querySelectorAll('button, a, td, th, .ant-card, .ant-tag, label')) {
      if (!shown(el)) continue;
      const rect = el.getBoundingClientRect();
      const html = el as HTMLElement;
      const name = `${el.tagName.toLowerCase()} "${html.innerText.slice(0, 30)}"`;
      if (rect.right > window.innerWidth + 0.5 || rect.left < -0.5) out.push(`${name} outside the screen`);
      else if (html.scrollWidth > html.clientWidth + 1 && getComputedStyle(html).overflowX !== 'visible') {
        out.push(`${name} cut (${html.scrollWidth} > ${html.clientWidth})`);
      }
    }
    return out;
  });

describe('every list at 800 px', () => {
  const screens = [
    { path: '/notice/index', waitFor: '系统维护公告 / Scheduled maintenance' },
    { path: '/message/index', waitFor: '新评价提醒 / New review' },
    { path: '/files', waitFor: 'Files of this store' },
    { path: '/merchant/list', waitFor: DEMO.stores[0] },
  ];
  for (const screen of screens) {
    it(`${screen.path} lays its rows out as cards with nothing cut off`, async () => {
      const { context, page } = await signedInContext(browser, { width: 800 });
      await page.goto(screen.path);
      // Visible text only: a tab kept alive behind the list (display: none) may hold it too.
      await main(page).getByText(screen.waitFor).filter({ visible: true }).first().waitFor();
      // Let the rows (or the empty state) arrive.
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
      expect(await cutOff(page)).toEqual([]);
      await context.close();
    });
  }
});
