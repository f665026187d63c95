import { z } from 'zod';

export const storeOption = z.object({ id: z.number().int(), name: z.string() });
export type StoreOption = z.infer<typeof storeOption>;

/** One store in the merchant list (the "store management" view). */
export const merchantStore = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  selected: z.boolean(),
});
export type MerchantStore = z.infer<typeof merchantStore>;
