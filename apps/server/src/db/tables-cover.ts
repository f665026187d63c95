/** The cover tables (filled by the staff issue's cover stream). */
// biome-ignore lint/suspicious/noEmptyInterface: placeholder until the stream adds its tables.
export interface CoverTables {}
