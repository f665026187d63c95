/**
 * Store areas (/area), the weekly timetable (/coursetable) and past courses (/history): the
 * merchant adds an area with its opening hours, builds a week of timetable rules (previewing
 * each), sees a rule that takes the same area at the same time flagged and its save refused
 * (-409, listed per conflict), cancels a session with a reason, is refused the deletion of an
 * area in use, and reads past sessions; then the screenshots {area,coursetable,history}-
 * {zh,en}-{1280,800}.png, copied to docs/screenshots/.
 *
 * Listings come from the course streams; the test writes the two online listings it needs and
 * a few past sessions straight into the server's SQLite file (no other file touches them).
 * The tests run in order.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import { openServerDatabase } from '../support/server-database';
import { shootAfterMotion } from '../support/shots';

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` in China `days` from today. */
const chinaDay = (days = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};
/** Monday of next week (every session of that week is still to come). */
const NEXT_MONDAY = chinaDay(8 - weekdayOf(chinaDay()));
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const AREA = 'Studio A';
const COURSE = '午间燃脂课';
const OTHER_COURSE = '周末少儿体能';

let browser: Browser;
let storeId: number;
/** The area of the past sessions written by `seed`. */
let poolId: number;

/** The two online listings and a month of past sessions the screens need, written to the DB. */
const seed = () => {
  const db = openServerDatabase();
  try {
    const coach = db.prepare("select id, store_id from coaches where name = '张伟'").get() as {
      id: number;
      store_id: number;
    };
    storeId = coach.store_id;
    const now = new Date().toISOString();
    const insertCourse = db.prepare(
      `insert into courses (store_id, category, status, name, price, sessions, session_minutes, validity_days,
         class_size, created_at, updated_time) values (?, ?, 'online', ?, 19900, 10, 60, 90, 20, ?, ?)`,
    );
    const course = Number(insertCourse.run(storeId, 1, COURSE, now, now).lastInsertRowid);
    insertCourse.run(storeId, 3, OTHER_COURSE, now, now);
    poolId = Number(
      db
        .prepare(
          `insert into areas (store_id, name, capacity, type, opening_hours, allow_overlap, created_at, updated_at)
           values (?, '泳池', 12, 'pool', ?, 0, ?, ?)`,
        )
        .run(storeId, JSON.stringify({ 1: [['06:00', '22:00']] }), now, now).lastInsertRowid,
    );
    // Past sessions stay written here: no call makes a session in the past (a rule generates only
    // sessions that have not begun, a week's copy leaves begun ones out; docs/schedule.md), and
    // /history reads completed sessions with their booked and attended numbers.
    const insertSession = db.prepare(
      `insert into timetable_sessions (store_id, course_id, coach_id, area_id, date, start, end, starts_at, ends_at,
         booking_opens_at, booking_closes_at, cancel_deadline_at, capacity, booked, attended, no_shows, status, created_at)
       values (?, ?, ?, ?, ?, '18:00', '19:00', ?, ?, ?, ?, ?, 12, ?, ?, ?, 'completed', ?)`,
    );
    for (let i = 1; i <= 6; i++) {
      const day = chinaDay(-3 * i);
      const starts = `${addDays(day, 0)}T10:00:00.000Z`;
      const booked = 6 + i;
      const attended = booked - (i % 3);
      insertSession.run(
        storeId,
        course,
        coach.id,
        poolId,
        day,
        starts,
        `${day}T11:00:00.000Z`,
        starts,
        starts,
        starts,
        booked,
        attended,
        booked - attended,
        now,
      );
    }
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  browser = await openBrowser();
  seed();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
/**
 * The copy modal's Copy button. Its name may keep a leading "loading" for a while after a
 * request: antd removes the spinner only when its leave motion ends.
 */
const copyButton = (modal: Locator) => modal.getByRole('button', { name: /^(loading )?Copy$/ });
/** The grid's blocks in the test's own area (the demo seed may schedule other areas). */
const studioBlocks = (grid: Locator) => grid.getByRole('button', { name: new RegExp(`, ${AREA}, `) });
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

interface RuleInput {
  course: string;
  coach: string;
  weekday: string;
  start: string;
  end: string;
  capacity: string;
}

/** Opens "Add rule", fills it and previews; answers the drawer. */
const fillRule = async (page: Page, rule: RuleInput): Promise<Locator> => {
  await main(page).getByRole('button', { name: 'Add rule' }).click();
  const form = drawer(page, 'New weekly rule');
  await form.waitFor();
  await pick(page, form, 'Course', rule.course);
  await pick(page, form, 'Coach', rule.coach);
  await pick(page, form, 'Area', `${AREA} (up to 20)`);
  await pick(page, form, 'Weekday', rule.weekday);
  await form.getByLabel('Start', { exact: true }).fill(rule.start);
  await form.getByLabel('End', { exact: true }).fill(rule.end);
  await form.getByLabel('Capacity', { exact: true }).fill(rule.capacity);
  // The first day of the rule is the Monday of the week shown.
  expect(await form.getByLabel('Valid from', { exact: true }).inputValue()).toBe(NEXT_MONDAY);
  await form.getByRole('button', { name: 'Preview sessions' }).click();
  await form.getByRole('region', { name: 'Sessions to be created' }).waitFor();
  return form;
};

describe('areas and the weekly timetable', () => {
  it('adds an area with opening hours copied to every day and Sunday closed', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/area');
    await main(page).getByRole('table').getByText('泳池', { exact: true }).waitFor();
    await main(page).getByRole('button', { name: 'New area' }).click();
    const form = drawer(page, 'New area');
    await form.getByLabel('Name', { exact: true }).fill(AREA);
    await form.getByLabel('Capacity', { exact: true }).fill('20');
    await form.getByLabel('Monday range 1 from', { exact: true }).fill('07:00');
    await form.getByLabel('Monday range 1 to', { exact: true }).fill('21:00');
    await form.getByRole('button', { name: 'Copy Monday to all days' }).click();
    expect(await form.getByLabel('Friday range 1 to', { exact: true }).inputValue()).toBe('21:00');
    await form.getByRole('switch', { name: 'Closed on Sunday' }).click();
    // A wrong range is named before anything is sent.
    await form.getByLabel('Saturday range 1 to', { exact: true }).fill('06:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Saturday: each range must end after it starts').waitFor();
    await form.getByLabel('Saturday range 1 to', { exact: true }).fill('18:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    const row = main(page).getByRole('table').locator('tbody tr').filter({ hasText: AREA });
    await row.waitFor();
    expect(await row.textContent()).toContain('07:00-21:00');
    expect(await row.textContent()).toContain('07:00-18:00');
    expect(await row.getByText('Closed').count()).toBe(1);
    await context.close();
  });

  it('builds a week of rules, each previewed without conflict, and shows them in the grid', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto(`/coursetable?week=${NEXT_MONDAY}`);
    await main(page)
      .getByText(`${NEXT_MONDAY} – ${addDays(NEXT_MONDAY, 6)}`)
      .waitFor();
    const rules: RuleInput[] = [
      { course: COURSE, coach: '张伟', weekday: 'Monday', start: '12:00', end: '13:00', capacity: '15' },
      { course: COURSE, coach: '张伟', weekday: 'Wednesday', start: '13:30', end: '14:30', capacity: '15' },
      {
        course: OTHER_COURSE,
        coach: '陈静',
        weekday: 'Saturday',
        start: '16:15',
        end: '17:15',
        capacity: '12',
      },
    ];
    for (const rule of rules) {
      const form = await fillRule(page, rule);
      await form.getByText('Sessions to be created: 4; with a conflict: 0').waitFor();
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'hidden' });
      await page.getByText('The rule was saved: 4 sessions scheduled').first().waitFor();
    }
    const grid = main(page).getByRole('region', {
      name: `Sessions from ${NEXT_MONDAY} to ${addDays(NEXT_MONDAY, 6)}`,
    });
    await grid
      .getByRole('button', {
        name: new RegExp(`^${COURSE}, Monday ${NEXT_MONDAY} 12:00-13:00, 张伟, ${AREA}, 0/15 booked`),
      })
      .waitFor();
    expect(await studioBlocks(grid).count()).toBe(3);

    // The coach filter leaves 陈静's Saturday session alone.
    await pick(page, main(page), 'Coach', '陈静');
    await expect.poll(() => studioBlocks(grid).count(), { timeout: 10_000 }).toBe(1);
    expect(page.url()).toContain('coach=');
    await main(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => studioBlocks(grid).count(), { timeout: 10_000 }).toBe(3);
    await context.close();
  });

  it('flags a rule that takes the same area at the same time, and the save is refused per conflict', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto(`/coursetable?week=${NEXT_MONDAY}`);
    const form = await fillRule(page, {
      course: OTHER_COURSE,
      coach: '陈静',
      weekday: 'Monday',
      start: '12:30',
      end: '13:30',
      capacity: '10',
    });
    await form.getByText('4 sessions conflict: saving will be refused until they are resolved').waitFor();
    const conflict = `${AREA} is taken 12:00-13:00 by ${COURSE} (张伟)`;
    expect(await form.getByText(conflict).count()).toBe(4);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Saving was refused: 4 sessions conflict').waitFor();
    expect(await form.getByText(conflict).count()).toBe(4);
    await form.getByRole('region', { name: 'Sessions to be created' }).scrollIntoViewIfNeeded();
    await shootAfterMotion(page, 'coursetable-conflict-en-1280');
    // Sunday: the area is closed.
    await pick(page, form, 'Weekday', 'Sunday');
    await form.getByRole('button', { name: 'Preview sessions' }).click();
    await form.getByText(`${AREA} is closed on that day`).first().waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });
    const grid = main(page).getByRole('region', { name: /^Sessions from/ });
    expect(await studioBlocks(grid).count()).toBe(3);
    await context.close();
  });

  it('edits a weekly rule from one of its sessions: the sessions move', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto(`/coursetable?week=${NEXT_MONDAY}`);
    const grid = main(page).getByRole('region', { name: /^Sessions from/ });
    await grid.getByRole('button', { name: new RegExp(`^${COURSE}, Monday`) }).click();
    await drawer(page, COURSE).getByRole('button', { name: 'Edit the weekly rule' }).click();
    const form = drawer(page, `Edit rule: ${COURSE}`);
    const end = form.getByLabel('End', { exact: true });
    await expect.poll(() => end.inputValue()).toBe('13:00');
    await end.fill('13:15');
    await form.getByRole('button', { name: 'Preview sessions' }).click();
    await form.getByText(/with a conflict: 0/).waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await grid
      .getByRole('button', { name: new RegExp(`^${COURSE}, Monday ${NEXT_MONDAY} 12:00-13:15,`) })
      .waitFor();
    await context.close();
  });

  it('copies a week: refused onto a week the rules already fill, done onto a free one', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto(`/coursetable?week=${NEXT_MONDAY}`);
    await main(page).getByRole('button', { name: 'Copy week' }).click();
    const modal = drawer(page, 'Copy this week');
    const picker = modal.getByLabel('Copy to the week of (any day)', { exact: true });
    // The modal opens on the next week.
    await expect.poll(() => picker.inputValue()).toBe(addDays(NEXT_MONDAY, 7));
    // The next week holds the same rules' sessions: every copy clashes.
    await copyButton(modal).click();
    await modal.getByText(/^Saving was refused: \d+ sessions conflict$/).waitFor();
    await modal.getByText(`${AREA} is taken 12:00-13:15 by ${COURSE} (张伟)`).first().waitFor();
    // Sixteen weeks on, the test's four-week rules and the demo seed's twelve-week ones have ended.
    const target = addDays(NEXT_MONDAY, 16 * 7);
    await picker.click();
    await picker.fill(target);
    await picker.press('Enter');
    // Leave the field, so that its calendar closes.
    await modal.getByText(/become rules for one week/).click();
    await modal.getByText(`${target} – ${addDays(target, 6)}`).waitFor();
    await modal.getByRole('button', { name: /Preview$/ }).click();
    await modal.getByText(/with a conflict: 0$/).waitFor();
    // By keyboard, as a merchant without a mouse would.
    await copyButton(modal).focus();
    await page.keyboard.press('Enter');
    await modal.waitFor({ state: 'hidden' });
    await main(page)
      .getByText(`${target} – ${addDays(target, 6)}`)
      .waitFor();
    expect(page.url()).toContain(`week=${target}`);
    const grid = main(page).getByRole('region', { name: /^Sessions from/ });
    await expect.poll(() => studioBlocks(grid).count(), { timeout: 10_000 }).toBe(3);
    await context.close();
  });

  it('cancels a session with a reason; it stays in the grid struck through', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto(`/coursetable?week=${NEXT_MONDAY}`);
    const grid = main(page).getByRole('region', { name: /^Sessions from/ });
    const block = grid.getByRole('button', { name: new RegExp(`^${COURSE}, Wednesday`) });
    await block.focus();
    await page.keyboard.press('Enter');
    const sheet = drawer(page, COURSE);
    await sheet.getByLabel('Reason for cancelling', { exact: true }).fill('教练临时外出培训');
    await sheet.getByRole('button', { name: 'Cancel session' }).click();
    await sheet.waitFor({ state: 'hidden' });
    const cancelled = grid.getByRole('button', { name: new RegExp(`^${COURSE}, Wednesday.*, Cancelled$`) });
    await cancelled.waitFor();
    expect(await cancelled.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
    await cancelled.click();
    await sheet.getByText('教练临时外出培训').first().waitFor();
    await sheet.getByText('cancelled', { exact: false }).first().waitFor();
    await context.close();
  });

  it('refuses to delete an area in use and says why', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/area');
    const row = main(page).getByRole('table').locator('tbody tr').filter({ hasText: AREA });
    await row.getByRole('button', { name: `Delete: ${AREA}` }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(/This area is still used by/).waitFor();
    expect(await row.count()).toBe(1);
    await context.close();
  });

  it('lists past sessions with attendance, filtered by date range', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto(`/history?f.area_id=${poolId}`);
    const rows = main(page).getByRole('table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(6);
    expect(await rows.first().textContent()).toContain(chinaDay(-3));
    await page.goto(`/history?f.area_id=${poolId}&f.date=${chinaDay(-7)}&f.date=${chinaDay(-1)}`);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    await context.close();
  });

  itShoots('takes the screenshots of the three screens in zh and en at 1280 and 800 px', async () => {
    const shots: [Language, number][] = [
      ['zh', 1280],
      ['en', 1280],
      ['zh', 800],
      ['en', 800],
    ];
    for (const [language, width] of shots) {
      const { context, page } = await signedInContext(browser, { language, width });
      await page.goto('/area');
      await main(page).getByText(AREA).first().waitFor();
      await shootAfterMotion(page, `area-${language}-${width}`);
      await page.goto(`/coursetable?week=${NEXT_MONDAY}`);
      await main(page).getByRole('region').getByRole('button').first().waitFor();
      await shootAfterMotion(page, `coursetable-${language}-${width}`);
      await page.goto('/history');
      await main(page).getByText(chinaDay(-3)).first().waitFor();
      await shootAfterMotion(page, `history-${language}-${width}`);
      await context.close();
    }
    expect(storeId).toBeGreaterThan(0);
  });
});
