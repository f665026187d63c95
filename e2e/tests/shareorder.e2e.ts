/**
 * Shared-card orders (/shareorder) and the refund section of an order's detail, in the
 * screenshots.e2e.ts style: zh and en at 1280 and 800 px, each shot waiting for its own content
 * and checked for raw i18n keys, saved to e2e/artifacts/screens and copied to docs/screenshots
 * (shareorder-{zh,en}-{1280,800}.png, shareorder-refund-{zh,en}-{1280,800}.png).
 *
 * The orders come from the real flow (e2e/support/market.ts): a consumer signs in by phone
 * code and buys two of the demo store's card types through POST /app/order and the sandbox.
 * The first is refunded (the consumer asks, the owner approves through the API, the sandbox
 * provider refunds it: the card's refund quote, all of it within the cooling-off period); the
 * refund of the second waits for the owner's decision, with its deadline and the buttons.
 */
import type { AppOrderDetail, IssueOptions } from '@merchant/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import {
  buyAndPay,
  type Consumer,
  NEW_ORDER,
  REFUND_REQUESTED,
  readMessages,
  requestNo,
  signInConsumer,
  waitForOrder,
} from '../support/market';
import { shootForDocs } from '../support/shots';

let browser: Browser;
let consumer: Consumer;
/** The refunded card order, and the one whose refund waits. */
let refunded: AppOrderDetail;
let waiting: AppOrderDetail;

const askRefund = async (order: AppOrderDetail) => {
  const asked = await api('POST', `/app/order/${order.id}/refund`, {
    token: consumer.token,
    body: { reason: 'e2e: 搬家了 / moving away', request_no: requestNo('refund') },
  });
  expect(asked.code, asked.message).toBe(0);
};

beforeAll(async () => {
  browser = await openBrowser();
  const merchant = await apiLogin();
  consumer = await signInConsumer();
  const options = await api<IssueOptions>('GET', '/card/issue-options', { token: merchant });
  const byName = (name: string) => options.value.types.find((type) => type.name === name)?.id as number;
  // The seed's ten-visit card and month card (apps/server/src/seed/card-type.seed.ts).
  refunded = await buyAndPay(consumer, [{ item_type: 'card_type', item_id: byName('十次卡') }]);
  waiting = await buyAndPay(consumer, [{ item_type: 'card_type', item_id: byName('月卡') }]);
  await askRefund(refunded);
  const approved = await api('POST', `/order/${refunded.id}/refund/approve`, {
    token: merchant,
    body: { request_no: requestNo('approve') },
  });
  expect(approved.code, approved.message).toBe(0);
  // The provider's refund is sent by the outbox after the approval's commit.
  refunded = await waitForOrder(consumer, refunded.id, (o) => o.refund_status === 'refunded');
  await askRefund(waiting);
  await readMessages(merchant, [NEW_ORDER, REFUND_REQUESTED]);
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
const row = (page: Page, text: string) =>
  main(page).getByRole('table').locator('tbody').getByRole('row').filter({ hasText: text });

const texts = {
  en: { card: 'Member card', refunds: 'Refunds', approve: 'Approve refund' },
  zh: { card: '会员卡', refunds: '退款', approve: '同意退款' },
} satisfies Record<'en' | 'zh', Record<string, string>>;

describe('shared-card orders and the refund section', () => {
  // One of the four always runs: it is also the check that a waiting refund offers Approve.
  for (const language of ['zh', 'en'] as Language[])
    for (const width of [1280, 800])
      (language === 'en' && width === 1280 ? it : itShoots)(
        `/shareorder and the refund section in ${language} at ${width} px`,
        async () => {
          const text = texts[language as 'en' | 'zh'];
          const { context, page } = await signedInContext(browser, { language, width });
          try {
            await page.goto(`/shareorder?f.buyer_phone=${consumer.phone}`);
            // Phone widths show rows as cards: wait for the order numbers wherever the layout puts them.
            await main(page).getByText(refunded.order_no).first().waitFor();
            await main(page).getByText(waiting.order_no).first().waitFor();
            await shootForDocs(page, `shareorder-${language}-${width}`);

            await page.goto(`/shareorder?f.order_no=${waiting.order_no}`);
            const view = main(page)
              .getByRole('button', { name: new RegExp(`${waiting.order_no}$`) })
              .first();
            await view.click();
            const drawer = page.getByRole('dialog').filter({ hasText: waiting.order_no });
            const refunds = drawer.getByRole('heading', { name: text.refunds, exact: true });
            await refunds.waitFor();
            await drawer.getByRole('button', { name: text.approve }).waitFor();
            // The card the order delivered and the refund section below it, at the top of the drawer.
            await drawer
              .getByRole('heading', { name: text.card, exact: true })
              .evaluate((el) => el.scrollIntoView({ block: 'start' }));
            await shootForDocs(page, `shareorder-refund-${language}-${width}`);
          } finally {
            await context.close();
          }
        },
      );

  it('the refunded card order shows its refund: all of the price, through the provider', async () => {
    const { context, page } = await signedInContext(browser);
    try {
      await page.goto(`/shareorder?f.order_no=${refunded.order_no}`);
      await row(page, refunded.order_no)
        .getByRole('button', { name: `View: ${refunded.order_no}` })
        .click();
      const drawer = page.getByRole('dialog', { name: `Order ${refunded.order_no}` });
      const section = drawer.locator('[data-testid^="order-refund-"]');
      await section.getByText('Refunded', { exact: true }).waitFor();
      const shown = await section.innerText();
      expect(shown).toContain(`¥${(refunded.paid_fen / 100).toFixed(2)}`);
      expect(shown).toContain('e2e: 搬家了 / moving away');
      expect(await drawer.getByRole('button', { name: 'Approve refund' }).count()).toBe(0);
      // The card it delivered, refunded at the approval, instead of vouchers.
      await drawer.getByRole('heading', { name: 'Member card', exact: true }).waitFor();
      expect(await drawer.getByRole('heading', { name: 'Vouchers', exact: true }).count()).toBe(0);
      const card = drawer.getByRole('row').filter({ has: page.getByRole('link') });
      expect(await card.innerText()).toContain('Refunded');
    } finally {
      await context.close();
    }
  });
});
