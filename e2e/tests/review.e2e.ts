/**
 * Reviews (/orderevaluate, /videoevaluate): a consumer reviews used orders through
 * POST /api/app/review, then the merchant replies to one in the browser and sees the 24-hour
 * edit rule. The used orders come from the real flow (e2e/support/market.ts): the consumer signs
 * in by phone code, buys the demo store's first listing four times through POST /app/order and
 * the sandbox, the desk redeems one use of each voucher, and the video review's video is
 * uploaded through the consumer's upload calls (credential, the storage's S3 PUT, report).
 * Screenshots orderevaluate-list and videoevaluate-list in zh and en at 1280 and 800 px,
 * copied to docs/screenshots/.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import {
  buyAndPay,
  type Consumer,
  demoListing,
  NEW_ORDER,
  readMessages,
  redeem,
  signInConsumer,
  uploadAsConsumer,
} from '../support/market';
import { shootForDocs } from '../support/shots';
import { sampleVideo } from '../support/upload-files';

const stamp = Date.now().toString().slice(-6);
const REVIEW_TEXT = `教练很专业，场地干净${stamp}`;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
  const merchant = await apiLogin();
  const consumer: Consumer = await signInConsumer();
  const { storeId, listing } = await demoListing(merchant, consumer);
  /** An order of the listing with one use redeemed at the desk: one the buyer may review. */
  const usedOrder = async () => {
    const order = await buyAndPay(consumer, [{ item_type: 'listing', item_id: listing.id, quantity: 1 }]);
    await redeem(merchant, storeId, order.vouchers[0]?.code as string, 1);
    return order.id;
  };
  const texts = [REVIEW_TEXT, `课程安排合理，下次还来${stamp}`, `更衣室有点挤${stamp}`];
  const reviews: object[] = [];
  for (const [i, text] of texts.entries())
    reviews.push({ order_id: await usedOrder(), stars: 5 - i * 2, text });
  const video = await uploadAsConsumer(consumer, 'review.mp4', 'video/mp4', sampleVideo);
  reviews.push({ order_id: await usedOrder(), stars: 4, text: `动作示范视频${stamp}`, video_id: video.id });
  for (const body of reviews) {
    const answer = await api('POST', '/app/review', { token: consumer.token, body });
    expect(answer.code, answer.message).toBe(0);
  }
  await readMessages(merchant, [NEW_ORDER]);
});
afterAll(async () => browser?.close());

describe('reviews', () => {
  it('the merchant replies to a review and sees the 24-hour edit rule', async () => {
    const { context, page } = await signedInContext(browser);
    try {
      await page.goto('/orderevaluate');
      const main = page.getByRole('main');
      const row = main.getByRole('row').filter({ hasText: REVIEW_TEXT });
      await row.waitFor();
      await row.getByRole('button', { name: /^Reply: / }).click();
      const dialog = page.getByRole('dialog', { name: 'Reply to the review' });
      await expect(
        dialog
          .getByText('The reply can be edited within 24 hours of the first reply', { exact: false })
          .isVisible(),
      ).resolves.toBe(true);
      await dialog.getByLabel('Reply', { exact: true }).fill('感谢您的认可，期待再次光临');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await main.getByText('Store reply: 感谢您的认可，期待再次光临').waitFor();
      await row.getByRole('button', { name: /^Edit reply: / }).click();
      const edit = page.getByRole('dialog', { name: 'Edit the reply' });
      await edit.getByText('The reply can be edited until', { exact: false }).waitFor();
      await edit.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await context.close();
    }
  });

  for (const language of ['zh', 'en'] as Language[])
    for (const width of [1280, 800])
      itShoots(`screenshots in ${language} at ${width} px`, async () => {
        const { context, page } = await signedInContext(browser, { language, width });
        try {
          for (const screen of ['orderevaluate', 'videoevaluate']) {
            await page.goto(`/${screen}`);
            await page.getByRole('main').getByText(stamp, { exact: false }).first().waitFor();
            await shootForDocs(page, `${screen}-list-${language}-${width}`);
          }
        } finally {
          await context.close();
        }
      });
});
