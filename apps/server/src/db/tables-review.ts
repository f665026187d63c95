import type { Generated } from 'kysely';

/** Revisions of live listings (migration 2026-11-24-0007-course-review). */
export interface CourseRevisionTable {
  id: Generated<number>;
  course_id: number;
  store_id: number;
  /** 'draft' | 'pending' | 'rejected' | 'approved' (plain string for guardedUpdate). */
  status: string;
  name: string;
  /** JSON of the listing's wire fields (CourseFields). */
  data: string;
  reject_reasons: string | null;
  created_at: string;
  updated_time: string;
  submitted_at: string | null;
  decided_at: string | null;
}

export interface ReviewTables {
  course_revisions: CourseRevisionTable;
}
