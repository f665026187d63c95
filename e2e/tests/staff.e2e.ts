/**
 * The staff journey (an owner lets an employee into the console), in two browser contexts at once: the owner (demo) adds an
 * employee with front-desk rights in the first store; the employee signs in with a phone code
 * (read from the SMS outbox), sets a password, and sees only the front-desk menu, the granted
 * store, and no button that was not granted; the owner grants one more screen, which the
 * employee gets without signing in again; the owner disables them and the employee's open
 * console shows the spec's logout dialog on its next call.
 *
 * Also the screenshots of the employee list and the grants form (docs/screenshots/employee-*).
 * The tests of this file run in order: the journey's employee is the one the shots show.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, dataDir, type Language, openContext, sidebar, signedInContext } from '../support/app';
import { openBrowser, shooting } from '../support/browser';
import { latestSmsCode } from '../support/outbox';
import { writePngFile } from '../support/upload-files';

const docsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-e2e-'));

const EMPLOYEE = { name: '陈静 Staff', phone: '13700137555', password: 'desk2026a' };

let browser: Browser;
let owner: { context: BrowserContext; page: Page };
let staff: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const main = (page: Page) => page.getByRole('main');
const tableRow = (page: Page, text: string) =>
  main(page).getByRole('table').locator('tbody').getByRole('row').filter({ hasText: text });
const drawer = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
/** A screen's row of the grant tree: its boxes, named by their own labels. */
const grantRow = (page: Page, screen: string) => page.getByRole('group', { name: screen, exact: true });

interface MenuNode {
  url: string;
  children: MenuNode[];
}
const flatUrls = (items: readonly MenuNode[]): string[] =>
  items.flatMap((item) => [item.url, ...flatUrls(item.children ?? [])]);

/** The row action's confirmation (a Popconfirm whose OK button repeats the action's label). */
const confirmPopup = (page: Page, label: string) =>
  page
    .locator('.ant-popconfirm')
    .filter({ visible: true })
    .getByRole('button', { name: label, exact: true })
    .click();

const openEmployees = async (page: Page) => {
  await page.goto('/employee');
  await main(page).getByRole('button', { name: 'Add employee' }).waitFor();
};

describe('staff: an owner staffs a store and limits what each person may do', () => {
  it('the owner uploads a file to the first store’s media library (for the delete check later)', async () => {
    owner = await signedInContext(browser);
    await owner.page.goto('/files');
    await owner.page.getByText('Click or drag files here to upload').waitFor();
    await owner.page.locator('input[type=file]').setInputFiles(writePngFile(tmp, 'front-desk.png', 32));
    await owner.page
      .getByRole('listitem')
      .filter({ hasText: 'front-desk.png' })
      .getByText('Uploaded')
      .waitFor();
    // The owner holds upload:delete: the row offers it.
    await tableRow(owner.page, 'front-desk.png')
      .getByRole('button', { name: 'Delete front-desk.png' })
      .waitFor();
  });

  it('the owner adds an employee with the front-desk template in the first store', async () => {
    const { page } = owner;
    await openEmployees(page);
    await main(page).getByRole('button', { name: 'Add employee' }).click();
    const form = drawer(page, 'Add employee');
    await grantRow(page, 'Coaches').waitFor();

    // Front desk is the starting template, the tab's store is checked.
    expect(await form.getByRole('radio', { name: 'Front desk' }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: DEMO.stores[0] }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: DEMO.stores[1] }).isChecked()).toBe(false);
    expect(await grantRow(page, 'Members').getByRole('checkbox', { name: 'View' }).isChecked()).toBe(true);
    expect(await grantRow(page, 'Media library').getByRole('checkbox', { name: 'View' }).isChecked()).toBe(
      false,
    );

    // The shared phone rule and its message, before anything is sent.
    await form.getByLabel('Name').fill(EMPLOYEE.name);
    await form.getByLabel('Phone').fill('1370013755');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please enter an 11-digit phone number').waitFor();
    await form.getByLabel('Phone').fill(EMPLOYEE.phone);

    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/employee',
    );
    await form.getByRole('button', { name: 'Save' }).click();
    const answer = (await (await created).json()) as { code: number; value: { template: string } };
    expect(answer).toMatchObject({ code: 0, value: { template: 'front_desk' } });
    await form.waitFor({ state: 'hidden' });
    const row = tableRow(page, EMPLOYEE.phone);
    await row.waitFor();
    expect(await row.textContent()).toContain('Front desk');
    expect(await row.textContent()).toContain('Active');
  });

  it('the employee signs in with a phone code in another context and must set a password first', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    staff = { context, page };
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Phone code' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(EMPLOYEE.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => latestSmsCode(dataDir(), EMPLOYEE.phone)).toMatch(/^\d{6}$/);
    await page
      .getByRole('textbox', { name: 'Verification code' })
      .fill(latestSmsCode(dataDir(), EMPLOYEE.phone));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');

    const dialog = page.getByRole('dialog', { name: 'Set your password' });
    await dialog.waitFor();
    // It cannot be dismissed.
    expect(await dialog.getByRole('button', { name: /close/i }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await dialog.getByText('Use 8 to 64 characters with at least one letter and one digit').waitFor();
    await dialog.getByLabel('New password', { exact: true }).fill(EMPLOYEE.password);
    await dialog.getByLabel('Confirm new password', { exact: true }).fill(EMPLOYEE.password);
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The phone and that password now sign in.
    const login = await api<{ token: string }>('POST', '/user/login_up', {
      body: { username: EMPLOYEE.phone, password: EMPLOYEE.password },
    });
    expect(login.code).toBe(0);
  });

  it('the employee sees only the front-desk menu and the granted store', async () => {
    const { page } = staff;
    const menuAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/permission/auth/menu',
    );
    await page.reload();
    const menu = ((await (await menuAnswer).json()) as { value: MenuNode[] }).value;
    const urls = flatUrls(menu);
    expect(urls).toEqual(
      expect.arrayContaining(['/dashboard', '/message/index', '/notice/index', '/member', '/coach']),
    );
    for (const url of ['/employee', '/files', '/account', '/deposit', '/classorder', '/statistics']) {
      expect(urls).not.toContain(url);
    }

    // The sidebar: only entries of that menu (and of this build's screens).
    await sidebar(page).getByRole('menuitem', { name: 'System messages' }).waitFor();
    const items = (await sidebar(page).getByRole('menuitem').allTextContents()).map((text) => text.trim());
    expect(items).toEqual(expect.arrayContaining(['Dashboard', 'System messages', 'Announcements']));
    for (const hidden of ['Store management', 'Finance', 'Orders', 'Staff', 'Media library']) {
      expect(items).not.toContain(hidden);
    }

    const switcher = page.getByRole('banner').getByRole('button', { name: /^Store: / });
    await expect.poll(() => switcher.getAttribute('aria-label')).toBe(`Store: ${DEMO.stores[0]}`);
    await switcher.click();
    const options = page.locator('.ant-dropdown').getByRole('menuitem');
    await options.first().waitFor();
    expect((await options.allTextContents()).map((text) => text.trim())).toEqual([DEMO.stores[0]]);
    await page.keyboard.press('Escape');

    // The account menu: an employee has no qualifications of their own to look at.
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    const accountItems = page.locator('.ant-dropdown:visible').getByRole('menuitem');
    await accountItems.filter({ hasText: 'Log out' }).waitFor();
    expect((await accountItems.allTextContents()).map((text) => text.trim())).not.toContain(
      'Store qualifications',
    );
    await page.keyboard.press('Escape');
  });

  it('screens and buttons not granted are not offered: 403 for a typed URL, no delete on the media library', async () => {
    const { page } = staff;
    await page.goto('/message/index');
    // Messages are every account's ('always'): their delete is granted (the list is the
    // employee's own, empty, so the bulk button stands for it).
    await main(page)
      .getByRole('button', { name: /^Delete selected/ })
      .waitFor();

    for (const url of ['/employee', '/files']) {
      await page.goto(url);
      // Visited tabs stay mounted (hidden): only the one on show counts.
      await main(page)
        .getByText('This screen was not granted to your account.', { exact: false })
        .filter({ visible: true })
        .waitFor();
      expect(
        await main(page).getByRole('button', { name: 'Back home' }).filter({ visible: true }).count(),
      ).toBe(1);
      expect(
        await main(page)
          .getByRole('button', { name: /^Delete/ })
          .count(),
      ).toBe(0);
    }
  });

  it('a grant the owner adds takes effect on the employee’s next load, without signing in again', async () => {
    const { page } = owner;
    await tableRow(page, EMPLOYEE.phone)
      .getByRole('button', { name: `Edit: ${EMPLOYEE.name}` })
      .click();
    const form = drawer(page, `Edit employee ${EMPLOYEE.name}`);
    const media = grantRow(page, 'Media library');
    await media.waitFor();
    await media.getByRole('checkbox', { name: 'View' }).check();
    expect(await form.getByRole('radio', { name: 'Custom' }).isChecked()).toBe(true);
    expect(await media.getByRole('checkbox', { name: 'Delete files' }).isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await tableRow(page, EMPLOYEE.phone).textContent()) ?? '')
      .toContain('Custom');

    // The employee reloads /files: the library is there, the file listed, no delete anywhere.
    await staff.page.goto('/files');
    await tableRow(staff.page, 'front-desk.png').waitFor();
    expect(
      await main(staff.page)
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).toBe(0);
    await sidebar(staff.page).getByRole('menuitem', { name: 'Store management' }).waitFor();
  });

  it('the owner disables the employee and the employee’s open console shows the logout dialog', async () => {
    const { page } = owner;
    const row = tableRow(page, EMPLOYEE.phone);
    await row.getByRole('button', { name: `Disable: ${EMPLOYEE.name}` }).click();
    await confirmPopup(page, 'Disable');
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Disabled');

    // The employee's console is still open; its next call (a click) answers -107.
    await sidebar(staff.page).getByRole('link', { name: 'Announcements', exact: true }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Confirm logout' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'You have been logged out. You can cancel to stay on this page, or log in again',
    );
    await dialog.getByRole('button', { name: 'Log in again' }).click();
    await staff.page.waitForURL('**/login**');

    // Signing in again is refused while disabled.
    const refused = await api('POST', '/user/login_up', {
      body: { username: EMPLOYEE.phone, password: EMPLOYEE.password },
    });
    expect(refused.code).toBe(-403);
    await staff.context.close();
  });

  it('the owner enables them again; the operation log tells every change', async () => {
    const { page } = owner;
    const row = tableRow(page, EMPLOYEE.phone);
    await row.getByRole('button', { name: `Enable: ${EMPLOYEE.name}` }).click();
    await confirmPopup(page, 'Enable');
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Active');
    await row.getByRole('button', { name: `Edit: ${EMPLOYEE.name}` }).click();
    const log = drawer(page, `Edit employee ${EMPLOYEE.name}`).getByRole('list', { name: 'Operation log' });
    await log.waitFor();
    await expect.poll(() => log.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    await page.keyboard.press('Escape');
    await owner.context.close();
  });
});

describe.skipIf(!shooting)('screenshots of the employee screens', () => {
  const shoot = async (language: Language, width: number) => {
    const { context, page } = await signedInContext(browser, { language, width });
    const texts =
      language === 'zh'
        ? { add: '添加员工', edit: `编辑: ${EMPLOYEE.name}`, coaches: '教练管理' }
        : { add: 'Add employee', edit: `Edit: ${EMPLOYEE.name}`, coaches: 'Coaches' };
    await page.goto('/employee');
    await main(page).getByText(EMPLOYEE.phone).first().waitFor();
    await page.screenshot({ path: path.join(docsDir, `employee-list-${language}-${width}.png`) });
    await main(page).getByRole('button', { name: texts.edit }).first().click();
    await grantRow(page, texts.coaches).waitFor();
    // The drawer's slide-in, finished.
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(docsDir, `employee-grants-${language}-${width}.png`) });
    const body = (await page.locator('body').textContent()) ?? '';
    // No raw i18n key leaked (e.g. "form.createTitle", "field.name").
    expect(body).not.toMatch(/\b(form|field|template|status|filter)\.[a-zA-Z_]+\b/);
    await context.close();
  };

  for (const language of ['en', 'zh'] as const) {
    for (const width of [1280, 800]) {
      it(`${language} at ${width} px`, async () => {
        fs.mkdirSync(docsDir, { recursive: true });
        await shoot(language, width);
      });
    }
  }
});
