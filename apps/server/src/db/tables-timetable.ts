/** The timetable tables (filled by the catalogue issue's timetable stream). */
// biome-ignore lint/suspicious/noEmptyInterface: placeholder until the stream adds its tables.
export interface TimetableTables {}
