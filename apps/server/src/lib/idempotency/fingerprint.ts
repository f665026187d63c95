import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so that key order never changes a fingerprint. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/**
 * The fingerprint of a normalised request (the validated body with its defaults, plus the ids
 * from the path), less its request number: SHA-256 of its canonical JSON, in hex.
 */
export const fingerprintOf = (request: Record<string, unknown>): string => {
  const { request_no: _ignored, ...rest } = request;
  return createHash('sha256').update(canonicalJson(rest)).digest('hex');
};
