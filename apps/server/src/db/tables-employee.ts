/** The employee tables (filled by the staff issue's employee stream). */
// biome-ignore lint/suspicious/noEmptyInterface: placeholder until the stream adds its tables.
export interface EmployeeTables {}
