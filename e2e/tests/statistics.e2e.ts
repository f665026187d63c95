/**
 * The statistics screen (/statistics) in the browser against the real server
 * (docs/statistics.md): a consumer views the demo store's page and opens a listing through the
 * storefront calls; the screen then shows the figures the API answers for each period
 * (yesterday, last 7 days, last 30 days), with the trend and funnel charts drawn by ECharts
 * and their ARIA descriptions. Screenshots statistics-{en,zh}-{1280,800}(-lower).png in docs/screenshots.
 */
import path from 'node:path';
import type { StatisticsTraffic } from '@merchant/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, baseUrl, type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import { signInConsumer } from '../support/market';
import { settle } from '../support/pictures';

const docsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

let browser: Browser;
let token: string;
let storeId: number;

const stats = async <T>(call: string, days: number): Promise<T> => {
  const response = await fetch(`${baseUrl()}/api/statistics${call}?days=${days}`, {
    headers: { authorization: `Bearer ${token}`, 'x-store-id': String(storeId) },
  });
  const body = (await response.json()) as { code: number; value: T };
  expect(body.code).toBe(0);
  return body.value;
};

beforeAll(async () => {
  browser = await openBrowser();
  token = await apiLogin();
  const stores = await api<{ id: number }[]>('GET', '/user/store/list', { token });
  storeId = stores.value[0]?.id ?? 0;

  // A consumer signs in by phone code, views the store's page twice and opens a listing.
  const consumer = (await signInConsumer('13700137029')).token;
  const before = await stats<StatisticsTraffic>('/merchant/exposure/', 7);
  const page = await api<{ listings: { id: number }[] }>('GET', `/app/stores/${storeId}`, {
    token: consumer,
  });
  expect(page.code).toBe(0);
  await api('GET', `/app/stores/${storeId}`, { token: consumer });
  const listing = page.value.listings[0];
  if (listing)
    for (let i = 0; i < 3; i++) await api('GET', `/app/listings/${listing.id}`, { token: consumer });
  const after = await stats<StatisticsTraffic>('/merchant/exposure/', 7);
  // Two views within the throttle: one counted exposure, two raw.
  expect(after.raw - before.raw).toBe(2);
  expect(after.total - before.total).toBeLessThanOrEqual(1);
});

afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');

const figure = async (page: Page, testId: string) =>
  Number(
    (await main(page).getByTestId(testId).locator('.ant-statistic-content-value').innerText()).replace(
      /\D/g,
      '',
    ),
  );

describe('statistics screen', () => {
  it('shows each period’s figures as the API answers them, with the charts and their descriptions', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/statistics');
    const periods = main(page).getByRole('radiogroup', { name: 'Period' });
    for (const [label, days] of [
      ['Yesterday', 1],
      ['Last 7 days', 7],
      ['Last 30 days', 30],
    ] as const) {
      await periods.getByText(label, { exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('days')).toBe(String(days));
      const [exposure, click, orders] = await Promise.all([
        stats<StatisticsTraffic>('/merchant/exposure/', days),
        stats<StatisticsTraffic>('/merchant/click/', days),
        stats<{ total: number }>('/order/quantity/', days),
      ]);
      await expect.poll(() => figure(page, 'stat-exposure')).toBe(exposure.total);
      expect(await figure(page, 'stat-click')).toBe(click.total);
      expect(await figure(page, 'stat-order')).toBe(orders.total);
      const trend = main(page).getByTestId('trend-chart');
      await trend.locator('svg').first().waitFor();
      await expect
        .poll(() => trend.getAttribute('aria-label'))
        .toContain(`${exposure.total} exposures, ${click.total} clicks and ${orders.total} paid orders`);
      const funnel = main(page).getByTestId('funnel-chart');
      await funnel.locator('svg').first().waitFor();
      expect(await funnel.getAttribute('aria-label')).toMatch(
        /^Funnel chart from exposure to review: Exposures/,
      );
      await main(page).getByRole('cell', { name: 'Paid orders' }).waitFor();
    }
    const atRisk = main(page).getByRole('link', { name: 'View these members' });
    expect(await atRisk.getAttribute('href')).toMatch(/^\/member\?.*f\.card_status=active&f\.absent=14/);
    // The link opens the member list with those filters.
    await atRisk.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/member');
    expect(new URL(page.url()).searchParams.get('f.absent')).toBe('14');
    await context.close();
  });

  itShoots('takes the screenshots in zh and en at 1280 and 800 px', async () => {
    for (const language of ['en', 'zh'] as Language[])
      for (const width of [1280, 800]) {
        const { context, page } = await signedInContext(browser, { language, width });
        await page.goto('/statistics?days=7');
        await main(page).getByTestId('funnel-chart').locator('svg').first().waitFor();
        await main(page).getByTestId('trend-chart').locator('svg').first().waitFor();
        await settle(page);
        await page.waitForTimeout(600); // the charts' entry animation
        await page.screenshot({ path: path.join(docsDir, `statistics-${language}-${width}.png`) });
        // The funnel, the sessions and the members at risk, below the fold.
        await main(page).getByTestId('overview').scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(docsDir, `statistics-${language}-${width}-lower.png`) });
        await context.close();
      }
  });
});
