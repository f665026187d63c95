import {
  chinaDate,
  type DashboardFigure,
  type DashboardToday,
  type DashboardTodo,
  dashboardTodoKinds,
  expiryWarningLimit,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { createAccessRepository } from '../session/access.repository';
import { chinaDayStart } from '../statistics/statistics-period';
import { createDashboardRepository, type Figure, n, type Window } from './dashboard.repository';

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
      // Every figure the caller may see, asked in one statement (dashboard.repository `read`).
      const asked = new Map<string, Figure>();
      const ask = (name: string, figure: Figure) => asked.set(name, figure);
      if (may('orders') || may('revenue'))
        for (const [when, w] of [
          ['today', today],
          ['last_week', lastWeek],
        ] as const) {
          ask(`orders_${when}`, repo.paidOrders(storeId, w));
          ask(`revenue_${when}`, repo.paidFen(storeId, w));
        }
      if (may('redemptions')) {
        ask('redemptions_today', repo.redemptions(storeId, today));
        ask('redemptions_last_week', repo.redemptions(storeId, lastWeek));
      }
      if (may('bookings')) {
        ask('bookings_today', repo.bookings(storeId, today));
        ask('bookings_last_week', repo.bookings(storeId, lastWeek));
      }
      const todoCounts: Record<DashboardTodo['kind'], () => Figure> = {
        refunds: () => repo.refundsWaiting(storeId),
        share_requests: () => repo.shareRequestsPending(storeId),
        rejected_listings: () => repo.rejectedListings(storeId),
        expiring_certificates: () => repo.expiringCertificates(storeId, expiryWarningLimit(now)),
        expiring_cards: () => repo.expiringCards(storeId, date, chinaDate(now, CARD_EXPIRY_DAYS)),
        unreplied_reviews: () => repo.unrepliedReviews(storeId, 'text'),
        unreplied_video_reviews: () => repo.unrepliedReviews(storeId, 'video'),
        failed_withdrawals: () =>
          repo.failedWithdrawals(
            storeId,
            new Date(now.getTime() - FAILED_WITHDRAWAL_DAYS * DAY_MS).toISOString(),
          ),
      };
      const kinds = dashboardTodoKinds.filter((kind) => may(kind));
      for (const kind of kinds) ask(kind, todoCounts[kind]());
      if (may('refunds')) ask('refund_deadline', repo.refundDeadline(storeId));

      const [values, sessions] = await Promise.all([
        repo.read(asked),
        may('sessions') ? repo.sessions(storeId, date) : null,
      ]);
      const figure = (name: 'orders' | 'revenue' | 'redemptions' | 'bookings'): DashboardFigure | null =>
        may(name)
          ? { today: n(values.get(`${name}_today`)), last_week: n(values.get(`${name}_last_week`)) }
          : null;

      return {
        date,
        compared_with: comparedWith,
        figures: {
          orders: figure('orders'),
          revenue_fen: figure('revenue'),
          redemptions: figure('redemptions'),
          bookings: figure('bookings'),
        },
        sessions,
        todos: kinds.map((kind) => ({
          kind,
          count: n(values.get(kind)),
          link: links[kind],
          deadline_at: kind === 'refunds' ? ((values.get('refund_deadline') as string | null) ?? null) : null,
        })),
      };
    },
  };
};
