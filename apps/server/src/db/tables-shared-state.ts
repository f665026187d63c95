/** A fingerprint of a key every process must share (migration 2026-11-27-0010-shared-state). */
export interface SharedKeyFingerprintTable {
  /** `member-id-key`, `storage-secret`, `storage-folder` (lib/shared-keys.ts). */
  name: string;
  /** HMAC-SHA256 of a fixed text under the key: equal keys, equal fingerprints; the key is not derivable. */
  fingerprint: string;
  created_at: string;
}

export interface SharedStateTables {
  shared_key_fingerprints: SharedKeyFingerprintTable;
}
