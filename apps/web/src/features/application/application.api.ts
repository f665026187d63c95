/** Server calls of the application screens (docs/applications.md). */
import type { ApplicationBody, ServiceApplication, ServiceType } from '@merchant/shared';
import { http } from '../../lib/http';

/** The store's application of `type`, or an unsaved draft pre-filled from its qualifications. */
export const fetchApplication = (
  type: ServiceType,
  signal?: AbortSignal,
  silent = false,
): Promise<ServiceApplication> =>
  http.get<ServiceApplication>(`/application/${type}`, undefined, { signal, silent });

/** Saves the draft, or submits it (`submit: true`). Refusals are toasted in the caller's language. */
export const saveApplication = (body: ApplicationBody): Promise<ServiceApplication> =>
  http.post<ServiceApplication>('/application', body);
