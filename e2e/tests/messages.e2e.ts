/**
 * System messages and announcements: unread badges, reading, deleting, status tags.
 *
 * The tests of this file run in order and change the demo's messages (one read, one deleted).
 * No other file reads or deletes the seed's messages, but other journeys make the server send
 * the demo merchant new ones (a listing's review decision, a certificate about to expire):
 * those are read first, through the real call, so that the seed's 2 unread are what is left.
 * Other files may read announcements, so the announcement badge is compared with itself.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, sidebar, signedInContext, unreadCount } from '../support/app';
import { openBrowser } from '../support/browser';

/** The seed's unread messages (apps/server/src/seed/demo-data.ts). */
const SEEDED_UNREAD = ['课程审核未通过 / Course rejected', '新评价提醒 / New review'];

/** Reads every unread message of the demo merchant that the seed did not write. */
const readMessagesOfOtherJourneys = async () => {
  const token = await apiLogin();
  const unread = await api<{ content: { id: number; title: string }[] }>('POST', '/message/system/list', {
    token,
    body: {
      pageable: { number: 1, size: 100 },
      restrictions: [{ name: 'read', operator: '=', value: false, logic: 'and' }],
    },
  });
  for (const message of unread.value.content)
    if (!SEEDED_UNREAD.includes(message.title))
      await api('GET', `/message/system/read/${message.id}`, { token });
};

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
  await readMessagesOfOtherJourneys();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
/** Text in the view on show (hidden tabs stay mounted under the same <main>). */
const shownText = (page: Page, text: string | RegExp, exact = false) =>
  main(page).getByText(text, { exact }).filter({ visible: true });
const tableRows = (page: Page) => main(page).getByRole('table').locator('tbody').getByRole('row');
const row = (page: Page, title: string) => tableRows(page).filter({ hasText: title });

const openMessages = async (page: Page) => {
  await sidebar(page).getByRole('link', { name: 'System messages', exact: true }).click();
  await row(page, '课程审核未通过 / Course rejected').waitFor();
};

describe('system messages', () => {
  it('the badge and the dashboard show the 2 unread messages', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/dashboard');
    await expect.poll(() => unreadCount(page, 'Messages')).toBe(2);
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Messages: 2 unread' })
        .locator('sup')
        .getAttribute('title'),
    ).toBe('2');

    const card = main(page).locator('.ant-card').filter({ hasText: 'Unread messages' });
    await card.getByRole('listitem').first().waitFor();
    expect(await card.getByRole('listitem').count()).toBe(2);
    expect(await card.getByRole('link', { name: '课程审核未通过 / Course rejected' }).isVisible()).toBe(true);
    await context.close();
  });

  it('opening an unread message shows it, marks it read and the badge drops to 1', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/dashboard');
    await expect.poll(() => unreadCount(page, 'Messages')).toBe(2);
    await openMessages(page);

    // Unread rows say so (a red dot named "Unread", a bold title).
    const order = row(page, '课程审核未通过 / Course rejected');
    expect(await order.getByRole('img', { name: 'Unread', exact: true }).count()).toBe(1);
    await order.getByText('View', { exact: true }).click();

    const drawer = page.getByRole('dialog', { name: '课程审核未通过 / Course rejected' });
    await drawer.getByText('“周末亲子瑜伽”未通过审核', { exact: false }).waitFor();
    expect(await drawer.getByText('Course', { exact: true }).isVisible()).toBe(true);

    // The badge is refreshed after the read, without waiting for its 30 s poll.
    await expect.poll(() => unreadCount(page, 'Messages'), { timeout: 5000 }).toBe(1);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => order.getByRole('img', { name: 'Read', exact: true }).count()).toBe(1);

    // The "Unread" filter now lists the other one.
    await main(page).getByText('Unread', { exact: true }).filter({ visible: true }).click();
    await expect.poll(() => tableRows(page).count()).toBe(1);
    expect(await row(page, '课程审核未通过 / Course rejected').count()).toBe(0);
    expect(await shownText(page, 'Total: 1').isVisible()).toBe(true);
    await context.close();
  });

  it('deletes a selected message after the confirmation; the total drops by one', async () => {
    const { context, page, token } = await signedInContext(browser);
    await page.goto('/dashboard');
    await openMessages(page);
    // Other journeys send the merchant messages too: 50 a page keeps every one on this page.
    await page.goto('/message/index?size=50');
    await row(page, '课程审核未通过 / Course rejected').waitFor();
    // list-kit.e2e.ts deletes another (read) message: count from what is there.
    const before = (
      await api<{ total: number }>('POST', '/message/system/list', {
        token,
        body: { pageable: { number: 1, size: 10 } },
      })
    ).value.total;
    expect(await shownText(page, `Total: ${before}`).isVisible()).toBe(true);

    const approved = row(page, '门店资质审核通过 / Qualifications approved');
    await approved.getByRole('checkbox').check();
    const deleteSelected = main(page).getByRole('button', { name: 'Delete selected (1)' });
    expect(await deleteSelected.isEnabled()).toBe(true);
    await deleteSelected.click();

    // A confirmation first; "Delete" in it does the deed.
    await page.getByText('Delete the 1 selected messages?').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();

    await page.getByText('Deleted: 1').waitFor();
    await shownText(page, `Total: ${before - 1}`).waitFor();
    expect(await approved.count()).toBe(0);
    expect(await tableRows(page).count()).toBe(before - 1);
    expect(await main(page).getByRole('button', { name: 'Delete selected (0)' }).isDisabled()).toBe(true);
    // A read message went, so the badge stays.
    await expect.poll(() => unreadCount(page, 'Messages')).toBe(1);

    const list = await api<{ total: number }>('POST', '/message/system/list', {
      token,
      body: { pageable: { page: 1, size: 10 } },
    });
    expect(list.value.total).toBe(before - 1);
    await context.close();
  });
});

describe('announcements', () => {
  it('lists announcements with their status and opens one with its content', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/dashboard');
    await sidebar(page).getByRole('link', { name: 'Announcements', exact: true }).click();
    await row(page, '系统维护公告 / Scheduled maintenance').waitFor();

    expect(await tableRows(page).count()).toBe(5);
    const status = (title: string) => row(page, title).getByRole('cell').nth(2).textContent();
    expect(await status('平台服务费调整通知 / Platform fee update')).toBe('Current');
    expect(await status('冬季青少年体能训练营招募 / Winter youth training camps')).toBe('Current');
    expect(await status('系统维护公告 / Scheduled maintenance')).toBe('Current');
    expect(await status('国庆假期营业安排 / National Day opening hours')).toBe('Expired');
    expect(await status('春季会员卡共享活动预告 / Spring shared-card campaign')).toBe('Upcoming');

    // "Current only" keeps the three current ones.
    await main(page).getByRole('checkbox', { name: 'Current only' }).check();
    await expect.poll(() => tableRows(page).count()).toBe(3);
    await main(page).getByRole('checkbox', { name: 'Current only' }).uncheck();
    await expect.poll(() => tableRows(page).count()).toBe(5);

    // The upcoming one (reading it does not touch the unread count of current ones).
    await row(page, '春季会员卡共享活动预告').getByRole('link', { name: 'View' }).click();
    await main(page)
      .getByRole('heading', { name: '春季会员卡共享活动预告 / Spring shared-card campaign' })
      .waitFor();
    expect(await shownText(page, '春季共享会员卡活动将于明年3月开启，敬请期待。').isVisible()).toBe(true);
    expect(
      await shownText(page, 'The spring shared membership card campaign opens next March.').isVisible(),
    ).toBe(true);
    expect(await shownText(page, 'Upcoming', true).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/notice/detail');

    await main(page).getByRole('button', { name: 'Back to list' }).click();
    await row(page, '系统维护公告 / Scheduled maintenance').waitFor();
    expect(new URL(page.url()).pathname).toBe('/notice/index');
    await context.close();
  });

  it('reading a current unread announcement lowers the announcement badge by one', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/notice/index?id=12');
    await row(page, '系统维护公告 / Scheduled maintenance').waitFor();
    await main(page).getByRole('checkbox', { name: 'Current only' }).check();
    await expect.poll(() => tableRows(page).count()).toBe(3);

    const unreadRows = tableRows(page).filter({
      has: page.getByRole('img', { name: 'Unread', exact: true }),
    });
    const before = await unreadRows.count();
    expect(before).toBeGreaterThan(0);
    await expect.poll(() => unreadCount(page, 'Announcements')).toBe(before);

    const target = unreadRows.first();
    const title = (await target.getByRole('link').first().textContent()) ?? '';
    await target.getByRole('link', { name: 'View' }).click();
    await main(page).getByRole('heading', { name: title }).waitFor();
    expect(await shownText(page, 'Current', true).isVisible()).toBe(true);
    await expect.poll(() => unreadCount(page, 'Announcements'), { timeout: 5000 }).toBe(before - 1);

    // Back in the list the row is marked read.
    await main(page).getByRole('button', { name: 'Back to list' }).click();
    await expect.poll(() => row(page, title).getByRole('img', { name: 'Read', exact: true }).count()).toBe(1);
    await context.close();
  });
});
