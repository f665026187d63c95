import { z } from 'zod';

/**
 * `owner`: the caller owns the store (its claim was approved); false where the caller works as
 * an employee. The server always sends it; optional only so that older callers'
 * fixtures still type-check.
 */
export const storeOption = z.object({
  id: z.number().int(),
  name: z.string(),
  owner: z.boolean().optional(),
});
export type StoreOption = z.infer<typeof storeOption>;

/** One store in the merchant list (the "store management" view). */
export const merchantStore = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  selected: z.boolean(),
  /** The caller owns the store; false where it works as an employee. */
  owner: z.boolean(),
});
export type MerchantStore = z.infer<typeof merchantStore>;
