/** The storefront tables (filled by the catalogue issue's storefront stream). */
// biome-ignore lint/suspicious/noEmptyInterface: placeholder until the stream adds its tables.
export interface StorefrontTables {}
