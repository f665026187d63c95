import type { Generated } from 'kysely';

/** Areas and live courses (migration 2026-11-24-0005-areas-courses). */
export interface AreaTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  capacity: number;
  type: string;
  /** JSON: weekday "1".."7" -> [["HH:MM","HH:MM"], ...]. */
  opening_hours: Generated<string>;
  allow_overlap: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CourseTable {
  id: Generated<number>;
  store_id: number;
  category: number;
  /** 'draft' | 'pending' | 'rejected' | 'online' | 'offline' (plain string for guardedUpdate). */
  status: string;
  name: string;
  detail: Generated<string>;
  price: number;
  list_price: Generated<number>;
  sessions: number;
  session_minutes: number;
  validity_days: number;
  class_size: number;
  area_id: number | null;
  purchase_notes: Generated<string>;
  refund_terms: Generated<string>;
  /** 1: unused vouchers refundable at any time and on expiry (随时退、过期退; migration 2026-11-27-0011-refunds). */
  refund_anytime: Generated<number>;
  reject_reasons: string | null;
  created_at: string;
  updated_time: string;
  submitted_at: string | null;
  decided_at: string | null;
}

export interface CourseCoachTable {
  course_id: number;
  coach_id: number;
}

export interface CourseCoverTable {
  course_id: number;
  upload_id: number;
  sort: number;
}

export interface CourseTables {
  areas: AreaTable;
  courses: CourseTable;
  course_coaches: CourseCoachTable;
  course_covers: CourseCoverTable;
}
