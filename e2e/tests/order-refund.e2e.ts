/**
 * A merchant approves a refund from the /classorder detail (docs/orders.md "Refunds"): in the
 * setup a consumer buys the demo store's first listing through the consumer API, pays through
 * the sandbox and asks for a refund; the owner opens the order, sees the request with its
 * deadline, approves it, and the refund goes through the sandbox provider to "Refunded" with its
 * vouchers refunded. Screenshot classorder-refund-en-1280.png in docs/screenshots.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppOrderDetail, AppOrderPayResult, AppStorePage, DecorationState } from '@merchant/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, dataDir, signedInContext } from '../support/app';
import { launchBrowser, screenshot } from '../support/browser';
import { latestSmsCode } from '../support/outbox';

const screensDir = path.resolve(import.meta.dirname, '../artifacts/screens');
const docsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

let browser: Browser;
let consumer: string;
const orders: AppOrderDetail[] = [];

const main = (page: Page) => page.getByRole('main');
const rows = (page: Page) => main(page).getByRole('table').locator('tbody').getByRole('row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(500);
  await screenshot(page, name);
  fs.mkdirSync(docsDir, { recursive: true });
  fs.copyFileSync(path.join(screensDir, `${name}.png`), path.join(docsDir, `${name}.png`));
};

/** Orders `quantity` of the listing and pays through the sandbox; answers the paid order. */
const buy = async (listingId: number, quantity: number): Promise<AppOrderDetail> => {
  const run = `${Date.now().toString(36)}${quantity}`;
  const order = await api<AppOrderDetail>('POST', '/app/order', {
    token: consumer,
    body: { items: [{ item_type: 'listing', item_id: listingId, quantity }], request_no: `e2e-o-${run}` },
  });
  expect(order.code).toBe(0);
  const pay = await api<AppOrderPayResult>('POST', `/app/order/${order.value.id}/pay`, {
    token: consumer,
    body: { channel: 'sandbox', sandbox: { delay_ms: 100 }, request_no: `e2e-p-${run}` },
  });
  expect(pay.code).toBe(0);
  const end = Date.now() + 10_000;
  for (;;) {
    const paid = (await api<AppOrderDetail>('GET', `/app/order/${order.value.id}`, { token: consumer }))
      .value;
    if (paid.status === 'paid') return paid;
    if (Date.now() > end) throw new Error(`order ${paid.order_no} was not paid: ${paid.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiLogin();
  const storeId = (await api<DecorationState>('GET', '/store/decoration', { token })).value.store.id;
  const phone = `1370${Date.now().toString().slice(-7)}`;
  expect((await api('POST', `/user/sendcode/${phone}`)).code).toBe(0);
  const login = await api<{ token: string }>('POST', '/app/login_phone', {
    body: { phone, code: latestSmsCode(dataDir(), phone) },
  });
  expect(login.code).toBe(0);
  consumer = login.value.token;
  const store = (await api<AppStorePage>('GET', `/app/stores/${storeId}`, { token: consumer })).value;
  const listing = store.listings[0];
  if (!listing) throw new Error('the demo store has no online listing');
  orders.push(await buy(listing.id, 1));
  const order = orders[0] as AppOrderDetail;
  const asked = await api('POST', `/app/order/${order.id}/refund`, {
    token: consumer,
    body: { reason: 'e2e: moving away', request_no: `e2e-rf-${Date.now().toString(36)}` },
  });
  expect(asked.code).toBe(0);
  // The "new order" and "refund requested" messages are read, so that messages.e2e.ts counts only the seed's.
  const unread = await api<{ content: { id: number; title: string }[] }>('POST', '/message/system/list', {
    token,
    body: {
      pageable: { number: 1, size: 100 },
      restrictions: [{ name: 'read', operator: '=', value: false }],
    },
  });
  for (const message of unread.value.content.filter(
    (m) => m.title.startsWith('新订单提醒') || m.title.startsWith('退款申请提醒'),
  ))
    await api('GET', `/message/system/read/${message.id}`, { token });
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
    await shoot(page, 'classorder-refund-en-1280');
    await context.close();
  });
});
