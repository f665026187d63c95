/**
 * Instants are stored as ISO-8601 UTC text of fixed width, `YYYY-MM-DDTHH:mm:ss.sssZ` (what
 * `toISOString()` gives), so that text order is time order on SQLite and PostgreSQL alike; these
 * keep that format in one place. A business day is not an instant: it is China's `YYYY-MM-DD`
 * from `chinaDate` (packages/shared/src/china-date.ts). docs/decisions.md "Times".
 */
export const isoNow = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();
export const isoAgo = (ms: number): string => new Date(Date.now() - ms).toISOString();
