/**
 * The store's pictures (/picture) and decoration (/decoration) in the browser against the real
 * server (docs/storefront.md): upload two pictures, reorder them by dragging and with the
 * keyboard, make the second the main one; edit the decoration's draft, watch the phone
 * preview, save, publish, and see the consumer API change only on publishing. Screenshots
 * picture-{en,zh}-{1280,800}.png and decoration-{en,zh}-{1280,800}.png in docs/screenshots.
 *
 * afterAll puts the demo store back as the seed made it: no pictures (and none of our files),
 * the seed's decoration published.
 */
import type { AppStorePage, DecorationContent, DecorationState, StorePictures } from '@merchant/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, baseUrl, type Language, signedInContext } from '../support/app';
import { openBrowser, shooting } from '../support/browser';
import { signInConsumer } from '../support/market';
import { drag, drawnPng, settle } from '../support/pictures';
import { saveForDocs } from '../support/shots';

let browser: Browser;
let token: string;
let original: DecorationContent;
const uploadedIds: number[] = [];

const put = async <T>(url: string, body: unknown): Promise<{ code: number; value: T }> => {
  const response = await fetch(`${baseUrl()}/api${url}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; value: T };
};

const pictures = async () => (await api<StorePictures>('GET', '/store/picture', { token })).value;
const decoration = async () => (await api<DecorationState>('GET', '/store/decoration', { token })).value;

/** A consumer (role 1) signed in by phone code, as the marketplace app does. */
const consumerToken = async (): Promise<string> => (await signInConsumer('13700137011')).token;

beforeAll(async () => {
  browser = await openBrowser();
  token = await apiLogin();
  original = (await decoration()).draft;
});

afterAll(async () => {
  await browser?.close();
  await put('/store/picture', { upload_ids: [], main_upload_id: null });
  for (const id of uploadedIds) await api('DELETE', `/upload/files/${id}`, { token });
  await put('/store/decoration', original);
  await api('POST', '/store/decoration/publish', { token });
});

const main = (page: Page) => page.getByRole('main');
const grid = (page: Page, name = 'Store pictures in their order') => main(page).getByRole('list', { name });
const cards = (page: Page) => grid(page).getByRole('listitem');

/** The screen's picture in docs/screenshots (with SCREENSHOTS=1). */
const shoot = async (page: Page, screen: string, language: Language, width: number) => {
  if (!shooting) return;
  await settle(page);
  await saveForDocs(page, `${screen}-${language}-${width}`);
};

describe('store pictures', () => {
  it('uploads two pictures at once, the first becoming the main one', async () => {
    const { context, page } = await signedInContext(browser);
    expect((await pictures()).content).toEqual([]);
    await page.goto('/picture');
    await main(page).getByText('No store pictures yet').waitFor();
    const files = [
      { name: 'front.png', mimeType: 'image/png', buffer: await drawnPng(page, 'Front', '#c0392b') },
      { name: 'hall.png', mimeType: 'image/png', buffer: await drawnPng(page, 'Hall', '#2471a3') },
    ];
    await main(page).locator('input[type=file]').setInputFiles(files);
    await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(2);
    const saved = await pictures();
    uploadedIds.push(...saved.content.map((p) => p.upload_id));
    expect(saved.main_upload_id).toBe(saved.content[0]?.upload_id);
    expect(await main(page).getByText('2 of 20 pictures').isVisible()).toBe(true);
    await expect
      .poll(() =>
        grid(page)
          .locator('img')
          .evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth === 480).length),
      )
      .toBe(2);
    await context.close();
  });

  it('reorders by dragging, then with the keyboard, and marks the main picture', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/picture');
    await expect.poll(() => cards(page).count()).toBe(2);
    const before = (await pictures()).content.map((p) => p.upload_id);
    await drag(page, page.getByRole('button', { name: 'Move Picture 2', exact: true }), cards(page).first());
    await expect
      .poll(async () => (await pictures()).content.map((p) => p.upload_id))
      .toEqual([...before].reverse());
    await page.getByText('New order saved').first().waitFor();

    const handle = page.getByRole('button', { name: 'Move Picture 1', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await pictures()).content.map((p) => p.upload_id)).toEqual(before);

    // The main picture is still the first upload; make the second one main, by keyboard.
    const star = page.getByRole('button', { name: 'Make Picture 2 the main picture', exact: true });
    // The buttons wait while the new order is being saved (on a busy machine that takes a while).
    await expect.poll(() => star.isEnabled()).toBe(true);
    await star.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await pictures()).main_upload_id).toBe(before[1]);
    await cards(page).nth(1).getByText('Main', { exact: true }).waitFor();
    await context.close();
  });

  for (const { language, width } of [
    { language: 'en', width: 1280 },
    { language: 'en', width: 800 },
    { language: 'zh', width: 1280 },
    { language: 'zh', width: 800 },
  ] as const)
    it(`/picture is drawn in ${language} at ${width} px`, async () => {
      const { context, page } = await signedInContext(browser, { language, width });
      await page.goto('/picture');
      const label = language === 'zh' ? '按顺序排列的门店图片' : 'Store pictures in their order';
      await expect.poll(() => grid(page, label).getByRole('listitem').count()).toBe(2);
      await shoot(page, 'picture', language, width);
      await context.close();
    });
});

describe('store decoration', () => {
  it('edits the draft with a live preview, saves it, and publishes it to consumers', async () => {
    const consumer = await consumerToken();
    const storeId = (await decoration()).store.id;
    const consumerPage = async () =>
      (await api<AppStorePage>('GET', `/app/stores/${storeId}`, { token: consumer })).value;
    expect((await consumerPage()).decoration).toEqual(original);

    const { context, page } = await signedInContext(browser);
    await page.goto('/decoration');
    const status = main(page).getByRole('status');
    await status.getByText('Published').waitFor();
    const preview = main(page).getByRole('region', { name: 'Preview of the draft in the app' });
    await preview.getByText(original.introduction.split('\n')[0] as string).waitFor();
    // The pictures of /picture are in the preview, the main one first.
    await preview.getByRole('img', { name: 'Main picture of the store' }).waitFor();

    const intro = main(page).getByLabel('Introduction');
    await intro.fill('工作日晚间延长营业，新增拳击台。');
    await status.getByText('Unsaved edits').waitFor();
    await preview.getByText('工作日晚间延长营业，新增拳击台。').waitFor();

    // A bad closing time is refused in the form with the shared rule's message.
    await main(page).getByLabel('Closing time of row 1 (HH:MM)').fill('08:00');
    await main(page).getByText('The closing time in Closing time must be after the opening time').waitFor();
    await main(page).getByLabel('Closing time of row 1 (HH:MM)').fill('22:00');

    await main(page).getByRole('button', { name: 'Add a price' }).click();
    await main(page).getByLabel('Item of price row 4').fill('Boxing class');
    await main(page).getByLabel('Price of row 4 in yuan').fill('88');
    await preview.getByText('¥88.00').waitFor();

    await main(page).getByRole('button', { name: 'Save draft' }).click();
    await status.getByText('Unpublished changes').waitFor();
    const saved = await decoration();
    expect(saved.unpublished_changes).toBe(true);
    expect(saved.draft.introduction).toBe('工作日晚间延长营业，新增拳击台。');
    expect(saved.draft.opening_hours[0]?.close).toBe('22:00');
    expect(saved.draft.price_list.at(-1)).toEqual({ item: 'Boxing class', price: 8800 });
    // Consumers still see the published version.
    expect((await consumerPage()).decoration).toEqual(original);

    // The preview switches to what consumers see now.
    await main(page)
      .locator('.ant-segmented-item')
      .filter({ hasText: /^Published$/ })
      .click();
    await main(page)
      .getByRole('region', { name: 'What consumers see now' })
      .getByText(original.introduction.split('\n')[0] as string)
      .waitFor();
    await main(page)
      .locator('.ant-segmented-item')
      .filter({ hasText: /^Draft$/ })
      .click();

    await main(page).getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: consumers now see this version').waitFor();
    await status.getByText('Published').waitFor();
    expect((await consumerPage()).decoration?.introduction).toBe('工作日晚间延长营业，新增拳击台。');
    expect((await consumerPage()).pictures.map((p) => p.is_main)).toEqual([false, true]);
    await context.close();
  });

  for (const { language, width } of [
    { language: 'en', width: 1280 },
    { language: 'en', width: 800 },
    { language: 'zh', width: 1280 },
    { language: 'zh', width: 800 },
  ] as const)
    it(`/decoration is drawn in ${language} at ${width} px`, async () => {
      const { context, page } = await signedInContext(browser, { language, width });
      await page.goto('/decoration');
      const label = language === 'zh' ? '草稿在 App 中的预览' : 'Preview of the draft in the app';
      const preview = main(page).getByRole('region', { name: label });
      await preview.getByText('新增拳击台', { exact: false }).waitFor();
      // The form is read-only until the screen's permissions have arrived: picture it editable.
      await expect.poll(() => main(page).getByRole('textbox').first().isEnabled()).toBe(true);
      // Below 1200 px the preview sits under the form: this picture shows the preview.
      if (width < 1200) await preview.evaluate((el) => el.parentElement?.scrollIntoView({ block: 'start' }));
      await shoot(page, 'decoration', language, width);
      await context.close();
    });
});
