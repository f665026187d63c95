import type { Generated } from 'kysely';

/** The pictures of a store's team page (migration 2026-11-24-0004-team-covers, docs/covers.md). */
export interface TeamCoverTable {
  id: Generated<number>;
  store_id: number;
  upload_id: number;
  caption: Generated<string>;
  coach_id: number | null;
  /** 1-based position among the store's pictures. */
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface CoverTables {
  team_covers: TeamCoverTable;
}
