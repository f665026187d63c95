import { PostgresAdapter, sql } from 'kysely';
import type { App } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { hashPassword } from '../lib/password';
import { isoAgo, isoIn, isoNow } from '../lib/time';
import { seedApplicationDemo } from './application.seed';
import { seedAreaDemo } from './area.seed';
import { seedCardShareDemo } from './card-share.seed';
import { seedCardTypeDemo } from './card-type.seed';
import { seedCoachDemo } from './coach.seed';
import { seedCourseDemo } from './course.seed';
import { seedDecorationDemo } from './decoration.seed';
import { demoAnnouncements, demoMessages, demoStores } from './demo-data';
import { seedEmployeeDemo } from './employee.seed';
import { DEMO_MONTH, seedMarketDemo, seedQualificationsDemo } from './market.seed';
import { type DemoMonth, monthStartOf } from './market-month';
import { seedMemberDemo } from './member.seed';
import { seedMemberCardDemo } from './member-card.seed';
import { seedOnboardingDemo } from './onboarding-seed';
import { seedServiceDemo } from './service.seed';
import { seedTimetableDemo } from './timetable.seed';

const DAY = 24 * 3600 * 1000;
const MERCHANT_ROLE = 2;

/**
 * Seeds the demo merchant into a brand-new database. It never touches a database that already
 * has accounts, and in production it runs only when SEED=always.
 */
export const shouldSeed = (config: Config): boolean =>
  config.seed === 'always' || (config.seed === 'auto' && config.env !== 'production');

export const seedIfEmpty = async (
  app: App,
  config: Config,
  options: { month?: DemoMonth } = {},
): Promise<boolean> => {
  if (!shouldSeed(config)) return false;
  const { db } = app.deps;
  const seedOnce = async () => {
    const existing = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    // Orders, payments, bookings, redemptions, reviews, settlements and withdrawals come from
    // consumers, the desk and the platform through the gateway: a month of trade against this
    // app (docs/market.md). Only under NODE_ENV=development (npm start): not in production, and
    // not for the browser tests' server (NODE_ENV=test), whose assertions count the base seed.
    const month = config.env === 'development' ? (options.month ?? DEMO_MONTH) : null;
    await seedDemo(db, month ? { sessionsAsOf: new Date(monthStartOf(month)) } : {});
    if (month) await seedMarketDemo(app, month);
    app.log.info(
      'seeded the demo merchant (demo / demo123) and the platform account (platform / platform123)',
    );
    return true;
  };
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return seedOnce();
  // Several processes starting together on one empty PostgreSQL database: one seeds, the others
  // wait on this session lock (held on its own connection while the seed uses others) and then
  // find the accounts (docs/multi-process.md).
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtextextended('merchant:seed', 0))`.execute(connection);
    try {
      return await seedOnce();
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended('merchant:seed', 0))`.execute(connection);
    }
  });
};

/**
 * The demo merchant `demo` / `demo123`, two stores, announcements and messages; the platform
 * account `platform` / `platform123` and the onboarding examples (onboarding-seed.ts).
 * `sessionsAsOf`: the instant by which a timetable session counts as ended (the start of the
 * simulated month when one follows; now otherwise).
 */
export const seedDemo = async (db: Database, options: { sessionsAsOf?: Date } = {}): Promise<void> => {
  const passwordHash = await hashPassword('demo123');
  await db.transaction().execute(async (trx) => {
    const account = await trx
      .insertInto('accounts')
      .values({
        username: 'demo',
        phone: '13800138000',
        password_hash: passwordHash,
        name: '李明 (Demo)',
        avatar: '',
        role: MERCHANT_ROLE,
        created_at: isoNow(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const store of demoStores) {
      const row = await trx
        .insertInto('stores')
        .values({ ...store, created_at: isoNow() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('store_managers')
        .values({ account_id: account.id, store_id: row.id, created_at: isoNow() })
        .execute();
      // As a real onboarding leaves it: the merchant manages the store through an approved
      // claim, which "Store qualifications" (/state) lists.
      await trx
        .insertInto('store_claims')
        .values({
          store_id: row.id,
          account_id: account.id,
          status: 'approved',
          created_at: isoNow(),
          decided_at: isoNow(),
        })
        .execute();
    }
    for (const a of demoAnnouncements) {
      await trx
        .insertInto('announcements')
        .values({
          title: a.title,
          content: a.content,
          start_time: a.startDays >= 0 ? isoIn(a.startDays * DAY) : isoAgo(-a.startDays * DAY),
          end_time: a.endDays >= 0 ? isoIn(a.endDays * DAY) : isoAgo(-a.endDays * DAY),
          created_time: isoAgo(a.createdDaysAgo * DAY),
        })
        .execute();
    }
    for (const m of demoMessages) {
      await trx
        .insertInto('system_messages')
        .values({
          account_id: account.id,
          title: m.title,
          content: m.content,
          category: m.category,
          read_at: m.read ? isoAgo((m.createdDaysAgo - 0.5) * DAY) : null,
          created_time: isoAgo(m.createdDaysAgo * DAY),
        })
        .execute();
    }
    await seedOnboardingDemo(trx);
    // Staff: employees of the demo merchant, its coaches (covers need uploads: none).
    await seedEmployeeDemo(trx);
    await seedCoachDemo(trx);
    // Catalogue, in dependency order: areas, listings, the timetable, the storefront.
    await seedAreaDemo(trx);
    await seedCourseDemo(trx);
    await seedTimetableDemo(trx, options.sessionsAsOf);
    await seedDecorationDemo(trx);
    // Members and cards, in dependency order, then services and applications.
    await seedMemberDemo(trx);
    await seedCardTypeDemo(trx);
    await seedMemberCardDemo(trx);
    await seedCardShareDemo(trx);
    await seedServiceDemo(trx);
    await seedApplicationDemo(trx);
    await seedQualificationsDemo(trx);
  });
};
