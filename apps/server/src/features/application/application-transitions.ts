import type { ApplicationStatus } from '@merchant/shared';
import { defineTransitions } from '../../lib/transitions';

/** The application's name in the operation log (audit_events.entity). */
export const APPLICATION_ENTITY = 'service_application';

/**
 * How an application moves (docs/applications.md): the merchant submits a draft or a rejected
 * one (after changing it); the platform approves or rejects a pending one, and may withdraw an
 * approval (approved → rejected, "revoke"), which closes the service again. Approved is
 * otherwise final: the merchant cannot change or withdraw it.
 */
export const applicationTransitions = defineTransitions<ApplicationStatus>([
  { from: 'draft', to: 'pending', by: ['merchant'] },
  { from: 'rejected', to: 'pending', by: ['merchant'] },
  { from: 'pending', to: 'approved', by: ['platform'] },
  { from: 'pending', to: 'rejected', by: ['platform'] },
  { from: 'approved', to: 'rejected', by: ['platform'] },
]);

/** Saving (without submitting) is allowed only while the merchant holds the application. */
export const isEditableStatus = (status: ApplicationStatus): boolean =>
  status === 'draft' || status === 'rejected';
