/**
 * Members (/member): a walk-in adult with an ID card, then a child with a guardian and no
 * phone, both found through the one search box (name, phone, full ID card number; a part of
 * the number finds nobody), the detail with its tabs, a note; and the screenshots
 * member-{list,form,detail}-{zh,en}-{1280,800}.png, copied to docs/screenshots/.
 *
 * Other journeys add members too (cards, sharing): names and phones here are unique per run
 * and nothing counts rows globally.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language, signedInContext } from '../support/app';
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
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

/** A valid 18-character ID card number (ISO 7064 MOD 11-2 check character). */
const idCard = (first17: string) => {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + Number(first17[i]) * w, 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
};

const run = Date.now().toString().slice(-6);
const ADULT = `周e2e${run}`;
const ADULT_PHONE = `136${run}55`;
const ADULT_ID = idCard(`31010419920815${run.slice(-3)}`);
const CHILD = `周小e2e${run}`;

const search = async (page: Page, text: string) => {
  const box = main(page).getByLabel('Name, phone or ID card', { exact: true });
  await box.fill(text);
  await box.press('Enter');
};

describe('members', () => {
  it('adds a walk-in adult with an ID card, shown masked', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/member');
    await rows(page).first().waitFor();
    await main(page).getByRole('button', { name: 'Add member' }).click();
    const form = dialog(page, 'Add a walk-in member');
    await form.getByLabel('Name', { exact: true }).fill(ADULT);
    await form.getByLabel('Phone', { exact: true }).fill(ADULT_PHONE);
    // The shared ID card rule refuses a wrong check character before anything is sent.
    await form
      .getByLabel('ID card', { exact: true })
      .fill(`${ADULT_ID.slice(0, 17)}${ADULT_ID.endsWith('1') ? '2' : '1'}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please enter a valid resident identity card number').waitFor();
    await form.getByLabel('ID card', { exact: true }).fill(ADULT_ID.toLowerCase());
    await form.getByLabel('Note', { exact: true }).fill('想办年卡');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    const adult = row(page, ADULT);
    await adult.waitFor();
    expect(await adult.textContent()).toContain(`${ADULT_ID.slice(0, 6)}********${ADULT_ID.slice(-4)}`);
    expect(await main(page).textContent()).not.toContain(ADULT_ID.slice(6, 14));
    await context.close();
  });

  it('adds a child with a guardian and no phone of their own', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/member');
    await rows(page).first().waitFor();
    await main(page).getByRole('button', { name: 'Add member' }).click();
    const form = dialog(page, 'Add a walk-in member');
    await form.getByLabel('Name', { exact: true }).fill(CHILD);
    // An adult needs a phone: the form says so with the server's own words.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter the member’s phone, or a guardian’s name and phone for a child').waitFor();
    await form.getByLabel('This member is a child (a guardian signs for them)').check();
    await form.getByLabel('Guardian’s name', { exact: true }).fill(ADULT);
    await form.getByLabel('Guardian’s phone', { exact: true }).fill(ADULT_PHONE);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    const child = row(page, CHILD);
    await child.waitFor();
    expect(await child.getByText('Child', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('finds them by name, phone and the full ID card number only', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/member');
    await rows(page).first().waitFor();
    await search(page, `e2e${run}`);
    await expect.poll(() => rows(page).count()).toBe(2);
    // The phone matches by substring; the child has no phone (a guardian's is not searched).
    await search(page, ADULT_PHONE.slice(3));
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain(ADULT);
    await search(page, ADULT_ID);
    await expect.poll(async () => (await rows(page).allTextContents()).join('|')).toContain(ADULT);
    expect(await rows(page).count()).toBe(1);
    await search(page, ADULT_ID.slice(0, 16));
    await main(page).getByText('No members match the search').waitFor();
    await context.close();
  });

  it('opens the detail with its tabs and adds a note', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/member');
    await rows(page).first().waitFor();
    await search(page, ADULT);
    await row(page, ADULT)
      .getByRole('button', { name: `Details: ${ADULT}` })
      .click();
    const detail = dialog(page, `Member: ${ADULT}`);
    await detail.getByText(`${ADULT_ID.slice(0, 6)}********${ADULT_ID.slice(-4)}`).waitFor();
    await detail.getByRole('tab', { name: 'Cards' }).waitFor();
    await detail.getByText('No cards yet').waitFor();
    await detail.getByRole('tab', { name: 'Orders' }).click();
    await detail.getByText('Orders appear here once online orders are available.').waitFor();
    await detail.getByRole('tab', { name: 'Notes' }).click();
    await detail.getByText('想办年卡').waitFor();
    await detail.getByLabel('Add note', { exact: true }).fill('周末上午来');
    await detail.getByRole('button', { name: 'Add note' }).click();
    await detail.getByText('周末上午来').waitFor();
    await context.close();
  });

  const shots: [Language, number][] = [
    ['zh', 1280],
    ['en', 1280],
    ['zh', 800],
    ['en', 800],
  ];
  itShoots.each(shots)(
    'screenshots of the list, the form and the detail in %s at %i px',
    async (language, width) => {
      const { context, page } = await signedInContext(browser, { language, width });
      await page.goto('/member');
      // Newest first: this run's members head the list (rows as cards at 800 px).
      await main(page).getByText(CHILD, { exact: true }).filter({ visible: true }).first().waitFor();
      await shootAfterMotion(page, `member-list-${language}-${width}`);

      await main(page)
        .getByRole('button', { name: language === 'zh' ? '新增会员' : 'Add member' })
        .click();
      const form = dialog(page, language === 'zh' ? '新增到店会员' : 'Add a walk-in member');
      await form
        .getByLabel(
          language === 'zh'
            ? '该会员是儿童（由监护人签字）'
            : 'This member is a child (a guardian signs for them)',
        )
        .check();
      await shootAfterMotion(page, `member-form-${language}-${width}`);
      await form.getByRole('button', { name: language === 'zh' ? '取消' : 'Cancel' }).click();
      await form.waitFor({ state: 'hidden' });

      const box = main(page).getByLabel(
        language === 'zh' ? '姓名、手机号或身份证号' : 'Name, phone or ID card',
        { exact: true },
      );
      await box.fill(ADULT);
      await box.press('Enter');
      await main(page)
        .getByText(CHILD, { exact: true })
        .filter({ visible: true })
        .waitFor({ state: 'hidden' });
      await main(page).getByText(ADULT, { exact: true }).filter({ visible: true }).first().click();
      const detail = dialog(page, language === 'zh' ? `会员：${ADULT}` : `Member: ${ADULT}`);
      await detail.getByRole('tab', { name: language === 'zh' ? '备注' : 'Notes' }).click();
      await detail.getByText('周末上午来').waitFor();
      await shootAfterMotion(page, `member-detail-${language}-${width}`);
      await context.close();
    },
  );
});
