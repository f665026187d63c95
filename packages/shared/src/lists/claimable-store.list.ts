import { defineListSpec } from '../list-fields';

/** GET /claim/stores: stores nobody manages, searched by name and city (oldest first). */
export const claimableStoreListSpec = defineListSpec({
  name: { type: 'string', operators: ['like'] },
  city: { type: 'string', operators: ['like'] },
});
