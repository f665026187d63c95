/**
 * Instants are stored as ISO-8601 UTC text of fixed width, `YYYY-MM-DDTHH:mm:ss.sssZ` (what
 * `toISOString()` gives), so that text order is time order on SQLite and PostgreSQL alike; these
 * keep that format in one place. A business day is not an instant: it is China's `YYYY-MM-DD`
 * from `chinaDate` (packages/shared/src/china-date.ts). docs/decisions.md "Times".
 */
/** The instant `epochMs` (from Date.now() or Date.parse) as stored text. */
export const isoAt = (epochMs: number): string => new Date(epochMs).toISOString();
export const isoNow = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => isoAt(Date.now() + ms);
export const isoAgo = (ms: number): string => isoAt(Date.now() - ms);
