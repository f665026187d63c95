/**
 * Member cards (/cardlist): as the demo merchant, a member added through the API is sold a
 * count card (the seeded freezable family card) in the issue drawer, checks in, has the card frozen, and the detail shows the
 * ledger rows; then the screenshots cardlist-{list,issue,detail,refund}-{zh,en}-{1280,800}.png,
 * copied to docs/screenshots/. The refund dialog is only looked at, never confirmed.
 *
 * Other journeys add members and cards too: the member here is unique per run and nothing
 * counts rows globally. The demo's first store (the session's default) follows the Shanghai
 * caps; a 35-session card of 2,400 yuan is within them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import { shootAfterMotion } from '../support/shots';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
const rows = (page: Page) => main(page).getByRole('table').locator('tbody').getByRole('row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
const option = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });

const run = Date.now().toString().slice(-6);
const MEMBER = `卡e2e${run}`;
const PHONE = `135${run}77`;
// The family count card: 30 sessions + 5 given, freezable (the 10-session card is not).
const TYPE = /^三十次家庭卡 ·/;
let cardNo = '';

describe('member cards', () => {
  it('issues a count card to a new member in the issue drawer', async () => {
    const token = await apiLogin();
    const added = await api<{ id: number }>('POST', '/member', {
      token,
      body: { full_name: MEMBER, phone: PHONE },
    });
    expect(added.code).toBe(0);

    const { context, page } = await signedInContext(browser);
    await page.goto('/cardlist');
    await rows(page).first().waitFor();
    await main(page).getByRole('button', { name: 'Issue card' }).click();
    const form = dialog(page, 'Issue a card');
    await form.getByLabel('Member', { exact: true }).fill(MEMBER);
    await option(page, MEMBER).click();
    await form.getByLabel('Card type', { exact: true }).click();
    await option(page, TYPE).click();
    await form.getByText('30 sessions + 5 gift sessions · 365 days').waitFor();
    await form.getByRole('button', { name: 'Issue', exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    // The new card's detail opens at once.
    const found = await api<{ content: { card_no: string }[] }>('POST', '/card/list', {
      token: await apiLogin(),
      body: { restrictions: [{ name: 'member_name', operator: 'like', value: MEMBER }] },
    });
    cardNo = found.value.content[0]?.card_no ?? '';
    expect(cardNo).toMatch(/^\d{12}$/);
    const detail = dialog(page, `Card ${cardNo}`);
    await detail.waitFor();
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => row(page, cardNo).textContent()).toContain('Not started');
    expect(await row(page, cardNo).textContent()).toContain(MEMBER);

    // The card-type filter offers the types the store has sold and keeps only their cards.
    await main(page).getByLabel('Card type', { exact: true }).click();
    await option(page, /^三十次家庭卡$/).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('f.card_type_id')).toBe(true);
    await expect
      .poll(async () => (await rows(page).allTextContents()).every((text) => text.includes('三十次家庭卡')))
      .toBe(true);
    await row(page, cardNo).waitFor();
    await context.close();
  });

  it('checks the member in, freezes the card, and shows the ledger in the detail', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/cardlist');
    await row(page, cardNo).waitFor();
    await row(page, cardNo)
      .getByRole('button', { name: `Check in: ${cardNo}` })
      .click();
    const checkIn = dialog(page, `Check in with card ${cardNo}`);
    await checkIn.getByLabel('Note', { exact: true }).fill('e2e');
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await checkIn.waitFor({ state: 'hidden' });
    await expect.poll(async () => row(page, cardNo).textContent()).toContain('34 sessions');
    expect(await row(page, cardNo).textContent()).toContain('Active');

    // Freezing is in the card's detail, with the other rarer actions.
    await row(page, cardNo)
      .getByRole('button', { name: `Details: ${cardNo}` })
      .click();
    const detail = dialog(page, `Card ${cardNo}`);
    await detail
      .getByRole('toolbar', { name: 'Card actions' })
      .getByRole('button', { name: 'Freeze' })
      .click();
    const freeze = dialog(page, `Freeze card ${cardNo}`);
    await freeze.getByLabel('Days', { exact: true }).fill('3');
    await freeze.getByLabel('Reason', { exact: true }).fill('出差');
    await freeze.getByRole('button', { name: 'Freeze' }).click();
    await freeze.waitFor({ state: 'hidden' });
    await detail.getByRole('button', { name: 'Unfreeze' }).waitFor();
    expect(await detail.getByText('Frozen', { exact: true }).isVisible()).toBe(true);

    const ledger = detail.getByRole('table').last().locator('tbody').getByRole('row');
    await expect.poll(() => ledger.count()).toBe(3);
    const texts = await ledger.allTextContents();
    expect(texts[0]).toContain('Freeze');
    expect(texts[1]).toContain('Use');
    expect(texts[1]).toContain('-1 session');
    expect(texts[2]).toContain('Issued');
    expect(await detail.getByText(MEMBER).first().isVisible()).toBe(true);
    await context.close();
  });

  for (const language of ['zh', 'en'] as const satisfies readonly Language[])
    for (const width of [1280, 800])
      itShoots(`takes the screenshots in ${language} at ${width} px`, async () => {
        const { context, page } = await signedInContext(browser, { language, width });
        const zh = language === 'zh';
        await page.goto('/cardlist');
        // At 800 px the list kit shows rows as cards: find things by what is visible.
        const visible = (name: string) =>
          main(page).getByRole('button', { name }).filter({ visible: true }).first();
        await main(page).getByText(cardNo).filter({ visible: true }).first().waitFor();
        await shootAfterMotion(page, `cardlist-list-${language}-${width}`);

        await visible(zh ? '开卡' : 'Issue card').click();
        const form = dialog(page, zh ? '开卡' : 'Issue a card');
        await form.getByLabel(zh ? '会员' : 'Member', { exact: true }).fill(MEMBER);
        await option(page, MEMBER).click();
        await form.getByLabel(zh ? '卡种' : 'Card type', { exact: true }).click();
        await option(page, TYPE).click();
        await shootAfterMotion(page, `cardlist-issue-${language}-${width}`);
        await form.getByRole('button', { name: zh ? /取\s?消/ : 'Cancel' }).click();
        await form.waitFor({ state: 'hidden' });

        await visible(`${zh ? '详情' : 'Details'}: ${cardNo}`).click();
        const detail = dialog(page, zh ? `会员卡${cardNo}` : `Card ${cardNo}`);
        await detail.getByRole('table').last().locator('tbody').getByRole('row').nth(2).waitFor();
        await shootAfterMotion(page, `cardlist-detail-${language}-${width}`);
        await detail.getByRole('button', { name: zh ? /^退\s?卡$/ : 'Refund' }).click();
        const refund = dialog(page, zh ? `退卡：${cardNo}` : `Refund card ${cardNo}`);
        await refund.getByText(zh ? '计算过程' : 'Calculation', { exact: true }).waitFor();
        await shootAfterMotion(page, `cardlist-refund-${language}-${width}`);
        await refund.getByRole('button', { name: zh ? /取\s?消/ : 'Cancel' }).click();
        await context.close();
      });
});
