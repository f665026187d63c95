import type { CourseStatus, RevisionStatus } from '@merchant/shared';
import { defineTransitions } from '../../lib/transitions';

/** A listing's name in the operation log (audit_events.entity); revisions log under it too. */
export const COURSE_ENTITY = 'course';

/**
 * How a listing moves (docs/listings.md): the merchant submits a draft, withdraws a pending
 * one, resubmits a rejected one after editing it, and puts an approved listing online or takes
 * it offline; the platform approves (online) or rejects a pending one.
 */
export const courseTransitions = defineTransitions<CourseStatus>([
  { from: 'draft', to: 'pending', by: ['merchant'] },
  { from: 'pending', to: 'draft', by: ['merchant'] },
  { from: 'rejected', to: 'pending', by: ['merchant'] },
  { from: 'pending', to: 'online', by: ['platform'] },
  { from: 'pending', to: 'rejected', by: ['platform'] },
  { from: 'online', to: 'offline', by: ['merchant'] },
  { from: 'offline', to: 'online', by: ['merchant'] },
]);

/**
 * How the revision of a live listing moves: submitted, withdrawn, resubmitted after a
 * rejection; the platform approves it (copied onto the live row, revision closed) or rejects it.
 */
export const revisionTransitions = defineTransitions<RevisionStatus>([
  { from: 'draft', to: 'pending', by: ['merchant'] },
  { from: 'pending', to: 'draft', by: ['merchant'] },
  { from: 'rejected', to: 'pending', by: ['merchant'] },
  { from: 'pending', to: 'approved', by: ['platform'] },
  { from: 'pending', to: 'rejected', by: ['platform'] },
]);

/** A revision's state as the operation log of its course records it ('revision_pending', …). */
export const revisionState = (status: RevisionStatus | null): string | null =>
  status === null ? null : `revision_${status}`;
