/**
 * The service forms' values and the wire's bodies, both ways (pure, tested in
 * service-form-model.test.ts). Prices are typed in yuan and sent in fen; opening hours use
 * the area form's weekday rows (features/area/opening-hours-model.ts).
 */
import type {
  CancelFeeTier,
  CountService,
  CountServiceBody,
  TimedResourceKind,
  TimedService,
  TimedServiceBody,
} from '@merchant/shared';
import {
  type DayHours,
  defaultDays,
  type OpeningHours,
  toDays,
  toOpeningHours,
} from '../area/opening-hours-model';
import { fenToYuan, yuanToFen } from '../course/course-model';

export const TIMED_VIEW = 'timetable:view';
export const TIMED_EDIT = 'timetable:edit';
export const COUNT_VIEW = 'numbertable:view';
export const COUNT_EDIT = 'numbertable:edit';

/** The units the form offers (the shared rule accepts exactly these). */
export const UNIT_MINUTE_CHOICES = [15, 20, 30, 60, 90, 120, 150, 180, 210, 240] as const;

/** A new service's tiers: free a day ahead, half within a day, everything within 2 hours. */
export const DEFAULT_FEE_TIERS: CancelFeeTier[] = [
  { hours_before: 24, fee_percent: 0 },
  { hours_before: 2, fee_percent: 50 },
  { hours_before: 0, fee_percent: 100 },
];

export interface FeeTierValues {
  hours_before?: number | null;
  fee_percent?: number | null;
}

export interface TimedFormValues {
  name?: string;
  /** "area:12" or "coach:3": one picker for both kinds. */
  resource?: string;
  unit_minutes?: number;
  unit_price_yuan?: number | null;
  min_units?: number | null;
  max_units?: number | null;
  capacity?: number | null;
  days?: DayHours[];
  cancel_fee_tiers?: FeeTierValues[];
  description?: string;
}

export const resourceValue = (kind: TimedResourceKind, id: number) => `${kind}:${id}`;

export const parseResource = (value: string | undefined): { kind: TimedResourceKind; id: number } | null => {
  const match = /^(area|coach):(\d+)$/.exec(value ?? '');
  return match ? { kind: match[1] as TimedResourceKind, id: Number(match[2]) } : null;
};

export const emptyTimedForm = (): TimedFormValues => ({
  name: '',
  unit_minutes: 30,
  unit_price_yuan: null,
  min_units: 1,
  max_units: 4,
  capacity: 1,
  days: defaultDays(),
  cancel_fee_tiers: DEFAULT_FEE_TIERS.map((tier) => ({ ...tier })),
  description: '',
});

export const toTimedForm = (service: TimedService): TimedFormValues => ({
  name: service.name,
  resource: resourceValue(service.resource_kind, service.resource_id),
  unit_minutes: service.unit_minutes,
  unit_price_yuan: fenToYuan(service.unit_price_fen),
  min_units: service.min_units,
  max_units: service.max_units,
  capacity: service.capacity,
  days: toDays(service.opening_hours as OpeningHours),
  // Nearest the start last, as people read tiers ("a day ahead … at the last minute").
  cancel_fee_tiers: [...service.cancel_fee_tiers].sort((a, b) => b.hours_before - a.hours_before),
  description: service.description,
});

/** Complete tiers only (a half-filled row is not sent). */
export const toFeeTiers = (rows: readonly FeeTierValues[] | undefined): CancelFeeTier[] =>
  (rows ?? [])
    .filter(
      (row): row is CancelFeeTier =>
        typeof row.hours_before === 'number' && typeof row.fee_percent === 'number',
    )
    .map((row) => ({ hours_before: row.hours_before, fee_percent: row.fee_percent }));

export const toTimedBody = (values: TimedFormValues): TimedServiceBody => {
  const resource = parseResource(values.resource);
  return {
    name: (values.name ?? '').trim(),
    resource_kind: resource?.kind ?? 'area',
    resource_id: resource?.id ?? 0,
    unit_minutes: values.unit_minutes ?? 30,
    unit_price_fen: yuanToFen(values.unit_price_yuan) ?? 0,
    min_units: values.min_units ?? 0,
    max_units: values.max_units ?? 0,
    capacity: values.capacity ?? 0,
    // A row's place is its weekday (the form holds only its registered fields).
    opening_hours: toOpeningHours((values.days ?? []).map((day, i) => ({ ...day, weekday: i + 1 }))),
    cancel_fee_tiers: toFeeTiers(values.cancel_fee_tiers),
    description: (values.description ?? '').trim(),
  };
};

export interface CountFormValues {
  name?: string;
  visits?: number | null;
  price_yuan?: number | null;
  validity_days?: number | null;
  /** Null or empty: no weekly limit. */
  per_week_limit?: number | null;
  course_ids?: number[];
  description?: string;
}

export const emptyCountForm = (): CountFormValues => ({
  name: '',
  visits: 10,
  price_yuan: null,
  validity_days: 180,
  per_week_limit: null,
  course_ids: [],
  description: '',
});

export const toCountForm = (service: CountService): CountFormValues => ({
  name: service.name,
  visits: service.visits,
  price_yuan: fenToYuan(service.price_fen),
  validity_days: service.validity_days,
  per_week_limit: service.per_week_limit,
  course_ids: service.course_ids,
  description: service.description,
});

export const toCountBody = (values: CountFormValues): CountServiceBody => ({
  name: (values.name ?? '').trim(),
  visits: values.visits ?? 0,
  price_fen: yuanToFen(values.price_yuan) ?? 0,
  validity_days: values.validity_days ?? 0,
  per_week_limit: values.per_week_limit ?? null,
  course_ids: values.course_ids ?? [],
  description: (values.description ?? '').trim(),
});

/** "30 min" style unit label parts: whole hours as hours. */
export const unitLabel = (minutes: number, t: (key: string, options?: Record<string, unknown>) => string) =>
  minutes % 60 === 0 ? t('unit.hours', { count: minutes / 60 }) : t('unit.minutes', { count: minutes });

/**
 * The tiers as ranges people read, nearest-the-start last: [{24,0},{2,50},{0,100}] →
 * "≥ 24 h: 0%", "2–24 h: 50%", "< 2 h: 100%"; a lone 0-hour tier applies at any time.
 */
export const tierTexts = (
  tiers: readonly CancelFeeTier[],
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] => {
  const sorted = [...tiers].sort((a, b) => b.hours_before - a.hours_before);
  return sorted.map((tier, i) => {
    const above = sorted[i - 1];
    if (!above)
      return tier.hours_before === 0
        ? t('tier.tierAlways', { percent: tier.fee_percent })
        : t('tier.tierFrom', { hours: tier.hours_before, percent: tier.fee_percent });
    if (tier.hours_before === 0)
      return t('tier.tierUnder', { hours: above.hours_before, percent: tier.fee_percent });
    return t('tier.tierBetween', {
      from: tier.hours_before,
      to: above.hours_before,
      percent: tier.fee_percent,
    });
  });
};
