/**
 * Coaches (/coach): the seeded coaches with the expiring flag, a new coach with an avatar and a
 * certificate expiring soon, an edit, a deactivation (confirmed), the operation log; and the
 * screenshots coach-list-{zh,en}-{1280,800}.png and coach-form-{zh,en}-{1280,800}.png, copied to
 * docs/screenshots/.
 *
 * The tests run in order; the first adds a coach (王磊) that the later ones edit and deactivate.
 * No other file touches coaches.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import { shootAfterMotion } from '../support/shots';
import { writePngFile } from '../support/upload-files';

let browser: Browser;
let tmp: string;
beforeAll(async () => {
  browser = await openBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** `YYYY-MM-DD` `days` from today in China (the server's rule for "expiring"). */
const dayIn = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

const main = (page: Page) => page.getByRole('main');
const rows = (page: Page) => main(page).getByRole('table').locator('tbody').getByRole('row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const drawer = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

const NEW_COACH = '王磊';

describe('coaches', () => {
  it('lists the seeded coaches, active first, with the expiring certificate flagged', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/coach');
    await row(page, '张伟').waitFor();
    expect(await rows(page).count()).toBe(3);
    const chen = row(page, '陈静');
    expect(await chen.getByText(`Certificate expires ${dayIn(20)}`).isVisible()).toBe(true);
    expect(await chen.getByText('One-on-one', { exact: true }).isVisible()).toBe(true);
    expect(await chen.getByText('瑜伽', { exact: true }).isVisible()).toBe(true);
    expect(
      await row(page, '张伟')
        .getByText(/Certificate expires/)
        .count(),
    ).toBe(0);

    // The "expiring" filter (folded behind "More filters") leaves 陈静 alone.
    await main(page).getByRole('button', { name: 'More filters', exact: true }).click();
    await main(page).getByText('Expiring within 30 days', { exact: true }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('陈静');
    await context.close();
  });

  it('creates a coach with an avatar and a certificate, and shows it in the list', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/coach');
    await row(page, '张伟').waitFor();
    await main(page).getByRole('button', { name: 'New coach' }).click();
    const form = drawer(page, 'New coach');
    await form.getByLabel('Name', { exact: true }).fill(NEW_COACH);
    await form.getByLabel('Phone', { exact: true }).fill('1390013900');
    await form.getByLabel('Title', { exact: true }).fill('力量训练教练');
    await form.getByText('One-on-one', { exact: true }).click();
    const specialties = form.getByLabel('Specialties', { exact: true });
    await specialties.fill('力量');
    await specialties.press('Enter');
    await specialties.fill('康复');
    await specialties.press('Enter');
    await form.getByLabel('Sort order', { exact: true }).fill('4');

    // The phone rule refuses 10 digits before anything is sent.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please enter an 11-digit phone number').waitFor();
    await form.getByLabel('Phone', { exact: true }).fill('13900139000');

    await form.getByLabel('Avatar', { exact: true }).setInputFiles(writePngFile(tmp, 'wang.png', 96));
    await form.getByRole('img', { name: 'Avatar' }).waitFor();

    await form.getByRole('button', { name: 'Add a certificate' }).click();
    await form.getByLabel('Certificate name', { exact: true }).fill('ACE 私人教练认证');
    await form.getByLabel('Certificate number', { exact: true }).fill('ACE-2024-001');
    const expiry = form.getByLabel('Valid until', { exact: true });
    await expiry.click();
    await expiry.fill(dayIn(10));
    await expiry.press('Enter');
    await form
      .getByLabel('Certificate photo', { exact: true })
      .setInputFiles(writePngFile(tmp, 'cert.png', 64));
    await form.getByRole('img', { name: 'Photo of certificate 1' }).waitFor();

    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    const wang = row(page, NEW_COACH);
    await wang.waitFor();
    expect(await wang.getByText(`Certificate expires ${dayIn(10)}`).isVisible()).toBe(true);
    expect(await wang.getByText('力量', { exact: true }).isVisible()).toBe(true);
    expect(await wang.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await wang.locator('img').count()).toBe(1);
    await context.close();
  });

  it('edits the coach: the drawer holds its values, the change shows, the log records it', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/coach');
    await row(page, NEW_COACH).waitFor();
    await row(page, NEW_COACH)
      .getByRole('button', { name: `Edit: ${NEW_COACH}` })
      .click();
    const form = drawer(page, `Edit coach: ${NEW_COACH}`);
    const title = form.getByLabel('Title', { exact: true });
    await expect.poll(() => title.inputValue()).toBe('力量训练教练');
    expect(await form.getByLabel('Valid until', { exact: true }).inputValue()).toBe(dayIn(10));
    expect(await form.getByRole('img', { name: 'Photo of certificate 1' }).isVisible()).toBe(true);
    await form.getByText('created', { exact: false }).first().waitFor();
    await title.fill('力量与康复教练');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await row(page, NEW_COACH).getByText('力量与康复教练').waitFor();
    await context.close();
  });

  it('deactivates the coach after a confirmation; the status filter finds it', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/coach');
    await row(page, NEW_COACH).waitFor();
    await row(page, NEW_COACH)
      .getByRole('button', { name: `Deactivate: ${NEW_COACH}` })
      .click();
    await page.getByText('Deactivate this coach?', { exact: false }).waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Deactivate' }).click();
    await row(page, NEW_COACH).getByText('Inactive', { exact: true }).waitFor();
    // Inactive coaches come last; the row now offers Activate.
    expect(await rows(page).last().textContent()).toContain(NEW_COACH);
    expect(
      await row(page, NEW_COACH)
        .getByRole('button', { name: `Activate: ${NEW_COACH}` })
        .isVisible(),
    ).toBe(true);
    await context.close();
  });

  const shots: [Language, number][] = [
    ['zh', 1280],
    ['en', 1280],
    ['zh', 800],
    ['en', 800],
  ];
  itShoots.each(shots)('screenshots of the list and the form in %s at %i px', async (language, width) => {
    const { context, page } = await signedInContext(browser, { language, width });
    await page.goto('/coach');
    await main(page).getByText('陈静').filter({ visible: true }).first().waitFor();
    await shootAfterMotion(page, `coach-list-${language}-${width}`);
    const edit = language === 'zh' ? '编辑' : 'Edit';
    await main(page)
      .getByRole('button', { name: `${edit}: 陈静` })
      .filter({ visible: true })
      .first()
      .click();
    const form = drawer(page, language === 'zh' ? '编辑教练：陈静' : 'Edit coach: 陈静');
    // The lower half: pictures and the certificate group.
    const certificate = form.getByText(language === 'zh' ? '证书 1' : 'Certificate 1');
    await certificate.waitFor();
    await certificate.scrollIntoViewIfNeeded();
    await shootAfterMotion(page, `coach-form-${language}-${width}`);
    await context.close();
  });
});
