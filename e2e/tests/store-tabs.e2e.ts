/**
 * Two browser tabs of one signed-in console (one context: shared cookies and server session).
 * The store a tab shows is the store its calls act on: a switch in one tab is followed by the
 * other, every call names the store its tab shows (X-Store-Id), and a change of the session's
 * store behind a tab's back (another client, a lost broadcast) does not move that tab's actions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadedFile } from '@merchant/shared';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, DEMO, signedInContext } from '../support/app';
import { openBrowser } from '../support/browser';
import { writePngFile } from '../support/upload-files';

let browser: Browser;
let tmp: string;
let token: string;
const stores = new Map<string, number>();
const uploaded: { id: number; storeId: number }[] = [];

/** A call with the store named, as the console does. */
const storeCall = async <T>(method: 'POST' | 'DELETE', url: string, storeId: number, body?: unknown) => {
  const response = await fetch(`${baseUrl()}/api${url}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'x-store-id': String(storeId),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; value: T };
};

const fileNamesOf = async (storeId: number): Promise<string[]> => {
  const answer = await storeCall<{ content: UploadedFile[] }>('POST', '/upload/files', storeId, {
    pageable: { number: 1, size: 100 },
  });
  expect(answer.code).toBe(0);
  return answer.value.content.map((file) => file.file_name);
};

beforeAll(async () => {
  browser = await openBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-e2e-store-tabs-'));
});
afterAll(async () => {
  await browser?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  for (const file of uploaded) await storeCall('DELETE', `/upload/files/${file.id}`, file.storeId);
});

/** The store the tab's switcher shows, by its accessible name "Store: <name>". */
const shownStore = async (page: Page): Promise<number | undefined> => {
  const label = await page
    .getByRole('banner')
    .getByRole('button', { name: /^Store: / })
    .getAttribute('aria-label');
  return stores.get(label?.replace(/^Store: /, '') ?? '');
};

/**
 * Records every API call of the page that left while `expected.store` was set, with the store
 * it named. The test sets it only while the page's switcher stands still on that store, and
 * clears it around a switch (a call made in that instant may name either side of it).
 */
const watchCalls = (page: Page, expected: { store: number | undefined }) => {
  const calls: { url: string; named: string | undefined; shown: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || expected.store === undefined) return;
    calls.push({ url: url.pathname, named: request.headers()['x-store-id'], shown: expected.store });
  });
  return calls;
};

const openFiles = async (page: Page) => {
  await page.goto('/files');
  await page.getByText('Click or drag files here to upload').waitFor();
};

const switchTo = async (page: Page, name: string) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Store: / })
    .click();
  await page.getByRole('menu').getByRole('menuitem').filter({ hasText: name }).click();
};

const isReport = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/upload/report';

/** Uploads a small image in `page` and answers the report (the stored file). */
const uploadIn = async (page: Page, name: string): Promise<UploadedFile> => {
  const file = writePngFile(tmp, name, 32);
  const reported = page.waitForResponse(isReport);
  await page.locator('input[type=file]').setInputFiles(file);
  const answer = (await (await reported).json()) as { code: number; value: UploadedFile };
  expect(answer.code).toBe(0);
  return answer.value;
};

describe('two tabs of the console', () => {
  it('follow a store switch, and each acts in the store it shows', async () => {
    const signedIn = await signedInContext(browser);
    token = signedIn.token;
    const list = await api<{ id: number; name: string }[]>('GET', '/user/store/list', { token });
    for (const store of list.value) stores.set(store.name, store.id);
    const first = stores.get(DEMO.stores[0]) as number;
    const second = stores.get(DEMO.stores[1]) as number;

    // Both tabs start on the first store (the cookie a previous visit left).
    await signedIn.context.addCookies([{ name: 'Store-Id', value: String(first), url: baseUrl() }]);
    const tabA = signedIn.page;
    const tabB = await signedIn.context.newPage();
    const expectedA: { store: number | undefined } = { store: first };
    const callsA = watchCalls(tabA, expectedA);
    await openFiles(tabA);
    await openFiles(tabB);
    expect(await shownStore(tabA)).toBe(first);
    expect(await shownStore(tabB)).toBe(first);
    expectedA.store = undefined;

    // Tab B switches; tab A is told, follows and reloads its media library for the new store.
    const reloadedA = tabA.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/upload/files' &&
        request.headers()['x-store-id'] === String(second),
    );
    await switchTo(tabB, DEMO.stores[1]);
    await tabB.getByRole('button', { name: `Store: ${DEMO.stores[1]}` }).waitFor();
    await tabA.getByRole('button', { name: `Store: ${DEMO.stores[1]}` }).waitFor();
    await reloadedA;
    expectedA.store = second;

    // An action in tab A lands in the store tab A shows.
    const inA = await uploadIn(tabA, 'tab-a-after-switch.png');
    uploaded.push({ id: inA.id, storeId: second });
    expect(await fileNamesOf(second)).toContain('tab-a-after-switch.png');
    expect(await fileNamesOf(first)).not.toContain('tab-a-after-switch.png');

    // The session moves behind the tabs' backs (another client selects the first store, no
    // broadcast): both tabs still show the second store, and their actions stay there.
    const moved = await api('POST', `/user/store/select/${first}`, { token });
    expect(moved.code).toBe(0);
    expect(await shownStore(tabA)).toBe(second);
    const stillSecond = await uploadIn(tabA, 'tab-a-session-moved.png');
    uploaded.push({ id: stillSecond.id, storeId: second });
    expect(await fileNamesOf(second)).toContain('tab-a-session-moved.png');
    expect(await fileNamesOf(first)).not.toContain('tab-a-session-moved.png');

    // Every call tab A made named the store tab A showed at that moment.
    expect(callsA.filter((call) => call.shown === first).length).toBeGreaterThan(2);
    expect(callsA.filter((call) => call.shown === second).length).toBeGreaterThan(2);
    for (const call of callsA)
      expect({ url: call.url, named: call.named }).toEqual({ url: call.url, named: String(call.shown) });
    await signedIn.context.close();
  });

  it('a tab told of a store the account does not manage stays where it is', async () => {
    const signedIn = await signedInContext(browser);
    token = signedIn.token;
    const page = signedIn.page;
    await openFiles(page);
    const shown = await shownStore(page);
    expect(shown).toBeDefined();
    // Another script of the origin (or another account's stale tab) announces a foreign store.
    await page.evaluate(() => new BroadcastChannel('merchant-store').postMessage({ storeId: 999_999 }));
    await page.waitForTimeout(1000);
    expect(await shownStore(page)).toBe(shown);
    const inPage = await uploadIn(page, 'not-moved.png');
    uploaded.push({ id: inPage.id, storeId: shown as number });
    expect(await fileNamesOf(shown as number)).toContain('not-moved.png');
    await signedIn.context.close();
  });
});
