import { z } from 'zod';

/**
 * GET /dashboard/today (docs/dashboard.md): today's figures in China time beside the same
 * weekday last week up to the same time of day, today's sessions with their fill, and the
 * things that need the merchant. Each block is present only when the caller holds the view
 * permission of the screen it links to; a block the caller may not see is null.
 */
export const dashboardFigure = z.object({
  today: z.number().int(),
  /** The same weekday a week ago, from its China midnight to the same time of day as now. */
  last_week: z.number().int(),
});
export type DashboardFigure = z.infer<typeof dashboardFigure>;

export const dashboardSession = z.object({
  id: z.number().int(),
  course_name: z.string(),
  coach_name: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  booked: z.number().int(),
  capacity: z.number().int(),
  status: z.string(),
});
export type DashboardSession = z.infer<typeof dashboardSession>;

/** The to-do items, in the order the dashboard shows them. */
export const dashboardTodoKinds = [
  'refunds',
  'share_requests',
  'rejected_listings',
  'expiring_certificates',
  'expiring_cards',
  'unreplied_reviews',
  'unreplied_video_reviews',
  'failed_withdrawals',
] as const;
export type DashboardTodoKind = (typeof dashboardTodoKinds)[number];

export const dashboardTodo = z.object({
  kind: z.enum(dashboardTodoKinds),
  count: z.number().int(),
  /** The screen it links to, with the list's filter where the list has one. */
  link: z.string(),
  /** refunds: the earliest deadline (request + 24 hours) of the waiting ones; else null. */
  deadline_at: z.string().nullable(),
});
export type DashboardTodo = z.infer<typeof dashboardTodo>;

export const dashboardToday = z.object({
  /** Today in China time (YYYY-MM-DD) and the day compared with (a week before). */
  date: z.string(),
  compared_with: z.string(),
  figures: z.object({
    orders: dashboardFigure.nullable(),
    revenue_fen: dashboardFigure.nullable(),
    redemptions: dashboardFigure.nullable(),
    bookings: dashboardFigure.nullable(),
  }),
  /** null without coursetable:view. */
  sessions: z.array(dashboardSession).nullable(),
  /** Only the items the caller may open (count 0 included). */
  todos: z.array(dashboardTodo),
});
export type DashboardToday = z.infer<typeof dashboardToday>;
