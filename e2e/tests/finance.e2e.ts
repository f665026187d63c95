/**
 * Finance (/account, /deposit): the demo owner binds a bank card in the drawer with the code
 * sent to the owner's phone (read from the demo SMS outbox), sees it masked, default and
 * cooling for 24 h; then the balance screen shows the three balances as the ledger derives them
 * and the statement rows of a sale: in the setup a consumer buys and pays through the gateway,
 * the desk redeems a use and the real settlement job settles it after a time shift of its undo
 * window (e2e/support/finance-fixture.ts). Screenshots account-{zh,en}-{1280,800}.png and deposit-{zh,en}-{1280,800}.png
 * go to docs/screenshots/.
 */
import type { OrderDetail } from '@merchant/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, DEMO, dataDir, type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import { balanceOf, type Earned, earnAvailable, entriesOf, LEGAL_NAME } from '../support/finance-fixture';
import { latestSmsCode, waitUntilPhoneMayReceive } from '../support/outbox';
import { shootForDocs } from '../support/shots';

let browser: Browser;
let merchant: string;
let earned: Earned;
let paymentId: number;
beforeAll(async () => {
  browser = await openBrowser();
  merchant = await apiLogin();
  earned = await earnAvailable(merchant);
  const detail = await api<OrderDetail>('GET', `/order/${earned.order.id}`, { token: merchant });
  paymentId = detail.value.payments[0]?.id as number;
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
/** The statement's and the balance cards' form of an amount in fen. */
const yuan = (fen: number) => `¥${(Math.abs(fen) / 100).toFixed(2)}`;

const CARD = `62220212${Date.now().toString().slice(-8)}`;

describe('finance', () => {
  it('binds a bank card with the owner’s SMS code and shows it masked, default and cooling', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/account');
    await main(page).getByRole('button', { name: 'Add account' }).click();
    const form = page.getByRole('dialog', { name: 'Add withdrawal account' });
    await form.getByLabel('Holder', { exact: true }).fill(LEGAL_NAME);
    await form.getByLabel('Card number', { exact: true }).fill(CARD);
    await form.getByLabel('Bank', { exact: true }).fill('中国工商银行');
    await form.getByLabel('Branch', { exact: true }).fill('北京朝阳支行');
    // Made the default on purpose: the store may hold an account already (withdrawal.e2e.ts binds one).
    await form.getByRole('switch', { name: 'Default account' }).click();
    // The owner's phone takes one code a minute; other files send it codes too.
    await waitUntilPhoneMayReceive(dataDir(), DEMO.phone);
    await form.getByRole('button', { name: 'Send code' }).click();
    await form.getByText('Code sent to 138****8000').waitFor();
    await expect.poll(() => latestSmsCode(dataDir(), DEMO.phone)).toMatch(/^\d{6}$/);
    await form.getByLabel('SMS code', { exact: true }).fill(latestSmsCode(dataDir(), DEMO.phone));
    await form.getByRole('button', { name: 'Confirm' }).click();
    await form.waitFor({ state: 'hidden' });
    const masked = `${CARD.slice(0, 4)} **** ${CARD.slice(-4)}`;
    const row = main(page).getByRole('table').locator('tbody').getByRole('row').filter({ hasText: masked });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toMatch(/Default/);
    expect(await row.innerText()).toMatch(/Usable in 2[34] h/);
    expect(await main(page).innerText()).not.toContain(CARD);
    await context.close();
  }, 120_000);

  it('shows the balances the ledger derives and the statement rows of a sale', async () => {
    const { context, page } = await signedInContext(browser);
    const { storeId, redemption, netFen } = earned;
    // Only what this file made is asserted exactly: other files sell through this store too.
    const settled = await entriesOf(merchant, storeId, 'coupon_redemption', redemption.id);
    expect(settled.map((e) => [e.account_kind, e.amount_fen, e.journal])).toEqual(
      expect.arrayContaining([
        ['store_custody', -redemption.gross_fen, `coupon_redemption:${redemption.id}:settle`],
        ['store_available', netFen, `coupon_redemption:${redemption.id}:settle`],
      ]),
    );
    const paid = await entriesOf(merchant, storeId, 'payment', paymentId);
    expect(paid.map((e) => [e.account_kind, e.amount_fen])).toEqual([
      ['store_custody', earned.order.paid_fen],
    ]);
    await page.goto('/deposit');
    // The three figures are the ledger's, as GET /ledger/balance answers them at the time.
    const figures = async () => {
      const b = await balanceOf(merchant, storeId);
      return [b.available, b.custody, b.withdrawing].map(yuan);
    };
    await expect
      .poll(
        async () => {
          const expected = await figures();
          await page.reload();
          await main(page)
            .getByText(expected[0] as string)
            .first()
            .waitFor();
          const shown = await main(page).locator('.ant-statistic-content').allInnerTexts();
          return shown.map((text) => text.replace(/\s/g, '')).join(' ') === expected.join(' ') || shown;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    // The statement filtered to the redemption: out of custody, into available.
    await page.goto(`/deposit?f.object_kind=coupon_redemption&f.object_id=${redemption.id}`);
    const rows = main(page)
      .getByRole('row')
      .filter({ hasText: `Redemption #${redemption.id}` });
    await expect.poll(() => rows.count()).toBe(2);
    await rows.filter({ hasText: `+${yuan(netFen)}` }).waitFor();
    await rows.filter({ hasText: `−${yuan(redemption.gross_fen)}` }).waitFor();
    await main(page)
      .getByRole('link', { name: `Redemption #${redemption.id}` })
      .first()
      .waitFor();
    await context.close();
  });

  for (const language of ['zh', 'en'] as Language[])
    for (const width of [1280, 800])
      itShoots(`is screenshotted in ${language} at ${width} px`, async () => {
        const { context, page } = await signedInContext(browser, { language, width });
        await page.goto('/account');
        // Phone widths show rows as cards: wait for the text, wherever the layout puts it.
        await page
          .getByText(/\d{4} \*\*\*\* \d{4}/)
          .first()
          .waitFor();
        await shootForDocs(page, `account-${language}-${width}`);
        await page.goto('/deposit');
        await page
          .getByText(new RegExp(`#${earned.redemption.id}$`))
          .first()
          .waitFor();
        await shootForDocs(page, `deposit-${language}-${width}`);
        await context.close();
      });
});
