/**
 * The store's user orders (/classorder) in the browser against the real server (docs/orders.md):
 * orders are made through the consumer API in the setup (a consumer signs in by phone code,
 * orders the demo store's first online listing and pays through the sandbox, whose signed
 * notification the server receives over HTTP); the merchant filters the list by order number and
 * opens the order's detail with its snapshot, payment and vouchers. Screenshots
 * classorder-{en,zh}-1280.png and classorder-detail-en-1280.png in docs/screenshots.
 */
import type { AppOrderDetail } from '@merchant/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, type Language, signedInContext } from '../support/app';
import { openBrowser } from '../support/browser';
import { buyAndPay, demoListing, NEW_ORDER, readMessages, signInConsumer } from '../support/market';
import { shootForDocs } from '../support/shots';

let browser: Browser;
const orders: AppOrderDetail[] = [];

const main = (page: Page) => page.getByRole('main');
const rows = (page: Page) => main(page).getByRole('table').locator('tbody').getByRole('row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

beforeAll(async () => {
  browser = await openBrowser();
  const token = await apiLogin();
  const consumer = await signInConsumer();
  const { listing } = await demoListing(token, consumer);
  for (const quantity of [1, 2])
    orders.push(await buyAndPay(consumer, [{ item_type: 'listing', item_id: listing.id, quantity }]));
  await readMessages(token, [NEW_ORDER]);
});
afterAll(async () => {
  await browser?.close();
});

describe('user orders (/classorder)', () => {
  for (const language of ['en', 'zh'] as Language[])
    it(`lists the paid orders newest first (${language})`, async () => {
      const { context, page } = await signedInContext(browser, { language });
      await page.goto('/classorder');
      const [first, second] = orders as [AppOrderDetail, AppOrderDetail];
      await row(page, second.order_no).waitFor();
      await row(page, first.order_no).waitFor();
      expect(await row(page, second.order_no).textContent()).toContain(language === 'en' ? 'Paid' : '已支付');
      await shootForDocs(page, `classorder-${language}-1280`);
      await context.close();
    });

  it('filters by order number and opens the detail with the snapshot, the payment and the vouchers', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/classorder');
    const order = orders[1] as AppOrderDetail;
    const box = main(page).getByLabel('Order number', { exact: true });
    await box.fill(order.order_no);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('f.order_no')).toBe(order.order_no);
    await expect.poll(() => rows(page).count()).toBe(1);
    await row(page, order.order_no)
      .getByRole('button', { name: `View: ${order.order_no}` })
      .click();

    const drawer = page.getByRole('dialog', { name: `Order ${order.order_no}` });
    await drawer.getByText('Vouchers', { exact: true }).waitFor();
    for (const voucher of order.vouchers) await drawer.getByText(voucher.code, { exact: true }).waitFor();
    const uses = order.vouchers[0]?.uses_total as number;
    expect(await drawer.getByText(`${uses} of ${uses} left`).count()).toBe(2);
    expect(await drawer.getByText(order.items[0]?.name as string, { exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByText('Succeeded', { exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByText('Operation log', { exact: true }).isVisible()).toBe(true);
    await shootForDocs(page, 'classorder-detail-en-1280');
    await context.close();
  });
});
