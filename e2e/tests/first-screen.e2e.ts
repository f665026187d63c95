/**
 * The signed-in dashboard drawn by the server (apps/web/src/prerender/first-screen.tsx): the
 * page arrives with the merchant's own data already drawn, in their language and time zone,
 * and the console takes it over without a mismatch; whatever the server cannot draw the browser
 * draws as before.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  baseUrl,
  cookieValue,
  DEMO,
  sidebar,
  signedInContext,
  tabLabels,
  tabStrip,
} from '../support/app';
import { launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dashboardHtml = async (cookies: Record<string, string>) => {
  const response = await fetch(`${baseUrl()}/dashboard`, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; '),
    },
  });
  return { response, html: await response.text() };
};

/** What the page reports that would mean a broken take-over (React's mismatch errors included). */
const watchProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};

const takenOver = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && !root.hasAttribute('inert') && root.dataset.prerendered === undefined;
  });

/** The greeting a clock in `timeZone` gives now (features/dashboard/dashboard-model.ts). */
const greetingWordIn = (timeZone: string, words: [string, string, string]) => {
  const hour = Number(
    new Intl.DateTimeFormat('en', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(),
  );
  return hour >= 5 && hour < 12 ? words[0] : hour >= 12 && hour < 18 ? words[1] : words[2];
};

describe('the signed-in first screen drawn by the server', () => {
  it("arrives with the merchant's data drawn, for nobody's cache, and the console takes it over cleanly", async () => {
    const token = await apiLogin();
    const { response, html } = await dashboardHtml({
      'Admin-Token': token,
      timeZone: 'UTC',
      layout: 'desktop',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toMatch(/<div id="root" data-prerendered="signed-in" inert>/);
    expect(html).toMatch(/<h3[^>]*>Good (morning|afternoon|evening), 李明 \(Demo\)<\/h3>/);
    // The store the session is on, and the state the console hydrates with.
    expect(html).toContain('力行健身·朝阳店');
    expect(html).toMatch(/<script type="application\/json" id="first-screen-state">\{"path":"\/dashboard"/);
    // Only the rules the markup uses are inlined; the whole stylesheet comes with the console.
    const inlined = /<style data-first-screen>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(inlined).toContain('.ant-layout{');
    expect(inlined.includes('.ant-picker-dropdown{')).toBe(false);

    const { context, page } = await signedInContext(browser);
    const problems = watchProblems(page);
    await page.goto('/dashboard');
    await takenOver(page);
    expect(problems).toEqual([]);
    // The state script is gone once used, and the console is live: a link navigates in the page.
    expect(await page.locator('#first-screen-state').count()).toBe(0);
    await page.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });
    await page.getByRole('main').getByRole('link', { name: 'All announcements' }).click();
    await page.waitForURL('**/notice/index**');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expect.poll(() => tabLabels(page)).toEqual(['Dashboard', 'Announcements']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("is drawn in the merchant's language and time zone", async () => {
    const timeZone = 'Asia/Shanghai';
    const token = await apiLogin();
    const { html } = await dashboardHtml({
      'Admin-Token': token,
      timeZone,
      language: 'zh',
      layout: 'desktop',
    });
    expect(html).toMatch(/<html lang="zh">/);
    const word = greetingWordIn(timeZone, ['早上好', '下午好', '晚上好']);
    expect(html).toContain(`${word}，李明 (Demo)`);

    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1280, height: 800 },
      timezoneId: timeZone,
    });
    await context.addCookies([
      { name: 'Admin-Token', value: token, url: baseUrl() },
      { name: 'timeZone', value: timeZone, url: baseUrl() },
      { name: 'language', value: 'zh', url: baseUrl() },
      { name: 'layout', value: 'desktop', url: baseUrl() },
    ]);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto('/dashboard');
    await takenOver(page);
    await page.getByRole('heading', { name: `${word}，李明 (Demo)` }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps each request to its own language and time zone when many are drawn at once', async () => {
    const token = await apiLogin();
    const asks = [
      { language: 'zh', timeZone: 'Asia/Shanghai', words: ['早上好', '下午好', '晚上好'] },
      {
        language: 'en',
        timeZone: 'America/Los_Angeles',
        words: ['Good morning', 'Good afternoon', 'Good evening'],
      },
      { language: 'es', timeZone: 'Europe/Madrid', words: ['Buenos días', 'Buenas tardes', 'Buenas noches'] },
    ] as const;
    const pages = await Promise.all(
      [...asks, ...asks, ...asks].map(async (ask) => ({
        ask,
        html: (
          await dashboardHtml({
            'Admin-Token': token,
            layout: 'desktop',
            language: ask.language,
            timeZone: ask.timeZone,
          })
        ).html,
      })),
    );
    for (const { ask, html } of pages) {
      expect(html).toContain(`<html lang="${ask.language}">`);
      expect(html).toContain(greetingWordIn(ask.timeZone, [...ask.words] as [string, string, string]));
    }
  });

  it('brings back the tabs kept in the browser tab, and the phone layout, after taking over', async () => {
    const { context, page, token } = await signedInContext(browser);
    const problems = watchProblems(page);
    await page.goto('/dashboard');
    await takenOver(page);
    await sidebar(page).getByRole('link', { name: 'System messages' }).click();
    await page.waitForURL('**/message/index**');
    // Kept once the strip shows it (the visit is recorded after the page rendered).
    await expect.poll(() => tabLabels(page)).toEqual(['Dashboard', 'System messages']);
    await page.goto('/dashboard');
    await takenOver(page);
    // Drawn with the dashboard's tab only (the server cannot see sessionStorage), then the
    // kept one is back.
    await expect.poll(() => tabLabels(page), { timeout: 10_000 }).toEqual(['Dashboard', 'System messages']);

    // The window became phone-sized since the last load: drawn for a desktop still (the layout
    // cookie says so), then the phone layout, and the cookie follows.
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/dashboard');
    await takenOver(page);
    await expect.poll(() => sidebar(page).count()).toBe(0);
    await tabStrip(page).waitFor();
    await expect.poll(() => cookieValue(context, 'layout')).toBe('mobile');
    expect(problems).toEqual([]);
    // From then on the server leaves a phone's screen to the browser.
    const { html } = await dashboardHtml({ 'Admin-Token': token, timeZone: 'UTC', layout: 'mobile' });
    expect(html).toMatch(/<div id="root"[^>]*><span class="boot-spinner"/);
    await context.close();
  });

  it('leaves the page to the browser when the server cannot know the browser or the session', async () => {
    const spinner = /<div id="root"[^>]*><span class="boot-spinner"/;
    const token = await apiLogin();
    const known = { timeZone: 'UTC', layout: 'desktop' };
    expect((await dashboardHtml({ 'Admin-Token': token, ...known })).html).not.toMatch(spinner);
    // No time zone or layout yet: the plain page, as before.
    expect((await dashboardHtml({ 'Admin-Token': token, layout: 'desktop' })).html).toMatch(spinner);
    expect((await dashboardHtml({ 'Admin-Token': token, timeZone: 'UTC' })).html).toMatch(spinner);
    // Another screen than the dashboard: drawn by the browser.
    const other = await fetch(`${baseUrl()}/notice/index`, {
      headers: { cookie: `Admin-Token=${token}; timeZone=UTC; layout=desktop` },
    });
    expect(await other.text()).toMatch(spinner);
    // A signed-out token: the browser draws it and signs the visitor out.
    const ended = await dashboardHtml({ 'Admin-Token': 'not-a-session', ...known });
    expect(ended.html).toMatch(spinner);
    expect(ended.html).not.toContain(DEMO.name);

    const context: BrowserContext = await browser.newContext({ baseURL: baseUrl() });
    await context.addCookies([
      { name: 'Admin-Token', value: 'not-a-session', url: baseUrl() },
      { name: 'timeZone', value: 'UTC', url: baseUrl() },
      { name: 'layout', value: 'desktop', url: baseUrl() },
    ]);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/login**');
    await context.close();
  });
});
