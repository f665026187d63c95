/**
 * What the application screen shows for a state (pure, unit-tested): the stepper's position
 * and look, and why the buttons are disabled.
 */
import {
  type ApplicationStatus,
  descriptionLength,
  MIN_APPLICATION_DESCRIPTION,
  type ServiceApplication,
} from '@merchant/shared';

/** Draft → pending review → decision (approved or rejected). */
export const stepOf = (
  status: ApplicationStatus,
): { current: number; status: 'process' | 'finish' | 'error' } => {
  switch (status) {
    case 'draft':
      return { current: 0, status: 'process' };
    case 'pending':
      return { current: 1, status: 'process' };
    case 'approved':
      return { current: 2, status: 'finish' };
    case 'rejected':
      return { current: 2, status: 'error' };
  }
};

/**
 * Why the merchant cannot save or submit now, as a locale key under `locked.`; null when they
 * can. Pending and approved applications are the platform's; without the permission the
 * screen is read-only.
 */
export const lockReasonOf = (application: Pick<ServiceApplication, 'status' | 'can_edit'>) => {
  if (application.status === 'pending') return 'pending';
  if (application.status === 'approved') return 'approved';
  if (!application.can_edit) return 'noPermission';
  return null;
};

/** What a submission still lacks (the server's rules), as locale keys under `missing.`. */
export const missingForSubmit = (description: string, uploadIds: readonly number[]): string[] => [
  ...(descriptionLength(description) < MIN_APPLICATION_DESCRIPTION ? ['description'] : []),
  ...(uploadIds.length === 0 ? ['materials'] : []),
];
