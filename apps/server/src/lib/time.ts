/** Times are stored as ISO-8601 UTC strings; these keep that format in one place. */
export const isoNow = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();
export const isoAgo = (ms: number): string => new Date(Date.now() - ms).toISOString();
