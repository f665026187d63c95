/**
 * Applications to open a service (/application, /timeapplication, /numberapplication): on the
 * demo's second store (the seed gives it no application) the merchant fills in and submits an
 * application for per-visit services; the missing parts are named before anything is sent; the
 * platform rejects it with a reason (shown), the merchant submits it again, the platform approves
 * it through its API; a reload shows it approved. The first store shows the
 * seeded ones (timed approved, per-visit pending). Screenshots application-all-* (the seeded
 * store's /application) and application-form-* (the second store's submitted application), in
 * zh and en at 1280 and 800 px, copied to docs/screenshots/.
 *
 * The decisions send the demo merchant system messages; this file reads them (so the unread
 * count messages.e2e.ts expects is left as the seed made it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, DEMO, type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import { shootAfterMotion } from '../support/shots';
import { writePngFile } from '../support/upload-files';

let browser: Browser;
let tmp: string;
let stores: Map<string, number>;
beforeAll(async () => {
  browser = await openBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'application-e2e-'));
  const { token } = await signedInContext(browser);
  const list = await api<{ id: number; name: string }[]>('GET', '/user/store/list', { token });
  stores = new Map(list.value.map((store) => [store.name, store.id]));
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const main = (page: Page) => page.getByRole('main');

/** Opens the console signed in, on the named demo store (the store switcher's cookie). */
const onStore = async (store: string, options: { language?: Language; width?: number } = {}) => {
  const signedIn = await signedInContext(browser, options);
  await signedIn.context.addCookies([{ name: 'Store-Id', value: String(stores.get(store)), url: baseUrl() }]);
  return signedIn;
};

const platformToken = async () => {
  const answer = await api<{ token: string }>('POST', '/user/login_up', {
    body: { username: 'platform', password: 'platform123' },
  });
  expect(answer.code).toBe(0);
  return answer.value.token;
};

const SCENE = '一楼器械区对非会员开放单次入场，十次卡可用于少儿体能团课，每周限用三次';

describe('applications to open a service', () => {
  let context: BrowserContext;
  let page: Page;
  let token: string;
  afterAll(() => context?.close());

  it('names what a submission lacks, then submits the per-visit application with a material', async () => {
    ({ context, page, token } = await onStore(DEMO.stores[1]));
    await page.goto('/numberapplication');
    const panel = main(page);
    await panel.getByRole('heading', { name: 'Apply to open a service' }).waitFor();
    await panel.getByText('Not started', { exact: true }).waitFor();
    expect(await panel.getByText('Per-visit services', { exact: true }).isVisible()).toBe(true);

    const description = panel.getByLabel('Description of the scene', { exact: true });
    await description.fill('器械区单次入场');
    await panel.getByRole('button', { name: 'Submit for review' }).click();
    const missing = panel.getByRole('alert').filter({ hasText: 'Before submitting' });
    await missing.getByText('Describe the scene in at least 20 characters before submitting').waitFor();
    expect(
      await missing.getByText('Add at least one material (an image or a PDF) before submitting').isVisible(),
    ).toBe(true);

    // A draft saves with whatever is there; the operation log shows it.
    await panel.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('The draft was saved').waitFor();
    await panel.getByText('Draft', { exact: true }).first().waitFor();

    await description.fill(SCENE);
    await panel
      .getByLabel('Materials', { exact: true })
      .setInputFiles(writePngFile(tmp, 'gym-floor.png', 120));
    // The material is chosen once the server recorded the upload (the upload list shows the
    // file earlier, while it is still being sent).
    await panel.locator('[data-material-id]').getByRole('img', { name: 'gym-floor.png' }).waitFor();
    await panel.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('The application was submitted: the platform will review it').waitFor();
    await panel.getByText('Pending review', { exact: true }).first().waitFor();
    // Pending: both buttons disabled, with the reason beside them.
    await panel.getByText("Waiting for the platform's review: it cannot be changed meanwhile.").waitFor();
    expect(await panel.getByRole('button', { name: 'Submit for review' }).isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Save draft' }).isDisabled()).toBe(true);
  });

  it('is rejected with a reason, submitted again, approved through the platform API; a reload shows it', async () => {
    const platform = await platformToken();
    // Other journeys' messages (the services journey opens the first store's per-visit services):
    // only those this test's decisions send are counted below.
    const unreadBefore = await api<{ content: { id: number }[] }>('POST', '/message/system/list', {
      token,
      body: {
        pageable: { number: 1, size: 100 },
        restrictions: [{ name: 'read', operator: '=', value: false }],
      },
    });
    const earlier = new Set(unreadBefore.value.content.map((m) => m.id));
    const listed = await api<{ content: { id: number; status: string; description: string }[] }>(
      'POST',
      '/platform/application/list',
      {
        token: platform,
        body: {
          restrictions: [
            { name: 'store_id', operator: '=', value: stores.get(DEMO.stores[1]) },
            { name: 'type', operator: '=', value: 'count' },
          ],
        },
      },
    );
    const mine = listed.value.content[0] as { id: number; status: string; description: string };
    expect(mine).toMatchObject({ status: 'pending', description: SCENE });
    // A merchant cannot decide its own.
    expect((await api('POST', `/platform/application/${mine.id}/approve`, { token })).code).toBe(-403);
    const decide = async (action: 'approve' | 'reject', body?: unknown) => {
      const answer = await api<{ status: string }>('POST', `/platform/application/${mine.id}/${action}`, {
        token: platform,
        body,
      });
      expect(answer.code).toBe(0);
      return answer.value.status;
    };

    // Rejected: the reason stands out, the form is open again, "Submit again" sends it back.
    expect(await decide('reject', { reason: '请补充场地照片' })).toBe('rejected');
    await page.reload();
    const panel = main(page);
    const rejected = panel.getByRole('alert').filter({ hasText: 'The platform rejected this application' });
    await rejected.getByText('Reason: 请补充场地照片').waitFor();
    await panel.getByRole('button', { name: 'Submit again' }).click();
    await page.getByText('The application was submitted: the platform will review it').waitFor();
    await panel.getByText('Pending review', { exact: true }).first().waitFor();

    expect(await decide('approve')).toBe('approved');
    await page.reload();
    await panel.getByText('Approved', { exact: true }).first().waitFor();
    await panel.getByText(/^Approved on .*: you can set up and sell per-visit services$/).waitFor();
    expect(await panel.getByRole('link', { name: 'Open per-visit services' }).isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Operation log' }).click();
    await panel.getByText('Pending review → Approved').waitFor();
    expect(await panel.getByText('Rejected → Pending review').count()).toBe(1);

    // The owner's messages about it, read here (messages.e2e.ts counts only the seeded unread ones).
    const unread = await api<{ content: { id: number; title: string }[] }>('POST', '/message/system/list', {
      token,
      body: { restrictions: [{ name: 'read', operator: '=', value: false }] },
    });
    const titles = unread.value.content.filter((m) => m.title.startsWith('开通申请') && !earlier.has(m.id));
    expect(titles.map((m) => m.title).sort()).toEqual([
      '开通申请已通过：计次业务 / Application approved: per-visit services',
      '开通申请未通过：计次业务 / Application rejected: per-visit services',
    ]);
    for (const message of titles) await api('GET', `/message/system/read/${message.id}`, { token });
  });

  it('shows both seeded applications of the first store on /application, one tab each', async () => {
    const first = await onStore(DEMO.stores[0]);
    await first.page.goto('/application');
    const panel = main(first.page);
    await panel.getByRole('tab', { name: 'Timed services' }).waitFor();
    await panel.getByText(/^Approved on /).waitFor();
    await panel.getByRole('tab', { name: 'Per-visit services' }).click();
    // Seeded pending; the services journey (service.e2e.ts) approves it when it runs first.
    const perVisit = await api<{ status: string }>('GET', '/application/count', { token: first.token });
    await panel
      .getByText(
        perVisit.value.status === 'approved'
          ? /^Approved on .*: you can set up and sell per-visit services$/
          : /^Submitted on .*: waiting for the platform's review$/,
      )
      .waitFor();
    expect(first.page.url()).toContain('type=count');
    await first.context.close();
  });

  const shots: [Language, number][] = [
    ['zh', 1280],
    ['en', 1280],
    ['zh', 800],
    ['en', 800],
  ];
  itShoots.each(shots)(
    'screenshots of /application and the submitted application in %s at %i px',
    async (language, width) => {
      const all = await onStore(DEMO.stores[0], { language, width });
      await all.page.goto('/application');
      await main(all.page).getByRole('tab').first().waitFor();
      await main(all.page).locator('.ant-steps').first().waitFor();
      await shootAfterMotion(all.page, `application-all-${language}-${width}`);
      await all.context.close();

      const second = await onStore(DEMO.stores[1], { language, width });
      await second.page.goto('/numberapplication');
      const material = main(second.page).locator('[data-material-id]').first();
      await material.waitFor();
      // The lower half: the description, the materials and the disabled buttons with their reason.
      await second.page.waitForTimeout(400);
      await material.scrollIntoViewIfNeeded();
      await shootAfterMotion(second.page, `application-form-${language}-${width}`);
      await second.context.close();
    },
  );
});
