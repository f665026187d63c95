/**
 * Bookings (docs/bookings.md): a session's roster from the weekly timetable. The test writes one
 * session starting in about 40 minutes straight into the server's SQLite file (the timetable's
 * rules only make sessions at whole rule times); two consumers sign in by phone code, become
 * members with a count card sold at the desk, and book it through the app's call: one gets the
 * place, the other waits. The merchant opens the session, then its roster, and checks the
 * booked member in with the keyboard. Screenshots booking-roster-{zh,en}-{1280,800}.png, copied
 * to docs/screenshots/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, type Language, signedInContext } from '../support/app';
import { itShoots, openBrowser } from '../support/browser';
import { signInConsumer } from '../support/market';
import { openServerDatabase } from '../support/server-database';
import { shootAfterMotion } from '../support/shots';

const stamp = Date.now().toString().slice(-6);
const BOOKED = `签到${stamp}`;
const WAITING = `候补${stamp}`;
const MINUTE = 60_000;

let browser: Browser;
let token: string;
let course = '';
let sessionLabel: RegExp;
let sessionDay = '';

const chinaParts = (ms: number) => {
  const text = new Date(ms + 8 * 3_600_000).toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
};

/** A session of the first store starting in 40 minutes, booking open until 10 minutes before. */
const seedSession = () => {
  const db = openServerDatabase();
  try {
    const coach = db.prepare("select id, store_id from coaches where name = '刘洋'").get() as {
      id: number;
      store_id: number;
    };
    const listing = db
      .prepare("select id, name from courses where store_id = ? and status = 'online' order by id limit 1")
      .get(coach.store_id) as { id: number; name: string };
    const area = db
      .prepare('select id from areas where store_id = ? order by id limit 1')
      .get(coach.store_id) as {
      id: number;
    };
    course = listing.name;
    // Whole minutes, so that the times the grid shows are the instants stored. A session lies
    // within one day (the timetable's rules end by 24:00), so one that would run past midnight
    // ends at it: run late in the evening, the test otherwise stored an end before its start.
    const starts = Math.ceil((Date.now() + 40 * MINUTE) / MINUTE) * MINUTE;
    const start = chinaParts(starts);
    const midnight = Date.parse(`${start.date}T00:00:00+08:00`) + 24 * 60 * MINUTE;
    const ends = Math.min(starts + 60 * MINUTE, midnight);
    const end = ends === midnight ? { date: start.date, time: '24:00' } : chinaParts(ends);
    const iso = (ms: number) => new Date(ms).toISOString();
    db.prepare(
      `insert into timetable_sessions (store_id, course_id, coach_id, area_id, date, start, end, starts_at, ends_at,
         booking_opens_at, booking_closes_at, cancel_deadline_at, capacity, waitlist_size, status, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 2, 'scheduled', ?)`,
    ).run(
      coach.store_id,
      listing.id,
      coach.id,
      area.id,
      start.date,
      start.time,
      end.time,
      iso(starts),
      iso(ends),
      iso(starts - 48 * 60 * MINUTE),
      iso(starts - 10 * MINUTE),
      iso(starts - 20 * MINUTE),
      iso(Date.now()),
    );
    sessionDay = start.date;
    sessionLabel = new RegExp(`^${course}, \\S+ ${start.date} ${start.time}-${end.time},`);
    return Number((db.prepare('select max(id) as id from timetable_sessions').get() as { id: number }).id);
  } finally {
    db.close();
  }
};

const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown, who = token): Promise<T> => {
  const answer = await api<T>(method, url, { token: who, body });
  if (answer.code !== 0) throw new Error(`${url}: ${answer.code} ${answer.message}`);
  return answer.value;
};

/** A consumer signed in by phone code, a member of the first store with a ten-session card. */
const consumer = async (name: string, n: number, cardTypeId: number) => {
  const phone = `136${stamp}${String(n).padStart(2, '0')}`;
  const login = await signInConsumer(phone);
  const member = await call<{ id: number }>('POST', '/member', { full_name: name, phone });
  const card = await call<{ id: number }>('POST', '/card/issue', {
    member_id: member.id,
    card_type_id: cardTypeId,
    request_no: `e2e-booking-card-${stamp}-${n}`,
  });
  return { token: login.token, cardId: card.id };
};

beforeAll(async () => {
  browser = await openBrowser();
  token = await apiLogin();
  const sessionId = seedSession();
  const types = await call<{ content: { id: number; name: string; status: string }[] }>(
    'POST',
    '/card/type/list',
    {
      pageable: { number: 1, size: 100 },
    },
  );
  const type = types.content.find((t) => t.name === '十次卡' && t.status === 'on_sale');
  if (!type) throw new Error('the seed has no 十次卡 on sale');
  for (const [name, n] of [
    [BOOKED, 1],
    [WAITING, 2],
  ] as const) {
    const who = await consumer(name, n, type.id);
    await call(
      'POST',
      '/app/booking',
      { session_id: sessionId, card_id: who.cardId, request_no: `e2e-booking-${stamp}-${n}` },
      who.token,
    );
  }
});
afterAll(async () => {
  await browser?.close();
});

const openRoster = async (page: Page, language: Language) => {
  // The session's own week: late on a Sunday, 40 minutes from now is already next week.
  await page.goto(`/coursetable?week=${sessionDay}`);
  const grid = page
    .getByRole('main')
    .getByRole('region', { name: /^(Sessions from|.*)/ })
    .first();
  await grid.getByRole('button', { name: sessionLabel }).click();
  const sessionDrawer = page.getByRole('dialog', { name: course });
  await sessionDrawer
    .getByRole('button', { name: { en: 'Roster', zh: '预约名单', es: 'Lista de reservas' }[language] })
    .click();
  const roster = page.getByRole('dialog', { name: new RegExp(`${course}$`) }).last();
  await roster.getByText(BOOKED).waitFor();
  return roster;
};

describe('a session’s roster', () => {
  it('shows the booked and the waiting member, and checks the booked one in from the keyboard', async () => {
    const { context, page } = await signedInContext(browser);
    const roster = await openRoster(page, 'en');
    await roster.getByText('Waiting #1').waitFor();
    await roster.getByRole('row').filter({ hasText: WAITING }).waitFor();
    await shootAfterMotion(page, 'booking-roster-en-1280');
    const checkIn = roster.getByRole('button', { name: `Check in ${BOOKED}` });
    await checkIn.focus();
    await page.keyboard.press('Enter');
    await roster
      .getByRole('row')
      .filter({ hasText: BOOKED })
      .getByText('Checked in', { exact: true })
      .waitFor();
    expect(await roster.getByRole('button', { name: `Check in ${BOOKED}` }).count()).toBe(0);
    await context.close();
  });

  for (const [language, width] of [
    ['zh', 1280],
    ['zh', 800],
    ['en', 800],
  ] as const)
    itShoots(`screenshot of the roster in ${language} at ${width} px`, async () => {
      const { context, page } = await signedInContext(browser, { language, width });
      await openRoster(page, language);
      await shootAfterMotion(page, `booking-roster-${language}-${width}`);
      await context.close();
    });
});
