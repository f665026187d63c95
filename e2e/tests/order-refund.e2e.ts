/**
 * A merchant approves a refund from the /classorder detail (docs/orders.md "Refunds"): in the
 * setup a consumer buys the demo store's first listing through the consumer API, pays through
 * the sandbox and asks for a refund; the owner opens the order, sees the request with its
 * deadline, approves it, and the refund goes through the sandbox provider to "Refunded" with its
 * vouchers refunded. Screenshots of the detail's refund section, classorder-refund-{zh,en}-{1280,800}.png,
 * in docs/screenshots.
 */
import type { AppOrderDetail } from '@merchant/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import {
  buyAndPay,
  demoListing,
  NEW_ORDER,
  REFUND_REQUESTED,
  readMessages,
  requestNo,
  signInConsumer,
} from '../support/market';
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
  orders.push(await buyAndPay(consumer, [{ item_type: 'listing', item_id: listing.id, quantity: 1 }]));
  const order = orders[0] as AppOrderDetail;
  const asked = await api('POST', `/app/order/${order.id}/refund`, {
    token: consumer.token,
    body: { reason: 'e2e: moving away', request_no: requestNo('refund') },
  });
  expect(asked.code).toBe(0);
  await readMessages(token, [NEW_ORDER, REFUND_REQUESTED]);
});
afterAll(async () => {
  await browser?.close();
});

describe('refunds on /classorder', () => {
  it('the owner approves the refund from the order detail; it goes through the provider', async () => {
    const { context, page } = await signedInContext(browser);
    const order = orders[0] as AppOrderDetail;
    await page.goto('/classorder');
    const box = main(page).getByLabel('Order number', { exact: true });
    await box.fill(order.order_no);
    await box.press('Enter');
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await row(page, order.order_no).textContent()).toContain('Refund requested');
    await row(page, order.order_no)
      .getByRole('button', { name: `View: ${order.order_no}` })
      .click();
    const drawer = page.getByRole('dialog', { name: `Order ${order.order_no}` });
    await drawer.getByText('e2e: moving away', { exact: true }).waitFor();
    await drawer.getByRole('button', { name: 'Approve refund' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await drawer
      .getByText('Refund approved: the money goes back', { exact: false })
      .or(page.getByText('Refund approved: the money goes back', { exact: false }))
      .first()
      .waitFor();
    // The sandbox's refund is sent by the outbox after the commit; the detail is read again.
    const end = Date.now() + 15_000;
    for (;;) {
      await page.keyboard.press('Escape');
      await row(page, order.order_no)
        .getByRole('button', { name: `View: ${order.order_no}` })
        .click();
      const done = await drawer
        .locator('[data-testid^="order-refund-"]')
        .getByText('Refunded', { exact: true })
        .isVisible()
        .catch(() => false);
      if (done) break;
      if (Date.now() > end) throw new Error('the refund did not reach Refunded');
      await page.waitForTimeout(1000);
    }
    expect(await drawer.getByRole('button', { name: 'Approve refund' }).count()).toBe(0);
    await drawer.getByText(order.vouchers[0]?.code as string, { exact: true }).waitFor();
    await context.close();
  });

  for (const language of ['zh', 'en'] as Language[])
    for (const width of [1280, 800])
      itShoots(`shows the refund section of the detail in ${language} at ${width} px`, async () => {
        const { context, page } = await signedInContext(browser, { language, width });
        const order = orders[0] as AppOrderDetail;
        try {
          await page.goto(`/classorder?f.order_no=${order.order_no}`);
          await main(page).getByText(order.order_no).first().waitFor();
          await main(page)
            .getByRole('button', { name: new RegExp(`${order.order_no}$`) })
            .first()
            .click();
          const drawer = page.getByRole('dialog').filter({ hasText: order.order_no });
          const section = drawer.locator('[data-testid^="order-refund-"]');
          await section.getByText(language === 'en' ? 'Refunded' : '已退款', { exact: true }).waitFor();
          await drawer
            .getByRole('heading', { name: language === 'en' ? 'Refunds' : '退款', exact: true })
            .evaluate((el) => el.scrollIntoView({ block: 'start' }));
          await shootForDocs(page, `classorder-refund-${language}-${width}`);
        } finally {
          await context.close();
        }
      });
});
