/** The review tables (filled by the catalogue issue's review stream). */
// biome-ignore lint/suspicious/noEmptyInterface: placeholder until the stream adds its tables.
export interface ReviewTables {}
