/**
 * The team page's pictures (/cover, docs/covers.md) in the browser against the real server:
 * upload two images at once, reorder them by dragging and with the keyboard, caption one and
 * link it to a coach, remove one; screenshots cover-{en,zh}-{1280,800}.png in docs/screenshots.
 *
 * The tests run in order and share the demo store's pictures; afterAll removes what they added
 * (the pictures and the uploaded files), so the store is left as the seed made it.
 */
import type { CoverListResult, Page as ListPage, UploadedFile } from '@merchant/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, type Language, signedInContext } from '../support/app';
import { openBrowser, shooting } from '../support/browser';
import { drag, drawnPng, settle } from '../support/pictures';
import { saveForDocs } from '../support/shots';

let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await openBrowser();
  token = await apiLogin();
});

afterAll(async () => {
  await browser?.close();
  // Leave the demo store as the seed made it: no pictures, and none of our files.
  const covers = await listCovers();
  for (const cover of covers.content) await api('DELETE', `/cover/${cover.id}`, { token });
  for (const id of uploadedIds) await api('DELETE', `/upload/files/${id}`, { token });
});

const uploadedIds: number[] = [];

const listCovers = async (): Promise<CoverListResult> => {
  const answer = await api<CoverListResult>('POST', '/cover/list', { token, body: {} });
  expect(answer.code).toBe(0);
  return answer.value;
};

/** The names of the uploaded files the pictures show, in the pictures' order. */
const shownFileNames = async (): Promise<string[]> => {
  const files = await api<ListPage<UploadedFile>>('POST', '/upload/files', {
    token,
    body: { pageable: { number: 1, size: 100 } },
  });
  const names = new Map(files.value.content.map((file) => [file.id, file.file_name]));
  return (await listCovers()).content.map((cover) => names.get(cover.upload_id) ?? '?');
};

const main = (page: Page) => page.getByRole('main');
const grid = (page: Page, name = 'Team pictures in their order') => main(page).getByRole('list', { name });
const cards = (page: Page) => grid(page).getByRole('listitem');

/** The screen's picture in docs/screenshots (with SCREENSHOTS=1). */
const shoot = async (page: Page, language: Language, width: number) => {
  if (!shooting) return;
  await settle(page);
  await saveForDocs(page, `cover-${language}-${width}`);
};

describe('team pictures', () => {
  it('invites the first upload, takes two images at once and shows them', async () => {
    const { context, page } = await signedInContext(browser);
    expect((await listCovers()).total).toBe(0);
    await page.goto('/cover');
    await main(page).getByText('No team pictures yet').waitFor();
    expect(await main(page).getByText('Upload the first ones', { exact: false }).isVisible()).toBe(true);

    const files = [
      { name: 'team-red.png', mimeType: 'image/png', buffer: await drawnPng(page, 'Team A', '#c0392b') },
      { name: 'team-blue.png', mimeType: 'image/png', buffer: await drawnPng(page, 'Team B', '#2471a3') },
    ];
    await main(page).locator('input[type=file]').setInputFiles(files);
    await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(2);
    const covers = await listCovers();
    expect(covers.content.map((c) => [c.sort, c.caption, c.coach])).toEqual([
      [1, '', null],
      [2, '', null],
    ]);
    uploadedIds.push(...covers.content.map((c) => c.upload_id));
    expect((await shownFileNames()).sort()).toEqual(['team-blue.png', 'team-red.png']);
    expect(await main(page).getByText('2 of 50 pictures').isVisible()).toBe(true);
    // Both thumbnails load from storage.
    await expect
      .poll(() =>
        grid(page)
          .locator('img')
          .evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth === 480).length),
      )
      .toBe(2);
    await context.close();
  });

  it('reorders by dragging a handle, then with the keyboard alone', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/cover');
    await expect.poll(() => cards(page).count()).toBe(2);
    const before = await shownFileNames();

    // Drag the second picture's handle onto the first picture.
    await drag(page, page.getByRole('button', { name: 'Move Picture 2', exact: true }), cards(page).first());
    await expect.poll(shownFileNames).toEqual([before[1], before[0]]);
    await page.getByText('New order saved').first().waitFor();

    // Keyboard: focus the first handle, Space picks it up, → moves it one place, Space drops it.
    const handle = page.getByRole('button', { name: 'Move Picture 1', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await expect.poll(shownFileNames).toEqual(before);
    await context.close();
  });

  it('captions a picture and links it to a coach of the store', async () => {
    const coaches = await api<ListPage<{ id: number; name: string }>>('POST', '/coach/list', {
      token,
      body: {
        restrictions: [{ name: 'status', operator: '=', value: 'active' }],
        pageable: { number: 1, size: 100 },
      },
    });
    expect(coaches.code).toBe(0);
    const coach = coaches.value.content[0] as { id: number; name: string };

    const { context, page } = await signedInContext(browser);
    await page.goto('/cover');
    await expect.poll(() => cards(page).count()).toBe(2);
    await page.getByRole('button', { name: 'Edit Picture 1', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit picture' });
    await drawer.getByLabel('Caption').fill('Morning strength class');
    // The coach picker searches as one types; Enter picks the match.
    await drawer.getByLabel('Coach').fill(coach.name);
    await page.locator('.ant-select-item-option').filter({ hasText: coach.name }).first().waitFor();
    await page.keyboard.press('Enter');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });

    const first = cards(page).first();
    await first.getByText('Morning strength class').waitFor();
    expect(await first.getByText(coach.name).isVisible()).toBe(true);
    expect((await listCovers()).content[0]).toMatchObject({
      caption: 'Morning strength class',
      coach: { id: coach.id, name: coach.name },
    });
    // The drawer keeps the picture's operation log.
    await page.getByRole('button', { name: 'Edit Morning strength class', exact: true }).click();
    await drawer.getByRole('button', { name: 'Operation log' }).click();
    await drawer.getByText(`caption; coach - → ${coach.name}`, { exact: false }).waitFor();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Edit Picture 2', exact: true }).click();
    await drawer.getByLabel('Caption').fill('Kids gymnastics');
    await drawer.getByLabel('Caption').press('Enter');
    await drawer.waitFor({ state: 'hidden' });
    await cards(page).nth(1).getByText('Kids gymnastics').waitFor();
    await shoot(page, 'en', 1280);
    await context.close();
  });

  for (const { language, width } of [
    { language: 'en', width: 800 },
    { language: 'zh', width: 1280 },
    { language: 'zh', width: 800 },
  ] as const)
    it(`is drawn in ${language} at ${width} px`, async () => {
      const { context, page } = await signedInContext(browser, { language, width });
      await page.goto('/cover');
      const label = language === 'zh' ? '按顺序排列的团队图片' : 'Team pictures in their order';
      await expect.poll(() => grid(page, label).getByRole('listitem').count()).toBe(2);
      await grid(page, label).getByText('Morning strength class').waitFor();
      await shoot(page, language, width);
      await context.close();
    });

  it('removes a picture after confirmation, keeping the uploaded file', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/cover');
    await expect.poll(() => cards(page).count()).toBe(2);
    const [removed, kept] = (await listCovers()).content;
    await page.getByRole('button', { name: 'Remove Morning strength class', exact: true }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(1);
    expect((await listCovers()).content.map((c) => [c.id, c.sort])).toEqual([[kept?.id, 1]]);
    const file = await api('GET', `/upload/files/${removed?.upload_id}/url`, { token });
    expect(file.code).toBe(0);
    await context.close();
  });
});
