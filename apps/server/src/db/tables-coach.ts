import type { Generated } from 'kysely';

/** Coaches of a store (migration 2026-11-24-0003-coaches). */
export interface CoachTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  phone: string;
  avatar_upload_id: number | null;
  title: Generated<string>;
  /** JSON array of strings. */
  specialties: Generated<string>;
  introduction: Generated<string>;
  /** 'one_on_one' | 'group' */
  type: string;
  sort: Generated<number>;
  /**
   * 'active' | 'inactive'. Not `Generated` although the column has a default: the transitions'
   * guarded update (lib/transitions) only takes tables whose status is a plain string.
   */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface CoachCoverImageTable {
  coach_id: number;
  upload_id: number;
  sort: number;
}

export interface CoachCertificateTable {
  id: Generated<number>;
  coach_id: number;
  name: string;
  number: Generated<string>;
  photo_upload_id: number | null;
  /** YYYY-MM-DD, the last valid day. */
  expires_on: string;
  expiry_notified_at: string | null;
}

export interface CoachTables {
  coaches: CoachTable;
  coach_cover_images: CoachCoverImageTable;
  coach_certificates: CoachCertificateTable;
}
