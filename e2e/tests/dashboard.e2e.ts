/**
 * The dashboard (/dashboard) in the browser against the real server on the demo data
 * (docs/dashboard.md): today's figures beside last week, today's sessions with their fill and
 * the to-do list; a to-do item opens its screen with the list's filter. The demo store is given
 * a rejected listing and a session of today, written straight into the server's SQLite file
 * (the platform's review and the timetable rules are other journeys). Also times
 * GET /dashboard/today on the demo data. Screenshots dashboard-{en,zh}-{1280,800}.png.
 */
import path from 'node:path';
import { chinaDate, type DashboardToday } from '@merchant/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, baseUrl, DEMO, type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import { settle } from '../support/pictures';
import { openServerDatabase } from '../support/server-database';

const docsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

let browser: Browser;
let token: string;
let storeId: number;

const prepareDemoStore = () => {
  const db = openServerDatabase();
  try {
    const store = db.prepare('select id from stores where name = ?').get(DEMO.stores[0]) as { id: number };
    const now = new Date().toISOString();
    if (!db.prepare("select id from courses where store_id = ? and name = '夜跑训练营'").get(store.id))
      db.prepare(
        `insert into courses (store_id, category, status, name, detail, price, list_price, sessions,
           session_minutes, validity_days, class_size, area_id, purchase_notes, refund_terms,
           reject_reasons, created_at, updated_time, submitted_at, decided_at)
         values (?, 7, 'rejected', '夜跑训练营', '', 19900, 29900, 12, 60, 30, 20, null, '', '', '["图片不清晰"]', ?, ?, ?, ?)`,
      ).run(store.id, now, now, now, now);
    const course = db
      .prepare("select id from courses where store_id = ? and status = 'online'")
      .get(store.id) as { id: number } | undefined;
    const coach = db.prepare('select id from coaches where store_id = ?').get(store.id) as
      | { id: number }
      | undefined;
    const area = db.prepare('select id from areas where store_id = ?').get(store.id) as
      | { id: number }
      | undefined;
    const today = chinaDate();
    if (
      course &&
      coach &&
      area &&
      !db
        .prepare("select id from timetable_sessions where store_id = ? and date = ? and start = '19:00'")
        .get(store.id, today)
    ) {
      // Today's 19:00 and 20:30 sessions stay written here: once their start has passed (the suite
      // also runs in the China evening) no call can make them, since a rule generates only sessions
      // that have not begun (docs/schedule.md); their booked counts stand for the day's bookings.
      const at = (hhmm: string) => new Date(Date.parse(`${today}T${hhmm}:00.000+08:00`)).toISOString();
      for (const [start, end, booked, capacity] of [
        ['19:00', '20:00', 12, 20],
        ['20:30', '21:30', 18, 20],
      ] as const)
        db.prepare(
          `insert into timetable_sessions (store_id, rule_id, course_id, coach_id, area_id, date, start, "end",
             starts_at, ends_at, booking_opens_at, booking_closes_at, cancel_deadline_at, capacity, booked,
             status, created_at)
           values (?, null, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'scheduled', ?)`,
        ).run(
          store.id,
          course.id,
          coach.id,
          area.id,
          today,
          start,
          end,
          at(start),
          at(end),
          now,
          at(start),
          at(start),
          capacity,
          booked,
          now,
        );
    }
    return store.id;
  } finally {
    db.close();
  }
};

const today = async (): Promise<DashboardToday> => {
  const response = await fetch(`${baseUrl()}/api/dashboard/today`, {
    headers: { authorization: `Bearer ${token}`, 'x-store-id': String(storeId) },
  });
  const body = (await response.json()) as { code: number; value: DashboardToday };
  expect(body.code).toBe(0);
  return body.value;
};

beforeAll(async () => {
  browser = await openBrowser();
  token = await apiLogin();
  storeId = prepareDemoStore();
  const stores = await api<{ id: number; name: string }[]>('GET', '/user/store/list', { token });
  expect(stores.value.find((s) => s.name === DEMO.stores[0])?.id).toBe(storeId);
});

afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');

describe('dashboard', () => {
  it('answers GET /dashboard/today quickly on the demo data', async () => {
    await today();
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const start = performance.now();
      await today();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p50 = times[15] as number;
    const p95 = times[28] as number;
    console.log(`GET /dashboard/today on the demo data: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    expect(p50).toBeLessThan(250);
  });

  it('shows the figures, the sessions and the to-do items; a to-do item opens its filtered screen', async () => {
    const answer = await today();
    const rejected = answer.todos.find((item) => item.kind === 'rejected_listings');
    expect(rejected?.count).toBeGreaterThanOrEqual(1);
    const { context, page } = await signedInContext(browser);
    await page.goto('/dashboard');
    await main(page).getByTestId('figure-orders').waitFor();
    expect(await main(page).getByTestId('dashboard-session').count()).toBe(answer.sessions?.length);
    for (const item of answer.todos) await main(page).getByTestId(`todo-${item.kind}`).waitFor();
    const link = main(page).getByTestId('todo-rejected_listings');
    expect(await link.getAttribute('href')).toMatch(/^\/class\?id=\d+&tab=rejected$/);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/class');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('rejected');
    await main(page).getByText('夜跑训练营').first().waitFor();
    await context.close();
  });

  itShoots('takes the screenshots in zh and en at 1280 and 800 px', async () => {
    for (const language of ['en', 'zh'] as Language[])
      for (const width of [1280, 800]) {
        const { context, page } = await signedInContext(browser, { language, width });
        await page.goto('/dashboard');
        await main(page).getByTestId('figure-orders').waitFor();
        await settle(page);
        await page.screenshot({
          path: path.join(docsDir, `dashboard-${language}-${width}.png`),
          fullPage: true,
        });
        await context.close();
      }
  });
});
