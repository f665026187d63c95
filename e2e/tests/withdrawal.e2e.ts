/**
 * Withdrawals (/deposit): the demo owner withdraws 200 yuan to a usable Alipay account and sees
 * it withdrawing; the platform approves it through the API (the sandbox pays at once); the list
 * shows it succeeded and its drawer the reconciliation (the ledger entries and the provider's
 * reference). Screenshots withdrawal-deposit-{zh,en}-{1280,800}.png go to docs/screenshots/.
 *
 * The money comes from the real flow (e2e/support/finance-fixture.ts): a consumer's order paid
 * through the sandbox, uses redeemed at the desk and settled by the real settlement job after a
 * time shift of their undo window, at least 200 yuan of it. The Alipay account is bound through
 * the API with the owner's SMS code and its 24-hour wait shifted into the past.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import { balanceOf, bindUsableAlipay, earnAvailable } from '../support/finance-fixture';
import { shootForDocs } from '../support/shots';

let browser: Browser;
let merchant: string;
let storeId: number;
beforeAll(async () => {
  browser = await openBrowser();
  merchant = await apiLogin();
  storeId = (await earnAvailable(merchant, 20_000)).storeId;
  await bindUsableAlipay(merchant, storeId, '13900139000');
}, 150_000);

/** The available balance as the withdrawal form says it ("243.00 yuan available"). */
const availableYuan = async () => ((await balanceOf(merchant, storeId)).available / 100).toFixed(2);
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
const platformToken = async () => {
  const answer = await api<{ token: string }>('POST', '/user/login_up', {
    body: { username: 'platform', password: 'platform123' }, // the seed's platform reviewer
  });
  expect(answer.code).toBe(0);
  return answer.value.token;
};

describe('withdrawals', () => {
  it('withdraws, shows it withdrawing, and succeeded once the platform approves', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/deposit');
    const form = main(page).locator('form').filter({ hasText: 'To account' });
    await form.getByText(`Minimum 100.00 yuan, ${await availableYuan()} yuan available`).waitFor();
    await form.getByLabel('Amount (yuan)').fill('200');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText(/Withdrawal W\d+[0-9A-F]{8} asked for: 200\.00 yuan is now withdrawing/).waitFor();
    const row = main(page).getByRole('row').filter({ hasText: '139****9000' }).first();
    await expect.poll(() => row.innerText()).toContain('Withdrawing · Waiting for review');
    const no = (await row.innerText()).match(/W\d{14}[0-9A-F]{8}/)?.[0] as string;

    const token = await platformToken();
    const listed = await api<{ content: { id: number; withdrawal_no: string }[] }>(
      'POST',
      '/platform/withdrawal/list',
      {
        token,
        body: { restrictions: [{ name: 'withdrawal_no', operator: '=', value: no }] },
      },
    );
    const id = listed.value.content[0]?.id as number;
    const approved = await api('POST', `/platform/withdrawal/${id}/approve`, { token, body: {} });
    expect(approved.code).toBe(0);

    await expect
      .poll(
        async () => {
          await page.reload();
          return main(page).getByRole('row').filter({ hasText: no }).first().innerText();
        },
        { timeout: 20_000 },
      )
      .toContain('Succeeded');
    await main(page)
      .getByRole('row')
      .filter({ hasText: no })
      .getByRole('button', { name: 'Details' })
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(/^SBXT[0-9A-F]{24}$/).waitFor();
    const text = await drawer.innerText();
    expect(text).toContain(`withdrawal:${id}:request`);
    expect(text).toContain(`withdrawal:${id}:paid`);
    expect(text).toContain('Paid out');
    await context.close();
  });

  for (const language of ['zh', 'en'] as Language[])
    for (const width of [1280, 800])
      itShoots(`is screenshotted in ${language} at ${width} px`, async () => {
        const { context, page } = await signedInContext(browser, { language, width });
        await page.goto('/deposit');
        await page
          .getByText(`¥${await availableYuan()}`, { exact: true })
          .first()
          .waitFor();
        await page
          .getByText(/139\*\*\*\*9000/)
          .first()
          .waitFor();
        await shootForDocs(page, `withdrawal-deposit-${language}-${width}`);
        await context.close();
      });
});
