import type { Generated } from 'kysely';

/** Timed and per-visit services (migration 2026-11-25-0051-services). Money in fen. */
export interface TimedServiceTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  /** 'area' | 'coach' */
  resource_kind: string;
  resource_id: number;
  unit_minutes: number;
  unit_price_fen: number;
  min_units: number;
  max_units: number;
  capacity: number;
  /** JSON, the area opening-hours format. */
  opening_hours: string;
  /** JSON [{hours_before, fee_percent}] ascending. */
  cancel_fee_tiers: string;
  description: string;
  /** 'online' | 'offline' (plain string: guarded updates take it). */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface CountServiceTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  visits: number;
  price_fen: number;
  validity_days: number;
  per_week_limit: number | null;
  description: string;
  /** 'online' | 'offline' */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface CountServiceCourseTable {
  count_service_id: number;
  course_id: number;
  sort: number;
}

export interface ServiceTables {
  timed_services: TimedServiceTable;
  count_services: CountServiceTable;
  count_service_courses: CountServiceCourseTable;
}
