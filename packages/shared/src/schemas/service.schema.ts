import { z } from 'zod';
import { openingHours } from './area.schema';
import {
  bodyId,
  MAX_MONEY_FEN,
  MIN_PRICE_FEN_EXCLUSIVE,
  multilineText,
  priceFen,
  text,
} from './common.schema';
import { cancelFeeTiersProblem, hasAnyTimedSlot, isValidUnitMinutes } from './service-pricing';

export * from './service-pricing';

/**
 * Timed services (/timetable, "计时业务": an area or a coach sold by the time unit) and
 * per-visit services (/numbertable, "计次业务": single visits and visit packs usable on listed
 * courses). The wire contract of `/service/timed/*` and `/service/count/*`
 * (docs/services.md). A store sells either only once its application for the type is approved.
 */

export const serviceStatuses = ['online', 'offline'] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

/** What a timed service books: one of the store's areas (a court) or coaches (a private hour). */
export const timedResourceKinds = ['area', 'coach'] as const;
export type TimedResourceKind = (typeof timedResourceKinds)[number];

export const MAX_TIMED_UNITS = 48;
export const MAX_TIMED_CAPACITY = 1000;
export const MAX_CANCEL_FEE_TIERS = 6;
/** A tier may start at most 30 days ahead. */
export const MAX_TIER_HOURS = 720;
export const MAX_SERVICE_VISITS = 200;
export const MAX_SERVICE_VALIDITY_DAYS = 3650;
export const MAX_SERVICE_COURSES = 50;

export const cancelFeeTier = z.object({
  hours_before: z.number().int().min(0).max(MAX_TIER_HOURS),
  fee_percent: z.number().int().min(0).max(100),
});

/** POST /service/timed and PUT /service/timed/{id}. */
export const timedServiceBody = z
  .object({
    name: text({ max: 50 }),
    resource_kind: z.enum(timedResourceKinds),
    resource_id: bodyId,
    unit_minutes: z.number().int().refine(isValidUnitMinutes, { message: 'unitMinutesRule' }),
    /** Any positive amount: a half hour of a court may cost less than 9 yuan (see min booking). */
    unit_price_fen: z.number().int().min(1).max(MAX_MONEY_FEN),
    min_units: z.number().int().min(1).max(MAX_TIMED_UNITS),
    max_units: z.number().int().min(1).max(MAX_TIMED_UNITS),
    /** Bookings one slot takes (1 for a court or a coach; more for a lane of a pool). */
    capacity: z.number().int().min(1).max(MAX_TIMED_CAPACITY),
    opening_hours: openingHours,
    cancel_fee_tiers: z.array(cancelFeeTier).max(MAX_CANCEL_FEE_TIERS).default([]),
    description: multilineText({ max: 2000, min: 0 }).default(''),
    /** A new service's state (default online); on PUT it may be sent but must be the current one. */
    status: z.enum(serviceStatuses).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.max_units < body.min_units)
      ctx.addIssue({ code: 'custom', path: ['max_units'], message: 'maxUnitsRule' });
    // The spec's "price more than 9 yuan" holds for the smallest booking a consumer can make.
    else if (body.min_units * body.unit_price_fen <= MIN_PRICE_FEN_EXCLUSIVE)
      ctx.addIssue({ code: 'custom', path: ['unit_price_fen'], message: 'timedMinimumPriceRule' });
    else if (body.max_units * body.unit_price_fen > MAX_MONEY_FEN)
      ctx.addIssue({ code: 'custom', path: ['unit_price_fen'], message: 'invalidField' });
    if (body.max_units * body.unit_minutes > 24 * 60)
      ctx.addIssue({ code: 'custom', path: ['max_units'], message: 'maxUnitsDayRule' });
    if (!hasAnyTimedSlot(body))
      ctx.addIssue({ code: 'custom', path: ['opening_hours'], message: 'timedHoursRule' });
    const tiers = cancelFeeTiersProblem(body.cancel_fee_tiers);
    if (tiers) ctx.addIssue({ code: 'custom', path: ['cancel_fee_tiers'], message: tiers });
  });
export type TimedServiceBody = z.input<typeof timedServiceBody>;
export type TimedServiceBodyParsed = z.output<typeof timedServiceBody>;

/** One timed service as the list and the detail answer. */
export const timedService = z.object({
  id: z.number().int(),
  name: z.string(),
  resource_kind: z.enum(timedResourceKinds),
  resource_id: z.number().int(),
  /** Null when the area or coach no longer exists. */
  resource_name: z.string().nullable(),
  unit_minutes: z.number().int(),
  unit_price_fen: z.number().int(),
  min_units: z.number().int(),
  max_units: z.number().int(),
  capacity: z.number().int(),
  /** Every weekday "1".."7" is present; an empty list is a closed day. */
  opening_hours: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
  /** By `hours_before`, ascending. */
  cancel_fee_tiers: z.array(cancelFeeTier),
  description: z.string(),
  status: z.enum(serviceStatuses),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TimedService = z.infer<typeof timedService>;

/** GET /service/timed/options: what the form's resource picker offers. */
export const timedServiceOptions = z.object({
  /** Whether the store's application for timed services is approved (writes are refused otherwise). */
  open: z.boolean(),
  areas: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      capacity: z.number().int(),
      opening_hours: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
    }),
  ),
  coaches: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TimedServiceOptions = z.infer<typeof timedServiceOptions>;

/** POST /service/count and PUT /service/count/{id}. */
export const countServiceBody = z.object({
  name: text({ max: 50 }),
  /** 1: a single visit; more: a visit pack. */
  visits: z.number().int().min(1).max(MAX_SERVICE_VISITS),
  /** The spec's price rule (价格不得低于9元), as for listings. */
  price_fen: priceFen,
  /** Days the visits may be used from the purchase. */
  validity_days: z.number().int().min(1).max(MAX_SERVICE_VALIDITY_DAYS),
  /** Visits one holder may use per calendar week; null: no limit. */
  per_week_limit: z.number().int().min(1).max(MAX_SERVICE_VISITS).nullable().default(null),
  /** The store's courses (listings) the visits may be used on; at least one. */
  course_ids: z
    .array(bodyId)
    .min(1, { message: 'countCoursesRequired' })
    .max(MAX_SERVICE_COURSES)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicateValues' }),
  description: multilineText({ max: 2000, min: 0 }).default(''),
  status: z.enum(serviceStatuses).optional(),
});
export type CountServiceBody = z.input<typeof countServiceBody>;
export type CountServiceBodyParsed = z.output<typeof countServiceBody>;

export const countService = z.object({
  id: z.number().int(),
  name: z.string(),
  visits: z.number().int(),
  price_fen: z.number().int(),
  validity_days: z.number().int(),
  per_week_limit: z.number().int().nullable(),
  course_ids: z.array(z.number().int()),
  courses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  description: z.string(),
  status: z.enum(serviceStatuses),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CountService = z.infer<typeof countService>;

/** GET /service/count/options: the courses a per-visit service may name. */
export const countServiceOptions = z.object({
  open: z.boolean(),
  courses: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.string() })),
});
export type CountServiceOptions = z.infer<typeof countServiceOptions>;

/** GET /app/stores/{id}/services: what a consumer may buy (only types the platform opened). */
export const appStoreServices = z.object({
  timed: z.array(
    timedService
      .pick({
        id: true,
        name: true,
        resource_kind: true,
        resource_name: true,
        unit_minutes: true,
        unit_price_fen: true,
        min_units: true,
        max_units: true,
        capacity: true,
        opening_hours: true,
        cancel_fee_tiers: true,
        description: true,
      })
      .extend({ min_price_fen: z.number().int() }),
  ),
  count: z.array(
    countService.pick({
      id: true,
      name: true,
      visits: true,
      price_fen: true,
      validity_days: true,
      per_week_limit: true,
      courses: true,
      description: true,
    }),
  ),
});
export type AppStoreServices = z.infer<typeof appStoreServices>;
