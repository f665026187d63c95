/**
 * Voucher redemption (/verify, 核销): as the demo merchant, the front desk types a voucher code
 * (as a scanner would: the digits and Enter), sees the preview, redeems two uses, sees the
 * redemption in the history with its undo countdown and undoes it from the keyboard; then the
 * screenshots verify-{zh,en}-{1280,800}.png, copied to docs/screenshots/.
 *
 * The vouchers come from the real flow (e2e/support/market.ts): in the setup a consumer signs
 * in by phone code, buys five of the demo store's first listing through POST /app/order and
 * pays through the sandbox; the paid order's detail gives the five codes. Each test redeems or
 * previews a code of its own.
 */
import type { AppListing } from '@merchant/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import {
  buyAndPay,
  type Consumer,
  demoListing,
  NEW_ORDER,
  readMessages,
  signInConsumer,
} from '../support/market';
import { shootForDocs } from '../support/shots';

let browser: Browser;
let consumer: Consumer;
let listing: AppListing;
/** The paid order's voucher codes, one per test. */
const codes: string[] = [];
beforeAll(async () => {
  browser = await openBrowser();
  const token = await apiLogin();
  consumer = await signInConsumer();
  listing = (await demoListing(token, consumer)).listing;
  const order = await buyAndPay(consumer, [{ item_type: 'listing', item_id: listing.id, quantity: 5 }]);
  codes.push(...order.vouchers.map((v) => v.code));
  expect(codes).toHaveLength(5);
  await readMessages(token, [NEW_ORDER]);
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');

describe('voucher redemption', () => {
  it('previews and redeems a code, shows the countdown and undoes it', async () => {
    const code = codes[0] as string;
    const uses = listing.sessions;
    const { context, page } = await signedInContext(browser);
    await page.goto('/verify');
    const field = main(page).locator('#verify-code');
    await field.waitFor();
    // A scanner types into the focused field and presses Enter.
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    const card = main(page).getByLabel('Voucher', { exact: true });
    await card.getByText(`${uses} of ${uses} left`).waitFor();
    // The buyer became the store's member at payment, named by the phone.
    await card.getByText(consumer.phone).waitFor();
    await card.getByLabel('Uses to redeem').fill('2');
    await card.getByRole('button', { name: 'Redeem 2' }).click();
    await page.getByText(`Redeemed 2; ${uses - 2} left`).waitFor();
    await card.getByText(`${uses - 2} of ${uses} left`).waitFor();

    const row = main(page).getByRole('table').locator('tbody').getByRole('row').filter({ hasText: code });
    await row.getByText('Undoable').waitFor();
    const timer = row.getByRole('timer');
    await expect.poll(async () => (await timer.textContent()) ?? '').toMatch(/^Undo within (59|60):\d\d$/);
    const first = await timer.textContent();
    await expect.poll(async () => timer.textContent(), { timeout: 4000 }).not.toBe(first);

    // Undo from the keyboard: focus the row's Undo button, Enter, then confirm.
    const undo = row.getByRole('button', { name: new RegExp(`^Undo: ${code}`) });
    await undo.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Undo this redemption and give the uses back?').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undone: 2 uses given back').waitFor();
    await row.getByText('Undone').waitFor();
    await undo.waitFor({ state: 'detached' });
    await context.close();
  });

  for (const language of ['zh', 'en'] as Language[])
    for (const width of [1280, 800])
      itShoots(`screenshot of /verify in ${language} at ${width}px`, async () => {
        const code = codes[(language === 'zh' ? 1 : 3) + (width === 1280 ? 0 : 1)] as string;
        const { context, page } = await signedInContext(browser, { language, width });
        await page.goto('/verify');
        const field = main(page).locator('#verify-code');
        await field.waitFor();
        await field.fill(code);
        await page.keyboard.press('Enter');
        await main(page).locator('#verify-times').waitFor();
        await main(page).getByRole('table').locator('tbody').getByRole('row').first().waitFor();
        await shootForDocs(page, `verify-${language}-${width}`);
        await context.close();
      });
});
