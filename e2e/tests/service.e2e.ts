/**
 * Timed services (/timetable "计时业务") and per-visit services (/numbertable "计次业务"): a court
 * by the half hour created through the form (minimum booking and the fee example checked live),
 * put offline after a confirmation and online again; a per-visit pack refused under 9 yuan,
 * then saved on a course; and the screenshots timed-list, timed-form, count-list, count-form in
 * zh and en at 1280 and 800 px, copied to docs/screenshots/.
 *
 * The demo's first store has its timed application approved and its per-visit one pending
 * (application seed): the platform approves the pending one at the command line first, as the
 * platform's reviewers do. Names are unique per run; no global counts are assumed.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, dataDir, type Language, signedInContext } from '../support/app';
import { openBrowser, shooting } from '../support/browser';
import { repoRoot } from '../support/server';
import { shootAfterMotion } from '../support/shots';

const run = promisify(execFile);

const SUFFIX = String(Date.now()).slice(-5);
const COURT = `E2E 羽毛球场 ${SUFFIX}`;
const PACK = `E2E 十次卡 ${SUFFIX}`;

const main = (page: Page) => page.getByRole('main');
const rows = (page: Page) => main(page).getByRole('table').locator('tbody').getByRole('row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const drawer = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

/** Picks `option` in the antd Select labelled `label` inside `scope`. */
const pick = async (page: Page, scope: Locator, label: string, option: string) => {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
};

/**
 * Opens `type` for the demo's store if the platform has not yet: its pending application is
 * approved with the platform's command-line tool, on the server's own database.
 */
const ensureOpen = async (token: string, type: 'timed' | 'count') => {
  const options = await api<{ open: boolean }>('GET', `/service/${type}/options`, { token });
  expect(options.code).toBe(0);
  if (options.value.open) return;
  const application = await api<{ id: number; status: string } | null>('GET', `/application/${type}`, {
    token,
  });
  if (application.code !== 0 || !application.value)
    throw new Error(`no ${type} application to approve: ${application.code} ${application.message}`);
  await run(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['apps/server/src/cli/platform.ts', 'applications', 'approve', String(application.value.id)],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '' } },
  );
  const after = await api<{ open: boolean }>('GET', `/service/${type}/options`, { token });
  expect(after.value.open).toBe(true);
  // The approval told the owner in a system message; read it (messages.e2e.ts counts only the
  // seeded unread ones, application.e2e.ts only those its own decisions send).
  const unread = await api<{ content: { id: number; title: string }[] }>('POST', '/message/system/list', {
    token,
    body: { restrictions: [{ name: 'read', operator: '=', value: false }] },
  });
  for (const message of unread.value.content.filter((m) => m.title.startsWith('开通申请')))
    await api('GET', `/message/system/read/${message.id}`, { token });
};

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
  const token = await apiLogin();
  await ensureOpen(token, 'timed');
  await ensureOpen(token, 'count');
});
afterAll(async () => {
  await browser?.close();
});

describe('timed services', () => {
  it('creates a court by the half hour, showing the smallest booking and the fee example', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/timetable');
    await row(page, '羽毛球包场（半小时）').waitFor();
    await main(page).getByRole('button', { name: 'New timed service' }).click();
    const form = drawer(page, 'New timed service');
    await form.getByLabel('Name', { exact: true }).fill(COURT);
    await pick(page, form, 'Area or coach', '一号操房');
    await form.getByLabel('Price per unit (yuan)', { exact: true }).fill('8');
    await form.getByLabel('Minimum units', { exact: true }).fill('2');
    await form.getByLabel('Maximum units', { exact: true }).fill('6');
    await form.getByText('Smallest booking: 2 × 30 min = ¥16.00').waitFor();
    // The default tiers: free a day ahead, half within a day, all within 2 hours.
    expect(await form.getByTestId('fee-example').textContent()).toBe(
      'Cancel 3 h ahead of a 100.00-yuan booking: 50.00-yuan fee (50%)',
    );
    await form.getByLabel('Cancelled hours ahead', { exact: true }).fill('1');
    await form.getByTestId('fee-example').getByText('100.00-yuan fee (100%)', { exact: false }).waitFor();
    // The area's own hours can be taken over (studio room 1: 06:30 on weekdays).
    await form.getByRole('button', { name: "Use this area's opening hours" }).click();
    expect(await form.getByLabel('Monday range 1 from', { exact: true }).inputValue()).toBe('06:30');
    await form.getByRole('button', { name: 'Save' }).click();
    await row(page, COURT).waitFor();
    expect(await row(page, COURT).textContent()).toContain('¥8.00 / 30 min');
    expect(await row(page, COURT).getByText('Online', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('refuses a unit price whose smallest booking is 9 yuan or less, with the server’s message', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/timetable');
    await row(page, COURT).waitFor();
    await main(page).getByRole('button', { name: 'New timed service' }).click();
    const form = drawer(page, 'New timed service');
    await form.getByLabel('Name', { exact: true }).fill(`${COURT} 便宜`);
    await pick(page, form, 'Area or coach', '一号操房');
    await form.getByLabel('Price per unit (yuan)', { exact: true }).fill('4.5');
    await form.getByLabel('Minimum units', { exact: true }).fill('2');
    await form.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('The smallest booking (minimum units × unit price) must be more than 9 yuan')
      .waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await row(page, `${COURT} 便宜`).count()).toBe(0);
    await context.close();
  });

  it('puts the court offline after a confirmation, and online again; the log shows both', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/timetable');
    await row(page, COURT).waitFor();
    await row(page, COURT)
      .getByRole('button', { name: `Put offline: ${COURT}` })
      .click();
    await page.getByText('Put this service offline?', { exact: false }).waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Put offline' }).click();
    await row(page, COURT).getByText('Offline', { exact: true }).waitFor();
    await row(page, COURT)
      .getByRole('button', { name: `Put online: ${COURT}` })
      .click();
    await row(page, COURT).getByText('Online', { exact: true }).waitFor();
    await row(page, COURT)
      .getByRole('button', { name: `Edit: ${COURT}` })
      .click();
    const form = drawer(page, `Edit timed service: ${COURT}`);
    await form.getByText('Operation log').waitFor();
    await expect.poll(async () => form.locator('.ant-timeline-item').count()).toBe(3);
    await context.close();
  });
});

describe('per-visit services', () => {
  it('refuses a pack at 9 yuan, then saves a 10-visit pack on a course', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/numbertable');
    await row(page, '10次卡').waitFor();
    await main(page).getByRole('button', { name: 'New per-visit service' }).click();
    const form = drawer(page, 'New per-visit service');
    await form.getByLabel('Name', { exact: true }).fill(PACK);
    await form.getByLabel('Visits', { exact: true }).fill('10');
    await form.getByLabel('Price (yuan)', { exact: true }).fill('9');
    await form.getByLabel('Visits per week', { exact: true }).fill('3');
    await form.getByText('The price must be more than 9 yuan').waitFor();
    await form.getByLabel('Price (yuan)', { exact: true }).fill('580');
    await pick(page, form, 'Valid for courses', '健身月卡');
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Save' }).click();
    await row(page, PACK).waitFor();
    const text = await row(page, PACK).textContent();
    expect(text).toContain('10-visit pack');
    expect(text).toContain('¥580.00');
    expect(text).toContain('3 per week');
    expect(text).toContain('健身月卡');
    await context.close();
  });
});

describe.skipIf(!shooting)('service screenshots', () => {
  const shots: [Language, number][] = [
    ['zh', 1280],
    ['en', 1280],
    ['zh', 800],
    ['en', 800],
  ];
  it.each(shots)('timed and per-visit lists and forms in %s at %i px', async (language, width) => {
    const { context, page } = await signedInContext(browser, { language, width });
    const edit = language === 'zh' ? '编辑' : 'Edit';

    await page.goto('/timetable');
    await main(page).getByText('羽毛球包场（半小时）').filter({ visible: true }).first().waitFor();
    await shootAfterMotion(page, `timed-list-${language}-${width}`);
    await main(page)
      .getByRole('button', { name: `${edit}: 羽毛球包场（半小时）` })
      .filter({ visible: true })
      .first()
      .click();
    const timed = drawer(
      page,
      language === 'zh' ? '编辑计时业务：羽毛球包场（半小时）' : 'Edit timed service: 羽毛球包场（半小时）',
    );
    await timed.getByTestId('fee-example').waitFor();
    await timed.getByTestId('fee-example').scrollIntoViewIfNeeded();
    await shootAfterMotion(page, `timed-form-${language}-${width}`);

    await page.goto('/numbertable');
    await main(page).getByText('20次卡（每周限3次）').filter({ visible: true }).first().waitFor();
    await shootAfterMotion(page, `count-list-${language}-${width}`);
    await main(page)
      .getByRole('button', { name: `${edit}: 10次卡` })
      .filter({ visible: true })
      .first()
      .click();
    const count = drawer(page, language === 'zh' ? '编辑计次业务：10次卡' : 'Edit per-visit service: 10次卡');
    await count.getByLabel(language === 'zh' ? '适用课程' : 'Valid for courses').waitFor();
    await shootAfterMotion(page, `count-form-${language}-${width}`);
    await context.close();
  });
});
