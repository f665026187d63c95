import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database, DialectKind } from './database';
import * as foundation from './migrations/2026-11-21-0001-foundation';
import * as menu from './migrations/2026-11-21-0002-menu';
import * as uploads from './migrations/2026-11-21-0003-uploads';
import * as onboarding from './migrations/2026-11-21-0004-onboarding';
import * as accountUploads from './migrations/2026-11-21-0005-account-uploads';
import * as auditEvents from './migrations/2026-11-23-0001-audit-events';
import * as menuNames from './migrations/2026-11-23-0006-menu-names';
import * as permissionCatalog from './migrations/2026-11-24-0001-permission-catalog';
import * as employees from './migrations/2026-11-24-0002-employees';
import * as coaches from './migrations/2026-11-24-0003-coaches';
import * as teamCovers from './migrations/2026-11-24-0004-team-covers';
import * as areasCourses from './migrations/2026-11-24-0005-areas-courses';
import * as courseReview from './migrations/2026-11-24-0007-course-review';
import * as timetable from './migrations/2026-11-24-0008-timetable';
import * as storefront from './migrations/2026-11-24-0009-storefront';
import * as coverMenuName from './migrations/2026-11-24-0010-cover-menu-name';
import * as membersCards from './migrations/2026-11-25-0001-members-cards';
import * as services from './migrations/2026-11-25-0051-services';
import * as applicationMenuName from './migrations/2026-11-25-0061-application-menu-name';
import * as cardListIndex from './migrations/2026-11-25-0071-card-list-index';
import * as cardTypeIndex from './migrations/2026-11-25-0081-card-type-index';
import * as idempotency from './migrations/2026-11-26-0001-idempotency';
import * as jobsOutbox from './migrations/2026-11-26-0002-jobs-outbox';
import * as ledger from './migrations/2026-11-26-0003-ledger';
import * as auditScope from './migrations/2026-11-26-0004-audit-scope';
import * as rateLimitHits from './migrations/2026-11-26-0004-rate-limit-hits';
import * as cursorIndexes from './migrations/2026-11-26-0005-cursor-indexes';
import * as serviceMenuNames from './migrations/2026-11-26-0211-service-menu-names';
import * as orders from './migrations/2026-11-27-0001-orders';
import * as orderPayments from './migrations/2026-11-27-0002-order-payments';
import * as redemptions from './migrations/2026-11-27-0003-redemptions';
import * as bookings from './migrations/2026-11-27-0004-bookings';
import * as reviews from './migrations/2026-11-27-0005-reviews';
import * as payoutSandbox from './migrations/2026-11-27-0007-payout-sandbox';
import * as withdrawalAccounts from './migrations/2026-11-27-0008-withdrawal-accounts';
import * as statistics from './migrations/2026-11-27-0009-statistics';
import * as sharedState from './migrations/2026-11-27-0010-shared-state';
import * as refunds from './migrations/2026-11-27-0011-refunds';
import * as withdrawals from './migrations/2026-11-27-0012-withdrawals';
import * as dashboardIndexes from './migrations/2026-11-27-0014-dashboard-indexes';
import * as orderListIndex from './migrations/2026-11-27-0015-order-list-index';
import * as listFilterIndexes from './migrations/2026-11-27-0016-list-filter-indexes';
import * as memberSearch from './migrations/2026-11-28-0001-member-search';
import * as ledgerBalances from './migrations/2026-11-28-0002-ledger-balances';
import * as orderTitles from './migrations/2026-11-28-0004-order-titles';
import * as unreadMessagesIndex from './migrations/2026-11-28-0005-unread-messages-index';
import * as ledgerStatementIndex from './migrations/2026-11-28-0006-ledger-statement-index';
import * as statisticsCoveringIndexes from './migrations/2026-11-28-0007-statistics-covering-indexes';
import * as memberPageIndex from './migrations/2026-11-28-0008-member-page-index';
import * as memberPaidTimes from './migrations/2026-11-28-0009-member-paid-times';
import * as dashboardStoreIndexes from './migrations/2026-11-28-0010-dashboard-store-indexes';
import * as redemptionHours from './migrations/2026-11-28-0011-redemption-hours';
import * as jobScanIndexes from './migrations/2026-11-28-0012-job-scan-indexes';

/**
 * Forward-only, dated migrations, listed here in order. Each receives the dialect so that the
 * few differences (identity columns) stay in one place.
 */
const migrations: Record<string, { up: (db: never, dialect: DialectKind) => Promise<void> }> = {
  '2026-11-21-0001-foundation': foundation,
  '2026-11-21-0002-menu': menu,
  '2026-11-21-0003-uploads': uploads,
  '2026-11-21-0004-onboarding': onboarding,
  '2026-11-21-0005-account-uploads': accountUploads,
  '2026-11-23-0001-audit-events': auditEvents,
  '2026-11-23-0006-menu-names': menuNames,
  '2026-11-24-0001-permission-catalog': permissionCatalog,
  '2026-11-24-0002-employees': employees,
  '2026-11-24-0003-coaches': coaches,
  '2026-11-24-0004-team-covers': teamCovers,
  '2026-11-24-0005-areas-courses': areasCourses,
  '2026-11-24-0007-course-review': courseReview,
  '2026-11-24-0008-timetable': timetable,
  '2026-11-24-0009-storefront': storefront,
  '2026-11-24-0010-cover-menu-name': coverMenuName,
  '2026-11-25-0001-members-cards': membersCards,
  '2026-11-25-0051-services': services,
  '2026-11-25-0061-application-menu-name': applicationMenuName,
  '2026-11-25-0071-card-list-index': cardListIndex,
  '2026-11-25-0081-card-type-index': cardTypeIndex,
  '2026-11-26-0001-idempotency': idempotency,
  '2026-11-26-0002-jobs-outbox': jobsOutbox,
  '2026-11-26-0003-ledger': ledger,
  '2026-11-26-0004-audit-scope': auditScope,
  '2026-11-26-0004-rate-limit-hits': rateLimitHits,
  '2026-11-26-0005-cursor-indexes': cursorIndexes,
  '2026-11-26-0211-service-menu-names': serviceMenuNames,
  '2026-11-27-0001-orders': orders,
  '2026-11-27-0002-order-payments': orderPayments,
  '2026-11-27-0003-redemptions': redemptions,
  '2026-11-27-0004-bookings': bookings,
  '2026-11-27-0005-reviews': reviews,
  '2026-11-27-0007-payout-sandbox': payoutSandbox,
  '2026-11-27-0008-withdrawal-accounts': withdrawalAccounts,
  '2026-11-27-0009-statistics': statistics,
  '2026-11-27-0010-shared-state': sharedState,
  '2026-11-27-0011-refunds': refunds,
  '2026-11-27-0012-withdrawals': withdrawals,
  '2026-11-27-0014-dashboard-indexes': dashboardIndexes,
  '2026-11-27-0015-order-list-index': orderListIndex,
  '2026-11-27-0016-list-filter-indexes': listFilterIndexes,
  '2026-11-28-0001-member-search': memberSearch,
  '2026-11-28-0002-ledger-balances': ledgerBalances,
  '2026-11-28-0004-order-titles': orderTitles,
  '2026-11-28-0005-unread-messages-index': unreadMessagesIndex,
  '2026-11-28-0006-ledger-statement-index': ledgerStatementIndex,
  '2026-11-28-0007-statistics-covering-indexes': statisticsCoveringIndexes,
  '2026-11-28-0008-member-page-index': memberPageIndex,
  '2026-11-28-0009-member-paid-times': memberPaidTimes,
  '2026-11-28-0010-dashboard-store-indexes': dashboardStoreIndexes,
  '2026-11-28-0011-redemption-hours': redemptionHours,
  '2026-11-28-0012-job-scan-indexes': jobScanIndexes,
};

const providerFor = (dialect: DialectKind): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(migrations).map(([name, m]): [string, Migration] => [
        name,
        { up: (db) => m.up(db as never, dialect) },
      ]),
    ),
});

/** Runs the migrator; throws (and the server does not start) when a migration fails. */
const migrate = async (
  db: Database,
  dialect: DialectKind,
  run: (migrator: Migrator) => ReturnType<Migrator['migrateToLatest']>,
): Promise<void> => {
  const migrator = new Migrator({ db, provider: providerFor(dialect) });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
};

/**
 * SQLite plans a query from the statistics ANALYZE keeps (sqlite_stat1); without them it guesses,
 * and at a chain's size it guessed wrong: a store's order count filtered by the buyer's phone
 * read 12,500 rows through (store, kind) instead of three through (store, buyer_phone), 13 ms
 * against 0.1 ms. A sampled ANALYZE (400 rows an index) takes milliseconds even on a gigabyte
 * file, so every start refreshes them. PostgreSQL's autovacuum keeps its own.
 */
const refreshPlannerStatistics = async (db: Database): Promise<void> => {
  await sql`pragma analysis_limit = 400`.execute(db);
  await sql`analyze`.execute(db);
};

/** Brings the schema up to date; throws (and the server does not start) when one fails. */
export const migrateToLatest = async (db: Database, dialect: DialectKind): Promise<void> => {
  await migrate(db, dialect, (migrator) => migrator.migrateToLatest());
  if (dialect === 'sqlite') await refreshPlannerStatistics(db);
};

/** Runs the migrations up to and including `name` (tests of one migration on older data). */
export const migrateUpTo = async (db: Database, dialect: DialectKind, name: string): Promise<void> =>
  migrate(db, dialect, (migrator) => migrator.migrateTo(name));
