import {
  chinaDate,
  type DashboardFigure,
  type DashboardToday,
  type DashboardTodo,
  expiryWarningLimit,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { createAccessRepository } from '../session/access.repository';
import { chinaDayStart } from '../statistics/statistics-period';
import { createDashboardRepository, type Window } from './dashboard.repository';

const DAY_MS = 86_400_000;
/** Cards whose last day is within this many China days are "expiring". */
export const CARD_EXPIRY_DAYS = 7;

/** A failed withdrawal stays on the to-do list this long: the merchant re-requests or fixes the account. */
const FAILED_WITHDRAWAL_DAYS = 7;

/**
 * The permission each block needs: the view of the screen it links to (docs/dashboard.md
 * "Decisions"). Revenue is money: the finance screen's view, not the orders'.
 */
export const dashboardPermissions = {
  orders: 'order:view',
  revenue: 'withdraw:view',
  redemptions: 'coupon:validate',
  bookings: 'coursetable:view',
  sessions: 'coursetable:view',
  refunds: 'order:view',
  share_requests: 'membereview:view',
  rejected_listings: 'class:view',
  expiring_certificates: 'coach:view',
  expiring_cards: 'cardlist:view',
  unreplied_reviews: 'review:view',
  unreplied_video_reviews: 'videoreview:view',
  failed_withdrawals: 'withdraw:view',
} as const;

/** Where each to-do item links, with the list's filter where the list has one. */
const links: Record<DashboardTodo['kind'], string> = {
  refunds: '/classorder?f.refund_status=requested',
  share_requests: '/membereview?f.status=pending',
  rejected_listings: '/class?tab=rejected',
  expiring_certificates: '/coach',
  expiring_cards: '/cardlist?tab=active&sort=expires_on.asc',
  unreplied_reviews: '/orderevaluate?f.replied=false',
  unreplied_video_reviews: '/videoevaluate?f.replied=false',
  failed_withdrawals: '/deposit',
};

export const createDashboardService = (db: Database) => {
  const repo = createDashboardRepository(db);
  const access = createAccessRepository(db);

  return {
    today: async (
      caller: { accountId: number },
      storeId: number,
      now = new Date(),
    ): Promise<DashboardToday> => {
      const held = await access.heldPermissions(caller, storeId, [
        ...new Set(Object.values(dashboardPermissions)),
      ]);
      const may = (block: keyof typeof dashboardPermissions) => held.has(dashboardPermissions[block]);
      const date = chinaDate(now);
      const comparedWith = chinaDate(now, -7);
      const today: Window = { from: chinaDayStart(date), to: new Date(now.getTime() + 1).toISOString() };
      const lastWeek: Window = {
        from: chinaDayStart(comparedWith),
        to: new Date(now.getTime() + 1 - 7 * DAY_MS).toISOString(),
      };
      const pair = async (read: (w: Window) => Promise<number>): Promise<DashboardFigure> => {
        const [a, b] = await Promise.all([read(today), read(lastWeek)]);
        return { today: a, last_week: b };
      };

      const needOrders = may('orders') || may('revenue');
      const [paidToday, paidLastWeek] = needOrders
        ? await Promise.all([repo.paidOrders(storeId, today), repo.paidOrders(storeId, lastWeek)])
        : [null, null];

      const todo = async (
        kind: DashboardTodo['kind'],
        count: () => Promise<number>,
      ): Promise<DashboardTodo | null> =>
        may(kind) ? { kind, count: await count(), link: links[kind], deadline_at: null } : null;

      const [redemptions, bookings, sessions, ...items] = await Promise.all([
        may('redemptions') ? pair((w) => repo.redemptions(storeId, w)) : null,
        may('bookings') ? pair((w) => repo.bookings(storeId, w)) : null,
        may('sessions') ? repo.sessions(storeId, date) : null,
        may('refunds')
          ? repo.refundsWaiting(storeId).then(
              ({ count, deadline }): DashboardTodo => ({
                kind: 'refunds',
                count,
                link: links.refunds,
                deadline_at: deadline,
              }),
            )
          : null,
        todo('share_requests', () => repo.shareRequestsPending(storeId)),
        todo('rejected_listings', () => repo.rejectedListings(storeId)),
        todo('expiring_certificates', () => repo.expiringCertificates(storeId, expiryWarningLimit(now))),
        todo('expiring_cards', () => repo.expiringCards(storeId, date, chinaDate(now, CARD_EXPIRY_DAYS))),
        todo('unreplied_reviews', () => repo.unrepliedReviews(storeId, 'text')),
        todo('unreplied_video_reviews', () => repo.unrepliedReviews(storeId, 'video')),
        todo('failed_withdrawals', () =>
          repo.failedWithdrawals(
            storeId,
            new Date(now.getTime() - FAILED_WITHDRAWAL_DAYS * DAY_MS).toISOString(),
          ),
        ),
      ]);

      return {
        date,
        compared_with: comparedWith,
        figures: {
          orders:
            may('orders') && paidToday && paidLastWeek
              ? { today: paidToday.count, last_week: paidLastWeek.count }
              : null,
          revenue_fen:
            may('revenue') && paidToday && paidLastWeek
              ? { today: paidToday.fen, last_week: paidLastWeek.fen }
              : null,
          redemptions,
          bookings,
        },
        sessions,
        todos: items.filter((item): item is DashboardTodo => item !== null),
      };
    },
  };
};
