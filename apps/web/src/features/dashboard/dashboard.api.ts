/** The dashboard's one call of its own (docs/dashboard.md). */
import type { DashboardToday } from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchDashboardToday = (signal?: AbortSignal) =>
  http.get<DashboardToday>('/dashboard/today', undefined, { signal });
