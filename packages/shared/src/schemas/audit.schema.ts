import { z } from 'zod';
import { cursorPageSchema } from '../list-query';

/**
 * One row of the operation log (POST /audit/list, POST /platform/audit/list, GET /claim/{id}/audit): a state change of an
 * entity of the store, who made it and why. `actor_account_id` and `actor_name` are null for
 * the command-line tool and the system; `from_state` is null for the state an entity was
 * created in.
 */
export const auditEvent = z.object({
  id: z.number().int(),
  actor_account_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  /**
   * The entity's store; null for an account-level event (it concerns the stores it lists: a
   * store's log shows it when it lists that store) and for a platform-level one.
   */
  store_id: z.number().int().nullable(),
  /** The stores an account-level event lists; only the platform's read fills it. */
  store_ids: z.array(z.number().int()).optional(),
  entity: z.string(),
  entity_id: z.number().int(),
  from_state: z.string().nullable(),
  to_state: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
  request_id: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;
export const auditEventPage = cursorPageSchema(auditEvent);
